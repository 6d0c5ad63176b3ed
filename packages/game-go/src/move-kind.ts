import type { GoPosition } from './board.js';
import { EDGE, EMPTY } from './geometry.js';

// What a stone move would do (before ko and superko).
export const PLAIN = 0;
export const CAPTURES = 1;
export const SUICIDAL = 2;

/** PLAIN, CAPTURES or SUICIDAL for an empty point `p` played by `c` (ko and superko aside). */
export function moveKind(pos: GoPosition, p: number, c: number): number {
  const W = pos.geo.W;
  const k0 = neighbourKind(pos, p - W, c);
  const k1 = neighbourKind(pos, p + 1, c);
  const k2 = neighbourKind(pos, p + W, c);
  const k3 = neighbourKind(pos, p - 1, c);
  if ((k0 | k1 | k2 | k3) & 2) return CAPTURES;
  return (k0 | k1 | k2 | k3) & 1 ? PLAIN : SUICIDAL;
}

/**
 * Playing the empty point `p` would be suicide for `c` (ko and superko aside): no empty
 * neighbour, no own neighbour string with another liberty, no enemy neighbour string in atari.
 * The playout's check, with early exits.
 */
export function isSuicide(pos: GoPosition, p: number, c: number): boolean {
  const W = pos.geo.W;
  return (
    neighbourKind(pos, p - W, c) === 0 &&
    neighbourKind(pos, p + 1, c) === 0 &&
    neighbourKind(pos, p + W, c) === 0 &&
    neighbourKind(pos, p - 1, c) === 0
  );
}

/** For a neighbour `q` of a move by `c`: 1 = it gives a liberty, 2 = it is captured, 0 = neither. */
function neighbourKind(pos: GoPosition, q: number, c: number): number {
  const cq = pos.color[q]!;
  if (cq === EMPTY) return 1;
  if (cq === EDGE) return 0;
  const h = pos.head[q]!;
  const n = pos.plibs[h]!;
  const s = pos.lsum[h]!;
  // One point holds all the pseudo-liberties (see GoPosition): the string is in atari.
  const atari = n * pos.lsq[h]! === s * s;
  if (cq === c) return atari ? 0 : 1;
  return atari ? 2 : 0;
}
