import {
  NO_MOVE,
  type QiError,
  Rng,
  type Searcher,
  type SearchLimits,
  type SearchResult,
  unwrap,
  yieldToEventLoop,
} from '@qi/core-search';
import { match } from 'ts-pattern';
import type { XiangqiBook } from '../book/book.js';
import { readXiangqiBook } from '../book/book.js';
import { createXiangqiEngine, type XiangqiEngine, type XiangqiEngineOptions } from '../engine/engine.js';
import { parseCoordinates } from '../notation/coords.js';
import type { XiangqiPosition } from '../position.js';
import {
  type Command,
  type GoCommand,
  MAX_LINE_LENGTH,
  type ProtocolMode,
  parseCommand,
} from './commands.js';
import { infoLine, moveText } from './format.js';
import { type PendingInput, TOO_LONG } from './input.js';
import { applyOption, DEFAULT_SETTINGS, type EngineSettings, optionLines, skillLimits } from './options.js';
import { setUpPosition } from './setup.js';
import { planGo, SoftLimit, type TimeBudget } from './time.js';

export const ENGINE_NAME = 'Qi Xiangqi';
/** A middle-game position full of captures and checks (from a master game), searched at warm-up. */
const WARM_UP_FEN = '5ab2/4k4/4b1n2/N3p3p/2pR2c2/P3c4/2P3r2/3CBC3/4A4/2BAK4 b - - 0 27';
export const ENGINE_AUTHOR = 'the Qi authors';

/**
 * The rules a protocol engine plays by unless `engine.rules` says otherwise: a repetition ends the game at
 * the third occurrence, as Fairy-Stockfish's Xiangqi (and the bench's referee) rule it; the search still
 * judges a cycle of its own at its first repeat (see XiangqiPosition.setSearchRoot).
 */
export const PROTOCOL_RULES = { repetitions: 3 } as const;

export interface XiangqiEngineProtocolOptions {
  readonly mode: ProtocolMode;
  /** Receives each output line (without the newline). */
  readonly write: (line: string) => void;
  /** Evaluation, features and alpha-beta options of the engine (see createXiangqiEngine). */
  readonly engine?: XiangqiEngineOptions;
  /** The book used while `usebook`/`OwnBook` is on and no book file is set (null: none). */
  readonly book?: XiangqiBook | null;
  /** Reads a book file named by `bookfiles`/`BookFile`; without it such options are refused. */
  readonly readFile?: (path: string) => Uint8Array;
  /** Milliseconds clock (tests inject one). */
  readonly now?: () => number;
  /** Seed of the engine's random choices (book moves, root noise). */
  readonly seed?: number;
  /** Search a little at the first `isready`, so the first timed move does not pay for compilation. */
  readonly warmUp?: boolean;
  /**
   * The input lines not handled yet, read by the search itself about every POLL_MS: a waiting `stop`,
   * `quit`, `position`, `go`, `ucinewgame` (or `ponderhit` while pondering) ends the current iteration at
   * once, and an `isready` first in line is answered at once. Without it, lines are read between
   * iterations (and every SLICE_MS of a held search).
   */
  readonly pendingInput?: PendingInput;
}

/** A running `go`: its session, the signal it polls, and what releases its answer. */
interface SearchJob {
  done: Promise<void>;
  /** Set by `stop`/`quit` or a new command that needs the engine idle. */
  stopRequested: boolean;
  /** `go ponder` / `go infinite` hold their answer until `ponderhit` or `stop`. */
  holding: boolean;
  release: () => void;
  readonly signal: { aborted: boolean };
}

/** Without `pendingInput`: longest stretch of a held search (infinite, ponder) between two reads of the input. */
const SLICE_MS = 50;
/** With `pendingInput`: how often the search looks at the input. */
const POLL_MS = 1;
/** Waiting lines that end the search's current iteration (they need the engine idle, or answer it). */
const INTERRUPTING = new Set(['stop', 'quit', 'position', 'go', 'ucinewgame']);

/**
 * The UCCI / UCI engine as a line processor: `handleLine` reads one line and writes the answers through
 * `write`, in order. A search runs in steps (one iterative-deepening iteration each) with a turn of
 * the event loop between them, so `stop`, `ponderhit` and `isready` are read while it thinks; its time
 * budget is enforced inside iterations by the searcher's clock. Bad input never throws: it gets an
 * `info string error: …` line and the engine carries on.
 */
export class XiangqiEngineProtocol {
  readonly mode: ProtocolMode;
  private readonly write: (line: string) => void;
  private readonly engineOptions: XiangqiEngineOptions;
  private readonly readFile: ((path: string) => Uint8Array) | undefined;
  private readonly now: () => number;
  private readonly defaultBook: XiangqiBook | null;
  private readonly rng: Rng;
  private settings: EngineSettings = { ...DEFAULT_SETTINGS };
  private engine: XiangqiEngine;
  private searcher: Searcher<XiangqiPosition>;
  /** The settings the current searcher was made with (a change of these rebuilds it). */
  private searcherKey = '';
  private fileBook: XiangqiBook | null = null;
  private position: XiangqiPosition | null;
  private banned: number[] = [];
  private job: SearchJob | null = null;
  private warmUp: boolean;
  private quitFlag = false;
  private readonly pendingInput: PendingInput | null;

  constructor(options: XiangqiEngineProtocolOptions) {
    this.mode = options.mode;
    this.write = options.write;
    this.engineOptions = options.engine ?? {};
    this.readFile = options.readFile;
    this.now = options.now ?? (() => performance.now());
    this.defaultBook = options.book ?? null;
    this.rng = new Rng(options.seed ?? 20240601);
    this.warmUp = options.warmUp ?? false;
    this.pendingInput = options.pendingInput ?? null;
    this.engine = this.makeEngine();
    this.searcher = this.engine.searcher;
    this.position = this.engine.game.initial();
  }

  /** True after `quit`. */
  get quit(): boolean {
    return this.quitFlag;
  }

  /** True while a search runs (or holds its answer for `ponderhit`/`stop`). */
  get searching(): boolean {
    return this.job !== null;
  }

  /** Resolves when no search is running. */
  async idle(): Promise<void> {
    while (this.job) await this.job.done;
  }

  /**
   * The input has ended: a search with limits (depth, nodes, clock) finishes and answers; one that
   * would wait for `stop` or `ponderhit` (infinite, ponder) is stopped and answers now.
   */
  async endOfInput(): Promise<void> {
    const job = this.job;
    if (job?.holding) await this.stopSearch();
    await this.idle();
  }

  /** Reads one line; resolves once it is handled (a `go` resolves when its search has started). */
  async handleLine(line: string): Promise<void> {
    if (this.quitFlag) return;
    const parsed = parseCommand(line, this.mode);
    if (!parsed.ok) {
      this.error(parsed.error);
      return;
    }
    try {
      await this.run(parsed.value);
    } catch (e) {
      // A bug must not end the engine in the middle of a game: report it and keep serving.
      this.error(`internal: ${(e as Error).message}`);
    }
  }

  /** A line longer than any command arrived (the reader dropped it): one short error. */
  lineTooLong(): void {
    this.error(`line longer than ${MAX_LINE_LENGTH} characters: ignored`);
  }

  private error(e: QiError | string): void {
    const text = typeof e === 'string' ? e : e.message;
    this.write(`info string error: ${text.replace(/[\r\n]+/g, ' ')}`);
  }

  private async run(cmd: Command): Promise<void> {
    await match(cmd)
      .with({ kind: 'empty' }, () => undefined)
      .with({ kind: 'hello' }, () => this.hello())
      .with({ kind: 'isready' }, () => this.ready())
      .with({ kind: 'setoption' }, (c) => this.setOption(c.name, c.value))
      .with({ kind: 'position' }, async (c) => {
        await this.stopSearch();
        this.setPosition(c.fen, c.moves);
      })
      .with({ kind: 'banmoves' }, (c) => this.setBanned(c.moves))
      .with({ kind: 'go' }, async (c) => {
        await this.stopSearch();
        this.go(c);
      })
      .with({ kind: 'stop' }, () => this.stopSearch())
      .with({ kind: 'ponderhit' }, () => this.ponderHit())
      .with({ kind: 'newgame' }, async () => {
        await this.stopSearch();
        this.searcher.newGame();
        this.position = this.engine.game.initial();
        this.banned = [];
      })
      .with({ kind: 'quit' }, async () => {
        await this.stopSearch();
        this.quitFlag = true;
        if (this.mode === 'ucci') this.write('bye');
      })
      .exhaustive();
  }

  private hello(): void {
    this.write(`id name ${ENGINE_NAME}`);
    if (this.mode === 'ucci') this.write('id copyright MIT licence');
    this.write(`id author ${ENGINE_AUTHOR}`);
    for (const line of optionLines(this.mode, this.settings)) this.write(line);
    this.write(this.mode === 'ucci' ? 'ucciok' : 'uciok');
  }

  private ready(): void {
    if (this.warmUp && !this.job) {
      this.warmUp = false;
      // Short searches of an opening and a sharp middle-game position compile the hot paths
      // (quiescence, evasions, repetition checks); their table entries are forgotten after.
      this.searcher.start(this.engine.game.initial(), { depth: 5 }).run();
      const sharp = this.engine.game.decode(WARM_UP_FEN);
      if (sharp.ok) this.searcher.start(sharp.value, { depth: 5 }).run();
      this.searcher.newGame();
    }
    this.write('readyok');
  }

  private setOption(name: string, value: string): void {
    const r = applyOption(this.settings, name, value);
    if (!r.ok) {
      this.error(r.error);
      return;
    }
    const before = this.settings.bookFile;
    this.settings = r.value.settings;
    if (r.value.effect === 'clear-hash') this.searcher.newGame();
    if (this.settings.bookFile !== before) this.loadBookFile();
    this.rebuildSearcherIfNeeded();
  }

  private loadBookFile(): void {
    this.fileBook = null;
    const path = this.settings.bookFile;
    if (path === '') return;
    if (!this.readFile) {
      this.error('this host cannot read book files');
      return;
    }
    let bytes: Uint8Array;
    try {
      bytes = this.readFile(path);
    } catch (e) {
      this.error(`cannot read book file ${path}: ${(e as Error).message}`);
      return;
    }
    const book = readXiangqiBook(bytes);
    if (!book.ok) {
      this.error(`book file ${path}: ${book.error.message}`);
      return;
    }
    this.fileBook = book.value;
    this.write(`info string book ${path}: ${book.value.size} entries`);
  }

  private settingsKey(): string {
    const s = this.settings;
    return `${s.hashMb}:${s.randomness}:${skillLimits(s.skill).noise}`;
  }

  /** The engine for the current settings (hash size and root noise are searcher options). */
  private makeEngine(): XiangqiEngine {
    const s = this.settings;
    this.searcherKey = this.settingsKey();
    const search = {
      // The GUI sets every limit (an infinite search runs until `stop`): no default node budget.
      nodes: 0,
      // The protocol decides when to start an iteration (SoftLimit); the searcher keeps the hard limit.
      timeManager: false,
      // The clock is read often enough (see TimeManager.checkInterval) that 2 ms of margin suffice.
      timeSafetyMs: 2,
      ...this.engineOptions.search,
      hashMb: s.hashMb,
      rootNoise: Math.min(1000, s.randomness + skillLimits(s.skill).noise),
    };
    const rules = { ...PROTOCOL_RULES, ...this.engineOptions.rules };
    return unwrap(createXiangqiEngine({ ...this.engineOptions, rules, search }));
  }

  /** A change of hash size, randomness or skill makes a new searcher (and a new table) before the next search. */
  private rebuildSearcherIfNeeded(): void {
    if (this.job || this.settingsKey() === this.searcherKey) return;
    try {
      this.engine = this.makeEngine();
      this.searcher = this.engine.searcher;
    } catch (e) {
      // Typically a hash table too large for this machine: keep the engine we have.
      this.error(`cannot apply the options (${(e as Error).message}); keeping the previous hash size`);
      this.settings = {
        ...this.settings,
        hashMb: Number(this.searcherKey.split(':')[0]) || DEFAULT_SETTINGS.hashMb,
      };
      this.searcherKey = this.settingsKey();
    }
  }

  private setPosition(fen: string | null, moves: readonly string[]): void {
    this.banned = [];
    const pos = setUpPosition(this.engine.game, fen, moves, this.mode === 'ucci' ? 'iccs' : 'uci');
    if (!pos.ok) {
      this.position = null;
      this.error(`position: ${pos.error.message}`);
      return;
    }
    this.position = pos.value;
  }

  private setBanned(moves: readonly string[]): void {
    const pos = this.position;
    if (!pos) {
      this.error('banmoves: no valid position');
      return;
    }
    const banned: number[] = [];
    for (const text of moves) {
      const m = parseCoordinates(pos, text, this.mode === 'ucci' ? 'iccs' : 'uci');
      if (!m.ok) {
        this.error(`banmoves: ${m.error.message}`);
        return;
      }
      banned.push(m.value);
    }
    this.banned = banned;
  }

  /** Root moves to leave out: the banned ones, and with `searchmoves` every move not listed. Null after an error. */
  private excludedMoves(pos: XiangqiPosition, cmd: GoCommand): number[] | null {
    if (cmd.searchMoves === undefined) return this.banned;
    const wanted = new Set<number>();
    for (const text of cmd.searchMoves) {
      const m = parseCoordinates(pos, text, this.mode === 'ucci' ? 'iccs' : 'uci');
      if (!m.ok) {
        this.error(`searchmoves: ${m.error.message}`);
        this.noMove();
        return null;
      }
      wanted.add(m.value);
    }
    const all = new Int32Array(this.engine.game.info.maxMoves);
    const n = pos.generate(all);
    return [...all.subarray(0, n)].filter((m) => !wanted.has(m) || this.banned.includes(m));
  }

  private noMove(): void {
    this.write(this.mode === 'ucci' ? 'nobestmove' : 'bestmove (none)');
  }

  private go(cmd: GoCommand): void {
    this.rebuildSearcherIfNeeded();
    const pos = this.position;
    if (!pos) {
      this.error('go: no valid position (send a correct "position" first)');
      this.noMove();
      return;
    }
    const holding = cmd.ponder || cmd.infinite;
    // A book move answers at once (never while pondering or analysing).
    if (!holding && this.settings.useBook) {
      const book = this.fileBook ?? this.defaultBook;
      const m = book ? book.choose(pos, this.rng) : NO_MOVE;
      if (m !== NO_MOVE && !this.banned.includes(m)) {
        this.write(`info string book move`);
        this.write(`bestmove ${moveText(this.mode, m)}`);
        return;
      }
    }
    const budget = this.budget(cmd, pos);
    const skill = skillLimits(this.settings.skill);
    const excluded = this.excludedMoves(pos, cmd);
    if (!excluded) return;
    // `go mate N` searches at most the 2N - 1 plies such a mate takes.
    const mateDepth = cmd.mate !== undefined && cmd.mate > 0 ? 2 * cmd.mate - 1 : undefined;
    const depthCaps = [
      cmd.depth,
      mateDepth,
      this.settings.depthLimit || undefined,
      skill.depth || undefined,
    ].filter((d): d is number => d !== undefined && d > 0);
    const signal = { aborted: false };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job: SearchJob = { done: Promise.resolve(), stopRequested: false, holding, release, signal };
    const limits: SearchLimits = {
      ...(depthCaps.length > 0 ? { depth: Math.min(...depthCaps) } : {}),
      ...(cmd.nodes !== undefined ? { nodes: Math.max(1, cmd.nodes) } : {}),
      excludeMoves: excluded,
      seed: this.rng.int(0x7fffffff),
    };
    // The job is registered before its first step, so commands arriving meanwhile see it.
    this.job = job;
    job.done = this.think(job, pos, limits, budget, held, cmd.draw);
  }

  private budget(cmd: GoCommand, pos: XiangqiPosition): TimeBudget | null {
    return planGo(cmd, this.mode, pos.toMove, this.settings);
  }

  /**
   * Runs a `go`. A held search (`go infinite`, `go ponder`) runs in slices of at most SLICE_MS, each a
   * new session on the same table, with a turn of the event loop between them: `stop` and
   * `ponderhit` are read within a slice. After `ponderhit` the move is searched on the clock (the table
   * keeps what pondering found). A timed search steps iteration by iteration within its budget.
   */
  private async think(
    job: SearchJob,
    pos: XiangqiPosition,
    limits: SearchLimits,
    budget: TimeBudget | null,
    held: Promise<void>,
    drawOffered: boolean,
  ): Promise<void> {
    const start = this.now();
    const progress = { reported: -1, nodes: 0 };
    try {
      // `go` returns before the first iteration, so the caller reads the next line at once.
      await yieldToEventLoop();
      let best: SearchResult | null = null;
      if (job.holding) {
        best = await this.holdSearch(job, pos, limits, held, progress);
        if (job.stopRequested) return this.finishSearch(best, start, progress, drawOffered);
      }
      const session = this.searcher.start(pos, {
        ...limits,
        ...(budget ? { timeMs: budget.hardMs } : {}),
        signal: this.searchSignal(job, Number.POSITIVE_INFINITY) as unknown as AbortSignal,
      });
      const begun = this.now();
      const soft = budget ? new SoftLimit(budget) : null;
      for (;;) {
        if (job.stopRequested) break;
        const finished = session.step();
        const r = session.result();
        this.report(r, progress);
        if (finished) break;
        if (soft) {
          soft.iterationDone(r.bestMove, r.score?.kind === 'cp' ? r.score.value : null);
          if (!soft.startAnother(this.now() - begun)) break;
        }
        await yieldToEventLoop();
      }
      session.stop();
      progress.nodes += session.result().stats.nodes;
      const r = session.result();
      // After `ponderhit` the timed search may end shallower than the pondering did: keep the deeper one.
      this.finishSearch(best && best.stats.depth > r.stats.depth ? best : r, start, progress, drawOffered);
    } catch (e) {
      this.error(`search failed: ${(e as Error).message}`);
      this.noMove();
    } finally {
      if (this.job === job) this.job = null;
    }
  }

  /** Searches in slices until `stop` or `ponderhit`; returns the deepest result found. */
  private async holdSearch(
    job: SearchJob,
    pos: XiangqiPosition,
    limits: SearchLimits,
    held: Promise<void>,
    progress: { reported: number; nodes: number },
  ): Promise<SearchResult | null> {
    let best: SearchResult | null = null;
    let complete = false;
    while (job.holding && !job.stopRequested && !complete) {
      // Reading the input from inside the search, one session runs until a line needs it to end.
      const signal = this.searchSignal(
        job,
        this.pendingInput ? Number.POSITIVE_INFINITY : this.now() + SLICE_MS,
      );
      const session = this.searcher.start(pos, { ...limits, signal: signal as unknown as AbortSignal });
      while (!session.step()) this.report(session.result(), progress);
      const r = session.result();
      this.report(r, progress);
      progress.nodes += r.stats.nodes;
      if (!best || r.stats.depth >= best.stats.depth) best = r;
      // A slice that ended by itself (depth or node limit, a proof) has nothing more to find.
      complete = !signal.aborted;
      await yieldToEventLoop();
    }
    if (complete && job.holding && !job.stopRequested) await held;
    return best;
  }

  /**
   * The abort signal a search polls: the job's own, the end of a slice, and the waiting input (read at
   * most every POLL_MS; see `pendingInput`).
   */
  private searchSignal(job: SearchJob, sliceEnd: number): { readonly aborted: boolean } {
    const now = this.now;
    const input = this.pendingInput;
    const interrupts = input ? () => this.inputInterrupts(job, input) : () => false;
    let nextPoll = Number.NEGATIVE_INFINITY;
    let wanted = false;
    return {
      get aborted() {
        if (job.signal.aborted) return true;
        const t = now();
        if (t >= sliceEnd) return true;
        if (t >= nextPoll) {
          nextPoll = t + POLL_MS;
          wanted = interrupts();
        }
        return wanted;
      },
    };
  }

  /** Answers an `isready` at the head of the input; true when a waiting line needs the search to end. */
  private inputInterrupts(job: SearchJob, input: PendingInput): boolean {
    const items = input.peek();
    while (items.length > 0 && typeof items[0] === 'string' && items[0].trim() === 'isready') {
      input.shift();
      this.write('readyok');
    }
    for (const item of items) {
      if (item === TOO_LONG) continue;
      const word = firstWord(item);
      if (INTERRUPTING.has(word) || (word === 'ponderhit' && job.holding)) return true;
    }
    return false;
  }

  /** One `info` line per new depth. */
  private report(r: SearchResult, progress: { reported: number }): void {
    if (r.stats.depth > progress.reported && r.pv.length > 0) {
      progress.reported = r.stats.depth;
      this.write(infoLine(this.mode, r));
    }
  }

  private finishSearch(
    r: SearchResult | null,
    start: number,
    progress: { nodes: number },
    drawOffered: boolean,
  ): void {
    // The whole search as the engine measured it, so a GUI can tell thinking time from transport.
    this.write(`info time ${Math.round(this.now() - start)} nodes ${progress.nodes}`);
    if (!r) {
      this.noMove();
      return;
    }
    this.answer(r, drawOffered);
  }

  private answer(r: SearchResult, drawOffered: boolean): void {
    if (r.bestMove === NO_MOVE) {
      this.noMove();
      return;
    }
    let line = `bestmove ${moveText(this.mode, r.bestMove)}`;
    const ponder = r.pv[1];
    if (ponder !== undefined && r.pv[0] === r.bestMove) line += ` ponder ${moveText(this.mode, ponder)}`;
    // UCCI: accept an offered draw when clearly worse.
    if (this.mode === 'ucci' && drawOffered && r.score?.kind === 'cp' && r.score.value < -100)
      line += ' draw';
    this.write(line);
  }

  private async stopSearch(): Promise<void> {
    const job = this.job;
    if (!job) return;
    job.stopRequested = true;
    job.signal.aborted = true;
    job.release();
    await job.done;
  }

  private ponderHit(): void {
    const job = this.job;
    if (!job) return;
    job.holding = false;
    job.release();
  }
}

function firstWord(line: string): string {
  const m = /^\s*(\S+)/.exec(line);
  return m ? m[1]! : '';
}
