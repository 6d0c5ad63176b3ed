import {
  alphabetaSearcher,
  NO_MOVE,
  type Player,
  type RawParams,
  type Score,
  type Searcher,
  type SearcherDef,
} from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { vcfDefences } from './defence.js';
import type { GomokuGame } from './plugin.js';
import { findOpponentVcf, type ThreatLimits, ThreatSearch } from './threats.js';

export interface EngineOptions {
  /** Wall-clock budget for the whole move in ms (default 1000; 0 = none: node limits decide). */
  readonly timeMs?: number;
  readonly seed?: number;
  /** Look for our own VCF (default true). */
  readonly vcf?: boolean;
  /** Look for the opponent's VCF and play only moves that refute it (default true). */
  readonly defendVcf?: boolean;
  /** Look for our own VCT: wins by fours and open threes (default true). */
  readonly vct?: boolean;
  /** Most attacker moves in a VCF (default 30) and a VCT (default 7), the five included. */
  readonly vcfDepth?: number;
  readonly vctDepth?: number;
  /** Node budget of each threat search (default 100,000). */
  readonly threatNodes?: number;
  /**
   * The searcher for quiet positions: a SearcherDef (e.g. core-search's alphabeta or mcts), or
   * 'greedy' for the best candidate by pattern value. Default: core-search's alphabeta.
   */
  readonly searcher?: SearcherDef | 'greedy';
  readonly searcherOptions?: RawParams;
  /** Node limit for the searcher (with a seed, a node limit and no timeMs the move replays exactly). */
  readonly nodes?: number;
  /** Depth limit for the searcher. */
  readonly depth?: number;
  readonly signal?: AbortSignal;
}

/** Why the engine chose its move. */
export type MoveReason =
  | 'no-move'
  | 'opening'
  | 'win'
  | 'block-five'
  | 'vcf'
  | 'vct'
  | 'defend-vcf'
  | 'search'
  | 'greedy';

export interface EngineMove {
  /** The move (a cell; Gomocup x = move % size, y = floor(move / size)), or NO_MOVE when the game is over. */
  readonly move: number;
  readonly reason: MoveReason;
  /** The winning line for 'vcf'/'vct', the threat refuted for 'defend-vcf', else the searcher's PV. */
  readonly line: readonly number[];
  readonly score: Score | null;
  /** The opponent had a VCF we could not refute: the game is lost against best play. */
  readonly lost: boolean;
  readonly nodes: number;
  readonly timeMs: number;
}

const DEFAULTS = { timeMs: 1000, vcfDepth: 30, vctDepth: 7, threatNodes: 100_000 };

/** A proven win along `line` (attacker and defender moves alternately; it may be cut short). */
const mateIn = (line: readonly number[]): Score => ({
  kind: 'mate',
  moves: Math.max(1, Math.ceil(line.length / 2)),
});

/** The searcher used when none is given: core-search's alpha-beta. */
export function defaultSearcher(): SearcherDef {
  return alphabetaSearcher;
}

/**
 * A Gomoku player: keeps its threat-search table and its searcher (with their tables) across moves.
 * `choose` runs, in order: the opening move, a five, blocking the opponent's five, our VCF, the
 * opponent's VCF (then only refuting moves are searched), our VCT, and finally the searcher over the
 * candidate moves (cells near stones, pruned by threats).
 */
export class GomokuEngine {
  readonly threats: ThreatSearch;
  private searcherFor: SearcherDef | 'greedy' | null = null;
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
    this.searcher?.newGame();
  }

  choose(root: GomokuPosition, options: EngineOptions = {}): EngineMove {
    const start = performance.now();
    const timeMs = options.timeMs ?? DEFAULTS.timeMs;
    // A small margin for the work between the last clock check and returning the move.
    const deadline = timeMs > 0 ? start + timeMs - Math.min(20, timeMs * 0.05) : Number.POSITIVE_INFINITY;
    const left = () => deadline - performance.now();
    const pos = root.clone();
    pos.candidateMode = false;
    const me = pos.toMove;
    const you = (1 - me) as Player;
    let nodes = 0;
    const done = (
      move: number,
      reason: MoveReason,
      line: readonly number[] = [],
      extra: Partial<EngineMove> = {},
    ) => ({
      move,
      reason,
      line,
      score: null,
      lost: false,
      nodes,
      timeMs: performance.now() - start,
      ...extra,
    });
    if (pos.outcome().kind !== 'ongoing') return done(NO_MOVE, 'no-move');
    if (pos.stones === 0) {
      const n = pos.candidates(this.buf);
      return done(n > 0 ? this.buf[0]! : NO_MOVE, 'opening');
    }
    if (pos.fiveCount(me) > 0) return done(pos.firstFive(me), 'win');
    if (pos.fiveCount(you) > 0) return done(pos.firstFive(you), 'block-five');

    const threatLimits = (share: number, depth: number) => ({
      depth,
      nodes: options.threatNodes ?? DEFAULTS.threatNodes,
      timeMs: timeMs > 0 ? Math.max(1, left() * share) : undefined,
      signal: options.signal,
    });
    const vcfDepth = options.vcfDepth ?? DEFAULTS.vcfDepth;
    if (options.vcf !== false) {
      const found = this.threats.vcf(pos, threatLimits(0.2, vcfDepth));
      nodes += found.nodes;
      if (found.win) {
        // A win exists: deepen from 1 for the shortest one (cheap now), keeping the first if that runs out.
        const shortest = this.threats.vcf(pos, { ...threatLimits(0.2, vcfDepth), shortest: true });
        nodes += shortest.nodes;
        const r = shortest.win ? shortest : found;
        return done(r.move, 'vcf', r.line, { score: mateIn(r.line) });
      }
    }
    let allowed: readonly number[] | null = null;
    let lost = false;
    let threatLine: readonly number[] = [];
    if (options.defendVcf !== false) {
      const threat = findOpponentVcf(pos, threatLimits(0.15, vcfDepth), this.threats);
      nodes += threat.nodes;
      if (threat.win) {
        threatLine = threat.line;
        // Our own VCT may still win first: its proof lets the defender answer with counter-fours.
        const vctWin = this.tryVct(pos, options, threatLimits(0.2, options.vctDepth ?? DEFAULTS.vctDepth));
        nodes += vctWin.nodes;
        if (vctWin.win) return done(vctWin.move, 'vct', vctWin.line, { score: mateIn(vctWin.line) });
        const d = vcfDefences(
          pos,
          threat,
          this.threats,
          { depth: vcfDepth, nodes: options.threatNodes ?? DEFAULTS.threatNodes, signal: options.signal },
          timeMs > 0 ? start + timeMs * 0.7 : Number.POSITIVE_INFINITY,
        );
        nodes += d.nodes;
        if (d.defences.length === 1) return done(d.defences[0]!, 'defend-vcf', threat.line);
        if (d.defences.length > 1) allowed = d.defences;
        else if (threat.move >= 0) {
          // No refutation found: block the threat's first move and hope.
          lost = d.complete;
          allowed = [threat.move];
        }
      }
    }
    if (allowed === null && options.vct !== false) {
      const r = this.tryVct(pos, options, threatLimits(0.3, options.vctDepth ?? DEFAULTS.vctDepth));
      nodes += r.nodes;
      if (r.win) return done(r.move, 'vct', r.line, { score: mateIn(r.line) });
    }
    const reason: MoveReason = allowed !== null && threatLine.length > 0 ? 'defend-vcf' : 'search';
    const result = this.search(pos, allowed, options, timeMs > 0 ? Math.max(1, left()) : 0);
    nodes += result.nodes;
    return done(result.move, result.greedy && reason === 'search' ? 'greedy' : reason, result.line, {
      score: result.score,
      lost,
    });
  }

  private tryVct(pos: GomokuPosition, options: EngineOptions, limits: ThreatLimits) {
    if (options.vct === false) return { win: false, move: NO_MOVE, line: [] as readonly number[], nodes: 0 };
    return this.threats.vct(pos, limits);
  }

  /** The searcher (or the greedy pick) over the candidate moves, limited to `allowed` when given. */
  private search(
    pos: GomokuPosition,
    allowed: readonly number[] | null,
    options: EngineOptions,
    timeMs: number,
  ): { move: number; line: readonly number[]; score: Score | null; nodes: number; greedy: boolean } {
    const root = pos.clone();
    root.candidateMode = true;
    const n = root.candidates(this.buf);
    const candidates = Array.from(this.buf.subarray(0, n));
    const inAllowed = allowed ? candidates.filter((m) => allowed.includes(m)) : candidates;
    const greedyPick = inAllowed[0] ?? allowed?.[0] ?? candidates[0] ?? NO_MOVE;
    const def = options.searcher ?? defaultSearcher();
    if (def === 'greedy' || inAllowed.length <= 1)
      return { move: greedyPick, line: [greedyPick], score: null, nodes: 0, greedy: true };
    const searcher = this.searcherOf(def, options.searcherOptions ?? {});
    if (!searcher) return { move: greedyPick, line: [greedyPick], score: null, nodes: 0, greedy: true };
    const exclude = allowed ? candidates.filter((m) => !allowed.includes(m)) : [];
    const r = searcher
      .start(root, {
        timeMs: timeMs > 0 ? timeMs : undefined,
        nodes: options.nodes,
        depth: options.depth,
        seed: options.seed ?? 1,
        signal: options.signal,
        excludeMoves: exclude,
      })
      .run();
    const move = r.bestMove !== NO_MOVE && root.isLegal(r.bestMove) ? r.bestMove : greedyPick;
    return { move, line: r.pv, score: r.score, nodes: r.stats.nodes, greedy: false };
  }

  private searcherOf(def: SearcherDef, raw: RawParams): Searcher<GomokuPosition> | null {
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

const engines = new WeakMap<GomokuGame, GomokuEngine>();

/**
 * The engine's move for `pos` (never modified) within `options.timeMs`: five, block five, VCF,
 * refute the opponent's VCF, VCT, then alpha-beta (or the given searcher) over the candidate moves.
 * Keeps one engine per game object so tables carry over between calls.
 */
export function chooseMove(game: GomokuGame, pos: GomokuPosition, options: EngineOptions = {}): EngineMove {
  let engine = engines.get(game);
  if (!engine) {
    engine = new GomokuEngine(game);
    engines.set(game, engine);
  }
  return engine.choose(pos, options);
}
