import {
  type MctsSearcher,
  makeStats,
  NO_MOVE,
  type NodeView,
  type RawParams,
  type Score,
  type SearchHooks,
  type SearchLimits,
  type SearchResult,
  type SearchSession,
} from '@qi/core-search';
import type { GoPosition } from '../board.js';
import { OwnershipRun } from '../ownership.js';
import type { GoGame } from '../plugin.js';
import { epochMs, type HelperGate, type HelperPool } from './helper-job.js';
import { behindAfterPass, ownEyes, passDecision, passWins } from './pass.js';
import { type BoardStatus, statusFromOwnership } from './status.js';

/** The searcher's own options (the MCTS knobs live in the inner searcher). */
export interface GoSearchOptions {
  readonly playouts: number;
  readonly resign: number;
  readonly resignMinVisits: number;
  readonly ownershipPlayouts: number;
  readonly settled: number;
  readonly passCheck: number;
  readonly passWinrate: number;
  readonly fillEyes: boolean;
  /** Playouts per step (of the ownership estimate, as of the MCTS). */
  readonly chunk: number;
}

/** A searcher's search threads: its host's pool, its gate, and what a thread needs to join. */
export interface SessionThreads {
  readonly pool: HelperPool;
  readonly gate: HelperGate;
  readonly params: RawParams;
  readonly options: RawParams;
  readonly game: GoGame;
}

/** Why the move was chosen. */
export type GoSearchReason = 'search' | 'pass-won' | 'no-gain' | 'decided' | 'resign' | 'no-move';

const LEAF: NodeView = { move: NO_MOVE, visits: 0, value: 0.5, bound: 'none', children: () => [] };

/**
 * One search of the Go engine searcher, in steps: first (late in the game or after a pass) an
 * ownership estimate of the root in chunks, then the decision around passing, then the engine's
 * MCTS, then the resign and decided-game checks on its result.
 */
export class GoEngineSession implements SearchSession {
  done = false;
  reason: GoSearchReason = 'search';
  private readonly t0 = performance.now();
  private own: OwnershipRun | null = null;
  private status: BoardStatus | null = null;
  private inner: SearchSession | null = null;
  private final: SearchResult | null = null;
  private exclude: number[] = [];
  private ownershipPlayouts = 0;
  /** The threads' playouts, known once they have left (after the session ends). */
  helperPlayouts = 0;
  /** The root's visits when the search began (reused from earlier searches). */
  private rootBase = 0;

  constructor(
    private readonly mcts: MctsSearcher<GoPosition>,
    private readonly opts: GoSearchOptions,
    private readonly root: GoPosition,
    private readonly limits: SearchLimits,
    private readonly hooks: SearchHooks,
    private readonly threads: SessionThreads | null = null,
  ) {
    if (root.over) {
      this.finish(NO_MOVE, 'no-move', null);
      return;
    }
    const late = root.emptyCount <= opts.passCheck * root.geo.passId;
    if (root.passes === 1 || late)
      this.own = new OwnershipRun(root, { playouts: opts.ownershipPlayouts, seed: limits.seed ?? 1 });
    else this.searchWithoutPass();
  }

  step(): boolean {
    if (this.done) return true;
    if (this.limits.signal?.aborted) {
      this.stop();
      return true;
    }
    if (this.own !== null) {
      if (this.own.step(this.opts.chunk)) {
        this.ownershipPlayouts = this.own.count;
        this.status = statusFromOwnership(this.root, this.own.ownership());
        this.own = null;
        this.decide();
      }
    } else if (this.inner?.step()) this.afterSearch();
    this.hooks.onInfo?.({ ...this.result(), progress: this.progress() });
    return this.done;
  }

  run(): SearchResult {
    while (!this.step()) {}
    return this.result();
  }

  stop(): void {
    if (this.done) return;
    if (this.inner === null) {
      // Stopped before the search began: the priors' choice (the root is expanded at start).
      this.own = null;
      this.searchWithoutPass();
    }
    this.inner?.stop();
    if (this.final === null) this.afterSearch();
    this.done = true;
    this.threads?.gate.stop();
  }

  result(): SearchResult {
    if (this.final !== null) return this.final;
    if (this.inner !== null) return this.withStats(this.inner.result());
    return {
      bestMove: NO_MOVE,
      score: null,
      pv: [],
      lines: [],
      stats: this.stats(0, 0),
      proven: false,
    };
  }

  tree(): NodeView {
    return this.inner?.tree?.() ?? LEAF;
  }

  // --- deciding --------------------------------------------------------------------------

  /** After the ownership estimate: pass now, or search (without the pass when it would lose). */
  private decide(): void {
    const root = this.root;
    const passId = root.geo.passId;
    const passBanned = this.limits.excludeMoves?.includes(passId) === true;
    const decision = passDecision(root, this.status!, this.opts.settled);
    if (!passBanned && decision === 'pass-won') {
      this.finish(passId, 'pass-won', { kind: 'winrate', value: 1 }, true);
      return;
    }
    if (!passBanned && decision === 'no-gain') {
      this.finish(passId, 'no-gain', null);
      return;
    }
    if (decision === 'no-pass' && root.passes === 1) {
      // Behind after the opponent's pass: only moves that change the count (none: pass).
      const behind = behindAfterPass(root, this.status!, this.opts.settled);
      if (behind === null && !passBanned) this.finish(passId, 'no-gain', null);
      else this.startSearch(behind ?? [passId]);
      return;
    }
    this.startSearch(decision === 'no-pass' ? [passId] : []);
  }

  /** Before the end-game view is needed (early in the game): never a pass. */
  private searchWithoutPass(): void {
    this.startSearch([this.root.geo.passId]);
  }

  private startSearch(extra: readonly number[] = []): void {
    const root = this.root;
    const exclude = [...(this.limits.excludeMoves ?? []), ...extra];
    if (!this.opts.fillEyes) exclude.push(...ownEyes(root));
    this.exclude = exclude;
    const elapsed = performance.now() - this.t0;
    const timeMs = this.limits.timeMs;
    const nodes =
      this.limits.nodes ??
      (timeMs !== undefined
        ? undefined
        : this.opts.playouts > 0
          ? this.opts.playouts
          : Number.MAX_SAFE_INTEGER);
    const { depth: _depth, ...rest } = this.limits;
    const left = timeMs === undefined ? undefined : Math.max(1, timeMs - elapsed);
    this.inner = this.mcts.start(root, {
      ...rest,
      ...(left !== undefined ? { timeMs: left } : {}),
      ...(nodes !== undefined ? { nodes } : {}),
      excludeMoves: exclude,
    });
    this.rootBase = this.mcts.tree.visits[0] ?? 0;
    if (this.inner.done) this.afterSearch();
    else this.startHelpers(left);
  }

  /**
   * Sends the host's threads into the tree the session has just prepared (re-rooted, root
   * expanded); they search until the stop flag (raised when the session ends) or the deadline.
   */
  private startHelpers(timeMs: number | undefined): void {
    const t = this.threads;
    const tree = this.mcts.tree.buffers;
    if (t === null || tree === null) return;
    const generation = t.gate.open();
    t.pool
      .search({
        kind: 'helper-job',
        params: t.params,
        options: t.options,
        position: t.game.encode(this.root),
        rootHash: [this.root.hashLo, this.root.hashHi],
        tree,
        gate: t.gate.buffer,
        generation,
        deadline: timeMs === undefined ? null : epochMs() + timeMs,
        seed: this.limits.seed ?? 1,
        exclude: this.exclude,
      })
      .then(
        (counts) => {
          for (const n of counts) this.helperPlayouts += n;
        },
        // A thread that failed leaves the search to the others (the session's own goes on).
        () => {},
      );
  }

  /** The search's move, unless the game is lost (resign) or decided with the count agreeing (pass). */
  private afterSearch(): void {
    const inner = this.inner!;
    const r = inner.result();
    const passId = this.root.geo.passId;
    if (r.bestMove === NO_MOVE) {
      // Every move excluded (own eyes, no pass): passing is all that is left.
      const passBanned = this.limits.excludeMoves?.includes(passId) === true;
      this.finish(passBanned ? NO_MOVE : passId, 'no-move', null);
      return;
    }
    const winrate = winrateOf(r.score);
    const visits = this.mcts.tree.visits[0] ?? 0;
    if (
      this.opts.resign > 0 &&
      winrate !== null &&
      winrate < this.opts.resign &&
      visits >= this.opts.resignMinVisits
    ) {
      this.finish(NO_MOVE, 'resign', r.score, false, r);
      return;
    }
    // Decided: passing (which may end the game as it stands) wins by every count, and the search
    // itself rates the pass as decided (a free move for the opponent changes nothing).
    const st = this.status;
    const pass = this.passValue();
    if (
      st !== null &&
      r.bestMove !== passId &&
      winrate !== null &&
      winrate >= this.opts.passWinrate &&
      pass >= this.opts.passWinrate &&
      !this.exclude.includes(passId) &&
      passWins(this.root, st, this.opts.settled)
    ) {
      this.finish(passId, 'decided', r.score, false, r);
      return;
    }
    this.reason = 'search';
    this.final = this.withStats(r);
    this.done = true;
    this.threads?.gate.stop();
  }

  /** The searched win rate of passing at the root (-1 when the pass has no visits). */
  private passValue(): number {
    const tree = this.mcts.tree;
    const first = tree.firstChild[0] ?? -1;
    if (first < 0) return -1;
    const passId = this.root.geo.passId;
    for (let c = first; c < first + tree.childCount[0]!; c++)
      if (tree.move[c] === passId) return tree.visits[c]! > 0 ? tree.wins[c]! / tree.visits[c]! : -1;
    return -1;
  }

  private finish(
    move: number,
    reason: GoSearchReason,
    score: Score | null,
    proven = false,
    from: SearchResult | null = null,
  ): void {
    this.reason = reason;
    const base = from === null ? null : this.withStats(from);
    this.final = {
      bestMove: move,
      score,
      pv: move === NO_MOVE ? [] : [move],
      lines: base?.lines ?? [],
      stats: base?.stats ?? this.stats(0, 0),
      proven,
    };
    this.done = true;
    this.threads?.gate.stop();
  }

  // --- reporting -------------------------------------------------------------------------

  private withStats(r: SearchResult): SearchResult {
    return { ...r, stats: this.stats(r.stats.playouts, r.stats.depth) };
  }

  /** Nodes are the MCTS playouts (what limits.nodes bounds); playouts add the ownership estimate's. */
  private stats(playouts: number, depth: number) {
    // With threads, the root's visits gained since the search began count every thread's playouts.
    const searched =
      this.threads !== null && this.inner !== null
        ? Math.max(playouts, (this.mcts.tree.visits[0] ?? 0) - this.rootBase)
        : playouts;
    const all = searched + this.ownershipPlayouts + (this.own?.count ?? 0);
    const threads = this.threads === null ? 1 : 1 + this.threads.pool.size;
    return makeStats({ nodes: searched, playouts: all, depth, timeMs: performance.now() - this.t0, threads });
  }

  private progress(): number {
    const { nodes, timeMs } = this.limits;
    const n = this.result().stats.nodes;
    let p = 0;
    if (nodes) p = Math.max(p, n / nodes);
    if (timeMs) p = Math.max(p, (performance.now() - this.t0) / timeMs);
    return this.done ? 1 : Math.min(1, p);
  }
}

function winrateOf(score: Score | null): number | null {
  if (score === null) return null;
  if (score.kind === 'winrate') return score.value;
  if (score.kind === 'mate') return score.moves > 0 ? 1 : 0;
  return null;
}
