import type { GoPosition } from './board.js';
import { moveKind, PLAIN, SUICIDAL } from './move-kind.js';
import type { SuperkoHistory } from './superko-history.js';
import { STONE_KEYS } from './zobrist.js';

/**
 * Whether `c` playing the empty point `p` (legal apart from superko) recreates a board of
 * `history`; with `sideAfter` > 0 (the situational rule) only with that side to move. The board
 * after the move is hashed from the strings it would remove, without playing it.
 */
export function repeatsEarlierBoard(
  pos: GoPosition,
  history: SuperkoHistory,
  p: number,
  c: number,
  sideAfter: number,
): boolean {
  const { color, head, next, strSize, plibs, lsum, lsq } = pos;
  const dirs = pos.geo.dirs;
  let lo = pos.boardLo;
  let hi = pos.boardHi;
  let stones = pos.stones + 1;
  const kind = moveKind(pos, p, c);
  // Heads already removed: a string touching the point on several sides counts once.
  let seen0 = 0;
  let seen1 = 0;
  let seen2 = 0;
  // Removed strings: enemy strings in atari for a capture, own strings for a suicide.
  const victim = kind === SUICIDAL ? c : 3 - c;
  if (kind !== PLAIN) {
    for (let k = 0; k < 4; k++) {
      const q = p + dirs[k]!;
      if (color[q] !== victim) continue;
      const h = head[q]!;
      if (h === seen0 || h === seen1 || h === seen2) continue;
      const n = plibs[h]!;
      const s = lsum[h]!;
      if (n * lsq[h]! !== s * s) continue;
      if (k === 0) seen0 = h;
      else if (k === 1) seen1 = h;
      else seen2 = h;
      let r = h;
      do {
        const key = (r * 2 + victim - 1) * 2;
        lo ^= STONE_KEYS[key]!;
        hi ^= STONE_KEYS[key + 1]!;
        r = next[r]!;
      } while (r !== h);
      stones -= strSize[h]!;
    }
  }
  if (kind !== SUICIDAL) {
    const key = (p * 2 + c - 1) * 2;
    lo ^= STONE_KEYS[key]!;
    hi ^= STONE_KEYS[key + 1]!;
  } else stones--; // the suicidal stone itself is removed too
  return history.contains(lo, hi, stones, sideAfter);
}
