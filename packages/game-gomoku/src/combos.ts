import { EVAL_LINE, EVAL_TYPE } from './eval-weights.js';
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

/**
 * Per-direction values for move ordering: how urgent a stone placed in that line is, for the candidate
 * order and cut (src/candidates.ts) and the threat searches. The evaluation has its own (below).
 */
export const LINE_VALUE: Readonly<Record<number, number>> = {
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

/** Bonus for combinations that win by force (the sum of lines understates them), for move ordering. */
export const TYPE_BONUS: readonly number[] = [0, 0, 4, 0, 0, 100, 0, 200, 250, 0];

/** The line patterns whose evaluation values are fitted (the names of src/eval-weights.ts's EVAL_LINE). */
export const FITTED_PATTERNS = [
  ['B1', P_B1],
  ['F1', P_F1],
  ['B2', P_B2],
  ['F2', P_F2],
  ['B3', P_B3],
  ['F3', P_F3],
  ['B4', P_B4],
] as const satisfies readonly (readonly [keyof typeof EVAL_LINE, number])[];
/** The move types whose evaluation bonuses are fitted (the names of EVAL_TYPE). */
export const FITTED_TYPES = [
  ['T_F2', T_F2],
  ['T_F33', T_F33],
] as const satisfies readonly (readonly [keyof typeof EVAL_TYPE, number])[];

/**
 * The evaluation's per-direction values: fitted on quiet positions (src/eval-weights.ts) for the
 * patterns those show; fours and fives keep the ordering values (a position with one is not quiet).
 */
export const EVAL_LINE_VALUE: Readonly<Record<number, number>> = {
  ...LINE_VALUE,
  ...Object.fromEntries(FITTED_PATTERNS.map(([name, p]) => [p, EVAL_LINE[name]])),
};

/** The evaluation's type bonuses: fitted for open twos and double threes, the others as for ordering. */
export const EVAL_TYPE_BONUS: readonly number[] = TYPE_BONUS.map((b, t) => {
  const fitted = FITTED_TYPES.find(([, type]) => type === t);
  return fitted ? EVAL_TYPE[fitted[0]] : b;
});

/** Pattern codes per direction (P_DEAD..P_OVERLINE), the digit base of combined keys. */
export const PATTERN_CODES = 12;

/**
 * Per (variant), the four direction patterns of a cell combined: indexed by
 * `p0 + 12 * p1 + 144 * p2 + 1728 * p3`, each entry packs `type | forbid << 4 | value << 8`:
 * the move type (T_*), 1 where renju black's move may be forbidden (overline, two fours, two open
 * threes, and no five), and the ordering value of playing there. One Int32 read per cell and player;
 * `evalValue` (same index) is the cell's value for the evaluation.
 */
export interface ComboTable {
  readonly packed: Int32Array;
  readonly evalValue: Int32Array;
}

export const comboType = (packed: number): number => packed & 15;
export const comboForbid = (packed: number): number => (packed >> 4) & 1;
export const comboValue = (packed: number): number => packed >> 8;

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
  const size = PATTERN_CODES ** 4;
  const packed = new Int32Array(size);
  const evalValue = new Int32Array(size);
  const count = new Int32Array(PATTERN_CODES);
  for (let key = 0; key < size; key++) {
    count.fill(0);
    let value = 0;
    let evalSum = 0;
    for (let d = 0, r = key; d < 4; d++, r = (r - (r % PATTERN_CODES)) / PATTERN_CODES) {
      const p = r % PATTERN_CODES;
      count[p]!++;
      value += LINE_VALUE[p] ?? 0;
      evalSum += EVAL_LINE_VALUE[p] ?? 0;
    }
    const fours = count[P_B4]! + count[P_F4]! + 2 * count[P_F4X2]!;
    const threes = count[P_F3]!;
    let t: number;
    if (count[P_FIVE]! > 0) t = T_FIVE;
    else if (count[P_F4]! > 0 || fours >= 2) t = T_FLEX4;
    else if (fours === 1) t = threes > 0 ? T_F43 : T_B4;
    else if (threes >= 2) t = T_F33;
    else if (threes === 1) t = T_F3;
    else if (count[P_B3]! > 0) t = T_B3;
    else if (count[P_F2]! >= 2)
      t = T_B3; // two open twos rank with a closed three
    else if (count[P_F2]! > 0) t = T_F2;
    else if (count[P_B2]! + count[P_F1]! + count[P_B1]! > 0) t = T_LOW;
    else t = T_NONE;
    const mayBeForbidden =
      variant === 'renju' && t !== T_FIVE && (count[P_OVERLINE]! > 0 || fours >= 2 || threes >= 2);
    const score = mayBeForbidden ? 0 : value + (TYPE_BONUS[t] ?? 0);
    packed[key] = t | ((mayBeForbidden ? 1 : 0) << 4) | (score << 8);
    evalValue[key] = mayBeForbidden ? 0 : evalSum + (EVAL_TYPE_BONUS[t] ?? 0);
  }
  return { packed, evalValue };
}

/** Combined key of four direction patterns. */
export function comboKey(p0: number, p1: number, p2: number, p3: number): number {
  return p0 + PATTERN_CODES * (p1 + PATTERN_CODES * (p2 + PATTERN_CODES * p3));
}
