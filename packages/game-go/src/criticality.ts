import type { GoPosition } from './board.js';
import type { Geometry } from './geometry.js';
import { scoreBoard } from './score.js';

/**
 * Criticality (Coulom 2009, "Criticality: a Monte-Carlo heuristic for Go programs"): over the
 * playouts of the search, how much a point's owner at the end goes with the winner,
 *   crit(p) = P(owner(p) = winner) − (P(Black owns p)·P(Black wins) + P(White owns p)·P(White wins)).
 * A point both sides must have (a cutting point, the vital point of a group in danger) scores high
 * even when no playout rule knows why. The statistics are a moving window: after `window`
 * playouts every count is halved, so they follow the game from move to move.
 */
export class Criticality {
  private readonly owner: Int8Array;
  private readonly black: Float32Array;
  private readonly white: Float32Array;
  private readonly agree: Float32Array;
  private n = 0;
  private blackWins = 0;
  private whiteWins = 0;

  constructor(
    private readonly geo: Geometry,
    private readonly window = 4096,
  ) {
    const m = geo.passId;
    this.owner = new Int8Array(m);
    this.black = new Float32Array(m);
    this.white = new Float32Array(m);
    this.agree = new Float32Array(m);
  }

  /** Playouts recorded (after halving). */
  get count(): number {
    return this.n;
  }

  /** Adds the finished playout `pos` (area score, komi from its rules). */
  record(pos: GoPosition): void {
    const owner = this.owner;
    const s = scoreBoard(this.geo, pos.color, owner) - pos.rules.komi;
    const winner = s > 0 ? 1 : s < 0 ? -1 : 0;
    if (this.n >= this.window) this.halve();
    this.n++;
    if (winner === 1) this.blackWins++;
    else if (winner === -1) this.whiteWins++;
    const { black, white, agree } = this;
    for (let m = 0; m < owner.length; m++) {
      const o = owner[m]!;
      if (o === 1) black[m] = black[m]! + 1;
      else if (o === -1) white[m] = white[m]! + 1;
      if (o === winner && o !== 0) agree[m] = agree[m]! + 1;
    }
  }

  /** crit of move id `m` (0 before any playout). */
  of(m: number): number {
    const n = this.n;
    if (n === 0) return 0;
    const inv = 1 / n;
    return (
      this.agree[m]! * inv -
      (this.black[m]! * inv * this.blackWins * inv + this.white[m]! * inv * this.whiteWins * inv)
    );
  }

  private halve(): void {
    const { black, white, agree } = this;
    for (let m = 0; m < black.length; m++) {
      black[m] = black[m]! * 0.5;
      white[m] = white[m]! * 0.5;
      agree[m] = agree[m]! * 0.5;
    }
    this.n *= 0.5;
    this.blackWins *= 0.5;
    this.whiteWins *= 0.5;
  }
}
