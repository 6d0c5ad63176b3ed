import {
  err,
  type MctsSearcher,
  mctsSearcher,
  ok,
  type QiError,
  type Result,
  type SearchSession,
  unwrap,
} from '@qi/core-search';
import { type GoPosition, ILLEGAL_REASONS, LEGAL, OFF_BOARD, SUPERKO } from '../board.js';
import { BLACK, MAX_SIZE, MIN_SIZE, type StoneColor } from '../geometry.js';
import { placeHandicap } from '../handicap.js';
import type { GoGame } from '../plugin.js';
import { renderBoard } from '../render.js';
import { DEFAULT_PARAMS } from '../rules.js';
import { vertexToString } from '../vertex.js';
import { GameClock, type TimeLeft, type TimeSettings } from './clock.js';
import { engineGame } from './game.js';
import { DEFAULT_ENGINE_OPTIONS, ENGINE_MCTS, type GoEngineOptions } from './options.js';
import { type BoardStatus, boardStatus } from './status.js';

export type GoEngineErrorCode = 'go-illegal' | 'go-size' | 'go-undo' | 'go-handicap' | 'go-komi';

/** Milliseconds kept after the search for choosing, logging and answering. */
const FINISH_MS = 10;

/** One move of the game as played (the colour is kept: GTP lets a colour move twice). */
interface PlayedMove {
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
  /** Why: `search`, `pass-won` (opponent passed, we win as it stands), `resign`, `no-move`. */
  readonly reason: 'search' | 'pass-won' | 'resign' | 'no-move';
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
export class GoEngine {
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

  constructor(
    options: Partial<GoEngineOptions> = {},
    private readonly log: EngineLog = () => {},
  ) {
    this.options = { ...DEFAULT_ENGINE_OPTIONS, ...options };
    this.sizeNow = this.options.size;
    this.komiNow = this.options.komi;
    this.rebuild();
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
   * Plays `move` for `color`. Occupied points, suicide and simple-ko retakes are refused; a
   * positional-superko repetition is accepted from the controller (it is the referee, and rule
   * sets differ), though the engine never plays one itself.
   */
  play(color: StoneColor, move: number): Result<void, QiError<GoEngineErrorCode>> {
    const why = this.legality(color, move);
    if (why !== LEGAL && why !== SUPERKO)
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
    const result = this.decide(color, opts, t0);
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

  private decide(color: StoneColor, opts: GenmoveOptions, t0: number): GenmoveResult {
    this.prepareFor(color);
    const pos = this.pos;
    const passId = pos.geo.passId;
    const sign = color === BLACK ? 1 : -1;
    const done = (move: number, reason: GenmoveResult['reason'], winrate: number | null = null) => ({
      move,
      reason,
      winrate,
      playouts: 0,
      timeMs: performance.now() - t0,
    });

    let excludePass = false;
    const opponentPassed = pos.passes === 1;
    if (opponentPassed || opts.cleanup) {
      const st = this.status();
      const oppDead = color === BLACK ? st.deadWhite : st.deadBlack;
      if (opts.cleanup && oppDead > 0) excludePass = true;
      else if (opponentPassed && st.scoreAsIs * sign > 0 && st.scoreWithDead * sign > 0) {
        this.log(`opponent passed and ${color === BLACK ? 'Black' : 'White'} wins as it stands: pass`);
        return done(passId, 'pass-won', 1);
      } else if (opponentPassed && st.scoreWithDead * sign <= 0) {
        // Passing now would hand the game over at the count: play on.
        excludePass = true;
      }
    }

    const moves = new Int32Array(pos.geo.passId + 1);
    const legal = pos.generate(moves);
    if (legal <= 1) return done(passId, 'no-move');

    const budget = this.budgetMs(color);
    // The budget counts from the start of genmove: what the checks above took comes out of it.
    const timeMs = Number.isFinite(budget)
      ? Math.max(1, budget - (performance.now() - t0) - FINISH_MS)
      : Number.POSITIVE_INFINITY;
    const nodes = this.options.playouts > 0 ? this.options.playouts : undefined;
    const limits = {
      ...(Number.isFinite(timeMs) ? { timeMs } : {}),
      ...(nodes !== undefined || !Number.isFinite(timeMs) ? { nodes: nodes ?? 10_000 } : {}),
      seed: (this.options.seed * 1_000_003 + this.searches++) >>> 0,
      ...(excludePass ? { excludeMoves: [passId] } : {}),
    };
    const session = this.searcher.start(pos, limits);
    this.runSession(session, Number.isFinite(timeMs) ? timeMs : null, limits.nodes ?? null);
    const r = session.result();
    const playouts = r.stats.playouts;
    const winrate =
      r.score === null
        ? null
        : r.score.kind === 'winrate'
          ? r.score.value
          : r.score.kind === 'mate'
            ? r.score.moves > 0
              ? 1
              : 0
            : null;
    const rootVisits = this.searcher.tree.visits[0] ?? 0;
    this.log(
      `${color === BLACK ? 'B' : 'W'} ${vertexToString(pos.geo.size, r.bestMove)} winrate ${winrate?.toFixed(3) ?? '-'} ` +
        `playouts ${playouts} tree ${rootVisits} pv ${r.pv
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
      return { move: 'resign', reason: 'resign', winrate, playouts, timeMs: performance.now() - t0 };
    const best = r.bestMove >= 0 ? r.bestMove : passId;
    return { move: best, reason: 'search', winrate, playouts, timeMs: performance.now() - t0 };
  }

  /**
   * Time for this move from the start of genmove: the fixed time per move less a margin (a tenth,
   * at most `safetyMs`), cut to the clock's allocation (which keeps its own margin).
   */
  private budgetMs(color: StoneColor): number {
    const fixed = this.options.moveTimeMs;
    let ms = fixed > 0 ? fixed - Math.min(this.options.safetyMs, 0.1 * fixed) : Number.POSITIVE_INFINITY;
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
  private runSession(session: SearchSession, timeMs: number | null, nodes: number | null): void {
    const t0 = performance.now();
    const tree = this.searcher.tree;
    while (!session.step()) {
      if (!this.options.earlyStop) continue;
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
    this.game = engineGame(params);
    this.pos = this.game.initial();
    if (this.setup.length > 0) unwrap(placeHandicap(this.pos, this.setup));
    for (const m of this.moves) this.apply(m);
    this.searcher = unwrap(
      mctsSearcher.create(this.game, { ...ENGINE_MCTS, ...this.options.mcts }),
    ) as MctsSearcher<GoPosition>;
  }
}

/**
 * The side to move becomes `color` (an edit when it was the other side), and a game both sides
 * passed goes on (GTP controllers may keep playing, e.g. in a cleanup phase).
 */
function fixUp(pos: GoPosition, color: StoneColor): void {
  if (pos.side !== color) pos.setSide(color);
  else if (pos.passes >= 2) pos.passes = 0;
}

function playoutsOf(session: SearchSession): number {
  return (session as SearchSession & { playouts?: number }).playouts ?? 0;
}
