import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { decodeBoard, encodeBoard } from './codec.js';
import { tictactoe } from './plugin.js';
import { TicTacToeSolver } from './solve.js';

/**
 * An independent brute force over plain strings (no Position, no memo, no make/unmake):
 * the value of a board for the side to move, by exhaustive negamax.
 */
const WIN_LINES = ['012', '345', '678', '036', '147', '258', '048', '246'].map((l) => [...l].map(Number));
function bruteValue(board: string): number {
  const toMove =
    [...board].filter((c) => c === 'x').length > [...board].filter((c) => c === 'o').length ? 'o' : 'x';
  const other = toMove === 'x' ? 'o' : 'x';
  if (WIN_LINES.some((l) => l.every((i) => board[i] === other))) return -1;
  if (!board.includes('.')) return 0;
  let best = -2;
  for (let i = 0; i < 9; i++) {
    if (board[i] !== '.') continue;
    const v = 0 - bruteValue(board.slice(0, i) + toMove + board.slice(i + 1));
    if (v > best) best = v;
  }
  return best;
}

/** Every legal position reachable from the empty board, by plain string expansion. */
function allReachable(): Set<string> {
  const seen = new Set<string>();
  const stack = ['.........'];
  while (stack.length) {
    const b = stack.pop()!;
    if (seen.has(b)) continue;
    seen.add(b);
    const xs = [...b].filter((c) => c === 'x').length;
    const os = [...b].filter((c) => c === 'o').length;
    const over = WIN_LINES.some((l) => l.every((i) => b[i] !== '.' && b[i] === b[l[0]!])) || !b.includes('.');
    if (over) continue;
    const p = xs > os ? 'o' : 'x';
    for (let i = 0; i < 9; i++) if (b[i] === '.') stack.push(b.slice(0, i) + p + b.slice(i + 1));
  }
  return seen;
}

describe('tic-tac-toe solver', () => {
  const positions = [...allReachable()];
  const solver = new TicTacToeSolver();

  it('finds 5,478 legal positions by independent expansion', () => {
    expect(positions.length).toBe(5478);
  });

  it('the empty board is a draw and every first move draws', () => {
    const game = unwrap(tictactoe.create());
    const s = solver.solve(game.initial());
    expect(s.value).toBe(0);
    expect(s.bestMoves.length).toBe(9);
  });

  it('matches the brute force on all 5,478 positions, best moves included', () => {
    let checked = 0;
    for (const text of positions) {
      const pos = unwrap(decodeBoard(text));
      expect(encodeBoard(pos).replaceAll('/', '')).toBe(text);
      const s = solver.solve(pos);
      const expected = bruteValue(text);
      expect(s.value, text).toBe(expected);
      for (const m of s.moves) {
        const child = text.slice(0, m.move) + (pos.toMove === 0 ? 'x' : 'o') + text.slice(m.move + 1);
        expect(m.value, `${text} move ${m.move}`).toBe(0 - bruteValue(child));
      }
      for (const m of s.bestMoves) expect(s.moves.find((x) => x.move === m)!.value).toBe(expected);
      checked++;
    }
    expect(checked).toBe(5478);
  });

  it('prefers the immediate win over a slower one', () => {
    // X to move: c3 (cell 2) wins at once; other moves may also win later.
    const pos = unwrap(decodeBoard('xx./oo./...'));
    const s = solver.solve(pos);
    expect(s.value).toBe(1);
    expect(s.bestMoves).toEqual([2]);
    expect(s.distance).toBe(1);
  });
});

describe('tic-tac-toe text', () => {
  it('rejects bad boards with codes naming the problem', () => {
    const cases: [string, string, RegExp][] = [
      ['xx.', 'ttt-syntax', /9 cells/],
      ['xq./.../...', 'ttt-syntax', /"q" at offset 1/],
      ['xxx/.../...', 'ttt-illegal', /X has as many/],
      ['xxx/ooo/x..', 'ttt-illegal', /both/],
      ['ooo/xx./xx.', 'ttt-illegal', /O has three in a row but X moved/],
      ['xxx/oo./o..', 'ttt-illegal', /X has three in a row but O moved/],
    ];
    for (const [text, code, msg] of cases) {
      const r = decodeBoard(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code, text).toBe(code);
        expect(r.error.message, text).toMatch(msg);
      }
    }
  });

  it('parses cells in both notations and refuses taken cells', () => {
    const game = unwrap(tictactoe.create());
    const pos = game.initial();
    expect(unwrap(game.parseMove(pos, 'a3'))).toBe(0);
    expect(unwrap(game.parseMove(pos, 'C1'))).toBe(8);
    expect(unwrap(game.parseMove(pos, '5'))).toBe(4);
    pos.make(4);
    const taken = game.parseMove(pos, 'b2');
    expect(taken.ok).toBe(false);
    if (!taken.ok) expect(taken.error.message).toMatch(/taken/);
    expect(game.parseMove(pos, 'd4').ok).toBe(false);
  });
});
