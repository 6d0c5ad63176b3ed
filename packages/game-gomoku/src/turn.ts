import { NO_MOVE, type Player, type Score, type SearchSession } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { vcfDefences } from './defence.js';
import type { GomokuEngineParams } from './engine-options.js';
import type { PnResult, PnSearch } from './pn-search.js';
import { findOpponentVcf, type ThreatLimits, type ThreatResult, type ThreatSearch } from './threats.js';

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
  /** The winning line for 'vcf'/'vct', the threat refuted for 'defend-*', else the searcher's PV. */
  readonly line: readonly number[];
  readonly score: Score | null;
  /** The opponent had a VCF we could not refute: the game is lost against best play. */
  readonly lost: boolean;
  readonly nodes: number;
  readonly timeMs: number;
  /** Completed depth of the quiet searcher (0 when it did not run). */
  readonly depth: number;
}

/**
 * What one turn may use: wall time (0 = none), total nodes, moves to avoid. (The quiet searcher's
 * depth and seed go to it through `QuietStart`.)
 */
export interface TurnLimits {
  readonly timeMs: number;
  readonly nodes?: number;
  readonly signal?: AbortSignal;
  readonly excludeMoves?: readonly number[];
  /**
   * When the turn's clock started (a `performance.now()` time; default: now). A protocol passes the
   * arrival of the command, so the work before the search (a BOARD's set-up, clearing tables) is
   * inside the limit.
   */
  readonly startMs?: number;
}

/** The quiet search, started by the turn once the threat phases are over. */
export type QuietStart = (
  root: GomokuPosition,
  allowed: readonly number[] | null,
  banned: ReadonlySet<number>,
  timeMs: number,
  nodes: number | undefined,
) => { session: SearchSession | null; greedy: number; root: GomokuPosition };

/**
 * When a turn started at `startMs` with a limit of `timeMs` (0 = none) must have decided: `marginPct`
 * percent of the limit before it (the engine's one clock margin, option `clockMargin`). The searches
 * inside read the clock against this deadline and keep no margin of their own.
 */
export function turnDeadline(startMs: number, timeMs: number, marginPct: number): number {
  return timeMs > 0 ? startMs + timeMs * (1 - marginPct / 100) : Number.POSITIVE_INFINITY;
}

/** A proven win along `line` (attacker and defender moves alternately; it may be cut short). */
const mateIn = (line: readonly number[]): Score => ({
  kind: 'mate',
  moves: Math.max(1, Math.ceil(line.length / 2)),
});

type Phase = 'begin' | 'defend-vcf' | 'vct' | 'search' | 'done';

/**
 * One move of the engine as a sequence of bounded steps, so a caller (a browser worker, a UI) can
 * interleave other work: `begin` (opening, fives, our VCF), `defend-vcf` (the opponent's VCF, its
 * refutations, and our VCT that may win first), `vct` (our VCT: depth-limited, then proof-number), then one step
 * per iteration of the quiet searcher. A threat step is one solver call bounded by its share of the
 * time and by the node budget; it cannot be split further without making the solvers resumable, which
 * their recursive make/unmake does not allow. `stop()` between steps ends the turn with the best move
 * so far.
 */
export class EngineTurn {
  private phase: Phase = 'begin';
  private readonly startMs: number;
  private readonly deadline: number;
  private readonly pos: GomokuPosition;
  private readonly me: Player;
  private readonly you: Player;
  private readonly banned: ReadonlySet<number>;
  private nodes = 0;
  private allowed: readonly number[] | null = null;
  private lost = false;
  private threatLine: readonly number[] = [];
  private quiet: SearchSession | null = null;
  private quietRoot: GomokuPosition | null = null;
  private greedy = NO_MOVE;
  private best: Omit<EngineMove, 'nodes' | 'timeMs' | 'depth'>;
  private finalMs: number | null = null;

  constructor(
    root: GomokuPosition,
    private readonly params: GomokuEngineParams,
    private readonly limits: TurnLimits,
    private readonly threats: ThreatSearch,
    private readonly startQuiet: QuietStart,
    candidates: (pos: GomokuPosition) => readonly number[],
    private readonly pn: PnSearch | null = null,
  ) {
    this.startMs = limits.startMs ?? performance.now();
    this.deadline = turnDeadline(this.startMs, limits.timeMs, params.clockMargin);
    this.pos = root.clone();
    this.pos.candidateMode = false;
    this.me = this.pos.toMove;
    this.you = (1 - this.me) as Player;
    this.banned = new Set(limits.excludeMoves ?? []);
    const first = candidates(this.pos).find((m) => this.usable(m)) ?? this.anyUsable();
    this.greedy = first;
    this.best = {
      move: first,
      reason: 'greedy',
      line: first === NO_MOVE ? [] : [first],
      score: null,
      lost: false,
    };
  }

  get done(): boolean {
    return this.phase === 'done';
  }

  /** Runs the next phase (or one quiet-search iteration); true when the move is decided. */
  step(): boolean {
    if (this.phase === 'done') return true;
    if (this.limits.signal?.aborted) return this.cut();
    switch (this.phase) {
      case 'begin':
        this.begin();
        break;
      case 'defend-vcf':
        this.defendVcf();
        break;
      case 'vct':
        this.ownVct();
        break;
      case 'search':
        this.searchStep();
        break;
    }
    return this.done;
  }

  run(): EngineMove {
    while (!this.step()) {}
    return this.result();
  }

  stop(): void {
    if (this.phase === 'done') return;
    this.quiet?.stop();
    this.cut();
  }

  /** Ends the turn early: a five or a forced block is still played, else the best move so far. */
  private cut(): true {
    if (this.phase === 'begin' && this.immediate()) return true;
    return this.finishQuiet();
  }

  /** The move so far: before the quiet search, the first usable candidate by pattern value. */
  result(): EngineMove {
    const q = this.quiet?.result();
    return {
      ...this.best,
      nodes: this.nodes + (q ? q.stats.nodes : 0),
      timeMs: this.finalMs ?? performance.now() - this.startMs,
      depth: q?.stats.depth ?? 0,
    };
  }

  /** Fraction of the turn's budget used (time, or nodes), for progress reports. */
  progress(): number {
    if (this.phase === 'done') return 1;
    const nodes = this.result().nodes;
    let p = 0;
    if (this.limits.timeMs > 0) p = (performance.now() - this.startMs) / this.limits.timeMs;
    if (this.limits.nodes) p = Math.max(p, nodes / this.limits.nodes);
    return Math.min(1, p);
  }

  private usable(m: number): boolean {
    return m >= 0 && !this.banned.has(m) && this.pos.isLegal(m);
  }

  private anyUsable(): number {
    for (let c = 0; c < this.pos.cells; c++) if (this.usable(c)) return c;
    return NO_MOVE;
  }

  private left(): number {
    return this.deadline - performance.now();
  }

  private nodesLeft(): number {
    return this.limits.nodes === undefined ? Number.POSITIVE_INFINITY : this.limits.nodes - this.nodes;
  }

  /** Limits for one threat search: `share` of the time left, the node budget, at most `depth` moves. */
  private threatLimits(share: number, depth: number): ThreatLimits {
    const t = this.limits.timeMs;
    const nodes = Math.min(this.params.threatNodes, this.nodesLeft());
    return {
      depth,
      nodes: Math.max(1, nodes),
      ...(t > 0 ? { timeMs: Math.max(1, this.left() * share) } : {}),
      ...(this.limits.signal ? { signal: this.limits.signal } : {}),
    };
  }

  /** True when no node or time is left for the remaining phases. */
  private outOfBudget(): boolean {
    return this.nodesLeft() <= 0 || this.left() <= 0;
  }

  private decide(
    move: number,
    reason: MoveReason,
    line: readonly number[],
    score: Score | null = null,
  ): void {
    this.best = { move, reason, line, score, lost: false };
    this.end();
  }

  private end(): void {
    this.phase = 'done';
    this.finalMs = performance.now() - this.startMs;
  }

  private begin(): void {
    if (this.immediate()) return;
    this.phase = 'defend-vcf';
    if (!this.params.vcf || this.outOfBudget()) return;
    const { pos } = this;
    const depth = this.params.vcfDepth;
    const found = this.threats.vcf(pos, this.threatLimits(0.2, depth));
    this.nodes += found.nodes;
    if (!found.win || !this.usable(found.move)) return;
    // A win exists: deepen from 1 for the shortest one (cheap now), keeping the first if that runs out.
    const shortest = this.threats.vcf(pos, { ...this.threatLimits(0.2, depth), shortest: true });
    this.nodes += shortest.nodes;
    const r = shortest.win && this.usable(shortest.move) ? shortest : found;
    this.decide(r.move, 'vcf', r.line, mateIn(r.line));
  }

  /** No move, the opening, a five, or blocking a five; true when one of them decided the move. */
  private immediate(): boolean {
    const { pos, me, you } = this;
    if (pos.outcome().kind !== 'ongoing' || this.greedy === NO_MOVE) {
      this.best = { move: NO_MOVE, reason: 'no-move', line: [], score: null, lost: false };
      this.end();
    } else if (pos.stones === 0) this.decide(this.greedy, 'opening', [this.greedy]);
    else if (pos.fiveCount(me) > 0 && this.usable(pos.firstFive(me)))
      this.decide(pos.firstFive(me), 'win', [pos.firstFive(me)], { kind: 'mate', moves: 1 });
    else if (pos.fiveCount(you) > 0 && this.usable(pos.firstFive(you)))
      this.decide(pos.firstFive(you), 'block-five', [pos.firstFive(you)]);
    return this.done;
  }

  /** Our VCT, when it may still be searched; true when it decided the move. */
  private tryVct(share: number): boolean {
    if (!this.params.vct || this.outOfBudget()) return false;
    const r = this.threats.vct(this.pos, this.threatLimits(share, this.params.vctDepth));
    this.nodes += r.nodes;
    if (!r.win || !this.usable(r.move)) return false;
    this.decide(r.move, 'vct', r.line, mateIn(r.line));
    return true;
  }

  private defendVcf(): void {
    this.phase = 'vct';
    if (!this.params.defendVcf || this.outOfBudget()) return;
    const { pos, params } = this;
    const threat = findOpponentVcf(pos, this.threatLimits(0.15, params.vcfDepth), this.threats);
    this.nodes += threat.nodes;
    if (!threat.win) return;
    this.threatLine = threat.line;
    // Our own VCT may still win first: its proofs let the defender answer with counter-fours.
    if (this.tryVct(0.2)) return;
    const t = this.limits.timeMs;
    const d = vcfDefences(
      pos,
      threat,
      this.threats,
      {
        depth: params.vcfDepth,
        nodes: Math.max(1, Math.min(params.threatNodes, this.nodesLeft())),
        ...(this.limits.signal ? { signal: this.limits.signal } : {}),
      },
      t > 0 ? this.startMs + t * 0.7 : Number.POSITIVE_INFINITY,
      this.nodesLeft(),
    );
    this.nodes += d.nodes;
    // Then (the refutations known, so they keep their time) a longer VCT of ours by proof numbers.
    if (params.pnForced && this.tryPnVct(params.pnForcedShare)) return;
    this.phase = 'search';
    this.applyDefences(d.defences, d.complete, threat);
  }

  /** Restricts the quiet search to `defences`, or plays the only one. */
  private applyDefences(found: readonly number[], complete: boolean, threat: ThreatResult): void {
    const defences = found.filter((m) => this.usable(m));
    if (defences.length === 1) this.decide(defences[0]!, 'defend-vcf', threat.line);
    else if (defences.length > 1) {
      this.allowed = defences;
      this.best = { ...this.best, move: defences[0]!, line: [defences[0]!] };
    } else if (this.usable(threat.move)) {
      // No refutation found: block the threat's first move and hope.
      this.lost = complete;
      this.allowed = [threat.move];
      this.best = { ...this.best, move: threat.move, line: [threat.move], lost: this.lost };
    }
  }

  private ownVct(): void {
    this.phase = 'search';
    if (this.tryVct(0.3)) return;
    this.tryPnVct(this.params.pnShare);
  }

  /** Our VCT by proof-number search (no depth limit), within its share of the time and its nodes. */
  private tryPnVct(share: number): boolean {
    const { pn, params } = this;
    if (!pn || !params.vct || !params.pnVct || this.outOfBudget()) return false;
    const t = this.limits.timeMs;
    const r = pn.vctSearch(this.pos, {
      nodes: Math.max(1, Math.min(params.pnNodes, this.nodesLeft())),
      ...(t > 0 ? { timeMs: Math.max(1, (this.left() * share) / 100) } : {}),
      ...(this.limits.signal ? { signal: this.limits.signal } : {}),
    });
    this.nodes += r.nodes;
    const last = this.extendPn(pn, r);
    if (!last.win || !this.usable(last.move)) return false;
    this.decide(last.move, 'vct', last.line, mateIn(last.line));
    return true;
  }

  /**
   * Option `pnExtend`: a proof-number search stopped by its clock while leaning to a win (proof
   * number below disproof number at the root) continues on the same tree with that percentage of the
   * time left, within the same node budget. Returns the last result.
   */
  private extendPn(pn: PnSearch, r: PnResult): PnResult {
    const { params } = this;
    const limit = Math.min(params.pnNodes, r.nodes + this.nodesLeft());
    const room = r.nodes + this.pos.cells <= limit;
    if (r.complete || r.rootPn >= r.rootDn || params.pnExtend === 0 || this.limits.timeMs <= 0) return r;
    if (!room || this.outOfBudget()) return r;
    const more = pn.resume(this.pos, {
      nodes: limit,
      timeMs: Math.max(1, (this.left() * params.pnExtend) / 100),
      ...(this.limits.signal ? { signal: this.limits.signal } : {}),
    });
    this.nodes += more.nodes - r.nodes;
    return more;
  }

  private searchStep(): void {
    if (this.quiet === null) {
      if (this.outOfBudget()) {
        this.finishQuiet();
        return;
      }
      const t = this.limits.timeMs;
      const nodes = this.limits.nodes === undefined ? undefined : this.nodesLeft();
      const q = this.startQuiet(
        this.pos,
        this.allowed,
        this.banned,
        t > 0 ? Math.max(1, this.left()) : 0,
        nodes,
      );
      this.quietRoot = q.root;
      if (q.greedy !== NO_MOVE && (this.allowed === null || this.allowed.includes(q.greedy)))
        this.best = { ...this.best, move: q.greedy, line: [q.greedy] };
      if (q.session === null) {
        this.finishQuiet();
        return;
      }
      this.quiet = q.session;
    }
    if (this.quiet.step()) this.finishQuiet();
    else this.adoptQuiet();
  }

  /** The quiet searcher's best move so far, when it is one we may play. */
  private adoptQuiet(): void {
    const q = this.quiet;
    if (!q) return;
    const r = q.result();
    const m = r.bestMove;
    const root = this.quietRoot;
    if (m === NO_MOVE || !root?.isLegal(m) || this.banned.has(m)) return;
    if (this.allowed !== null && !this.allowed.includes(m)) return;
    this.best = { ...this.best, move: m, line: r.pv, score: r.score };
  }

  private finishQuiet(): true {
    this.adoptQuiet();
    const reason: MoveReason =
      this.allowed !== null && this.threatLine.length > 0
        ? 'defend-vcf'
        : this.quiet === null
          ? 'greedy'
          : 'search';
    this.best = { ...this.best, reason, lost: this.lost };
    this.end();
    return true;
  }
}
