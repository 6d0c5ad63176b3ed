import { BLACK, EDGE, EMPTY, type Geometry, WHITE } from './geometry.js';

/**
 * Area score (Tromp-Taylor, as in Chinese rules without dead-stone removal): a point counts for a
 * colour if it holds that colour's stone, or is empty and every empty region it belongs to touches
 * only that colour's stones. Returns black area minus white area (komi not included).
 *
 * `owner`, when given (length `geo.passId`, by move id), receives +1 for Black's points, -1 for
 * White's and 0 for neutral ones.
 *
 * Fast path: an empty point whose four neighbours are all stones of one colour (or the edge) is
 * settled without a flood fill; only larger empty regions are flooded (with the geometry's scratch).
 */
export function scoreBoard(geo: Geometry, color: Uint8Array, owner?: Int8Array): number {
  const { points, W } = geo;
  let score = 0;
  let stamp = -1;
  for (let m = 0; m < points.length; m++) {
    const p = points[m]!;
    const c = color[p]!;
    let v = 0;
    if (c === BLACK) v = 1;
    else if (c === WHITE) v = -1;
    else {
      const a = color[p - W]!;
      const b = color[p + 1]!;
      const d = color[p + W]!;
      const e = color[p - 1]!;
      if (a !== EMPTY && b !== EMPTY && d !== EMPTY && e !== EMPTY) {
        // Drop the edge (3) before OR-ing the stone colours: 1 | 2 = 3 means both colours touch.
        const touch =
          (a === EDGE ? 0 : a) | (b === EDGE ? 0 : b) | (d === EDGE ? 0 : d) | (e === EDGE ? 0 : e);
        v = touch === BLACK ? 1 : touch === WHITE ? -1 : 0;
      } else {
        if (stamp < 0) stamp = geo.nextStamp();
        v = regionOwner(geo, color, p, stamp);
      }
    }
    score += v;
    if (owner) owner[m] = v;
  }
  return score;
}

/**
 * The owner (+1, -1, 0) of the empty region containing `p`. Regions are flooded once; their result
 * is cached in `mark` as stamp-relative codes so later points of the same region are O(1).
 */
function regionOwner(geo: Geometry, color: Uint8Array, p: number, stamp: number): number {
  const { mark, stack, dirs } = geo;
  // During the flood mark[q] === stamp; afterwards region cells hold stamp + 2 + owner, so later
  // points of a flooded region answer in O(1). The geometry's stamp is moved past these codes.
  const known = mark[p]! - stamp;
  if (known >= 1 && known <= 3) return known - 2;
  // Breadth-first: the queue ends up holding exactly the region.
  let head = 0;
  let tail = 0;
  let touch = 0;
  stack[tail++] = p;
  mark[p] = stamp;
  while (head < tail) {
    const q = stack[head++]!;
    for (let k = 0; k < 4; k++) {
      const r = q + dirs[k]!;
      const c = color[r]!;
      if (c === EMPTY) {
        if (mark[r] !== stamp) {
          mark[r] = stamp;
          stack[tail++] = r;
        }
      } else if (c !== EDGE) touch |= c;
    }
  }
  const v = touch === BLACK ? 1 : touch === WHITE ? -1 : 0;
  for (let i = 0; i < tail; i++) mark[stack[i]!] = stamp + 2 + v;
  if (geo.stamp < stamp + 3) geo.stamp = stamp + 3;
  return v;
}
