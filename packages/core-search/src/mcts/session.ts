import { Budget } from '../budget.js';
import { NO_MOVE, type Position } from '../game.js';
import type { NodeView, SearchHooks, SearchLimits, SearchResult, SearchSession } from '../search.js';
import { makeStats } from '../stats.js';
import type { MctsEngine } from './engine.js';
import type { MctsOptions } from './options.js';
import { childScore, chooseChild, moveOf, principalVariation, rootLines } from './report.js';
import { type MctsTree, UNPROVEN } from './tree.js';
import { MctsNodeView } from './view.js';

/** How often (in playouts) a chunk looks at the clock and the abort signal. */
const CLOCK_EVERY = 16;

/**
 * A running MCTS search. `step()` runs up to `chunk` playouts; the search ends at the playout
 * limit (`limits.nodes`, else the `playouts` option unless a time is given), the time limit
 * (checked every few playouts), `stop()`, the abort signal, or a proven root.
 */
export class MctsSession<P extends Position> implements SearchSession {
  done = false;
  /** Playouts run by this search (reused visits not counted). */
  playouts = 0;
  private readonly budget: Budget;
  private readonly playoutLimit: number;
  private frozen: SearchResult | null = null;
  /** Elapsed time when the search ended (results after the end report it, not the clock now). */
  private endMs = -1;

  constructor(
    private readonly mctsTree: MctsTree,
    private readonly engine: MctsEngine<P>,
    private readonly options: MctsOptions,
    private readonly maxPlies: number,
    limits: SearchLimits,
    private readonly hooks: SearchHooks,
    hasMove: boolean,
  ) {
    const limit = limits.nodes ?? (limits.timeMs === undefined ? options.playouts : undefined);
    this.playoutLimit = limit ?? Number.POSITIVE_INFINITY;
    this.budget = new Budget({ ...limits, nodes: limit });
    if (!hasMove || this.rootProven()) {
      this.done = true;
      this.endMs = 0;
    }
  }

  /** Tree nodes in use (the whole tree, reused nodes included). */
  get treeNodes(): number {
    return this.mctsTree.size;
  }

  step(): boolean {
    if (this.done) return true;
    const chunk = this.options.chunk;
    const engine = this.engine;
    for (let i = 0; i < chunk; i++) {
      if (this.playouts >= this.playoutLimit) break;
      if (i % CLOCK_EVERY === 0 && this.budget.exhausted(this.playouts)) break;
      engine.iterate();
      this.playouts++;
      if (this.rootProven()) {
        this.done = true;
        break;
      }
    }
    if (this.budget.exhausted(this.playouts)) this.done = true;
    if (this.done) this.endMs = this.budget.elapsedMs();
    const onInfo = this.hooks.onInfo;
    if (onInfo) onInfo({ ...this.result(), progress: this.budget.progress(this.playouts, 0) });
    return this.done;
  }

  run(): SearchResult {
    while (!this.step()) {}
    return this.result();
  }

  stop(): void {
    this.budget.stop();
    if (!this.done) this.endMs = this.budget.elapsedMs();
    this.done = true;
  }

  /** Called when the searcher starts another search: the tree is about to change under us. */
  retire(): void {
    if (!this.done) this.endMs = this.budget.elapsedMs();
    this.done = true;
    if (this.frozen === null) this.frozen = this.result();
  }

  tree(): NodeView {
    return new MctsNodeView(this.mctsTree, 0);
  }

  result(): SearchResult {
    if (this.frozen !== null) return this.frozen;
    const tree = this.mctsTree;
    const excluded = this.engine.excluded;
    const best = tree.size > 0 ? chooseChild(tree, 0, this.options.finalSelect === 'value', excluded) : -1;
    const timeMs = this.endMs >= 0 ? this.endMs : this.budget.elapsedMs();
    const stats = makeStats({
      nodes: this.playouts,
      timeMs,
      depth: this.engine.maxDepth,
      playouts: this.playouts,
    });
    if (best < 0) return { bestMove: NO_MOVE, score: null, pv: [], lines: [], stats, proven: false };
    return {
      bestMove: moveOf(tree, best),
      score: childScore(tree, best),
      pv: [moveOf(tree, best), ...principalVariation(tree, best, this.maxPlies - 1)],
      lines: rootLines(tree, best, excluded, this.maxPlies),
      stats,
      proven: this.rootProven(),
    };
  }

  private rootProven(): boolean {
    return this.options.solver && this.mctsTree.size > 0 && this.mctsTree.proven[0] !== UNPROVEN;
  }
}
