import { REACH, slotOf } from './geometry.js';

/**
 * Line patterns: what a stone placed on an empty cell makes in one direction, for one player.
 * A line key is a base-3 number of the 10 neighbours (5 each side; digit `slotOf(offset)`) from that
 * player's view: 0 empty, 1 own stone, 2 blocked (opponent stone or off the board). Base 3 keeps each
 * table at 59,049 bytes, small enough to stay in cache on the make/unmake hot path.
 *
 * Codes are ordered by strength; each level is defined by what one more own stone in the line
 * can make (an open three is a line where one move makes a straight four, and so on).
 */
export const P_DEAD = 0;
export const P_B1 = 1;
export const P_F1 = 2;
export const P_B2 = 3;
export const P_F2 = 4;
/** Closed three: one move makes a four. */
export const P_B3 = 5;
/** Open three: one move makes a straight four. */
export const P_F3 = 6;
/** Four: exactly one point completes a five. */
export const P_B4 = 7;
/** Straight (open) four: two points complete a five. */
export const P_F4 = 8;
/** Two fours in one line (e.g. `x.xxx.x` filled in the middle): kept apart only for renju black. */
export const P_F4X2 = 9;
export const P_FIVE = 10;
/** Six or more in a row where only exactly five wins. */
export const P_OVERLINE = 11;

/**
 * Line rule variants:
 * - `free`: five or more wins (freestyle; renju white),
 * - `exact`: exactly five wins, overlines are nothing (standard),
 * - `renju`: exactly five, and two fours in one line count as a double four (renju black).
 */
export type LineVariant = 'free' | 'exact' | 'renju';

export interface LineTable {
  readonly variant: LineVariant;
  /** Pattern code by line key (3^10 entries). */
  readonly pattern: Uint8Array;
  /**
   * For open threes: bit i set when filling slot i+1 (offsets -4..-1, 1..4) makes a straight four.
   * Renju needs these points to check whether a three is real (its four-point not forbidden).
   */
  readonly fourPoints: Uint8Array;
}

const SLOTS = 2 * REACH;
/** Number of line keys: 3^10. */
export const KEY_SPACE = 3 ** SLOTS;
/** 3^slot for each slot. */
export const POW3: readonly number[] = Array.from({ length: SLOTS }, (_, i) => 3 ** i);
const tables = new Map<LineVariant, LineTable>();

/** The shared table for a variant, built on first use (about 60k keys, a few tens of milliseconds). */
export function lineTable(variant: LineVariant): LineTable {
  let t = tables.get(variant);
  if (!t) {
    t = buildLineTable(variant);
    tables.set(variant, t);
  }
  return t;
}

/** Line index (0..10, centre 5) of each key slot. */
const SLOT_INDEX = [0, 1, 2, 3, 4, 6, 7, 8, 9, 10];

function buildLineTable(variant: LineVariant): LineTable {
  const pattern = new Uint8Array(KEY_SPACE);
  const fourPoints = new Uint8Array(KEY_SPACE);
  // Keys bucketed by own-stone count so keys with more stones come first: a key's class depends
  // on the classes of keys with one more own stone.
  const byOwn: number[][] = Array.from({ length: SLOTS + 1 }, () => []);
  for (let key = 0; key < KEY_SPACE; key++) {
    let own = 0;
    for (let s = 0, r = key; s < SLOTS; s++, r = (r - (r % 3)) / 3) if (r % 3 === 1) own++;
    byOwn[own]!.push(key);
  }
  const line = new Int8Array(2 * REACH + 1);
  const isFive = variant === 'free' ? (run: number) => run >= 5 : (run: number) => run === 5;
  const mark = new Uint8Array(2 * REACH + 1);
  for (let own = SLOTS; own >= 0; own--) {
    for (const key of byOwn[own]!) {
      for (let s = 0, r = key; s < SLOTS; s++, r = (r - (r % 3)) / 3) line[SLOT_INDEX[s]!] = r % 3;
      line[REACH] = 1;
      const [lo, hi] = runAround(line);
      const run = hi - lo + 1;
      if (isFive(run)) {
        pattern[key] = P_FIVE;
        continue;
      }
      if (run >= 6) {
        pattern[key] = P_OVERLINE;
        continue;
      }
      // Points completing a five that contains the centre (all lie within 4 of it).
      let fives = 0;
      mark.fill(0);
      for (let i = 1; i < 2 * REACH; i++) {
        if (i === REACH || line[i] !== 0) continue;
        line[i] = 1;
        const [a, b] = runAround(line);
        line[i] = 0;
        if (isFive(b - a + 1)) {
          mark[i] = 1;
          fives++;
        }
      }
      if (fives >= 2) {
        const straight = run === 4 && mark[lo - 1] === 1 && mark[hi + 1] === 1;
        pattern[key] = straight || variant !== 'renju' ? P_F4 : P_F4X2;
        continue;
      }
      if (fives === 1) {
        pattern[key] = P_B4;
        continue;
      }
      // No four yet: the class is two levels below the best line one more own stone makes.
      let best = P_DEAD;
      let points = 0;
      for (let i = 1; i < 2 * REACH; i++) {
        if (i === REACH || line[i] !== 0) continue;
        const slot = slotOf(i - REACH);
        const sub = pattern[key + POW3[slot]!]!;
        if (sub >= P_B2 && sub <= P_F4) {
          if (sub - 2 > best) best = sub - 2;
          if (sub === P_F4) points |= 1 << (slot - 1);
        }
      }
      pattern[key] = best;
      if (best === P_F3) fourPoints[key] = points;
    }
  }
  return { variant, pattern, fourPoints };
}

/** Bounds [lo, hi] of the own-stone run through the centre of `line`. */
function runAround(line: Int8Array): [number, number] {
  let lo = REACH;
  while (lo > 0 && line[lo - 1] === 1) lo--;
  let hi = REACH;
  while (hi < 2 * REACH && line[hi + 1] === 1) hi++;
  return [lo, hi];
}

/** The offset (-4..-1, 1..4) of bit `bit` of a `fourPoints` mask. */
export function fourPointOffset(bit: number): number {
  // bit = slot - 1 with slots 1..8 = offsets -4..-1, 1..4.
  const slot = bit + 1;
  return slot < REACH ? slot - REACH : slot - REACH + 1;
}

/** Pattern of a line given as text (`x` own, `o`/`|` blocked, `.` empty) around the centre `*`; for tests. */
export function patternOfText(variant: LineVariant, text: string): number {
  const center = text.indexOf('*');
  if (center < 0) throw new Error(`no * in "${text}"`);
  let key = 0;
  for (let off = -REACH; off <= REACH; off++) {
    if (off === 0) continue;
    const ch = text[center + off];
    const v = ch === undefined || ch === 'o' || ch === '|' ? 2 : ch === 'x' ? 1 : 0;
    key += v * POW3[slotOf(off)]!;
  }
  return lineTable(variant).pattern[key]!;
}
