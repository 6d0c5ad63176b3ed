import type { Player } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { T_B4, T_F43, T_FIVE, T_FLEX4, T_FORBID } from './combos.js';
import { EVAL_MOVER_TENTHS } from './eval-weights.js';

/** Evaluation scores for positions decided in a move or two (kept well below core-search's mate band). */
export const WIN_NEXT = 9000;
export const WIN_SOON = 8000;

/**
 * The evaluation's potential term: the side to move's sum weighted `moverTenths` against the opponent's
 * 10 (before truncation; bench/texel.ts fits `moverTenths` through this formula).
 */
export const moverWeighted = (me: number, you: number, moverTenths: number): number =>
  (moverTenths * me - 10 * you) / 10;

/**
 * Static evaluation from the side to move's view. Reads only the incremental counters (no scan):
 * - a five to play wins; two opponent fives cannot both be blocked;
 * - an open four / double four to play wins when the opponent has no five;
 * - otherwise the sum of every empty cell's value for each side (`evalSum`), the mover's weighted up
 *   (`EVAL_MOVER_TENTHS` against 10: tempo is worth much in Gomoku).
 */
export function evaluatePosition(pos: GomokuPosition): number {
  const me = pos.toMove;
  const you = (1 - me) as Player;
  if (pos.fiveCount(me) > 0) return WIN_NEXT;
  const theirFives = pos.fiveCount(you);
  if (theirFives >= 2) return -WIN_NEXT;
  if (theirFives === 0 && pos.countOf(me, T_FLEX4) > 0) return WIN_SOON;
  let v = Math.trunc(moverWeighted(pos.evalSum[me]!, pos.evalSum[you]!, EVAL_MOVER_TENTHS));
  // A 4-3 to play with no four against us is nearly decisive; an opponent's open-four point must be answered.
  if (theirFives === 0 && pos.countOf(me, T_F43) > 0) v += 1500;
  if (pos.countOf(you, T_FLEX4) > 0) v -= 400;
  return v;
}

/**
 * Search extension after a move (core-search's `game.extension`): one ply when the move left a threat
 * the side now to move must answer: a four (a five to block) or an open three (an open four to stop).
 * The reply list is then short, and the threat's outcome lies beyond the horizon otherwise.
 */
export function threatExtension(pos: GomokuPosition): number {
  const mover = (1 - pos.toMove) as Player;
  return pos.fiveCount(mover) > 0 || pos.countOf(mover, T_FLEX4) > 0 ? 1 : 0;
}

/**
 * Tactical moves for quiescence and move ordering: our five if we have one; else the opponent's five
 * points (forced blocks); else our four-making moves, open fours, double fours and 4-3s before plain fours.
 * Blocks of open threes are not included: they are quiet moves that the main search orders itself.
 */
export function tacticalMovesOf(pos: GomokuPosition, out: Int32Array): number {
  const me = pos.toMove;
  const you = (1 - me) as Player;
  const cells = pos.cells;
  const ctype = pos.ctype;
  if (pos.fiveCount(me) > 0) {
    out[0] = pos.firstFive(me);
    return 1;
  }
  let n = 0;
  if (pos.fiveCount(you) > 0) {
    const base = you * cells;
    for (let c = 0; c < cells; c++) if (ctype[base + c] === T_FIVE) out[n++] = c;
    return n;
  }
  const black = me === 0;
  const fours = pos.countOf(me, T_B4) + pos.countOf(me, T_F43) + pos.countOf(me, T_FLEX4);
  if (fours === 0 && !(black && pos.countOf(me, T_FORBID) > 0)) return 0;
  // One pass; stronger fours are moved to the front as they are found.
  const base = me * cells;
  let strong = 0;
  for (let c = 0; c < cells; c++) {
    const t = ctype[base + c]!;
    if (t < T_B4 || (black && pos.forbid[c] === 1 && pos.isForbidden(c))) continue;
    if (t > T_B4) {
      out[n++] = out[strong]!;
      out[strong++] = c;
    } else out[n++] = c;
  }
  return n;
}
