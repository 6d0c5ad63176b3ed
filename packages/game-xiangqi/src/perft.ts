import { Board } from './board.js';
import * as geometry from './geometry.js';
import type { XiangqiPosition } from './position.js';

// Local copies: see board.ts.
const { MOVE_FROM, MOVE_TO } = geometry;

/** Legal-move buffers, one per remaining depth, reused across calls. */
const buffers: Int32Array[] = [];
const bufferFor = (depth: number): Int32Array => {
  while (buffers.length <= depth) buffers.push(new Int32Array(128));
  return buffers[depth]!;
};

/**
 * Leaf count at `depth` on a bare board (no hash, no history), bulk-counted: the last ply counts the
 * legal moves without playing them. The board is restored.
 */
export function perftBoard(board: Board, depth: number): number {
  if (depth <= 0) return 1;
  const moves = bufferFor(depth);
  if (depth === 1) return board.countLegal(moves);
  const n = board.generate(moves);
  const cells = board.cells;
  const at = board.at;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const from = MOVE_FROM[m]!;
    const to = MOVE_TO[m]!;
    const pid = cells[from]!;
    const cap = cells[to]!;
    cells[to] = pid;
    cells[from] = 0;
    at[pid] = to;
    if (cap !== 0) at[cap] = 0;
    board.side ^= 1;
    total += perftBoard(board, depth - 1);
    board.side ^= 1;
    cells[from] = pid;
    cells[to] = cap;
    at[pid] = from;
    if (cap !== 0) at[cap] = to;
  }
  return total;
}

const scratch = new Board();

/**
 * Perft of a position: the number of leaf nodes of the legal-move tree `depth` plies deep. Like
 * Fairy-Stockfish's `go perft`, it counts move generation only: repetition and the move limit do not
 * cut the tree. `pos` is not changed.
 */
export function perft(pos: XiangqiPosition, depth: number): number {
  scratch.copyFrom(pos.board);
  return perftBoard(scratch, depth);
}

/** Per-move perft ("divide"): each legal root move with its leaf count at `depth`, in generation order. */
export function perftDivide(pos: XiangqiPosition, depth: number): { move: number; count: number }[] {
  scratch.copyFrom(pos.board);
  const moves = new Int32Array(128);
  const n = scratch.generate(moves);
  const out: { move: number; count: number }[] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const from = MOVE_FROM[m]!;
    const to = MOVE_TO[m]!;
    const pid = scratch.cells[from]!;
    const cap = scratch.cells[to]!;
    scratch.put(pid, to);
    scratch.cells[from] = 0;
    if (cap !== 0) scratch.at[cap] = 0;
    scratch.side ^= 1;
    out.push({ move: m, count: depth <= 1 ? 1 : perftBoard(scratch, depth - 1) });
    scratch.side ^= 1;
    scratch.put(pid, from);
    scratch.cells[to] = cap;
    if (cap !== 0) scratch.at[cap] = to;
  }
  return out;
}
