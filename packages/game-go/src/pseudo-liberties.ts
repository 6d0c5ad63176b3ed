import type { GoPosition } from './board.js';

// A string's pseudo-liberties (see GoPosition) are its (stone, empty neighbour) adjacencies, kept
// at its head as a count, a sum and a sum of squares of those empty points.

/** The empty point `q` (`qq` = q * q) becomes a pseudo-liberty of the string at head `h`. */
export function addLiberty(pos: GoPosition, h: number, q: number, qq: number): void {
  pos.plibs[h]!++;
  pos.lsum[h]! += q;
  pos.lsq[h]! += qq;
}

/** The point `q` (`qq` = q * q) stops being a pseudo-liberty of the string at head `h`. */
export function dropLiberty(pos: GoPosition, h: number, q: number, qq: number): void {
  pos.plibs[h]!--;
  pos.lsum[h]! -= q;
  pos.lsq[h]! -= qq;
}
