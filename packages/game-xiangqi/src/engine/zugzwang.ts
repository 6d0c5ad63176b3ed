import { SIDE_BIT } from '../pieces.js';
import type { XiangqiPosition } from '../position.js';

/** Slots of horses 5–6, chariots 7–8, cannons 9–10 (see pieces.ts). */
const FIRST_HORSE = 5;
const FIRST_CHARIOT = 7;
const FIRST_CANNON = 9;
const FIRST_SOLDIER = 11;

/**
 * Attacking material of the side to move in units: chariot 2, horse 1, cannon 1. Endings with less
 * than a couple of units are where passing would be better than any move (zugzwang: a general
 * that must step aside, an elephant that must leave its guard), so the null-move observation
 * "a move is better than passing" fails there.
 */
export function attackUnits(pos: XiangqiPosition): number {
  const at = pos.board.at;
  const own = SIDE_BIT[pos.toMove];
  let units = 0;
  for (let slot = FIRST_HORSE; slot < FIRST_SOLDIER; slot++)
    if (at[own + slot] !== 0) units += slot >= FIRST_CHARIOT && slot < FIRST_CANNON ? 2 : 1;
  return units;
}

/** Whether null-move pruning is safe for the side to move (enough attacking material). */
export const nullMoveSafe = (pos: XiangqiPosition, minUnits: number): boolean => attackUnits(pos) >= minUnits;
