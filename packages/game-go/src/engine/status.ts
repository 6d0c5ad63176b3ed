import type { GoPosition } from '../board.js';
import { BLACK, EMPTY, WHITE } from '../geometry.js';
import { areaScoreWithDead, estimateOwnership } from '../ownership.js';

/** The end-of-game view of a position, from one ownership estimate. */
export interface BoardStatus {
  /** Expected owner per move id in [-1, 1] (+1 Black). */
  readonly ownership: Float32Array;
  /** Dead stones (move ids, sorted): whole strings the opponent owns on average. */
  readonly dead: readonly number[];
  readonly deadBlack: number;
  readonly deadWhite: number;
  /** Area score (Black minus White, komi included) with the dead stones removed. */
  readonly scoreWithDead: number;
  /** Tromp-Taylor area score of the board as it stands (komi included): what two passes would give. */
  readonly scoreAsIs: number;
}

/**
 * Estimates ownership with `playouts` playouts and derives dead strings (the mean ownership of the
 * string's points is the opponent's) and the two scores. Deterministic for a seed.
 */
export function boardStatus(pos: GoPosition, playouts: number, seed: number): BoardStatus {
  return statusFromOwnership(pos, estimateOwnership(pos, { playouts, seed }));
}

/** The status of `pos` given an ownership estimate of it (see `boardStatus`). */
export function statusFromOwnership(pos: GoPosition, ownership: Float32Array): BoardStatus {
  const { geo, color } = pos;
  const dead: number[] = [];
  const done = new Uint8Array(geo.S);
  let deadBlack = 0;
  let deadWhite = 0;
  for (let m = 0; m < geo.passId; m++) {
    const p = geo.pointOf[m]!;
    const c = color[p]!;
    if (c === EMPTY || done[p] === 1) continue;
    const stones = pos.stringPoints(p);
    let total = 0;
    for (const q of stones) {
      done[q] = 1;
      total += ownership[geo.moveOf[q]!]!;
    }
    if ((total / stones.length) * (c === BLACK ? 1 : -1) < 0) {
      for (const q of stones) dead.push(geo.moveOf[q]!);
      if (c === BLACK) deadBlack += stones.length;
      else if (c === WHITE) deadWhite += stones.length;
    }
  }
  dead.sort((a, b) => a - b);
  const komi = pos.rules.komi;
  return {
    ownership,
    dead,
    deadBlack,
    deadWhite,
    scoreWithDead: areaScoreWithDead(pos, dead) - komi,
    scoreAsIs: pos.areaScore() - komi,
  };
}
