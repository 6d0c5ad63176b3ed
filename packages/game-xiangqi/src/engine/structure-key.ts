import { zobristKeys } from '@qi/core-search';
import type { XiangqiPosition } from '../position.js';

/** Piece slots of the slow-changing structure (pieces.ts): general, advisors, elephants (0–4), soldiers (11–15). */
const STRUCTURE_SLOTS = new Uint8Array([0, 1, 2, 3, 4, 11, 12, 13, 14, 15]);
/** A random key per piece id (48) and mailbox cell (256); a seed of its own, apart from the position hash's. */
const KEYS = zobristKeys(48 * 256, 0x5354_5255);

/**
 * A hash of where each side's general, advisors, elephants and soldiers stand: the structure the
 * correction history (alpha-beta option `correction`) shares its learned evaluation misses over.
 */
export function structureKey(pos: XiangqiPosition): number {
  const at = pos.board.at;
  let key = 0;
  for (let side = 16; side <= 32; side += 16) {
    for (let i = 0; i < STRUCTURE_SLOTS.length; i++) {
      const pid = side + STRUCTURE_SLOTS[i]!;
      const sq = at[pid]!;
      if (sq !== 0) key ^= KEYS[pid * 256 + sq]!;
    }
  }
  return key >>> 0;
}
