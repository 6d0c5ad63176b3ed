import { zobristKeys } from '@qi/core-search';
import { MAX_SIZE } from './geometry.js';

/**
 * Zobrist keys as (lo, hi) uint32 pairs, indexed by padded point so one table serves every size.
 * - stone keys: `STONE[(p * 2 + color - 1) * 2 + half]`
 * - ko keys:    `KO[p * 2 + half]` (the point where a ko forbids the immediate recapture)
 * - side key:   XORed when White is to move
 * - pass keys:  XORed for one (`PASS1`) or two (`PASS2`) consecutive passes just played
 */
const MAX_S = (MAX_SIZE + 2) * (MAX_SIZE + 2);
const ALL = zobristKeys(MAX_S * 4 + MAX_S * 2 + 6, 0x90_60);

export const STONE_KEYS = ALL.subarray(0, MAX_S * 4);
export const KO_KEYS = ALL.subarray(MAX_S * 4, MAX_S * 6);
export const SIDE_LO = ALL[MAX_S * 6]!;
export const SIDE_HI = ALL[MAX_S * 6 + 1]!;
export const PASS1_LO = ALL[MAX_S * 6 + 2]!;
export const PASS1_HI = ALL[MAX_S * 6 + 3]!;
export const PASS2_LO = ALL[MAX_S * 6 + 4]!;
export const PASS2_HI = ALL[MAX_S * 6 + 5]!;
