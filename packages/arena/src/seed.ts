/**
 * Derives an independent uint32 seed from a base seed and an index (game number, ply). A match, a
 * resumed match and a pool of workers all derive the same seeds, so every game replays on its own.
 */
export function mixSeed(base: number, index: number): number {
  let z = (Math.imul(base >>> 0, 0x9e3779b1) ^ Math.imul((index >>> 0) + 1, 0x85ebca6b)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x7feb352d);
  z = Math.imul(z ^ (z >>> 15), 0x846ca68b);
  return (z ^ (z >>> 16)) >>> 0;
}
