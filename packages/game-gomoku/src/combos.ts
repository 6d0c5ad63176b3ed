import {
  type LineVariant,
  P_B1,
  P_B2,
  P_B3,
  P_B4,
  P_DEAD,
  P_F1,
  P_F2,
  P_F3,
  P_F4,
  P_F4X2,
  P_FIVE,
  P_OVERLINE,
} from './patterns.js';

/**
 * Move types: what one stone on an empty cell makes for one player, combining its four directions.
 * Ordered so that `>= T_B4` means "makes a four" and `>= T_F3` means "makes at least an open three".
 */
export const T_NONE = 0;
export const T_LOW = 1;
export const T_F2 = 2;
export const T_B3 = 3;
export const T_F3 = 4;
/** Two open threes (renju: forbidden for black when both are real). */
export const T_F33 = 5;
export const T_B4 = 6;
/** A four and an open three at once. */
export const T_F43 = 7;
/** A straight four or two fours: wins unless the opponent has a five first. */
export const T_FLEX4 = 8;
export const T_FIVE = 9;
/** Counter slot for renju black cells that may be forbidden (their real type is kept apart). */
export const T_FORBID = 10;
export const TYPE_SLOTS = 16;

/** Per-direction values for the evaluation: attack potential of a stone placed in that line. */
const LINE_VALUE: Readonly<Record<number, number>> = {
  [P_DEAD]: 0,
  [P_B1]: 1,
  [P_F1]: 3,
  [P_B2]: 4,
  [P_F2]: 12,
  [P_B3]: 14,
  [P_F3]: 45,
  [P_B4]: 50,
  [P_F4]: 300,
  [P_F4X2]: 300,
  [P_FIVE]: 2000,
  [P_OVERLINE]: 0,
};

/** Bonus for combinations that win by force (the sum of lines understates them). */
const TYPE_BONUS: readonly number[] = [0, 0, 4, 0, 0, 100, 0, 200, 250, 0];

export interface ComboTable {
  /** Move type by combined key `p0 | p1 << 4 | p2 << 8 | p3 << 12` of the four direction patterns. */
  readonly type: Uint8Array;
  /** Heuristic value of playing the cell, same index. */
  readonly score: Int16Array;
  /** 1 where renju black's move may be forbidden (overline, two fours, two open threes) and is not a five. */
  readonly forbid: Uint8Array;
}

const combos = new Map<LineVariant, ComboTable>();

export function comboTable(variant: LineVariant): ComboTable {
  let t = combos.get(variant);
  if (!t) {
    t = buildCombo(variant);
    combos.set(variant, t);
  }
  return t;
}

function buildCombo(variant: LineVariant): ComboTable {
  const type = new Uint8Array(1 << 16);
  const score = new Int16Array(1 << 16);
  const forbid = new Uint8Array(1 << 16);
  const count = new Int32Array(16);
  for (let key = 0; key < 1 << 16; key++) {
    count.fill(0);
    let value = 0;
    let valid = true;
    for (let d = 0; d < 4; d++) {
      const p = (key >> (4 * d)) & 15;
      if (p > P_OVERLINE) valid = false;
      count[p]!++;
      value += LINE_VALUE[p] ?? 0;
    }
    if (!valid) continue;
    const fours = count[P_B4]! + count[P_F4]! + 2 * count[P_F4X2]!;
    const threes = count[P_F3]!;
    let t: number;
    if (count[P_FIVE]! > 0) t = T_FIVE;
    else if (count[P_F4]! > 0 || fours >= 2) t = T_FLEX4;
    else if (fours === 1) t = threes > 0 ? T_F43 : T_B4;
    else if (threes >= 2) t = T_F33;
    else if (threes === 1) t = T_F3;
    else if (count[P_B3]! > 0) t = T_B3;
    else if (count[P_F2]! > 0) t = T_F2;
    else if (count[P_B2]! + count[P_F1]! + count[P_B1]! > 0) t = T_LOW;
    else t = T_NONE;
    // Two twos make a strong shape: rank them with a closed three for ordering.
    if (t === T_F2 && count[P_F2]! >= 2) t = T_B3;
    type[key] = t;
    const mayBeForbidden =
      variant === 'renju' && t !== T_FIVE && (count[P_OVERLINE]! > 0 || fours >= 2 || threes >= 2);
    forbid[key] = mayBeForbidden ? 1 : 0;
    score[key] = mayBeForbidden ? 0 : Math.min(32000, value + (TYPE_BONUS[t] ?? 0));
  }
  return { type, score, forbid };
}

/** Combined key of four direction patterns. */
export function comboKey(p0: number, p1: number, p2: number, p3: number): number {
  return p0 | (p1 << 4) | (p2 << 8) | (p3 << 12);
}
