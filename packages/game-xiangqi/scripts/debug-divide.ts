// Debug helper: compares per-move counts with fairy-stockfish, descending into the first mismatch.
import { execFileSync } from 'node:child_process';
import { Board } from '../src/board.js';
import { parseFen } from '../src/fen.js';
import { fileOf, MOVE_FROM, MOVE_TO, rankOf } from '../src/geometry.js';
import { perftBoard } from '../src/perft.js';

const uci = (m: number) => {
  const f = MOVE_FROM[m]!,
    t = MOVE_TO[m]!;
  return (
    String.fromCharCode(97 + fileOf(f)) +
    (rankOf(f) + 1) +
    String.fromCharCode(97 + fileOf(t)) +
    (rankOf(t) + 1)
  );
};
function fsf(fen: string, moves: string[], depth: number): Map<string, number> {
  const out = execFileSync('/usr/games/fairy-stockfish', [], {
    input: `uci\nsetoption name UCI_Variant value xiangqi\nposition fen ${fen}${moves.length ? ' moves ' + moves.join(' ') : ''}\ngo perft ${depth}\nquit\n`,
  }).toString();
  const m = new Map<string, number>();
  for (const line of out.split('\n')) {
    const r = /^([a-i]\d+[a-i]\d+): (\d+)/.exec(line);
    if (r) m.set(r[1]!, Number(r[2]));
  }
  return m;
}
const fen = process.argv[2]!;
let depth = Number(process.argv[3]);
const board = (parseFen(fen) as { value: { board: Board } }).value.board;
const path: string[] = [];
const play = (m: number) => {
  const f = MOVE_FROM[m]!,
    t = MOVE_TO[m]!;
  const pid = board.cells[f]!;
  const cap = board.cells[t]!;
  board.cells[t] = pid;
  board.cells[f] = 0;
  board.at[pid] = t;
  if (cap) board.at[cap] = 0;
  board.side ^= 1;
};
while (depth >= 1) {
  const theirs = fsf(fen, path, depth);
  const buf = new Int32Array(128);
  const n = board.generate(buf);
  const mine = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    const b2 = new Board();
    b2.copyFrom(board);
    play(m);
    mine.set(uci(m), depth === 1 ? 1 : perftBoard(board, depth - 1));
    board.copyFrom(b2);
  }
  let next: number | undefined;
  for (const k of new Set([...mine.keys(), ...theirs.keys()]))
    if (mine.get(k) !== theirs.get(k)) {
      console.log(path.join(' '), k, 'mine', mine.get(k), 'fsf', theirs.get(k));
      if (next === undefined && mine.has(k) && theirs.has(k)) {
        for (let i = 0; i < n; i++) if (uci(buf[i]!) === k) next = buf[i]!;
      }
    }
  if (next === undefined) break;
  path.push(uci(next));
  play(next);
  depth--;
}
