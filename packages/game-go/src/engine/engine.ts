import {
  err,
  MctsHelper,
  MctsSearcher,
  mctsSearcher,
  ok,
  type QiError,
  type RawParams,
  type Result,
  type Score,
  type SearchSession,
  unwrap,
} from '@qi/core-search';
import type { GoPosition } from '../board.js';
import { BLACK, EMPTY, MAX_SIZE, MIN_SIZE, type StoneColor } from '../geometry.js';
import { placeHandicap } from '../handicap.js';
import { ILLEGAL_REASONS, LEGAL, OFF_BOARD } from '../legality.js';
import type { GoGame } from '../plugin.js';
import { renderBoard } from '../render.js';
import { DEFAULT_PARAMS } from '../rules.js';
import { vertexToString } from '../vertex.js';
import { GameClock, type TimeLeft, type TimeSettings } from './clock.js';
import { engineGame } from './game.js';
import { defaultWorkerModule } from './node-threads.js';
import { DEFAULT_ENGINE_OPTIONS, ENGINE_MCTS, type GoEngineOptions } from './options.js';
import {
  epochMs,
  POOL_CLOSED,
  SearchPool,
  type SharedSearcher,
  type WorkerSearchRequest,
} from './parallel.js';
import { behindAfterPass, ownEyes, passDecision } from './pass.js';
import { type BoardStatus, boardStatus } from './status.js';

export type GoEngineErrorCode = 'go-illegal' | 'go-size' | 'go-undo' | 'go-handicap' | 'go-komi';

/** Milliseconds kept after the search for choosing, logging and answering. */
const FINISH_MS = 10;
/**
 * How long a timed move waits for the search threads after raising their stop flag (they look at
 * it every few playouts, so they answer within milliseconds unless something is wrong).
 */
const HELPER_STOP_MS = 1_000;

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref?.();
  });

/** One move of the game as played (the colour is kept: GTP lets a colour move twice). */
export interface PlayedMove {
  readonly color: StoneColor;
  readonly move: number;
}

/** What `genmove` decided, with the figures behind it. */
export interface GenmoveResult {
  /** A move id (the pass id for pass) or 'resign'. */
  readonly move: number | 'resign';
  /** Win rate of the move for the side that plays it (null when no search ran). */
  readonly winrate: number | null;
  readonly playouts: number;
  readonly timeMs: number;
  /**
   * Why: `search`, `pass-won` (opponent passed, we win by every count), `no-gain` (no move changes
   * the count), `resign`, `no-move`.
   */
  readonly reason: 'search' | 'pass-won' | 'no-gain' | 'resign' | 'no-move';
  /** Visits the root already had from earlier searches (tree reuse), on this thread. */
  readonly reused: number;
}

export interface GenmoveOptions {
  /** KGS cleanup: no pass while the opponent has dead stones on the board (capture them first). */
  readonly cleanup?: boolean;
}

/** Logs one line of thinking (GTP engines write it to stderr). */
export type EngineLog = (line: string) => void;

/**
 * A Go engine: the game state as a GTP controller sees it (size, komi, handicap, moves, clocks),
 * and an MCTS searcher that keeps its tree between moves. Moves are replayed from the setup on
 * undo or a komi change, so the state is always exactly what the moves say.
 */
export class GoEngine implements SharedSearcher {
  readonly options: GoEngineOptions;
  private sizeNow: number;
  private komiNow: number;
  private game!: GoGame;
  private pos!: GoPosition;
  private searcher!: MctsSearcher<GoPosition>;
  private setup: number[] = [];
  private moves: PlayedMove[] = [];
  private readonly clocks = [new GameClock(), new GameClock()];
  private searches = 0;
  /** Search threads: undefined until first needed, null when there are none. */
  private pool: SearchPool | null | undefined = undefined;
  /** Set to 1 to end the search threads' part of a search (shared with them). */
  private readonly stopBuffer = new SharedArrayBuffer(4);
  private readonly stopFlag = new Int32Array(this.stopBuffer);
  /** A search thread's searcher of the shared tree (worker side), made on first use. */
  private helper: MctsHelper<GoPosition> | null = null;

  constructor(
    options: Partial<GoEngineOptions> = {},
    private readonly log: EngineLog = () => {},
  ) {
    this.options = { ...DEFAULT_ENGINE_OPTIONS, ...options };
    this.sizeNow = this.options.size;
    this.komiNow = this.options.komi;
    this.rebuild();
    // Start the search threads now, so that they are warm by the first genmove.
    this.searchPool();
    if (this.options.warmupPlayouts > 0) warmUp(this.options.warmupPlayouts, this.options.mcts);
  }

  get size(): number {
    return this.sizeNow;
  }
  get komi(): number {
    return this.komiNow;
  }
  /** The current position (read only: change it through the engine). */
  get position(): GoPosition {
    return this.pos;
  }
  get moveCount(): number {
    return this.moves.length;
  }
  get handicap(): readonly number[] {
    return this.setup;
  }

  /** GTP `boardsize`: a new, empty board of that size. */
  setSize(size: number): Result<void, QiError<GoEngineErrorCode>> {
    if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE)
      return err('go-size', `board size must be ${MIN_SIZE} to ${MAX_SIZE}, not ${size}`);
    this.sizeNow = size;
    this.clear();
    return ok(undefined);
  }

  /** GTP `clear_board`: an empty board, no handicap, the clocks reset to their settings. */
  clear(): void {
    this.setup = [];
    this.moves = [];
    for (const c of this.clocks) c.set(c.timeSettings);
    this.rebuild();
  }

  setKomi(komi: number): Result<void, QiError<GoEngineErrorCode>> {
    if (!Number.isFinite(komi) || Math.abs(komi) > 1000) return err('go-komi', `komi ${komi} is not usable`);
    if (komi === this.komiNow) return ok(undefined);
    this.komiNow = komi;
    this.rebuild();
    return ok(undefined);
  }

  /**
   * Plays `move` for `color`. Occupied points, suicide, simple-ko retakes and positional-superko
   * repetitions are refused (the engine plays by the rules it searches with).
   */
  play(color: StoneColor, move: number): Result<void, QiError<GoEngineErrorCode>> {
    const why = this.legality(color, move);
    if (why !== LEGAL)
      return err(
        'go-illegal',
        `${vertexToString(this.sizeNow, move)} is not legal: ${ILLEGAL_REASONS[why] ?? 'unknown reason'}`,
      );
    this.apply({ color, move });
    this.moves.push({ color, move });
    this.searcher.played?.(move);
    return ok(undefined);
  }

  /** GTP `undo`: takes back the last move (not the handicap). */
  undo(): Result<void, QiError<GoEngineErrorCode>> {
    if (this.moves.length === 0) return err('go-undo', 'cannot undo: no move to take back');
    this.moves.pop();
    this.rebuild();
    return ok(undefined);
  }

  /** Puts handicap stones (move ids) on the empty board; White moves next. */
  setHandicap(stones: readonly number[]): Result<void, QiError<GoEngineErrorCode>> {
    if (this.moves.length > 0 || this.setup.length > 0 || this.pos.stones > 0)
      return err('go-handicap', 'board not empty');
    const probe = this.game.initial();
    const r = placeHandicap(probe, stones);
    if (!r.ok) return err('go-handicap', r.error.message);
    this.setup = [...stones];
    this.rebuild();
    return ok(undefined);
  }

  timeSettings(settings: TimeSettings | null): void {
    for (const c of this.clocks) c.set(settings);
  }

  timeLeft(color: StoneColor, left: TimeLeft): void {
    this.clocks[color - 1]!.report(left);
  }

  clock(color: StoneColor): GameClock {
    return this.clocks[color - 1]!;
  }

  /** Dead stones, scores and ownership of the current position (playout estimate). */
  status(): BoardStatus {
    return boardStatus(this.pos, this.options.ownershipPlayouts, this.options.seed);
  }

  /** The board in box-drawing characters, with the last move marked. */
  showboard(): string {
    return renderBoard(this.pos);
  }

  /** Chooses and plays a move for `color`. */
  async genmove(color: StoneColor, opts: GenmoveOptions = {}): Promise<GenmoveResult> {
    const t0 = performance.now();
    const result = await this.decide(color, opts, t0);
    if (result.move !== 'resign') {
      this.apply({ color, move: result.move });
      this.moves.push({ color, move: result.move });
      this.searcher.played?.(result.move);
    } else this.rebuild(); // undo the side-to-move fix-up: the record has no move
    const timeMs = performance.now() - t0;
    this.clocks[color - 1]!.charge(timeMs);
    return { ...result, timeMs };
  }

  // --- deciding a move -------------------------------------------------------------------

  private async decide(color: StoneColor, opts: GenmoveOptions, t0: number): Promise<GenmoveResult> {
    this.prepareFor(color);
    const pos = this.pos;
    const passId = pos.geo.passId;
    const done = (move: number, reason: GenmoveResult['reason'], winrate: number | null = null) => ({
      move,
      reason,
      winrate,
      playouts: 0,
      reused: 0,
      timeMs: performance.now() - t0,
    });

    // Root moves the search may not choose (pass, or all but captures in a cleanup).
    // A pass only when the counts say we win (see passDecision); early in the game, never.
    // A cleanup (KGS) is the end phase: it narrows the moves to captures of dead stones only once
    // the opponent has passed or the game is over in substance; before that it is a normal move
    // (controllers such as `qi match` ask every move with it).
    let exclude: number[] = [passId];
    const late = pos.emptyCount <= this.options.passCheck * pos.geo.passId;
    if (pos.passes === 1 || late) {
      const st = this.status();
      const oppDead = color === BLACK ? st.deadWhite : st.deadBlack;
      const decision = passDecision(pos, st, this.options.settled);
      const over = pos.passes === 1 || decision === 'pass-won' || decision === 'no-gain';
      if (opts.cleanup && oppDead > 0 && over) exclude = this.cleanupExclusions(st.dead, color);
      else {
        if (decision === 'pass-won' || decision === 'no-gain') {
          this.log(
            decision === 'pass-won'
              ? `opponent passed and ${color === BLACK ? 'Black' : 'White'} wins by every count: pass`
              : 'no move changes the count: pass',
          );
          return done(
            passId,
            decision === 'pass-won' ? 'pass-won' : 'no-gain',
            decision === 'pass-won' ? 1 : null,
          );
        }
        // Passing now would hand the game over (or open it) at a count we lose: play on.
        // (A cleanup never passes while dead stones of the opponent's are left.)
        if (decision === 'open' && !(opts.cleanup && oppDead > 0)) exclude = [];
        // Behind after the opponent's pass: only moves that change the count (none: pass).
        if (decision === 'no-pass' && pos.passes === 1) {
          const behind = behindAfterPass(pos, st, this.options.settled);
          if (behind === null) {
            this.log('behind, and no move changes the count: pass');
            return done(passId, 'no-gain');
          }
          exclude = behind;
        }
      }
    }

    const moves = new Int32Array(pos.geo.passId + 1);
    const legal = pos.generate(moves);
    if (legal <= 1) return done(passId, 'no-move');
    // Filling one's own true eye never gains (it cannot capture: every neighbour is ours).
    const eyes = ownEyes(pos);
    if (eyes.length > 0) exclude = [...exclude, ...eyes];
    if (legal - eyes.length <= 1) return done(passId, 'no-move');

    const planned = this.plannedLimits(color, performance.now() - t0);
    const timeMs = planned.timeMs;
    const pool = this.searchPool();
    const threads = pool === null ? 1 : pool.size + 1;
    let nodes = planned.nodes;
    // A playout budget is shared by the threads.
    if (nodes !== null) nodes = Math.max(1, Math.ceil(nodes / threads));
    const seed = (this.options.seed * 1_000_003 + this.searches++) >>> 0;
    // Stopping early saves time only when something keeps it: a game clock, or a playout budget
    // (where the move cannot change); a fixed time per move is better spent in full.
    // In a byo-yomi period of one stone (what `qi match --time` sets) time saved is lost: no gain.
    const clock = this.clocks[color - 1]!;
    const keepsSaved = clock.active && clock.timeLeft.stones !== 1;
    const earlyStop = this.options.earlyStop && pool === null && (timeMs === null || keepsSaved);
    // The session prepares the root (reuse, expansion) before the other threads join it.
    const session = this.searcher.start(pos, {
      ...(timeMs !== null ? { timeMs } : {}),
      ...(nodes !== null ? { nodes } : {}),
      seed,
      ...(exclude.length > 0 ? { excludeMoves: exclude } : {}),
    });
    const reused = this.searcher.tree.visits[0] ?? 0;
    const helpers = pool === null ? null : this.startHelpers(pool, color, timeMs, nodes, seed, exclude);
    this.runSession(session, timeMs, nodes, earlyStop);
    const helped = helpers === null ? 0 : await this.endHelpers(helpers, timeMs === null);
    const r = session.result();
    const best = r.bestMove >= 0 ? r.bestMove : passId;
    const winrate = winrateOf(r.score);
    const rootVisits = this.searcher.tree.visits[0] ?? 0;
    const playouts = r.stats.playouts + helped;
    this.log(
      `${color === BLACK ? 'B' : 'W'} ${vertexToString(pos.geo.size, best)} winrate ${winrate?.toFixed(3) ?? '-'} ` +
        `playouts ${playouts} (${threads} thread${threads > 1 ? 's' : ''}) tree ${rootVisits} (${reused} reused) pv ${r.pv
          .slice(0, 8)
          .map((m) => vertexToString(pos.geo.size, m))
          .join(' ')}`,
    );
    if (
      !opts.cleanup &&
      this.options.resignThreshold > 0 &&
      winrate !== null &&
      winrate < this.options.resignThreshold &&
      rootVisits >= this.options.resignMinVisits
    )
      return {
        move: 'resign',
        reason: 'resign',
        winrate,
        playouts,
        reused,
        timeMs: performance.now() - t0,
      };
    return {
      move: best,
      reason: 'search',
      winrate,
      playouts,
      reused,
      timeMs: performance.now() - t0,
    };
  }

  /**
   * The limits of a genmove for `color` that has already spent `spentMs`: the time left of the
   * budget (per move, from the clock) and the playouts (`playouts` when asked for, as a cap with a
   * time; `untimedPlayouts` only when no time bounds the move), before the threads share them.
   */
  plannedLimits(color: StoneColor, spentMs = 0): { timeMs: number | null; nodes: number | null } {
    const budget = this.budgetMs(color);
    const timeMs = Number.isFinite(budget) ? Math.max(1, budget - spentMs - FINISH_MS) : null;
    const nodes =
      this.options.playouts > 0
        ? this.options.playouts
        : timeMs === null
          ? this.options.untimedPlayouts
          : null;
    return { timeMs, nodes };
  }

  /**
   * Sends the search threads into the shared tree the main thread's session has just prepared.
   * Resolves with their playouts (0 for threads that failed: the engine goes on with one).
   */
  private startHelpers(
    pool: SearchPool,
    color: StoneColor,
    timeMs: number | null,
    nodes: number | null,
    seed: number,
    exclude: readonly number[],
  ): Promise<number> {
    const tree = this.searcher.tree.buffers;
    if (tree === null) return Promise.resolve(0);
    this.stopFlag[0] = 0;
    return pool
      .search({
        size: this.sizeNow,
        komi: this.komiNow,
        setup: this.setup,
        moves: this.moves,
        color,
        rootHash: [this.pos.hashLo, this.pos.hashHi],
        tree,
        stop: this.stopBuffer,
        deadline: timeMs === null ? null : epochMs() + timeMs,
        nodes,
        seed,
        exclude,
      })
      .then(
        (all) => all.reduce((a, n) => a + n, 0),
        (e: unknown) => {
          const message = e instanceof Error ? e.message : String(e);
          // Closing the engine ends a search it no longer waits for: nothing failed.
          if (message !== POOL_CLOSED) this.log(`search threads failed, going on with one: ${message}`);
          return 0;
        },
      );
  }

  /**
   * Ends the threads' part of a search (a timed search at once; a playout budget when they have
   * played their share) and waits for them: the tree may only change again once they are out.
   * A thread that does not answer in time is ended with the pool.
   */
  private async endHelpers(helpers: Promise<number>, untimed: boolean): Promise<number> {
    if (untimed) return await helpers;
    Atomics.store(this.stopFlag, 0, 1);
    const out = await Promise.race([helpers, delay(HELPER_STOP_MS).then(() => null)]);
    if (out !== null) return out;
    this.log(`search threads did not stop within ${HELPER_STOP_MS} ms: ending them, going on with one`);
    await this.close();
    return 0;
  }

  /** The worker pool for `threads` > 1, created on first use; null when there is none. */
  private searchPool(): SearchPool | null {
    if (this.options.threads <= 1) return null;
    if (this.pool === undefined) {
      const url = this.options.workerModule || defaultWorkerModule();
      if (url === null) {
        this.log('threads: this build has no worker module (set workerModule): searching on one thread');
        this.pool = null;
      } else this.pool = new SearchPool(this.options.threads - 1, url, this.options);
    }
    if (this.pool !== null && this.pool.broken !== null) {
      this.log(`threads unavailable (${this.pool.broken}): searching on one thread`);
      void this.pool.close();
      this.pool = null;
    }
    return this.pool;
  }

  /** Stops the search threads (if any). The engine stays usable, on one thread. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.close();
  }

  // --- worker side (SharedSearcher) -----------------------------------------------------------

  /**
   * Joins a search on the main thread's shared tree: replays the record, checks the position is
   * the tree's root, then searches until the stop flag, the deadline or this thread's playouts.
   */
  searchShared(req: WorkerSearchRequest): number {
    this.sync(req.size, req.komi, req.setup, req.moves);
    this.prepareFor(req.color);
    const pos = this.pos;
    if (pos.hashLo !== req.rootHash[0] || pos.hashHi !== req.rootHash[1])
      throw new Error('search thread: its position is not the root of the shared tree');
    this.helper ??= new MctsHelper(this.game, this.searcher.options);
    const deadline = req.deadline;
    return this.helper.search(req.tree, {
      root: pos,
      excludeMoves: req.exclude,
      seed: req.seed,
      stop: new Int32Array(req.stop),
      playouts: req.nodes ?? Number.MAX_SAFE_INTEGER,
      timeUp: deadline === null ? () => false : () => epochMs() >= deadline,
    });
  }

  /**
   * Makes the game what a record says: plays only the new moves when the record extends the
   * current one (the tree is kept), else starts over from the setup.
   */
  private sync(size: number, komi: number, setup: readonly number[], moves: readonly PlayedMove[]): void {
    const same =
      size === this.sizeNow &&
      komi === this.komiNow &&
      setup.length === this.setup.length &&
      setup.every((m, i) => m === this.setup[i]) &&
      this.moves.length <= moves.length &&
      this.moves.every((m, i) => m.color === moves[i]!.color && m.move === moves[i]!.move);
    if (!same) {
      this.sizeNow = size;
      this.komiNow = komi;
      this.setup = [...setup];
      this.moves = [];
      this.rebuild();
    }
    for (let i = this.moves.length; i < moves.length; i++) {
      const m = moves[i]!;
      this.apply(m);
      this.moves.push(m);
      this.searcher.played?.(m.move);
    }
  }

  /**
   * Cleanup (dead opponent stones still on the board): only moves on a liberty of a dead opponent
   * string may be chosen, so each move makes progress towards capturing them; when none of those
   * is legal, only the pass is excluded.
   */
  private cleanupExclusions(dead: readonly number[], color: StoneColor): number[] {
    const pos = this.pos;
    const { geo, color: cells } = pos;
    const target = new Uint8Array(geo.passId);
    let any = false;
    for (const m of dead) {
      const p = geo.pointOf[m]!;
      if (cells[p] === color) continue;
      for (let k = 0; k < 4; k++) {
        const q = p + geo.dirs[k]!;
        if (cells[q] === EMPTY && pos.isLegal(geo.moveOf[q]!)) {
          target[geo.moveOf[q]!] = 1;
          any = true;
        }
      }
    }
    if (!any) return [geo.passId];
    const exclude = [geo.passId];
    for (let m = 0; m < geo.passId; m++) if (target[m] === 0) exclude.push(m);
    return exclude;
  }

  /**
   * Time for this move from the start of genmove: the fixed time per move less a margin (3%, at
   * most `safetyMs`: a search stops within a chunk of playouts, a few milliseconds), cut to the
   * clock's allocation (which keeps its own margin).
   */
  private budgetMs(color: StoneColor): number {
    const fixed = this.options.moveTimeMs;
    let ms = fixed > 0 ? fixed - Math.min(this.options.safetyMs, 0.03 * fixed) : Number.POSITIVE_INFINITY;
    const clock = this.clocks[color - 1]!;
    if (clock.active)
      ms = Math.min(
        ms,
        clock.allocate(
          { empty: this.pos.emptyCount, size: this.sizeNow },
          { safetyMs: this.options.safetyMs, minMovesLeft: 12 },
        ),
      );
    return ms;
  }

  /**
   * Steps the search to its end; with early stopping, ends it once the most visited root move
   * cannot be overtaken by the second in the playouts still to come (at the rate so far).
   */
  private runSession(
    session: SearchSession,
    timeMs: number | null,
    nodes: number | null,
    earlyStop: boolean,
  ): void {
    const t0 = performance.now();
    const tree = this.searcher.tree;
    while (!session.step()) {
      if (!earlyStop) continue;
      const first = tree.firstChild[0]!;
      if (first < 0) continue;
      let best = 0;
      let second = 0;
      const end = first + tree.childCount[0]!;
      for (let c = first; c < end; c++) {
        const v = tree.visits[c]!;
        if (v > best) {
          second = best;
          best = v;
        } else if (v > second) second = v;
      }
      const played = playoutsOf(session);
      const elapsed = performance.now() - t0;
      let remaining = Number.POSITIVE_INFINITY;
      // The rate is only trusted after a tenth of the time (the first chunks include warm-up).
      if (timeMs !== null && elapsed >= 0.1 * timeMs) remaining = ((timeMs - elapsed) * played) / elapsed;
      if (nodes !== null) remaining = Math.min(remaining, nodes - played);
      // A resignation needs enough visits to be trusted: never stop before them.
      if (this.options.resignThreshold > 0 && tree.visits[0]! < this.options.resignMinVisits) continue;
      if (best - second > remaining) {
        session.stop();
        break;
      }
    }
  }

  // --- the game record -------------------------------------------------------------------

  /** LEGAL or the reason `move` is illegal for `color` now (after the side and pass fix-ups). */
  private legality(color: StoneColor, move: number): number {
    const pos = this.pos;
    const passId = pos.geo.passId;
    if (!Number.isInteger(move) || move < 0 || move > passId) return OFF_BOARD;
    if (move === passId) return LEGAL;
    if (pos.side === color && pos.passes < 2) return pos.whyIllegal(move);
    const probe = pos.clone();
    fixUp(probe, color);
    return probe.whyIllegal(move);
  }

  /** Plays a move already checked, fixing the side to move and a finished game first. */
  private apply(m: PlayedMove): void {
    this.prepareFor(m.color);
    this.pos.make(m.move);
  }

  /** Makes `color` the side to move in a game still going (GTP controllers may do otherwise). */
  private prepareFor(color: StoneColor): void {
    const pos = this.pos;
    const limit = this.game.rules.maxPlies - 2 * this.sizeNow * this.sizeNow;
    if (pos.plyCount >= limit) {
      // A game this long: restart the record from the board as it stands (superko history lost).
      const fresh = this.game.initial();
      fresh.loadBoard(pos.color, pos.side, pos.ko, pos.passes);
      this.pos = fresh;
    }
    fixUp(this.pos, color);
  }

  /** Replays the setup and the moves into a fresh position, with a fresh searcher. */
  private rebuild(): void {
    const params = { ...DEFAULT_PARAMS, size: this.sizeNow, komi: this.komiNow };
    this.game = engineGame(params, this.options.knobs);
    this.pos = this.game.initial();
    if (this.setup.length > 0) unwrap(placeHandicap(this.pos, this.setup));
    for (const m of this.moves) this.apply(m);
    const searcher = unwrap(
      mctsSearcher.create(this.game, { ...ENGINE_MCTS, ...this.options.mcts }),
    ) as MctsSearcher<GoPosition>;
    // With search threads, the tree lives on shared memory that they search too.
    this.searcher =
      this.options.threads > 1
        ? new MctsSearcher(this.game, searcher.options, { sharedTree: true })
        : searcher;
    this.helper = null;
  }
}

/**
 * A throwaway search on a 9×9 board (its own game and tree: nothing of it stays), so that the
 * playout, tree and prior code is optimized by the JIT before the first real move.
 */
function warmUp(playouts: number, mcts: RawParams): void {
  const game = engineGame({ ...DEFAULT_PARAMS, size: 9, komi: 7 });
  const searcher = unwrap(mctsSearcher.create(game, { ...ENGINE_MCTS, ...mcts, maxNodes: 100_000 }));
  searcher.start(game.initial(), { nodes: playouts, seed: 1 }).run();
  boardStatus(game.initial(), Math.min(playouts, 200), 1);
}

/**
 * The side to move becomes `color` (an edit when it was the other side), and a game both sides
 * passed goes on (GTP controllers may keep playing, e.g. in a cleanup phase).
 */
function fixUp(pos: GoPosition, color: StoneColor): void {
  if (pos.side !== color) pos.setSide(color);
  else if (pos.passes >= 2) pos.passes = 0;
}

/** The win rate in a score: a proven win is 1, a proven loss 0. */
function winrateOf(score: Score | null): number | null {
  if (score === null) return null;
  if (score.kind === 'winrate') return score.value;
  if (score.kind === 'mate') return score.moves > 0 ? 1 : 0;
  return null;
}

function playoutsOf(session: SearchSession): number {
  return (session as SearchSession & { playouts?: number }).playouts ?? 0;
}
