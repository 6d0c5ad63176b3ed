import type { Connect4Position } from './board.js';
import { EMPTY } from './geometry.js';

/** Score for a window of four holding only one side's stones, by how many it holds (0..3). */
export const WINDOW_WEIGHTS: readonly number[] = [0, 1, 5, 25];
/** Bonus per stone in the centre column(s): they take part in the most windows. */
export const CENTRE_WEIGHT = 3;
/**
 * Bonus for a three whose empty cell is on a row that suits its owner in the endgame (Allis's zugzwang rule:
 * x wants threats on odd rows counted from 1 at the bottom, o on even rows).
 */
export const PARITY_THREAT_WEIGHT = 30;

/**
 * Static evaluation from the side to move's view, in centipawn-like units: open windows weighted by how full
 * they are, centre control, and threats on the rows that favour their owner. Allocation-free.
 */
export function evaluate(pos: Connect4Position): number {
  const { windows, windowCount, height, width } = pos.geo;
  const cells = pos.cells;
  let score = 0;
  for (let w = 0; w < windowCount; w++) {
    let xs = 0;
    let os = 0;
    let emptyCell = -1;
    for (let k = 0; k < 4; k++) {
      const cell = windows[w * 4 + k]!;
      const stone = cells[cell]!;
      if (stone === 1) xs++;
      else if (stone === 2) os++;
      else emptyCell = cell;
    }
    if (xs > 0 && os > 0) continue;
    if (xs > 0) {
      score += WINDOW_WEIGHTS[xs] ?? 0;
      if (xs === 3 && (emptyCell % height) % 2 === 0) score += PARITY_THREAT_WEIGHT;
    } else if (os > 0) {
      score -= WINDOW_WEIGHTS[os] ?? 0;
      if (os === 3 && (emptyCell % height) % 2 === 1) score -= PARITY_THREAT_WEIGHT;
    }
  }
  // One centre column on odd widths, the two middle ones on even widths.
  for (let col = (width - 1) >> 1; col <= width >> 1; col++)
    for (let row = 0; row < height; row++) {
      const stone = cells[col * height + row]!;
      if (stone === EMPTY) break;
      score += stone === 1 ? CENTRE_WEIGHT : -CENTRE_WEIGHT;
    }
  return pos.toMove === 0 ? score : -score;
}

/**
 * Tactical moves for quiescence: the side to move's immediate wins first, then the columns it must block
 * because the opponent would win there. Returns how many were written into `out`.
 */
export function tacticalMoves(pos: Connect4Position, out: Int32Array): number {
  if (pos.outcome().kind !== 'ongoing') return 0;
  const { order } = pos.geo;
  const me = pos.toMove + 1;
  const opponent = 3 - me;
  let n = 0;
  for (let i = 0; i < order.length; i++) {
    const col = order[i]!;
    if (pos.canPlay(col) && pos.winsAt(col, me)) out[n++] = col;
  }
  const wins = n;
  for (let i = 0; i < order.length; i++) {
    const col = order[i]!;
    if (!pos.canPlay(col) || !pos.winsAt(col, opponent)) continue;
    let seen = false;
    for (let j = 0; j < wins; j++) seen ||= out[j] === col;
    if (!seen) out[n++] = col;
  }
  return n;
}
