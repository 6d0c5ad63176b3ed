import type { GoPosition } from './board.js';
import { EDGE, EMPTY } from './geometry.js';

/**
 * Vital points of small eye spaces. An empty region of 3 to 5 points bordered by the stones of one
 * colour (and the edge) lives or dies by one point when it has one point with more neighbours
 * inside the region than every other: the middle of a straight or bent three, the centre of a
 * pyramid four or a cross five, the inner corner of a bulky five. The owner plays it to make two
 * eyes, the other side to kill (nakade). A square four has no such point (it is dead as it is), a
 * straight four none either (it is alive). Own scratch marks, so callers may hold `geo.mark`.
 */
const MAX_REGION = 5;

let mark = new Int32Array(0);
let stamp = 0;
const region = new Int32Array(MAX_REGION + 1);
const stack = new Int32Array(4 * (MAX_REGION + 1));

/** The vital point of the small eye space that holds the empty point `q`, or 0 when it has none. */
export function vitalPoint(pos: GoPosition, q: number): number {
  const { color } = pos;
  const dirs = pos.geo.dirs;
  if (mark.length < color.length) mark = new Int32Array(color.length);
  if (++stamp === 0x7fffffff) {
    mark.fill(0);
    stamp = 1;
  }
  let n = 0;
  let top = 0;
  let border = 0;
  mark[q] = stamp;
  stack[top++] = q;
  while (top > 0) {
    const r = stack[--top]!;
    if (n === MAX_REGION) return 0;
    region[n++] = r;
    for (let k = 0; k < 4; k++) {
      const s = r + dirs[k]!;
      const cs = color[s]!;
      if (cs === EMPTY) {
        if (mark[s] !== stamp) {
          if (n + top >= MAX_REGION) return 0;
          mark[s] = stamp;
          stack[top++] = s;
        }
      } else if (cs !== EDGE) {
        if (border === 0) border = cs;
        else if (border !== cs) return 0;
      }
    }
  }
  if (n < 3 || border === 0) return 0;
  let best = 0;
  let bestDegree = -1;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const r = region[i]!;
    let degree = 0;
    for (let k = 0; k < 4; k++) if (mark[r + dirs[k]!] === stamp) degree++;
    if (degree > bestDegree) {
      bestDegree = degree;
      best = r;
      ties = 0;
    } else if (degree === bestDegree) ties++;
  }
  return ties === 0 ? best : 0;
}

/** A vital point of a small eye space next to the point `last` (the last move), or 0. */
export function vitalPointNear(pos: GoPosition, last: number): number {
  const { color } = pos;
  const dirs = pos.geo.dirs;
  for (let k = 0; k < 4; k++) {
    const q = last + dirs[k]!;
    if (color[q] !== EMPTY) continue;
    const v = vitalPoint(pos, q);
    if (v !== 0) return v;
  }
  return 0;
}
