import { Rng } from '@qi/core-search';
import type { GoPosition } from './board.js';
import { BLACK, EMPTY, WHITE } from './geometry.js';
import { type PlayoutPolicy, runPlayout } from './playout.js';
import { type Sacrifices, sacrifices } from './sacrifice.js';
import { scoreBoard } from './score.js';
import { sekiStones } from './seki.js';

export interface OwnershipOptions {
  /** Playouts to average (default 400). */
  readonly playouts?: number;
  readonly seed?: number;
  readonly policy?: PlayoutPolicy;
}

/**
 * Expected final ownership of every point, by move id, in [-1, 1] (+1 = Black's): the average
 * Tromp-Taylor owner at the end of `playouts` playouts from `pos`. Passes already played are
 * ignored (the playouts continue a finished game), and each playout may run for 2 × size² plies
 * beyond the position, whatever the game's ply limit. `pos` is not changed.
 */
export function estimateOwnership(pos: GoPosition, opts: OwnershipOptions = {}): Float32Array {
  const run = new OwnershipRun(pos, opts);
  run.step(Number.POSITIVE_INFINITY);
  return run.ownership();
}

/**
 * `estimateOwnership` in bounded steps (a searcher's `step()` must stay short): the same playouts
 * in the same order, so a run stepped to its end gives exactly `estimateOwnership`'s answer.
 */
export class OwnershipRun {
  readonly playouts: number;
  /** Playouts run so far. */
  count = 0;
  private readonly rng: Rng;
  private readonly policy: PlayoutPolicy;
  private readonly sum: Float32Array;
  private readonly owner: Int8Array;
  private readonly played = new Int32Array(0);
  private readonly scratch: GoPosition;

  constructor(
    private readonly pos: GoPosition,
    opts: OwnershipOptions = {},
  ) {
    this.playouts = opts.playouts ?? 400;
    this.rng = new Rng(opts.seed ?? 1);
    this.policy = opts.policy ?? 'default';
    this.sum = new Float32Array(pos.geo.passId);
    this.owner = new Int8Array(pos.geo.passId);
    this.scratch = pos.clone();
  }

  get done(): boolean {
    return this.count >= this.playouts;
  }

  /** Runs up to `n` more playouts; true when all are done. */
  step(n: number): boolean {
    const { scratch, owner, sum, pos } = this;
    const points = pos.geo.passId;
    const end = Math.min(this.playouts, this.count + n);
    for (; this.count < end; this.count++) {
      scratch.copyFrom(pos);
      scratch.passes = 0;
      runPlayout(scratch, this.rng, this.played, this.policy, scratch.plyCount + 2 * points);
      scratch.ownershipInto(owner);
      for (let m = 0; m < points; m++) sum[m]! += owner[m]!;
    }
    return this.done;
  }

  /** Mean ownership over the playouts run so far (a new array). */
  ownership(): Float32Array {
    const out = new Float32Array(this.sum.length);
    const k = Math.max(1, this.count);
    for (let m = 0; m < out.length; m++) out[m] = this.sum[m]! / k;
    return out;
  }
}

export interface DeadStoneOptions extends OwnershipOptions {
  /** A string is dead when its mean ownership for its own colour is below -threshold (default 0). */
  readonly threshold?: number;
}

/**
 * Stones (move ids, sorted) estimated dead: whole strings whose points end up, on average over
 * the playouts, owned by the opponent, seki excepted (see `deadAndSeki`). For GTP
 * `final_status_list dead` and end-of-game scoring.
 */
export function deadStones(pos: GoPosition, opts: DeadStoneOptions = {}): number[] {
  return deadAndSeki(pos, estimateOwnership(pos, opts), opts.threshold ?? 0).dead;
}

/** The end-of-game status of the stones: dead ones and those in seki (move ids, sorted). */
export interface StoneStatus {
  readonly dead: number[];
  readonly seki: number[];
  /** The sacrifice reading of the board as it stands (sacrifice.ts): its victims are in `dead`. */
  readonly sacrifice: Sacrifices;
}

/**
 * Dead and seki stones from an ownership estimate (by move id, +1 = Black's): a string is dead
 * when its mean ownership for its own colour is below -`threshold`, unless the board as it stands
 * has it in seki (playouts may break a seki that neither side can touch); the seki stones are
 * then read from the board with the dead removed, as the count sees it (seki.ts).
 */
export function deadAndSeki(pos: GoPosition, ownership: Float32Array, threshold = 0): StoneStatus {
  const { geo, color } = pos;
  // Dead by a sacrifice whatever the playouts say (they never make the killing self-atari of 2+
  // stones); the killers, next to them, are then alive.
  const sacrifice = sacrifices(pos);
  const sekiAsIs = new Set(sekiStones(pos, sacrifice));
  const victims = new Set(sacrifice.victims);
  const killers = new Set(sacrifice.killers);
  const dead: number[] = [...victims];
  const done = new Uint8Array(geo.S);
  for (let m = 0; m < geo.passId; m++) {
    const p = geo.pointOf[m]!;
    const c = color[p]!;
    if (c === EMPTY || done[p] === 1 || sekiAsIs.has(m) || victims.has(m) || killers.has(m)) continue;
    const stones = pos.stringPoints(p);
    let total = 0;
    for (const q of stones) {
      done[q] = 1;
      total += ownership[geo.moveOf[q]!]!;
    }
    const mean = (total / stones.length) * (c === BLACK ? 1 : -1);
    if (mean < -threshold) for (const q of stones) dead.push(geo.moveOf[q]!);
  }
  dead.sort((a, b) => a - b);
  if (dead.length === 0) return { dead, seki: [...sekiAsIs].sort((a, b) => a - b), sacrifice };
  const cleaned = pos.clone();
  cleaned.loadBoard(withoutStones(pos, dead), pos.side, 0, 0);
  return { dead, seki: sekiStones(cleaned), sacrifice };
}

/** The padded colour array of `pos` with the given stones (move ids) taken off. */
function withoutStones(pos: GoPosition, stones: readonly number[]): Uint8Array {
  const cells = pos.color.slice();
  for (const m of stones) {
    const p = pos.geo.pointOf[m];
    if (p !== undefined && (cells[p] === BLACK || cells[p] === WHITE)) cells[p] = EMPTY;
  }
  return cells;
}

/**
 * Area score (Black minus White, komi not included) after removing the given dead stones: the
 * usual end-of-game count once the players agree which stones are dead.
 */
export function areaScoreWithDead(pos: GoPosition, dead: readonly number[]): number {
  return scoreBoard(pos.geo, withoutStones(pos, dead));
}

/** Result text like `B+3.5`, `W+0.5` or `0` (a draw) for a margin from Black's view. */
export function formatScore(margin: number): string {
  if (margin === 0) return '0';
  return margin > 0 ? `B+${margin}` : `W+${-margin}`;
}
