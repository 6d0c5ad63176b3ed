import { alphabetaSearcher, NO_MOVE, type RawParams, type Searcher, type SearcherDef } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { ENGINE_DEFAULTS, type GomokuEngineParams, quietSearcher } from './engine-options.js';
import type { GomokuGame } from './plugin.js';
import { PnSearch } from './pn-search.js';
import { ThreatSearch } from './threats.js';
import { type EngineMove, EngineTurn, type QuietStart } from './turn.js';

export type { EngineMove, MoveReason } from './turn.js';

/** The wall-clock budget of a move when `EngineOptions.timeMs` is not given. */
export const DEFAULT_MOVE_MS = 1000;

export interface EngineOptions extends Partial<GomokuEngineParams> {
  /** Wall-clock budget for the whole move in ms (default DEFAULT_MOVE_MS; 0 = none: node limits decide). */
  readonly timeMs?: number;
  readonly seed?: number;
  /**
   * The searcher for quiet positions: a SearcherDef (e.g. core-search's alphabeta or mcts), or
   * 'greedy' for the best candidate by pattern value. Default: the `quiet` option.
   */
  readonly searcher?: SearcherDef | 'greedy';
  /** Options for that searcher (those it does not declare are left out). */
  readonly searcherOptions?: RawParams;
  /** Node limit of the whole move (threat searches and searcher); with a seed and no timeMs it replays. */
  readonly nodes?: number;
  /** Depth limit for the searcher. */
  readonly depth?: number;
  readonly signal?: AbortSignal;
  /** Moves the engine must not play. */
  readonly excludeMoves?: readonly number[];
  /** When the move's clock started (`performance.now()` time; default: when `start` is called). */
  readonly startMs?: number;
}

/** The searcher used when none is given: core-search's alpha-beta. */
export function defaultSearcher(): SearcherDef {
  return alphabetaSearcher;
}

/**
 * A Gomoku player: keeps its threat-search table and its searcher (with their tables) across moves.
 * A move runs, in order: the opening move, a five, blocking the opponent's five, our VCF, the
 * opponent's VCF (then only refuting moves are searched), our VCT, and finally the searcher over the candidate moves (cells near stones, pruned by threats). `start` gives
 * the move as steps (see EngineTurn); `choose` runs them all.
 */
export class GomokuEngine {
  readonly threats: ThreatSearch;
  private pnSearch: PnSearch | null = null;
  private searcherFor: SearcherDef | null = null;
  private searcherSpec = '';
  private searcher: Searcher<GomokuPosition> | null = null;
  private readonly buf: Int32Array;

  constructor(
    readonly game: GomokuGame,
    options: { threatTableBits?: number } = {},
  ) {
    this.threats = new ThreatSearch({ tableBits: options.threatTableBits ?? 18 });
    this.buf = new Int32Array(game.info.maxMoves);
  }

  newGame(): void {
    this.threats.clear();
    this.pnSearch?.clear();
    this.searcher?.newGame();
  }

  choose(root: GomokuPosition, options: EngineOptions = {}): EngineMove {
    return this.start(root, options).run();
  }

  /** The move for `root` (never modified) as a stepwise turn. */
  start(root: GomokuPosition, options: EngineOptions = {}): EngineTurn {
    const params: GomokuEngineParams = { ...ENGINE_DEFAULTS, ...definedOnly(options) };
    const def = options.searcher ?? quietSearcher(params.quiet);
    const quiet: QuietStart = (pos, allowed, banned, timeMs, nodes) => {
      const r = pos.clone();
      r.candidateMode = true;
      r.candidateLimit = params.candidateLimit;
      const n = r.candidates(this.buf);
      const candidates = Array.from(this.buf.subarray(0, n)).filter((m) => !banned.has(m));
      const inAllowed = allowed ? candidates.filter((m) => allowed.includes(m)) : candidates;
      const greedy = inAllowed[0] ?? allowed?.[0] ?? candidates[0] ?? NO_MOVE;
      if (def === 'greedy' || inAllowed.length <= 1) return { session: null, greedy, root: r };
      const searcher = this.searcherOf(def, params, options.searcherOptions ?? {});
      if (!searcher) return { session: null, greedy, root: r };
      const exclude = allowed ? candidates.filter((m) => !allowed.includes(m)) : [];
      for (const m of banned) exclude.push(m);
      const session = searcher.start(r, {
        ...(timeMs > 0 ? { timeMs } : {}),
        ...(nodes !== undefined ? { nodes } : {}),
        ...(options.depth !== undefined ? { depth: options.depth } : {}),
        seed: options.seed ?? 1,
        ...(options.signal ? { signal: options.signal } : {}),
        excludeMoves: exclude,
      });
      return { session, greedy, root: r };
    };
    const candidates = (pos: GomokuPosition) => {
      const n = pos.candidates(this.buf);
      return Array.from(this.buf.subarray(0, n));
    };
    return new EngineTurn(
      root,
      params,
      {
        timeMs: options.timeMs ?? DEFAULT_MOVE_MS,
        ...(options.nodes !== undefined ? { nodes: options.nodes } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.excludeMoves ? { excludeMoves: options.excludeMoves } : {}),
        ...(options.startMs !== undefined ? { startMs: options.startMs } : {}),
      },
      this.threats,
      quiet,
      candidates,
      params.pnVct && params.vct ? this.pn() : null,
    );
  }

  /** The proof-number solver, made on first use (its node pool is 20 MB). */
  private pn(): PnSearch {
    this.pnSearch ??= new PnSearch({ poolBits: 20, tableBits: 18 });
    return this.pnSearch;
  }

  /** The searcher for `def`, kept while its options stay the same (so its tables carry over). */
  private searcherOf(
    def: SearcherDef,
    params: GomokuEngineParams,
    extra: RawParams,
  ): Searcher<GomokuPosition> | null {
    const declared = new Set(def.options.map((o) => o.name));
    const raw: Record<string, string | number | boolean> = {};
    // The engine's own searcher settings, for searchers that have them.
    if (declared.has('hashMb')) raw.hashMb = params.hashMb;
    if (declared.has('timeManager')) raw.timeManager = !params.fullClock;
    // The turn's deadline already keeps the one margin (`clockMargin`): none of its own.
    if (declared.has('timeSafetyMs')) raw.timeSafetyMs = 0;
    if (declared.has('extensions')) raw.extensions = params.threatExtension;
    if (declared.has('timeCheckNodes')) raw.timeCheckNodes = params.timeCheckNodes;
    for (const [k, v] of Object.entries(extra)) if (declared.has(k)) raw[k] = v;
    const spec = JSON.stringify(raw);
    if (this.searcher && this.searcherFor === def && this.searcherSpec === spec) return this.searcher;
    if (def.supports(this.game) !== true) return null;
    const s = def.create(this.game, raw);
    if (!s.ok) return null;
    this.searcher = s.value;
    this.searcherFor = def;
    this.searcherSpec = spec;
    return this.searcher;
  }
}

/** The engine options of `o` that are set (so `undefined` never overrides a default). */
function definedOnly(o: EngineOptions): Partial<GomokuEngineParams> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(ENGINE_DEFAULTS)) {
    const v = (o as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = v;
  }
  return out as Partial<GomokuEngineParams>;
}

const engines = new WeakMap<GomokuGame, GomokuEngine>();

/**
 * The engine's move for `pos` (never modified) within `options.timeMs`: five, block five, VCF,
 * refute the opponent's VCF, VCT, then alpha-beta (or the given searcher)
 * over the candidate moves. Keeps one engine per game object so tables carry over between calls.
 */
export function chooseMove(game: GomokuGame, pos: GomokuPosition, options: EngineOptions = {}): EngineMove {
  let engine = engines.get(game);
  if (!engine) {
    engine = new GomokuEngine(game);
    engines.set(game, engine);
  }
  return engine.choose(pos, options);
}
