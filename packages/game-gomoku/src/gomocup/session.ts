import { NO_MOVE, type Player } from '@qi/core-search';
import { match } from 'ts-pattern';
import { BLACK, EMPTY, type GomokuPosition, WHITE } from '../board.js';
import { positionFromStones } from '../codec.js';
import { type EngineMove, GomokuEngine, type MoveReason } from '../engine.js';
import { ENGINE_DEFAULTS, type GomokuEngineParams } from '../engine-options.js';
import { createGomoku, type GomokuGame } from '../plugin.js';
import { MAX_SIZE, MIN_SIZE, type Rule, ruleFromGomocup } from '../rules.js';
import { aboutLine } from './about.js';
import type { IdleMoment } from './idle-gc.js';
import { MAX_LINE, quote } from './lines.js';
import { type BoardLine, type GomocupCommand, parseBoardLine, parseCommand } from './parse.js';
import { type GomocupClock, moveBudget, newClock, recordMoveTime } from './time.js';

export interface GomocupOptions {
  /** Seed for the engine's choices (default 1). */
  readonly seed?: number;
  /** Also print `MESSAGE` lines saying why each move was chosen and its budget (default false). */
  readonly messages?: boolean;
  /** A search of this many ms at the first START, to compile the engine before it plays (default 0). */
  readonly warmupMs?: number;
  /** Engine options (see GOMOKU_ENGINE_OPTIONS); those not given keep their defaults. */
  readonly engine?: Partial<GomokuEngineParams>;
  /**
   * The clock that stamps each command's arrival (default `performance.now`; tests move it back to
   * show that time spent before the search counts against the move).
   */
  readonly now?: () => number;
  /**
   * A node limit for every move instead of the wall clock (the budget from the INFO settings is still
   * computed and reported): moves then replay the same on any machine load. For tests.
   */
  readonly nodes?: number;
  /**
   * Called when the engine waits for the manager: after START's warm-up (before its OK) and, from
   * runGomocup, after each answered move (see idle-gc.ts; the pbrain launcher collects garbage here).
   */
  readonly idle?: (moment: IdleMoment) => void;
}

/** What the engine did on its last move, for tests and benches. */
export interface TurnReport {
  readonly move: number;
  readonly x: number;
  readonly y: number;
  /** The move's time limit in ms from the INFO time settings (the engine stops `clockMargin`% before it). */
  readonly budgetMs: number;
  readonly reason: MoveReason;
  readonly lost: boolean;
  /** Wall time spent choosing (not asserted in tests: machines vary). */
  readonly elapsedMs: number;
}

/**
 * A Gomocup (Piskvork) engine as a line processor: `feed(line)` returns the lines to answer, in order.
 * Never throws on bad input: bad commands answer `ERROR …` (unknown ones `UNKNOWN …`) and the session
 * keeps running. After `END`, `ended` is true and further lines are ignored.
 */
export class GomocupSession {
  private game: GomokuGame | null = null;
  private engine: GomokuEngine | null = null;
  private pos: GomokuPosition | null = null;
  private size = 0;
  private rule: Rule = 'freestyle';
  readonly clock: GomocupClock = newClock();
  /** INFO max_memory in bytes (0 = no limit): sizes the searcher's hash table. */
  private maxMemory = 0;
  /** Lines of a BOARD block being read, or null outside one. */
  private board: BoardLine[] | null = null;
  private boardError: string | null = null;
  ended = false;
  last: TurnReport | null = null;
  /** When the command being handled arrived (`performance.now()` time, or the `now` option's). */
  private commandStart = 0;

  private readonly engineParams: GomokuEngineParams;
  private warmed = false;

  constructor(private readonly options: GomocupOptions = {}) {
    this.engineParams = { ...ENGINE_DEFAULTS, ...options.engine };
  }

  /** The current position (null before START); for tests and tools, not to be modified. */
  get position(): GomokuPosition | null {
    return this.pos;
  }

  feed(raw: string): string[] {
    if (this.ended) return [];
    // A move's time runs from the arrival of the command that asks for it (TURN, BEGIN, BOARD's DONE).
    this.commandStart = (this.options.now ?? performance.now.bind(performance))();
    if (raw.length > MAX_LINE) return [`ERROR line longer than ${MAX_LINE} characters, ignored`];
    const line = raw.trim();
    if (line === '') return [];
    if (this.board !== null) return this.boardLine(line);
    const cmd = parseCommand(line);
    if (!cmd.ok) return [`ERROR ${cmd.error.message}`];
    return this.command(cmd.value);
  }

  private command(cmd: GomocupCommand): string[] {
    return match(cmd)
      .with({ kind: 'start' }, ({ size }) => this.start(size))
      .with({ kind: 'rectstart' }, ({ width, height }) =>
        width === height
          ? this.start(width)
          : [`ERROR rectangular boards (${width}x${height}) are not supported`],
      )
      .with({ kind: 'begin' }, () => {
        if (!this.pos) return ['ERROR BEGIN before START'];
        if (this.pos.stones > 0)
          return ['ERROR BEGIN on a board that already has stones (send RESTART first)'];
        return this.reply();
      })
      .with({ kind: 'turn' }, ({ x, y }) => {
        const cell = this.cellOf(x, y);
        if (typeof cell === 'string') return [cell];
        this.pos!.make(cell);
        return this.reply();
      })
      .with({ kind: 'takeback' }, ({ x, y }) => {
        if (!this.pos) return ['ERROR TAKEBACK before START'];
        const inside = x < this.size && y < this.size;
        if (!inside || this.pos.ply === 0 || this.pos.lastMove !== y * this.size + x)
          return [`ERROR TAKEBACK ${x},${y} is not the last move played`];
        this.pos.unmake();
        return ['OK'];
      })
      .with({ kind: 'board' }, () => {
        if (!this.pos) return ['ERROR BOARD before START'];
        this.board = [];
        this.boardError = null;
        return [];
      })
      .with({ kind: 'info' }, ({ key, value }) => this.info(key, value))
      .with({ kind: 'restart' }, () => {
        if (!this.pos || !this.game) return ['ERROR RESTART before START'];
        this.pos = this.game.initial();
        this.engine!.newGame();
        this.clock.timeLeft = null;
        return ['OK'];
      })
      .with({ kind: 'end' }, () => {
        this.ended = true;
        return [];
      })
      .with({ kind: 'about' }, () => [aboutLine()])
      .with({ kind: 'comment' }, () => [])
      .with({ kind: 'unknown' }, ({ word }) => [`UNKNOWN command ${quote(word)}`])
      .exhaustive();
  }

  private start(size: number): string[] {
    if (size < MIN_SIZE || size > MAX_SIZE)
      return [`ERROR unsupported size ${size} (qi plays ${MIN_SIZE} to ${MAX_SIZE})`];
    this.size = size;
    this.newGame();
    this.clock.timeLeft = null;
    this.warmUp();
    this.options.idle?.('started');
    return ['OK'];
  }

  /**
   * Once per session, before the first OK: a short search on a small middle game, so the first real
   * move does not pay for just-in-time compilation (measured: a cold first move overran its budget
   * by up to 150 ms). The tables are cleared afterwards.
   */
  private warmUp(): void {
    const ms = this.options.warmupMs ?? 0;
    if (ms <= 0 || this.warmed || !this.engine || !this.pos) return;
    this.warmed = true;
    const pos = this.pos.clone();
    const mid = (this.size - 1) >> 1;
    for (const [dx, dy] of [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [-1, 1],
      [2, -1],
    ] as const) {
      const c = (mid + dy) * this.size + mid + dx;
      if (pos.isLegal(c) && pos.outcome().kind === 'ongoing') pos.make(c);
    }
    this.engine.choose(pos, { ...this.engineParams, timeMs: ms, seed: 1 });
    this.engine.newGame();
  }

  /** A fresh game, engine and empty position for the current size and rule. */
  private newGame(): void {
    const game = createGomoku({ size: this.size, rule: this.rule });
    // Size and rule were checked, so this cannot fail; stay safe anyway.
    if (!game.ok) return;
    this.game = game.value;
    this.engine = new GomokuEngine(game.value);
    this.pos = game.value.initial();
  }

  private info(key: string, value: string): string[] {
    const n = /^-?\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
    const needInt = (apply: (v: number) => void): string[] => {
      if (!Number.isFinite(n) || n < 0)
        return [`ERROR INFO ${key} needs a non-negative integer, got "${quote(value)}"`];
      apply(n);
      return [];
    };
    switch (key) {
      case 'timeout_turn':
        return needInt((v) => {
          this.clock.timeoutTurn = v;
        });
      case 'timeout_match':
        return needInt((v) => {
          this.clock.timeoutMatch = v;
        });
      case 'time_left':
        return needInt((v) => {
          this.clock.timeLeft = v;
        });
      case 'max_memory':
        return needInt((v) => {
          this.maxMemory = v;
        });
      case 'rule': {
        if (!Number.isFinite(n)) return [`ERROR INFO rule needs a bitmask, got "${quote(value)}"`];
        const rule = ruleFromGomocup(n);
        if (!rule.ok) return [`ERROR ${rule.error.message}`];
        if (rule.value !== this.rule) this.changeRule(rule.value);
        return [];
      }
      case 'game_type':
        return needInt(() => {});
      default:
        // folder, evaluate and keys of later protocol versions: nothing to do.
        return [];
    }
  }

  /** A rule change keeps the stones on the board (managers may send INFO rule after START). */
  private changeRule(rule: Rule): void {
    this.rule = rule;
    if (!this.pos) return;
    const black: number[] = [];
    const white: number[] = [];
    for (let c = 0; c < this.pos.cells; c++) {
      if (this.pos.board[c] === BLACK) black.push(c);
      else if (this.pos.board[c] === WHITE) white.push(c);
    }
    const toMove = this.pos.toMove;
    this.newGame();
    const rebuilt = positionFromStones({ size: this.size, rule }, black, white, toMove);
    if (rebuilt.ok) this.pos = rebuilt.value;
  }

  /** The cell for the opponent's move `x,y`, or an ERROR line. */
  private cellOf(x: number, y: number): number | string {
    const pos = this.pos;
    if (!pos) return 'ERROR TURN before START';
    if (x >= this.size || y >= this.size) return `ERROR ${x},${y} is off the ${this.size}x${this.size} board`;
    const cell = y * this.size + x;
    if (pos.board[cell] !== EMPTY) return `ERROR ${x},${y} is occupied`;
    if (pos.outcome().kind !== 'ongoing') return 'ERROR the game is over';
    return cell;
  }

  private boardLine(line: string): string[] {
    const word = line.toUpperCase();
    if (word === 'END') return this.command({ kind: 'end' });
    if (word !== 'DONE') {
      if (this.boardError === null) {
        const parsed = parseBoardLine(line);
        if (!parsed.ok) this.boardError = parsed.error.message;
        // Bounded: a board cannot hold more stones than cells.
        else if (this.board!.length >= this.size * this.size)
          this.boardError = `more than ${this.size * this.size} stones`;
        else this.board!.push(parsed.value);
      }
      return [];
    }
    const lines = this.board!;
    this.board = null;
    if (this.boardError !== null) return [`ERROR BOARD: ${this.boardError}`];
    const built = this.boardPosition(lines);
    if (typeof built === 'string') return [`ERROR BOARD: ${built}`];
    this.pos = built;
    this.engine!.newGame();
    return this.reply();
  }

  /**
   * The position of a BOARD block, in any line order. The engine is to move: with as many own stones
   * as the opponent's it is the first player (black), with fewer it is white. Winning-line stones
   * (who = 3, continuous games) are out of play: they are given alternately to both colours so
   * nobody plays there and they make no line.
   */
  private boardPosition(lines: readonly BoardLine[]): GomokuPosition | string {
    const size = this.size;
    const seen = new Set<number>();
    const own: number[] = [];
    const opp: number[] = [];
    const dead: number[] = [];
    for (const { x, y, who } of lines) {
      if (x >= size || y >= size) return `${x},${y} is off the ${size}x${size} board`;
      const cell = y * size + x;
      if (seen.has(cell)) return `${x},${y} is given twice`;
      seen.add(cell);
      (who === 1 ? own : who === 2 ? opp : dead).push(cell);
    }
    const me: Player = own.length < opp.length ? 1 : 0;
    const black = me === 0 ? own : opp;
    const white = me === 0 ? opp : own;
    dead.sort((a, b) => a - b);
    dead.forEach((c, i) => {
      (i % 2 === 0 ? black : white).push(c);
    });
    const pos = positionFromStones({ size, rule: this.rule }, black, white, me);
    if (!pos.ok) return pos.error.message;
    if (pos.value.outcome().kind !== 'ongoing') return 'the game on this board is already over';
    return pos.value;
  }

  /** The engine's move in the current position: played on the board and answered as `x,y`. */
  private reply(): string[] {
    const pos = this.pos!;
    if (pos.outcome().kind !== 'ongoing') return ['ERROR the game is over'];
    const t0 = this.commandStart;
    const empty = pos.cells - pos.stones;
    // Without time_left from the manager, count down the match time ourselves.
    if (this.clock.timeLeft === null && this.clock.timeoutMatch > 0)
      this.clock.timeLeft = this.clock.timeoutMatch;
    const budgetMs = moveBudget(this.clock, empty);
    const full = this.engineParams.hashMb;
    const hashMb =
      this.maxMemory > 0 ? Math.max(1, Math.min(full, Math.floor(this.maxMemory / 4 / 2 ** 20))) : full;
    let chosen: EngineMove;
    try {
      chosen = this.engine!.choose(pos, {
        ...this.engineParams,
        hashMb,
        ...(this.options.nodes === undefined
          ? { timeMs: budgetMs }
          : { timeMs: 0, nodes: this.options.nodes }),
        startMs: t0,
        seed: this.options.seed ?? 1,
      });
    } catch (e) {
      return [`ERROR internal: ${e instanceof Error ? e.message : String(e)}`];
    }
    let move = chosen.move;
    if (move === NO_MOVE || !pos.isLegal(move)) move = firstEmpty(pos);
    if (move === NO_MOVE) return ['ERROR no move'];
    pos.make(move);
    const x = move % this.size;
    const y = (move - x) / this.size;
    if (this.clock.timeLeft !== null) this.clock.timeLeft = Math.max(0, this.clock.timeLeft - chosen.timeMs);
    recordMoveTime(this.clock, budgetMs * (1 - this.engineParams.clockMargin / 100), performance.now() - t0);
    this.last = { move, x, y, budgetMs, reason: chosen.reason, lost: chosen.lost, elapsedMs: chosen.timeMs };
    const out = [`${x},${y}`];
    if (this.options.messages)
      out.unshift(
        `MESSAGE ${chosen.reason} depth ${chosen.depth} in ${Math.round(chosen.timeMs)} of ${budgetMs} ms`,
      );
    return out;
  }
}

function firstEmpty(pos: GomokuPosition): number {
  for (let c = 0; c < pos.cells; c++) if (pos.isLegal(c)) return c;
  return NO_MOVE;
}
