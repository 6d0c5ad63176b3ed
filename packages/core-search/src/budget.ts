import type { SearchLimits } from './search.js';

/** Tracks a search's node/time/abort limits. `now` is injectable for tests. */
export class Budget {
  readonly startMs: number;
  private stopped = false;

  constructor(
    private readonly limits: SearchLimits,
    private readonly now: () => number = performance.now.bind(performance),
  ) {
    this.startMs = now();
  }

  elapsedMs(): number {
    return this.now() - this.startMs;
  }

  stop(): void {
    this.stopped = true;
  }

  /** True once any limit is reached (nodes counted by the caller). */
  exhausted(nodes: number): boolean {
    if (this.stopped) return true;
    if (this.limits.signal?.aborted) return (this.stopped = true);
    if (this.limits.nodes !== undefined && nodes >= this.limits.nodes) return true;
    if (this.limits.timeMs !== undefined && this.elapsedMs() >= this.limits.timeMs) return true;
    return false;
  }

  get wasStopped(): boolean {
    return this.stopped || this.limits.signal?.aborted === true;
  }

  /** Fraction of the known budget used, in [0,1]; 0 when there is no node or time budget. */
  progress(nodes: number, depth: number): number {
    let p = 0;
    if (this.limits.nodes) p = Math.max(p, nodes / this.limits.nodes);
    if (this.limits.timeMs) p = Math.max(p, this.elapsedMs() / this.limits.timeMs);
    if (this.limits.depth) p = Math.max(p, depth / this.limits.depth);
    return Math.min(1, p);
  }
}
