import type { GoPosition } from '../board.js';
import { BLACK } from '../geometry.js';
import { areaScoreWithDead, deadAndSeki, estimateOwnership } from '../ownership.js';

/** The end-of-game view of a position, from one ownership estimate. */
export interface BoardStatus {
  /** Expected owner per move id in [-1, 1] (+1 Black). */
  readonly ownership: Float32Array;
  /** Dead stones (move ids, sorted): whole strings the opponent owns on average. */
  readonly dead: readonly number[];
  /** Stones in seki (move ids, sorted): alive, though their groups have fewer than two eyes. */
  readonly seki: readonly number[];
  readonly deadBlack: number;
  readonly deadWhite: number;
  /** Area score (Black minus White, komi included) with the dead stones removed. */
  readonly scoreWithDead: number;
  /** Tromp-Taylor area score of the board as it stands (komi included): what two passes would give. */
  readonly scoreAsIs: number;
}

/**
 * Estimates ownership with `playouts` playouts and derives dead strings (the mean ownership of the
 * string's points is the opponent's; seki excepted) and the two scores. Deterministic for a seed.
 */
export function boardStatus(pos: GoPosition, playouts: number, seed: number): BoardStatus {
  return statusFromOwnership(pos, estimateOwnership(pos, { playouts, seed }));
}

/**
 * The status of `pos` given an ownership estimate of it (see `boardStatus`). Stones in seki are
 * never dead, and their ownership is their colour's (settled: neither side can touch them); a
 * group a sacrifice kills (sacrifice.ts) is settled for the killer, with its neighbours.
 */
export function statusFromOwnership(pos: GoPosition, estimate: Float32Array): BoardStatus {
  const { geo, color } = pos;
  const { dead, seki, sacrifice } = deadAndSeki(pos, estimate);
  let ownership = estimate;
  const { victims, killers } = sacrifice;
  if (seki.length > 0 || victims.length > 0) {
    ownership = estimate.slice();
    for (const m of [...seki, ...killers]) ownership[m] = color[geo.pointOf[m]!] === BLACK ? 1 : -1;
    // A group a sacrifice kills, its liberties and the stones inside end up the killer's.
    for (const m of victims) {
      const p = geo.pointOf[m]!;
      const killer = color[p] === BLACK ? -1 : 1;
      ownership[m] = killer;
      for (let k = 0; k < 4; k++) {
        const q = geo.moveOf[p + geo.dirs[k]!]!;
        if (q >= 0) ownership[q] = killer;
      }
    }
  }
  let deadBlack = 0;
  let deadWhite = 0;
  for (const m of dead) {
    if (color[geo.pointOf[m]!] === BLACK) deadBlack++;
    else deadWhite++;
  }
  const komi = pos.rules.komi;
  return {
    ownership,
    dead,
    seki,
    deadBlack,
    deadWhite,
    scoreWithDead: areaScoreWithDead(pos, dead) - komi,
    scoreAsIs: pos.areaScore() - komi,
  };
}
