import { BOUND_EXACT, BOUND_NONE } from './tt.js';

/**
 * The root moves of one search and what the last search of each found: score, bound, nodes spent,
 * seeded noise and principal variation. Root-only, so plain arrays are fine here.
 */
export class RootMoves {
  readonly count: number;
  readonly moves: Int32Array;
  readonly scores: Int32Array;
  readonly bounds: Uint8Array;
  readonly nodes: Float64Array;
  readonly noise: Int32Array;
  /** Principal variation of each move, kept when its score was exact. */
  readonly pvs: number[][];

  /** Index of the best move found by the current root search (-1 before any). */
  bestIndex = -1;
  /** Whether that best score is exact (inside the window) rather than a fail-high bound. */
  bestExact = false;

  constructor(moves: readonly number[], noise: readonly number[]) {
    this.count = moves.length;
    this.moves = Int32Array.from(moves);
    this.scores = new Int32Array(this.count);
    this.bounds = new Uint8Array(this.count);
    this.nodes = new Float64Array(this.count);
    this.noise = Int32Array.from(noise);
    this.pvs = moves.map((m) => [m]);
  }

  /** A root move got an exact score with this principal variation. */
  setExact(index: number, score: number, pv: number[]): void {
    this.scores[index] = score;
    this.bounds[index] = BOUND_EXACT;
    this.pvs[index] = pv;
  }

  /**
   * Reorders for the next iteration: the best move first, then by score (bounds included, as the
   * best guess we have), keeping the previous order among equals so the search stays deterministic.
   */
  reorder(bestIndex: number): void {
    const order = Array.from({ length: this.count }, (_, i) => i);
    const rank = (i: number) =>
      i === bestIndex ? Number.POSITIVE_INFINITY : this.bounds[i] === BOUND_NONE ? -1e9 : this.scores[i]!;
    order.sort((a, b) => rank(b) - rank(a) || a - b);
    const moves = order.map((i) => this.moves[i]!);
    const scores = order.map((i) => this.scores[i]!);
    const bounds = order.map((i) => this.bounds[i]!);
    const nodes = order.map((i) => this.nodes[i]!);
    const noise = order.map((i) => this.noise[i]!);
    const pvs = order.map((i) => this.pvs[i]!);
    this.moves.set(moves);
    this.scores.set(scores);
    this.bounds.set(bounds);
    this.nodes.set(nodes);
    this.noise.set(noise);
    for (let i = 0; i < this.count; i++) this.pvs[i] = pvs[i]!;
    this.bestIndex = bestIndex >= 0 ? 0 : -1;
  }
}
