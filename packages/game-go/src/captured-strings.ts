import type { GoPosition } from './board.js';
import { EMPTY } from './geometry.js';
import { addLiberty, dropLiberty } from './pseudo-liberties.js';
import { STONE_KEYS } from './zobrist.js';

/**
 * Removes the string at head `h` (colour `col`): a capture, or a suicide where allowed. Its links
 * and head stats stay as they are, so `restoreString` can bring it back; the neighbouring strings
 * of the other colour gain liberties and its stones join the empty list. With `hash`, the stones
 * leave the board hash (playouts skip it). Returns the number of stones removed.
 */
export function removeString(pos: GoPosition, h: number, col: number, hash: boolean): number {
  const { color, head, next, empties, emptyAt } = pos;
  const W = pos.geo.W;
  const other = 3 - col;
  let lo = pos.boardLo;
  let hi = pos.boardHi;
  let n = 0;
  let q = h;
  do {
    color[q] = EMPTY;
    if (hash) {
      const k = (q * 2 + col - 1) * 2;
      lo ^= STONE_KEYS[k]!;
      hi ^= STONE_KEYS[k + 1]!;
    }
    emptyAt[q] = pos.emptyCount;
    empties[pos.emptyCount++] = q;
    const qq = q * q;
    if (color[q - W] === other) addLiberty(pos, head[q - W]!, q, qq);
    if (color[q + 1] === other) addLiberty(pos, head[q + 1]!, q, qq);
    if (color[q + W] === other) addLiberty(pos, head[q + W]!, q, qq);
    if (color[q - 1] === other) addLiberty(pos, head[q - 1]!, q, qq);
    n++;
    q = next[q]!;
  } while (q !== h);
  pos.boardLo = lo >>> 0;
  pos.boardHi = hi >>> 0;
  return n;
}

/** Puts back the string `removeString` took off at head `h` (colour `col`), as the last removal. */
export function restoreString(pos: GoPosition, h: number, col: number): void {
  const other = 3 - col;
  const { color, head, next } = pos;
  const dirs = pos.geo.dirs;
  let n = 0;
  let q = h;
  do {
    color[q] = col;
    const qq = q * q;
    for (let k = 0; k < 4; k++) {
      const r = q + dirs[k]!;
      if (color[r] === other) dropLiberty(pos, head[r]!, q, qq);
    }
    n++;
    q = next[q]!;
  } while (q !== h);
  // The string's stones were the last entries pushed on the empty list.
  pos.emptyCount -= n;
}
