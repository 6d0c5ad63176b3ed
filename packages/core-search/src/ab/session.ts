import { type Game, NO_MOVE, type Position } from '../game.js';
import { Rng } from '../rng.js';
import { INF, isMateScore, MATE, MATE_BOUND, toScore } from '../score.js';
import type {
  NodeView,
  RootLine,
  SearchHooks,
  SearchLimits,
  SearchResult,
  SearchSession,
} from '../search.js';
import { makeStats } from '../stats.js';
import { type AbEngine, MAX_DEPTH } from './engine.js';
import type { AbOptions } from './options.js';
import { RootMoves } from './root.js';
import { type Clock, TimeManager } from './time.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from './tt.js';

/** Iterative deepening stops once a found mate has been confirmed this many plies deeper. */
const MATE_CONFIRM_PLIES = 2;
/** Past this half-width an aspiration window opens fully. */
const ASPIRATION_MAX = 2000;

/** The searcher's single owner token: a newer session makes older ones stale (they share the engine). */
export interface EngineOwner {
  active: object | null;
}

interface LineSnapshot {
  readonly move: number;
  readonly score: number;
  readonly bound: number;
  readonly pv: readonly number[];
  readonly nodes: number;
}

/**
 * One alpha-beta search: `step()` runs one iterative-deepening iteration (with its aspiration
 * re-searches), so a UI can interleave work; the engine's tables persist across sessions.
 */
export class AbSession<P extends Position> implements SearchSession {
  done = false;
  private readonly root: RootMoves;
  private readonly time: TimeManager;
  private readonly maxDepth: number;
  private completedDepth = 0;
  private bestMove: number;
  private bestScore: number | null = null;
  private pv: readonly number[] = [];
  private proven = false;
  private snapshot: readonly LineSnapshot[] = [];
  private nodes = 0;
  private selDepth = 0;
  private ttProbes = 0;
  private ttHits = 0;
  private finishedMs: number | null = null;

  constructor(
    private readonly engine: AbEngine<P>,
    private readonly owner: EngineOwner,
    game: Game<P>,
    pos: P,
    private readonly opts: AbOptions,
    private readonly limits: SearchLimits,
    private readonly hooks: SearchHooks,
    clock: Clock,
  ) {
    owner.active = this;
    this.time = new TimeManager(clock, limits.timeMs, {
      predict: opts.timeManager,
      safetyMs: opts.timeSafetyMs,
    });
    const wanted = limits.depth ?? opts.depth;
    const cap = Math.min(MAX_DEPTH, Math.max(1, game.info.maxPlies));
    this.maxDepth = wanted > 0 ? Math.min(Math.floor(wanted), cap) : Math.min(64, cap);
    // With no budget at all, a large game would search for ever: fall back to the `nodes` option.
    const unbounded =
      limits.nodes === undefined &&
      limits.timeMs === undefined &&
      limits.depth === undefined &&
      opts.depth === 0;
    const nodeLimit = unbounded && !game.info.smallTree && opts.nodes > 0 ? opts.nodes : limits.nodes;
    pos.setSearchRoot?.();
    engine.begin(pos, nodeLimit, limits.signal, this.time);

    const banned = new Set(limits.excludeMoves ?? []);
    const moves = rootMoves(game, pos, opts.candidates).filter((m) => !banned.has(m));
    // The TT move from an earlier search goes first; later iterations order by their own scores.
    const tt = engine.tt;
    if (tt && opts.ttMoveOrdering && tt.probe(pos.hashLo, pos.hashHi, 0)) {
      const i = moves.indexOf(tt.move);
      if (i > 0) moves.unshift(...moves.splice(i, 1));
    }
    const rng = new Rng(limits.seed ?? 1);
    const amp = opts.rootNoise;
    const noise = moves.map(() => (amp > 0 ? rng.int(2 * amp + 1) - amp : 0));
    this.root = new RootMoves(moves, noise);
    this.bestMove = moves[0] ?? NO_MOVE;
    if (moves.length === 0) this.finish();
  }

  step(): boolean {
    if (this.done) return true;
    const engine = this.engine;
    if (this.owner.active !== this || engine.aborted || this.limits.signal?.aborted) return this.finish();
    const depth = this.completedDepth + 1;
    if (depth > this.maxDepth || !this.time.canStartIteration()) return this.finish();

    const startMs = this.time.elapsedMs();
    const startNodes = engine.nodes;
    engine.iterationDepth = depth;
    engine.horizon = false;
    const score = this.aspirationSearch(depth);
    this.copyStats();
    const root = this.root;
    if (engine.aborted) {
      // A partial iteration still yields a deeper result when some move got an exact score in it.
      if (root.bestIndex >= 0 && root.bestExact) this.adopt(root.bestIndex, root.scores[root.bestIndex]!);
      return this.finish();
    }
    this.completedDepth = depth;
    const solved = !engine.horizon;
    this.adopt(root.bestIndex, score);
    this.proven = solved || score >= MATE_BOUND;
    engine.storeRoot(depth, score, this.bestMove, solved);
    this.time.iterationDone(this.time.elapsedMs() - startMs, engine.nodes - startNodes);
    root.reorder(root.bestIndex);
    const mateConfirmed = score >= MATE_BOUND && depth >= MATE - score + MATE_CONFIRM_PLIES;
    if (depth >= this.maxDepth || solved || mateConfirmed) this.finish();
    this.hooks.onInfo?.({ ...this.result(), progress: this.progress() });
    return this.done;
  }

  /** One iteration: a window around the last score, widened on fail low/high until the score is inside. */
  private aspirationSearch(depth: number): number {
    const { engine, root, opts } = this;
    let alpha = -INF;
    let beta = INF;
    let w = opts.aspirationWindow;
    const prev = this.bestScore;
    if (opts.aspiration && !opts.allRootScores && depth >= 2 && prev !== null && !isMateScore(prev)) {
      alpha = Math.max(-INF, prev - w);
      beta = Math.min(INF, prev + w);
    }
    for (;;) {
      const v = engine.searchRoot(root, depth, alpha, beta);
      if (engine.aborted) return v;
      if (v <= alpha && alpha > -INF) {
        w *= 2;
        alpha = w > ASPIRATION_MAX ? -INF : Math.max(-INF, v - w);
      } else if (v >= beta && beta < INF) {
        w *= 2;
        beta = w > ASPIRATION_MAX ? INF : Math.min(INF, v + w);
      } else return v;
    }
  }

  private adopt(index: number, score: number): void {
    const root = this.root;
    this.bestMove = root.moves[index]!;
    this.bestScore = score === 0 ? 0 : score;
    this.pv = root.pvs[index]!;
    const lines: LineSnapshot[] = [];
    for (let i = 0; i < root.count; i++)
      lines.push({
        move: root.moves[i]!,
        score: root.scores[i]!,
        bound: root.bounds[i]!,
        pv: root.pvs[i]!,
        nodes: root.nodes[i]!,
      });
    const best = lines.splice(index, 1);
    const rank = (l: LineSnapshot) => (l.bound === BOUND_EXACT ? 1e6 : 0) + l.score;
    lines.sort((a, b) => rank(b) - rank(a));
    this.snapshot = [...best, ...lines];
  }

  private copyStats(): void {
    const e = this.engine;
    this.nodes = e.nodes;
    this.selDepth = e.selDepth;
    this.ttProbes = e.ttProbes;
    this.ttHits = e.ttHits;
  }

  private finish(): true {
    if (!this.done) {
      this.done = true;
      this.finishedMs = this.time.elapsedMs();
    }
    return true;
  }

  private progress(): number {
    if (this.done) return 1;
    let p = this.completedDepth / this.maxDepth;
    if (this.limits.nodes) p = Math.max(p, this.nodes / this.limits.nodes);
    if (this.limits.timeMs) p = Math.max(p, this.time.elapsedMs() / this.limits.timeMs);
    return Math.min(1, p);
  }

  run(): SearchResult {
    while (!this.step()) {}
    return this.result();
  }

  stop(): void {
    if (this.owner.active === this) this.engine.aborted = true;
    this.finish();
  }

  /**
   * Lines: every root move, the best first. A move's score is given only when exact; with PVS the
   * other moves only proved an upper bound (score null; `tree()` shows the bound), unless the
   * `allRootScores` option searched each with a full window.
   */
  result(): SearchResult {
    const timeMs = this.finishedMs ?? this.time.elapsedMs();
    const lines: RootLine[] = this.snapshot.map((l) => ({
      move: l.move,
      score: l.bound === BOUND_EXACT ? toScore(l.score) : null,
      pv: l.bound === BOUND_EXACT ? l.pv : [l.move],
      visits: l.nodes,
    }));
    return {
      bestMove: this.bestMove,
      score: this.bestScore === null ? null : toScore(this.bestScore),
      pv: this.pv,
      lines,
      stats: makeStats({
        nodes: this.nodes,
        timeMs,
        depth: this.completedDepth,
        selDepth: this.selDepth,
        ttProbes: this.ttProbes,
        ttHits: this.ttHits,
      }),
      proven: this.proven,
    };
  }

  /** The root and its moves with the scores and bounds of the last iteration (children stop there). */
  tree(): NodeView {
    const children = this.snapshot.map(
      (l): NodeView => ({
        move: l.move,
        visits: l.nodes,
        value: l.score,
        bound:
          l.bound === BOUND_EXACT
            ? 'exact'
            : l.bound === BOUND_LOWER
              ? 'lower'
              : l.bound === BOUND_UPPER
                ? 'upper'
                : 'none',
        children: () => [],
      }),
    );
    return {
      move: NO_MOVE,
      visits: this.nodes,
      value: this.bestScore ?? 0,
      bound: this.bestScore === null ? 'none' : 'exact',
      children: () => children,
    };
  }
}

/**
 * The root's moves: the game's candidates when option `candidates` is on and the game has them
 * (only legal ones are kept, and an empty list falls back to generate), else every legal move.
 */
function rootMoves<P extends Position>(game: Game<P>, pos: P, useCandidates: boolean): number[] {
  if (pos.outcome().kind !== 'ongoing') return [];
  const buf = new Int32Array(game.info.maxMoves);
  if (useCandidates && game.candidates) {
    const n = game.candidates(pos, buf);
    const legal = [...buf.subarray(0, n)].filter((m) => pos.isLegal(m));
    if (legal.length > 0) return legal;
  }
  return [...buf.subarray(0, pos.generate(buf))];
}
