import type { GoPosition } from './board.js';
import { EMPTY } from './geometry.js';

/**
 * Setup only: floods the string of the stone `p` (marking its stones with `stamp` in the geometry's
 * scratch), links it into a circular list headed by `p` and sets its head stats. Returns its
 * pseudo-liberties (0: the string has no liberty).
 */
export function linkString(pos: GoPosition, p: number, stamp: number): number {
  const { color, head, next } = pos;
  const { mark, stack, dirs } = pos.geo;
  const c = color[p]!;
  let sp = 0;
  let prev = p;
  let size = 0;
  let pl = 0;
  let ls = 0;
  let lq = 0;
  stack[sp++] = p;
  mark[p] = stamp;
  while (sp > 0) {
    const q = stack[--sp]!;
    head[q] = p;
    if (q !== p) {
      next[prev] = q;
      prev = q;
    }
    size++;
    for (let k = 0; k < 4; k++) {
      const r = q + dirs[k]!;
      const cr = color[r]!;
      if (cr === EMPTY) {
        pl++;
        ls += r;
        lq += r * r;
      } else if (cr === c && mark[r] !== stamp) {
        mark[r] = stamp;
        stack[sp++] = r;
      }
    }
  }
  next[prev] = p;
  pos.strSize[p] = size;
  pos.plibs[p] = pl;
  pos.lsum[p] = ls;
  pos.lsq[p] = lq;
  return pl;
}

/** Joins the strings at heads `a` and `b`; the larger keeps its head. Returns the surviving head. */
export function mergeStrings(pos: GoPosition, a: number, b: number): number {
  const { head, next, strSize, plibs, lsum, lsq } = pos;
  let s = a;
  let t = b;
  if (strSize[a]! < strSize[b]!) {
    s = b;
    t = a;
  }
  let q = t;
  do {
    head[q] = s;
    q = next[q]!;
  } while (q !== t);
  // Swapping one successor in each circular list splices them; swapping again splits them.
  const ns = next[s]!;
  next[s] = next[t]!;
  next[t] = ns;
  strSize[s]! += strSize[t]!;
  plibs[s]! += plibs[t]!;
  lsum[s]! += lsum[t]!;
  lsq[s]! += lsq[t]!;
  return s;
}

/** Undoes `mergeStrings` of the absorbed head `t` into the surviving head `s`. */
export function splitStrings(pos: GoPosition, s: number, t: number): void {
  const { head, next, strSize, plibs, lsum, lsq } = pos;
  const ns = next[s]!;
  next[s] = next[t]!;
  next[t] = ns;
  let q = t;
  do {
    head[q] = t;
    q = next[q]!;
  } while (q !== t);
  strSize[s]! -= strSize[t]!;
  plibs[s]! -= plibs[t]!;
  lsum[s]! -= lsum[t]!;
  lsq[s]! -= lsq[t]!;
}
