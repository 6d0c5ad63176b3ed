import type { Game, Position } from '../game.js';
import { resolveParams } from '../params.js';
import { ok } from '../result.js';
import { Rng } from '../rng.js';
import type { Searcher, SearcherDef, SearchHooks, SearchLimits, SearchSession } from '../search.js';
import { excludedMask, MctsEngine } from './engine.js';
import { MCTS_OPTIONS, type MctsOptions, mctsSpec } from './options.js';
import { locateRoot } from './reuse.js';
import { MctsSession } from './session.js';
import { MctsTree } from './tree.js';

/**
 * Monte-Carlo tree search: UCT with optional RAVE, priors as virtual visits, an MCTS-solver, a
 * node-capped typed-array tree reused across moves, and chunked stepping for responsive UIs.
 *
 * - Rewards are 1 / 0.5 / 0 from the view of the player who moved into a node. A playout cut off
 *   before the end (uniform playouts stop at `playoutCap` or info.maxPlies plies from the root)
 *   scores as a draw, or with `cutoff=evaluate` and a game evaluation as 1/(1+e^(-eval/evalScale)).
 * - Budget: `limits.nodes` counts playouts; without nodes or a time, the `playouts` option applies.
 *   `stats.nodes` = `stats.playouts` = playouts of this search; the tree size is the session's
 *   `treeNodes`. With a seed and a playout limit the search replays exactly.
 * - Score: the chosen move's mean reward as `winrate`; with the solver, a proven win or loss is
 *   `mate` in the mover's own moves along the proof found (an upper bound on the fastest win or
 *   loss, not always the exact distance), a proven draw is `winrate` 0.5, and `proven` is set.
 * - Reuse: the next `start()` keeps the subtree of its position, found through the moves given to
 *   `played()` or by hash among the old root, its children and grandchildren; the subtree is slid
 *   down in place (no second tree). Only one session is live: starting another retires the first,
 *   which keeps its final result, and tree views are valid until the next `start()`.
 */
export const mctsSearcher: SearcherDef = {
  id: 'mcts',
  name: 'Monte-Carlo tree search',
  description:
    'UCT with RAVE, priors, an MCTS-solver and tree reuse over a typed-array tree; plays any game by random playouts.',
  options: MCTS_OPTIONS,
  // Uniform playouts end within info.maxPlies, so every game is playable.
  supports: () => true,
  create<P extends Position>(game: Game<P>, raw = {}) {
    const r = resolveParams<MctsOptions>('mcts', MCTS_OPTIONS, raw);
    if (!r.ok) return r;
    return ok(new MctsSearcher(game, r.value));
  },
};

/** The searcher keeps the tree and the position it stands for between searches, until newGame(). */
export class MctsSearcher<P extends Position> implements Searcher<P> {
  readonly id = 'mcts';
  readonly spec: string;
  /** The tree; the root always has at least one child-free slot for every root move. */
  readonly tree: MctsTree;
  private treeRoot: P | null = null;
  private pending: number[] = [];
  private current: MctsSession<P> | null = null;
  private searches = 0;

  constructor(
    private readonly game: Game<P>,
    readonly options: MctsOptions,
    /** A tree on shared memory that `MctsHelper`s in other threads search with this one. */
    place: { readonly sharedTree?: boolean } = {},
  ) {
    this.spec = mctsSpec(options);
    // Room for the root and all its children, whatever the cap says.
    const cap = Math.max(options.maxNodes, game.info.maxMoves + 1);
    this.tree = place.sharedTree === true ? MctsTree.shared(cap) : new MctsTree(cap);
  }

  newGame(): void {
    this.current?.retire();
    this.current = null;
    this.tree.clear();
    this.treeRoot = null;
    this.pending = [];
    this.searches = 0;
  }

  played(move: number): void {
    this.pending.push(move);
  }

  start(root: P, limits: SearchLimits = {}, hooks: SearchHooks = {}): SearchSession {
    this.current?.retire();
    const rootPos = root.clone();
    const scratch = root.clone();
    const tree = this.tree;
    const node =
      this.options.reuse && this.treeRoot !== null
        ? locateRoot(tree, this.treeRoot, this.pending, rootPos, scratch)
        : -1;
    if (node < 0) tree.createRoot((rootPos.toMove ^ 1) as 0 | 1);
    else tree.reroot(node);
    this.treeRoot = rootPos;
    this.pending = [];

    const excluded = excludedMask(this.game.info.moveIdLimit, limits.excludeMoves);
    // Without a seed, successive searches differ, yet a fresh searcher replays the same sequence.
    const rng = new Rng(limits.seed ?? 0x5eed + this.searches);
    this.searches++;
    const engine = new MctsEngine(this.game, tree, rootPos, scratch, this.options, rng, excluded);
    const hasMove = engine.prepareRoot();
    const session = new MctsSession(
      tree,
      engine,
      this.options,
      this.game.info.maxPlies,
      limits,
      hooks,
      hasMove,
    );
    this.current = session;
    return session;
  }
}
