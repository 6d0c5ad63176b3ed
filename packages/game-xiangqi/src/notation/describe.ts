import type { Board } from '../board.js';
import { fileOf, MOVE_FROM, MOVE_TO, rankOf, sq256 } from '../geometry.js';
import { ADVISOR, CANNON, ELEPHANT, KING, PAWN, ROOK, SIDE_BIT, type Side, TYPE } from '../pieces.js';

/**
 * What WXF and Chinese notation say about a move, computed from the board before it:
 * the piece, its file counted from the mover's right (1..9), the direction, the target number, and how to
 * tell it from same-kind pieces on its file.
 */
export interface MoveDescription {
  readonly side: Side;
  readonly type: number;
  /** From-file, 1..9 counted from the mover's own right. */
  readonly file: number;
  /** +1 forward, -1 backward, 0 sideways (from the mover's view). */
  readonly dir: 1 | -1 | 0;
  /** Ranks moved for K/R/C/P along the file; otherwise the destination file (1..9). */
  readonly target: number;
  /** Same-kind pieces sharing the from-file that notation must tell apart (1 = none to tell apart). */
  readonly count: number;
  /** This piece's place among them, 0 = the most advanced. */
  readonly index: number;
  /** Soldiers only: files holding two or more of the mover's soldiers. */
  readonly tandemFiles: number;
}

/** File number 1..9 of board file f (0 = a) from `side`'s right. */
export const sideFile = (side: Side, f: number): number => (side === 0 ? 9 - f : f + 1);

/** Describes the move; null when `from` holds no piece of the side to move. */
export function describeMove(board: Board, move: number): MoveDescription | null {
  const from = MOVE_FROM[move]!;
  const to = MOVE_TO[move]!;
  const pid = board.cells[from]!;
  const side = board.side;
  if (!(pid & SIDE_BIT[side])) return null;
  const type = TYPE[pid]!;
  const forward = side === 0 ? 1 : -1;
  const ranks = (rankOf(to) - rankOf(from)) * forward;
  const dir: 1 | -1 | 0 = ranks > 0 ? 1 : ranks < 0 ? -1 : 0;
  const straight = type === KING || type === ROOK || type === CANNON || type === PAWN;
  const target = straight && dir !== 0 ? Math.abs(ranks) : sideFile(side, fileOf(to));
  // Advisors, elephants and the general are told apart by direction alone.
  let count = 1;
  let index = 0;
  if (type !== KING && type !== ADVISOR && type !== ELEPHANT) {
    count = 0;
    const f = fileOf(from);
    // Walk the file from the mover's front to its back.
    for (let i = 0; i < 10; i++) {
      const r = side === 0 ? 9 - i : i;
      const sq = sq256(f, r);
      const p = board.cells[sq]!;
      if (p & SIDE_BIT[side] && TYPE[p] === type) {
        if (sq === from) index = count;
        count++;
      }
    }
  }
  let tandemFiles = 0;
  if (type === PAWN) {
    for (let f = 0; f < 9; f++) {
      let n = 0;
      for (let r = 0; r < 10; r++) {
        const p = board.cells[sq256(f, r)]!;
        if (p & SIDE_BIT[side] && TYPE[p] === PAWN) n++;
      }
      if (n >= 2) tandemFiles++;
    }
  }
  return { side, type, file: sideFile(side, fileOf(from)), dir, target, count, index, tandemFiles };
}
