import type { GoPosition } from './board.js';
import { EDGE, EMPTY } from './geometry.js';

/**
 * A single-point eye of colour `c` at empty point `p` that is not false: all four neighbours are
 * `c` or the edge, and at most one diagonal is the opponent's (none on the edge or in a corner).
 * Playouts never fill such a point.
 */
export function isTrueEye(pos: GoPosition, p: number, c: number): boolean {
  const color = pos.color;
  const W = pos.geo.W;
  let v = color[p - W]!;
  if (v !== c && v !== EDGE) return false;
  v = color[p + 1]!;
  if (v !== c && v !== EDGE) return false;
  v = color[p + W]!;
  if (v !== c && v !== EDGE) return false;
  v = color[p - 1]!;
  if (v !== c && v !== EDGE) return false;
  const o = 3 - c;
  let bad = 0;
  let edge = 0;
  v = color[p - W - 1]!;
  if (v === o) bad++;
  else if (v === EDGE) edge = 1;
  v = color[p - W + 1]!;
  if (v === o) bad++;
  else if (v === EDGE) edge = 1;
  v = color[p + W - 1]!;
  if (v === o) bad++;
  else if (v === EDGE) edge = 1;
  v = color[p + W + 1]!;
  if (v === o) bad++;
  else if (v === EDGE) edge = 1;
  return bad + edge < 2;
}

/**
 * Liberties (counting at most `max`) of the string `c` would have after playing the empty point
 * `p`: its empty neighbours, the other liberties of the friendly strings it joins, and the points
 * of adjacent enemy strings it captures (stones in atari). Walks the joined strings: for
 * tactics (self-atari, atari escapes), not for every playout move.
 */
export function libertiesAfter(pos: GoPosition, p: number, c: number, max: number): number {
  const { geo, color, head, next } = pos;
  const { mark, dirs } = geo;
  const stamp = geo.nextStamp();
  mark[p] = stamp;
  let n = 0;
  let walked0 = 0;
  let walked1 = 0;
  let walked2 = 0;
  for (let k = 0; k < 4; k++) {
    const q = p + dirs[k]!;
    const cq = color[q]!;
    if (cq === EMPTY) {
      if (mark[q] !== stamp) {
        mark[q] = stamp;
        if (++n >= max) return n;
      }
    } else if (cq === c) {
      const h = head[q]!;
      if (h === walked0 || h === walked1 || h === walked2) continue;
      if (k === 0) walked0 = h;
      else if (k === 1) walked1 = h;
      else walked2 = h;
      let s = h;
      do {
        for (let j = 0; j < 4; j++) {
          const r = s + dirs[j]!;
          if (color[r] === EMPTY && mark[r] !== stamp) {
            mark[r] = stamp;
            if (++n >= max) return n;
          }
        }
        s = next[s]!;
      } while (s !== h);
    } else if (cq !== EDGE && pos.inAtari(q) && mark[q] !== stamp) {
      // A captured neighbour becomes a liberty (its other stones may add more; one is enough here).
      mark[q] = stamp;
      if (++n >= max) return n;
    }
  }
  return n;
}

/** Stones `c` captures by playing the empty point `p` (0 when none). */
export function captureSize(pos: GoPosition, p: number, c: number): number {
  const { color, head, strSize } = pos;
  const dirs = pos.geo.dirs;
  const o = 3 - c;
  let total = 0;
  let seen0 = 0;
  let seen1 = 0;
  let seen2 = 0;
  for (let k = 0; k < 4; k++) {
    const q = p + dirs[k]!;
    if (color[q] !== o || !pos.inAtari(q)) continue;
    const h = head[q]!;
    if (h === seen0 || h === seen1 || h === seen2) continue;
    if (k === 0) seen0 = h;
    else if (k === 1) seen1 = h;
    else seen2 = h;
    total += strSize[h]!;
  }
  return total;
}

/** Playing `p` leaves the new string of `c` with one liberty and captures nothing. */
export function isSelfAtari(pos: GoPosition, p: number, c: number): boolean {
  return libertiesAfter(pos, p, c, 2) < 2 && captureSize(pos, p, c) === 0;
}
