import type { GoPosition } from './board.js';
import { EDGE, EMPTY } from './geometry.js';

/** Largest eye space whose vital point is looked for (rabbity six). */
const MAX_SPACE = 6;
const region = new Int32Array(MAX_SPACE + 1);

/**
 * The vital point of the eye space holding the empty point `start`: the empty region around it
 * (3 to 6 points) with only one colour's stones (and the edge) on its border, and one point with
 * more neighbours inside the region than any other (straight and bent three, pyramid four, bulky
 * and cross five, rabbity six). Whoever plays it first decides the shape: the owner makes two
 * eyes, the attacker's stone there (nakade) leaves one. 0 when there is no such region or point:
 * spaces too big or too small, open to both colours, or with two equal candidates (straight or
 * bent four live anyway; a square four is dead anyway).
 */
export function vitalPoint(pos: GoPosition, start: number): number {
  const { color } = pos;
  const { mark, dirs } = pos.geo;
  const stamp = pos.geo.nextStamp();
  let size = 0;
  let border = 0;
  region[size++] = start;
  mark[start] = stamp;
  for (let i = 0; i < size; i++) {
    const p = region[i]!;
    for (let k = 0; k < 4; k++) {
      const q = p + dirs[k]!;
      const v = color[q]!;
      if (v === EMPTY) {
        if (mark[q] === stamp) continue;
        if (size === MAX_SPACE) return 0;
        mark[q] = stamp;
        region[size++] = q;
      } else if (v !== EDGE) {
        if (border === 0) border = v;
        else if (v !== border) return 0;
      }
    }
  }
  if (size < 3 || border === 0) return 0;
  let best = 0;
  let bestDegree = 0;
  let ties = 0;
  for (let i = 0; i < size; i++) {
    const p = region[i]!;
    let d = 0;
    for (let k = 0; k < 4; k++) if (mark[p + dirs[k]!] === stamp) d++;
    if (d > bestDegree) {
      bestDegree = d;
      best = p;
      ties = 1;
    } else if (d === bestDegree) ties++;
  }
  return ties === 1 ? best : 0;
}
