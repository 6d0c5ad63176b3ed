import type { Game, Position } from '../game.js';
import { Rng } from '../rng.js';
import { excludedMask, MctsEngine } from './engine.js';
import type { MctsOptions } from './options.js';
import { MctsTree, type MctsTreeBuffers } from './tree.js';

/** How often (in playouts) a helper looks at its stop flag and clock. */
const CHECK_EVERY = 16;

/** One helper search: where, how long, with which root exclusions and seed. */
export interface HelperSearch<P extends Position> {
  /** The position of the shared tree's root (the owner expanded it before asking). */
  readonly root: P;
  readonly excludeMoves: readonly number[];
  readonly seed: number;
  /** The owner's stop flag: the search ends once `stop[0]` is not 0. */
  readonly stop: Int32Array;
  /** Playouts at most (the helper's share of a playout budget). */
  readonly playouts: number;
  /** Checked with the stop flag: true once the search must end (a deadline). */
  readonly timeUp: () => boolean;
}

/**
 * A helper thread's side of tree-parallel MCTS: iterates, with virtual loss, on a tree that an
 * `MctsSearcher` with `sharedTree` owns in another thread. The owner prepares the root (reuse,
 * expansion) before the helpers start and reads the result after they stop, so the helpers never
 * move nodes; they only add statistics and children.
 */
export class MctsHelper<P extends Position> {
  constructor(
    private readonly game: Game<P>,
    private readonly options: MctsOptions,
  ) {}

  /** Searches until stopped; returns this thread's playouts. */
  search(buffers: MctsTreeBuffers, job: HelperSearch<P>): number {
    const tree = MctsTree.attach(buffers);
    const excluded = excludedMask(this.game.info.moveIdLimit, job.excludeMoves);
    const root = job.root.clone();
    const engine = new MctsEngine(
      this.game,
      tree,
      root,
      root.clone(),
      this.options,
      new Rng(job.seed),
      excluded,
    );
    if (!engine.hasRootMove()) return 0;
    let n = 0;
    while (n < job.playouts) {
      if (n % CHECK_EVERY === 0 && (Atomics.load(job.stop, 0) !== 0 || job.timeUp())) break;
      engine.iterate();
      n++;
    }
    return n;
  }
}
