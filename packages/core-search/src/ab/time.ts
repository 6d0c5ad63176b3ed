/** Nodes before the first clock check of a timed search, before any speed is known. */
const FIRST_CHECK_NODES = 16;

/** A millisecond clock; injectable so tests can drive time deterministically. */
export type Clock = () => number;

export const systemClock: Clock = () => performance.now();

export interface TimePolicy {
  /** Predict whether the next iteration fits before starting it. */
  readonly predict: boolean;
  /** Hard stop this long before the budget (capped at a tenth of it). */
  readonly safetyMs: number;
}

/**
 * Decides when an alpha-beta search must stop for time. The hard deadline lies a safety margin before
 * `timeMs`, because the clock is only read every few nodes (adaptively: see `checkInterval`); before each iteration the manager
 * estimates its cost from the previous iteration's time and growth and refuses one that would not fit.
 */
export class TimeManager {
  readonly startMs: number;
  private readonly deadlineMs: number;
  private lastIterationMs = 0;
  private lastIterationNodes = 0;
  private growth = 0;

  constructor(
    private readonly clock: Clock,
    readonly timeMs: number | undefined,
    private readonly policy: TimePolicy,
  ) {
    this.startMs = clock();
    this.deadlineMs =
      timeMs === undefined
        ? Number.POSITIVE_INFINITY
        : Math.max(0, timeMs - Math.min(policy.safetyMs, timeMs / 10));
  }

  elapsedMs(): number {
    return this.clock() - this.startMs;
  }

  /** True once the hard deadline has passed. */
  expired(): boolean {
    return this.timeMs !== undefined && this.elapsedMs() >= this.deadlineMs;
  }

  /**
   * Nodes to search before the next clock check: at most `max`, and few enough that, at the speed
   * seen so far, the check comes within half the time left before the deadline. So a short budget is
   * checked often and a long one rarely.
   */
  checkInterval(nodes: number, max: number): number {
    if (this.timeMs === undefined) return max;
    const elapsed = this.elapsedMs();
    if (elapsed <= 0 || nodes <= 0) return Math.min(max, FIRST_CHECK_NODES);
    const interval = Math.floor(((nodes / elapsed) * (this.deadlineMs - elapsed)) / 2);
    return Math.max(1, Math.min(max, interval));
  }

  /** Records a finished iteration's cost (time and nodes) for the next prediction. */
  iterationDone(ms: number, nodes: number): void {
    if (this.lastIterationNodes > 0 && nodes > 0) this.growth = nodes / this.lastIterationNodes;
    this.lastIterationMs = ms;
    this.lastIterationNodes = nodes;
  }

  /** Whether to start another iteration now. */
  canStartIteration(): boolean {
    if (this.timeMs === undefined) return true;
    const elapsed = this.elapsedMs();
    if (elapsed >= this.deadlineMs) return false;
    if (!this.policy.predict || this.lastIterationNodes === 0) return true;
    // Iterations grow by the effective branching factor; clamp it so one odd iteration cannot
    // stop the search at once or let it start something hopeless.
    const factor = this.growth === 0 ? 3 : Math.min(8, Math.max(1.5, this.growth));
    return elapsed + this.lastIterationMs * factor <= this.deadlineMs;
  }
}
