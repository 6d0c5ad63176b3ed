import { type Game, NO_MOVE, type Outcome, type Player, type Position } from '../game.js';
import { type Capabilities, capabilitiesOf } from '../plugin/capabilities.js';
import { INF, isPathScore, MATE, MATE_BOUND, PATH_MIN, PATH_WIN } from '../score.js';
import { HistoryTable, KillerTable } from './heuristics.js';
import type { AbOptions } from './options.js';
import type { RootMoves } from './root.js';
import type { TimeManager } from './time.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from './tt.js';

/** Deepest ply the search (extensions and quiescence included) ever reaches; sizes every per-ply buffer. */
export const MAX_PLY = 128;
/** Deepest iteration: leaves room below it for extensions and quiescence. */
export const MAX_DEPTH = 100;

// Move-ordering score bands. History scores stay within ±historyMax, far below the killer band.
const TACTICAL_BASE = 1 << 28;
const KILLER_BASE = 1 << 27;
const TT_MOVE_SCORE = 1 << 29;

// Path-dependent wins (game.pathDependent, e.g. a perpetual check) score PATH_WIN - ply with option
// `pathScores` (see score.ts): the band [PATH_MIN, PATH_WIN] (and its negation) marks a score that
// came from a path and must not be stored. It spans MAX_PLY plies.
export { isPathScore, PATH_WIN };

/** Static evaluations are clamped below the mate range and the path band so they can never pose as either. */
const EVAL_LIMIT = PATH_MIN - 1;
/** No static evaluation at this ply (in check, or not computed). */
const NO_EVAL = -INF - 1;
/** A move count no node reaches. */
const NO_LIMIT = 1 << 30;

/**
 * The recursive part of the alpha-beta searcher: negamax PVS with a transposition table, null move,
 * late-move reductions, quiescence and extensions, over preallocated per-ply buffers (nothing is
 * allocated per node). The tables (TT, killers, history) belong to the searcher and outlive searches;
 * the per-search state is reset by `begin`.
 */
export class AbEngine<P extends Position> {
  readonly tt: TranspositionTable | null;
  readonly killers: KillerTable;
  readonly history: HistoryTable;

  private readonly moveBuf: Int32Array[] = [];
  private readonly scoreBuf: Int32Array[] = [];
  private readonly quietBuf: Int32Array[] = [];
  private readonly tacBuf: Int32Array;
  private readonly tacStamp: Int32Array;
  private readonly tacRank: Int32Array;
  private stamp = 0;
  /** Triangular PV table: row `ply` holds the line from that ply, `pvLen[ply]` moves long. */
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLen = new Int32Array(MAX_PLY + 1);
  private readonly lmrTable = new Uint8Array(64 * 64);
  /** Static eval of each node on the current path (NO_EVAL when in check), for "improving". */
  private readonly evalStack = new Int32Array(MAX_PLY + 2);

  // Capabilities, fixed per game.
  private readonly evaluate: ((pos: P) => number) | null;
  private readonly tacticalMoves: ((pos: P, out: Int32Array) => number) | null;
  /** game.tacticalAmong, used while the move list is the game's full `generate` list (no candidates). */
  private readonly tacticalAmong: ((pos: P, moves: Int32Array, n: number, out: Int32Array) => number) | null;
  private readonly isTacticalMove: ((pos: P, move: number) => boolean) | null;
  /** game.candidates when option `candidates` allows it: interior nodes search only those moves. */
  private readonly candidates: ((pos: P, out: Int32Array) => number) | null;
  private readonly extension: ((pos: P) => number) | null;
  private readonly pathDependent: ((pos: P, outcome: Outcome) => boolean) | null;
  private readonly nullMoveAllowed: ((pos: P) => boolean) | null;
  private readonly useQuiescence: boolean;
  private readonly useLmr: boolean;
  private readonly tacticalOrdering: boolean;
  /** Some option needs every interior node's static eval (pruning, reductions by "improving"). */
  private readonly needEval: boolean;
  /** Futility or late-move pruning of quiet moves is on. */
  private readonly pruneQuiets: boolean;

  // Per-search state.
  pos!: P;
  nodes = 0;
  selDepth = 0;
  ttProbes = 0;
  ttHits = 0;
  /** Set when a limit is hit or `stop()` is called: every frame unwinds and its result is ignored. */
  aborted = false;
  /** Whether the subtree being searched met a horizon (non-terminal leaf, null move, depth-limited TT entry). */
  horizon = false;
  /** Depth of the current iteration (extensions stop at twice this ply). */
  iterationDepth = 1;
  private nodeLimit = Number.POSITIVE_INFINITY;
  private countdown = 0;
  private signal: AbortSignal | undefined;
  private time: TimeManager | null = null;
  private nullMoveOk = false;
  private hasInCheck = false;
  /** Position.givesCheck (with inCheck): pruned moves are tested without being played. */
  private hasGivesCheck = false;
  /** What the game offers, derived once from its methods. */
  private readonly caps: Capabilities;
  private qsEvasions = false;
  private readonly qsTT: boolean;

  constructor(
    readonly game: Game<P>,
    private readonly opts: AbOptions,
  ) {
    const { maxMoves, moveIdLimit } = game.info;
    this.caps = capabilitiesOf(game);
    this.tt = opts.tt ? TranspositionTable.ofMegabytes(opts.hashMb) : null;
    this.killers = new KillerTable(MAX_PLY);
    this.history = new HistoryTable(moveIdLimit, opts.historyMax);
    for (let i = 0; i < MAX_PLY; i++) {
      this.moveBuf.push(new Int32Array(maxMoves));
      this.scoreBuf.push(new Int32Array(maxMoves));
      this.quietBuf.push(new Int32Array(maxMoves));
    }
    this.tacBuf = new Int32Array(maxMoves);
    this.tacStamp = new Int32Array(moveIdLimit);
    this.tacRank = new Int32Array(moveIdLimit);
    for (let d = 1; d < 64; d++)
      for (let i = 1; i < 64; i++)
        this.lmrTable[d * 64 + i] = Math.max(1, Math.floor(0.75 + (Math.log(d) * Math.log(i)) / 2.25));
    this.evaluate = game.evaluate ? game.evaluate.bind(game) : null;
    this.tacticalMoves = game.tacticalMoves ? game.tacticalMoves.bind(game) : null;
    this.candidates = opts.candidates && game.candidates ? game.candidates.bind(game) : null;
    this.tacticalAmong =
      this.caps.tacticalAmong && this.candidates === null ? game.tacticalAmong!.bind(game) : null;
    this.isTacticalMove = this.caps.isTactical ? game.isTactical!.bind(game) : null;
    this.extension = opts.extensions && game.extension ? game.extension.bind(game) : null;
    this.pathDependent = game.pathDependent ? game.pathDependent.bind(game) : null;
    this.nullMoveAllowed = game.nullMoveAllowed ? game.nullMoveAllowed.bind(game) : null;
    this.useQuiescence = opts.quiescence && this.evaluate !== null && this.tacticalMoves !== null;
    this.qsTT = opts.qsTT && this.useQuiescence;
    this.tacticalOrdering = opts.tacticalFirst && this.tacticalMoves !== null;
    // Without an evaluation every horizon leaf scores 0, so a reduced search would hide wins: such
    // games are solved by depth, unreduced.
    this.useLmr = opts.lmr && this.evaluate !== null;
    this.pruneQuiets = (opts.futility || opts.lmp) && this.evaluate !== null;
    this.needEval =
      this.evaluate !== null &&
      (this.pruneQuiets ||
        opts.reverseFutility ||
        opts.razoring ||
        opts.nullMoveAdaptive ||
        (opts.lmrAdjust && opts.lmr));
  }

  /** Forgets everything learned (a new game). */
  clearTables(): void {
    this.tt?.clear();
    this.killers.clear();
    this.history.clear();
  }

  /** Resets the per-search state for a search of `pos` (the session's own clone). */
  begin(pos: P, nodeLimit: number | undefined, signal: AbortSignal | undefined, time: TimeManager): void {
    this.pos = pos;
    this.nodes = 0;
    this.selDepth = 0;
    this.ttProbes = 0;
    this.ttHits = 0;
    this.aborted = false;
    this.horizon = false;
    this.nodeLimit = nodeLimit ?? Number.POSITIVE_INFINITY;
    this.countdown = time.checkInterval(0, this.opts.timeCheckNodes);
    this.signal = signal;
    this.time = time;
    this.hasInCheck = this.caps.inCheck;
    this.hasGivesCheck = this.caps.givesCheck;
    this.qsEvasions = this.opts.qsCheckEvasions && this.hasInCheck;
    this.nullMoveOk = this.opts.nullMove && this.evaluate !== null && this.caps.nullMove;
    this.tt?.newSearch();
  }

  /**
   * Checks the limits: the node limit at every node (so it replays exactly), the clock and the signal
   * every few nodes (at most `timeCheckNodes`, fewer when the time left is short).
   */
  checkAbort(): boolean {
    if (this.aborted) return true;
    if (this.nodes >= this.nodeLimit) return (this.aborted = true);
    if (--this.countdown <= 0) {
      if (this.signal?.aborted || this.time?.expired()) return (this.aborted = true);
      this.countdown = this.time ? this.time.checkInterval(this.nodes, this.opts.timeCheckNodes) : 1;
    }
    return false;
  }

  /** Static evaluation from the side to move's view; 0 for games without one (they are solved by depth). */
  staticEval(): number {
    if (!this.evaluate) return 0;
    const v = this.evaluate(this.pos) | 0;
    return v > EVAL_LIMIT ? EVAL_LIMIT : Math.max(v, -EVAL_LIMIT);
  }

  /**
   * Searches every root move once at `depth` in the window (alpha, beta); fills `root` with scores,
   * bounds and the best move. Returns the best score (fail-soft), meaningless if `aborted`.
   */
  searchRoot(root: RootMoves, depth: number, alpha: number, beta: number): number {
    const pos = this.pos;
    this.pvLen[0] = 0;
    this.evalStack[0] = NO_EVAL;
    root.bestIndex = -1;
    root.bestExact = false;
    if (this.checkAbort()) return 0;
    this.nodes++;
    const all = this.opts.allRootScores;
    let best = -INF;
    for (let r = 0; r < root.count; r++) {
      const m = root.moves[r]!;
      const noise = root.noise[r]!;
      const before = this.nodes;
      // Noise shifts the move's score, so shift the child's window the other way.
      const a = clampWindow(alpha - noise);
      const b = clampWindow(beta - noise);
      pos.make(m);
      const newDepth = depth - 1 + this.extensionAfter(0);
      let v: number;
      if (all) v = -this.search(newDepth, 1, -INF, INF, true);
      else if (r === 0 || !this.opts.pvs) v = -this.search(newDepth, 1, -b, -a, true);
      else {
        v = -this.search(newDepth, 1, -a - 1, -a, true);
        if (v > a && v < b && !this.aborted) v = -this.search(newDepth, 1, -b, -a, true);
      }
      pos.unmake();
      if (this.aborted) return best;
      root.nodes[r]! += this.nodes - before;
      const score = (noise !== 0 && v > -PATH_MIN && v < PATH_MIN ? v + noise : v) | 0;
      const exact = all || (score > alpha && score < beta);
      if (exact) root.setExact(r, score, this.childPv(m));
      else {
        root.scores[r] = score;
        root.bounds[r] = score >= beta ? BOUND_LOWER : BOUND_UPPER;
      }
      if (score > best) {
        best = score;
        if (all || score > alpha) {
          root.bestIndex = r;
          root.bestExact = exact;
          if (!all) alpha = score;
          if (score >= beta) break;
        }
      }
    }
    return best;
  }

  /** Remembers a completed iteration's root result, so the next search from here starts with its move. */
  storeRoot(depth: number, score: number, move: number, solved: boolean): void {
    if (this.opts.pathScores && isPathScore(score)) return;
    this.tt?.store(this.pos.hashLo, this.pos.hashHi, depth, score, BOUND_EXACT, move, 0, solved);
  }

  /** The principal variation after `move` at the root: the move, then ply 1's row. */
  private childPv(move: number): number[] {
    const pv = [move];
    const len = this.pvLen[1]!;
    for (let i = 0; i < len; i++) pv.push(this.pvTable[MAX_PLY + i]!);
    return pv;
  }

  /** Negamax PVS below the root. Fail-soft: the result may lie outside (alpha, beta) as a bound. */
  search(depth: number, ply: number, alpha: number, beta: number, allowNull: boolean): number {
    if (depth <= 0) return this.quiesce(ply, alpha, beta, 0);
    // Each node learns whether its own subtree met a horizon; the parent's flag absorbs it after.
    const outer = this.horizon;
    this.horizon = false;
    const v = this.node(depth, ply, alpha, beta, allowNull);
    this.horizon = outer || this.horizon;
    return v;
  }

  private node(depth: number, ply: number, alpha: number, beta: number, allowNull: boolean): number {
    const pos = this.pos;
    this.pvLen[ply] = 0;
    if (this.checkAbort()) return 0;
    this.nodes++;
    if (ply > this.selDepth) this.selDepth = ply;
    // The outcome comes before the TT: it may depend on the path (repetition), which the hash does not see.
    const outcome = pos.outcome();
    if (outcome.kind !== 'ongoing') return this.terminal(outcome, ply);
    if (ply >= MAX_PLY - 1) {
      this.horizon = true;
      return this.staticEval();
    }
    const pvNode = beta - alpha > 1;
    const alphaOrig = alpha;
    const hashLo = pos.hashLo;
    const hashHi = pos.hashHi;
    const tt = this.tt;
    let ttMove = NO_MOVE;
    if (tt) {
      this.ttProbes++;
      if (tt.probe(hashLo, hashHi, ply)) {
        this.ttHits++;
        if (this.opts.ttMoveOrdering) ttMove = tt.move;
        const usable = this.opts.ttExactDepth ? tt.depth === depth : tt.depth >= depth || tt.solved;
        const s = tt.score;
        const bound = tt.bound;
        if (usable && boundCuts(bound, s, alpha, beta)) {
          if (!tt.solved) this.horizon = true;
          if (bound === BOUND_EXACT && tt.move !== NO_MOVE) {
            this.pvTable[ply * MAX_PLY] = tt.move;
            this.pvLen[ply] = 1;
          }
          return s;
        }
      }
    }

    // Only null move, pruning and LMR ask, so games pay for inCheck only when those are on.
    const inCheck =
      this.hasInCheck && (this.nullMoveOk || this.useLmr || this.needEval) ? pos.inCheck!() : false;
    const opts = this.opts;
    // The static eval once per node when an option needs it; "improving": better than two plies ago.
    const ev = this.needEval && !inCheck ? this.staticEval() : NO_EVAL;
    this.evalStack[ply] = ev;
    const before = ply >= 2 ? this.evalStack[ply - 2]! : NO_EVAL;
    const improving = ev !== NO_EVAL && (before === NO_EVAL || ev > before);

    if (
      opts.reverseFutility &&
      ev !== NO_EVAL &&
      !pvNode &&
      depth <= opts.reverseFutilityDepth &&
      beta > -MATE_BOUND &&
      ev < MATE_BOUND &&
      ev - opts.reverseFutilityMargin * (improving ? depth - 1 : depth) >= beta
    ) {
      this.horizon = true;
      return ev;
    }

    // Razoring: far below alpha near the horizon, only a capture sequence could help; quiescence decides.
    if (
      opts.razoring &&
      ev !== NO_EVAL &&
      !pvNode &&
      depth <= opts.razorDepth &&
      alpha < MATE_BOUND &&
      alpha > -MATE_BOUND &&
      ev + opts.razorMargin * depth * depth < alpha
    ) {
      const v = this.quiesce(ply, alpha - 1, alpha, 0);
      if (this.aborted) return 0;
      if (v < alpha) {
        this.horizon = true;
        return v;
      }
    }

    if (
      this.nullMoveOk &&
      allowNull &&
      !pvNode &&
      depth >= opts.nullMoveMinDepth &&
      !inCheck &&
      beta < MATE_BOUND &&
      beta > -MATE_BOUND &&
      (this.nullMoveAllowed === null || this.nullMoveAllowed(pos)) &&
      (ev !== NO_EVAL ? ev : this.staticEval()) >= beta
    ) {
      let r = opts.nullMoveR;
      if (opts.nullMoveAdaptive) r += (depth >> 2) + Math.min(3, ((ev - beta) / 200) | 0);
      pos.makeNull!();
      const v = -this.search(depth - 1 - r, ply + 1, -beta, -beta + 1, false);
      pos.unmakeNull!();
      if (this.aborted) return 0;
      // Passing is not a move of the game: nothing below it is a proven fact.
      this.horizon = true;
      if (v >= beta) return v >= MATE_BOUND ? beta : v;
    }

    const moves = this.moveBuf[ply]!;
    const scores = this.scoreBuf[ply]!;
    const quiets = this.quietBuf[ply]!;
    let nQuiets = 0;
    let best = -INF;
    let bestMove = NO_MOVE;
    let searched = 0;
    let n = -1;
    let cursor = 0;
    // The TT move is tried before generating anything, so a cutoff by it saves the generation.
    const ttTried = ttMove !== NO_MOVE && pos.isLegal(ttMove) ? ttMove : NO_MOVE;
    let ttStage = ttTried !== NO_MOVE;
    // Internal iterative reduction: with no remembered best move this node is likely not important.
    if (opts.iir && ttTried === NO_MOVE && depth >= 4) depth--;
    // Quiet moves may be pruned below: late ones (move count) or hopeless ones (futility).
    const pruneHere = this.pruneQuiets && ev !== NO_EVAL && ply > 0;
    const lmpLimit =
      opts.lmp && depth <= opts.lmpDepth ? (3 + depth * depth) >> (improving ? 0 : 1) : NO_LIMIT;
    const futile = opts.futility && depth <= opts.futilityDepth ? ev + opts.futilityMargin * depth : INF;
    let tried = 0;
    /** A move after the first pruned one gives check: the rest are tried one by one. */
    let tailHasCheck = false;
    for (;;) {
      let m: number;
      let ms: number;
      if (ttStage) {
        ttStage = false;
        m = ttTried;
        ms = TT_MOVE_SCORE;
      } else {
        if (n < 0) {
          n = this.moves(pos, moves);
          this.scoreMoves(ply, n);
        }
        if (cursor >= n) break;
        pickNext(moves, scores, cursor, n);
        m = moves[cursor]!;
        ms = scores[cursor]!;
        cursor++;
        if (m === ttTried) continue;
      }
      tried++;
      const prunable =
        pruneHere &&
        searched > 0 &&
        ms < KILLER_BASE &&
        best > -MATE_BOUND &&
        (tried > lmpLimit || futile <= alpha);
      // A checking move is never pruned (the check may be the point of the line). Games that tell
      // whether a move gives check without playing it save the make/unmake of each pruned move.
      if (prunable && this.hasGivesCheck && !pos.givesCheck!(m)) {
        this.horizon = true;
        // Pruning stays on for every later move (all quiet, the conditions only tighten), so once
        // none of them gives check they are all pruned: the node ends without ordering them.
        if (!tailHasCheck) {
          if (!anyCheck(pos, moves, cursor, n, ttTried)) break;
          tailHasCheck = true;
        }
        continue;
      }
      pos.make(m);
      if (prunable && !this.hasGivesCheck && !(this.hasInCheck && pos.inCheck!())) {
        pos.unmake();
        this.horizon = true;
        continue;
      }
      const ext = this.extensionAfter(ply);
      const newDepth = depth - 1 + ext;
      let v: number;
      if (searched === 0) v = -this.search(newDepth, ply + 1, -beta, -alpha, true);
      else {
        let r = 0;
        if (
          this.useLmr &&
          depth >= this.opts.lmrMinDepth &&
          searched >= this.opts.lmrMinMove &&
          ext === 0 &&
          !inCheck &&
          ms < KILLER_BASE
        ) {
          r = this.lmrTable[Math.min(depth, 63) * 64 + Math.min(searched, 63)]!;
          if (opts.lmrAdjust) {
            if (pvNode) r--;
            if (!improving) r++;
            // ms is the move's history score here (quiet, not a killer): good history, less reduction.
            r -= Math.trunc((ms * 2) / this.history.max);
          }
          if (r > newDepth - 1) r = newDepth - 1;
          if (r < 0) r = 0;
        }
        if (this.opts.pvs) {
          v = -this.search(newDepth - r, ply + 1, -alpha - 1, -alpha, true);
          if (r > 0 && v > alpha && !this.aborted)
            v = -this.search(newDepth, ply + 1, -alpha - 1, -alpha, true);
          if (v > alpha && v < beta && !this.aborted)
            v = -this.search(newDepth, ply + 1, -beta, -alpha, true);
        } else if (r > 0) {
          v = -this.search(newDepth - r, ply + 1, -alpha - 1, -alpha, true);
          if (v > alpha && !this.aborted) v = -this.search(newDepth, ply + 1, -beta, -alpha, true);
        } else v = -this.search(newDepth, ply + 1, -beta, -alpha, true);
      }
      pos.unmake();
      if (this.aborted) return 0;
      searched++;
      if (v > best) {
        best = v;
        if (v > alpha) {
          bestMove = m;
          alpha = v;
          this.updatePv(ply, m);
          if (v >= beta) {
            const quiet = ms === TT_MOVE_SCORE ? !this.isTactical(m) : ms < TACTICAL_BASE;
            if (quiet) this.rewardCutoff(ply, depth, m, quiets, nQuiets);
            break;
          }
        }
      }
      if (ms < TACTICAL_BASE) quiets[nQuiets++] = m;
    }

    if (searched === 0) {
      // An ongoing position without moves breaks the Position contract; score it as a draw.
      this.horizon = true;
      return 0;
    }
    // A score from a path-dependent result holds for this path only: it stays out of the table.
    if (tt && !(this.opts.pathScores && isPathScore(best))) {
      const bound = best >= beta ? BOUND_LOWER : best > alphaOrig ? BOUND_EXACT : BOUND_UPPER;
      tt.store(hashLo, hashHi, depth, best, bound, bestMove, ply, !this.horizon);
    }
    return best;
  }

  /** The moves searched at an interior node: the game's candidates when enabled (never none while ongoing). */
  private moves(pos: P, out: Int32Array): number {
    if (this.candidates !== null) {
      const n = this.candidates(pos, out);
      if (n > 0) return n;
    }
    return pos.generate(out);
  }

  /** Quiescence: stand pat on the evaluation, then only the game's tactical moves. */
  private quiesce(ply: number, alpha: number, beta: number, qply: number): number {
    const pos = this.pos;
    this.pvLen[ply] = 0;
    if (this.checkAbort()) return 0;
    this.nodes++;
    if (ply > this.selDepth) this.selDepth = ply;
    const outcome = pos.outcome();
    if (outcome.kind !== 'ongoing') return this.terminal(outcome, ply);
    this.horizon = true;
    const limit = !this.useQuiescence || qply >= this.opts.qsMaxDepth || ply >= MAX_PLY - 1;
    const tt = this.qsTT && !limit ? this.tt : null;
    // Stored unless the position has a main-search entry (a deeper result is worth more).
    let store = tt !== null;
    if (tt?.probe(pos.hashLo, pos.hashHi, ply)) {
      store = tt.depth === 0 && !tt.solved;
      if (boundCuts(tt.bound, tt.score, alpha, beta)) return tt.score;
    }
    const alphaOrig = alpha;
    const moves = this.moveBuf[ply]!;
    let best: number;
    let n: number;
    // In check, standing pat would claim a score the side may not have: it must answer the check.
    if (!limit && this.qsEvasions && pos.inCheck!()) {
      best = -INF;
      n = pos.generate(moves);
    } else {
      const standPat = this.staticEval();
      if (limit || standPat >= beta) {
        if (store) tt?.store(pos.hashLo, pos.hashHi, 0, standPat, BOUND_LOWER, NO_MOVE, ply, false);
        return standPat;
      }
      best = standPat;
      if (standPat > alpha) alpha = standPat;
      n = this.tacticalMoves!(pos, moves);
    }
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      pos.make(m);
      const v = -this.quiesce(ply + 1, -beta, -alpha, qply + 1);
      pos.unmake();
      if (this.aborted) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          this.updatePv(ply, m);
          if (v >= beta) break;
        }
      }
    }
    if (store && !(this.opts.pathScores && isPathScore(best))) {
      const bound = best >= beta ? BOUND_LOWER : best > alphaOrig ? BOUND_EXACT : BOUND_UPPER;
      tt?.store(pos.hashLo, pos.hashHi, 0, best, bound, NO_MOVE, ply, false);
    }
    return best;
  }

  /**
   * Score of a terminal position at `ply`. A result the game marks path-dependent is never a proof
   * (it sets the horizon flag), and with `pathScores` a path-dependent win or loss moves into the
   * path band, which the table never stores.
   */
  private terminal(outcome: Outcome, ply: number): number {
    const score = terminalScore(outcome, this.pos.toMove, ply);
    if (this.pathDependent === null || !this.pathDependent(this.pos, outcome)) return score;
    this.horizon = true;
    if (score === 0 || !this.opts.pathScores) return score;
    return score > 0 ? PATH_WIN - ply : ply - PATH_WIN;
  }

  /** Extension for the move just made at `ply` (0..2), only while the child stays below twice the iteration depth. */
  private extensionAfter(ply: number): number {
    if (!this.extension || ply + 1 >= 2 * this.iterationDepth || ply + 1 >= MAX_PLY - 32) return 0;
    const e = this.extension(this.pos) | 0;
    return e < 0 ? 0 : Math.min(e, 2);
  }

  /** Scores the generated moves: tactical (in the game's order), then killers, then history. */
  private scoreMoves(ply: number, n: number): void {
    const pos = this.pos;
    const moves = this.moveBuf[ply]!;
    const scores = this.scoreBuf[ply]!;
    let stamp = 0;
    let t = 0;
    if (this.tacticalOrdering) {
      // The list is still as `generate` wrote it: the game may pick its tactical moves from it.
      t =
        this.tacticalAmong !== null
          ? this.tacticalAmong(pos, moves, n, this.tacBuf)
          : this.tacticalMoves!(pos, this.tacBuf);
      stamp = this.nextStamp();
      for (let j = 0; j < t; j++) {
        const m = this.tacBuf[j]!;
        this.tacStamp[m] = stamp;
        this.tacRank[m] = j;
      }
    }
    const k0 = this.opts.killers ? this.killers.first(ply) : NO_MOVE;
    const k1 = this.opts.killers ? this.killers.second(ply) : NO_MOVE;
    const useHistory = this.opts.history;
    const side: Player = pos.toMove;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      if (stamp !== 0 && this.tacStamp[m] === stamp) scores[i] = TACTICAL_BASE + t - this.tacRank[m]!;
      else if (m === k0) scores[i] = KILLER_BASE + 2;
      else if (m === k1) scores[i] = KILLER_BASE + 1;
      else scores[i] = useHistory ? this.history.get(side, m) : 0;
    }
  }

  /** Whether `move` is among the game's tactical moves here (only asked after a TT-move cutoff). */
  private isTactical(move: number): boolean {
    if (!this.tacticalOrdering) return false;
    if (this.isTacticalMove !== null) return this.isTacticalMove(this.pos, move);
    const t = this.tacticalMoves!(this.pos, this.tacBuf);
    for (let j = 0; j < t; j++) if (this.tacBuf[j] === move) return true;
    return false;
  }

  private nextStamp(): number {
    if (this.stamp >= 0x3fffffff) {
      this.tacStamp.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** A quiet move caused a beta cutoff: remember it as a killer and in history; penalize the quiets tried before it. */
  private rewardCutoff(ply: number, depth: number, move: number, quiets: Int32Array, nQuiets: number): void {
    if (this.opts.killers) this.killers.add(ply, move);
    if (!this.opts.history) return;
    const side = this.pos.toMove;
    const bonus = Math.min(depth * depth * 16, this.history.max >> 2);
    this.history.update(side, move, bonus);
    for (let i = 0; i < nQuiets; i++) this.history.update(side, quiets[i]!, -bonus);
  }

  private updatePv(ply: number, move: number): void {
    const row = ply * MAX_PLY;
    const child = row + MAX_PLY;
    const len = ply + 1 < MAX_PLY ? this.pvLen[ply + 1]! : 0;
    this.pvTable[row] = move;
    for (let j = 0; j < len && j + 1 < MAX_PLY; j++) this.pvTable[row + 1 + j] = this.pvTable[child + j]!;
    this.pvLen[ply] = Math.min(len + 1, MAX_PLY);
  }
}

/** Win/loss at `ply` plies from the root scores MATE - ply (sooner is better); a draw is 0, never -0. */
export function terminalScore(outcome: Outcome, toMove: Player, ply: number): number {
  // A switch with a `never` default rather than ts-pattern: this runs at every leaf and must not allocate.
  switch (outcome.kind) {
    case 'draw':
    case 'ongoing':
      return 0;
    case 'win':
      return outcome.winner === toMove ? MATE - ply : ply - MATE;
    default:
      return assertNever(outcome);
  }
}

function assertNever(x: never): never {
  throw new Error(`unexpected outcome ${JSON.stringify(x)}`);
}

/** Whether a table entry's score and bound decide a node searched in the window (alpha, beta). */
function boundCuts(bound: number, score: number, alpha: number, beta: number): boolean {
  return (
    bound === BOUND_EXACT ||
    (bound === BOUND_LOWER && score >= beta) ||
    (bound === BOUND_UPPER && score <= alpha)
  );
}

function clampWindow(v: number): number {
  return v > INF ? INF : Math.max(v, -INF);
}

/** Whether a move of moves[from..n), the TT move aside, gives check (positions with `givesCheck`). */
function anyCheck(pos: Position, moves: Int32Array, from: number, n: number, ttMove: number): boolean {
  for (let i = from; i < n; i++) {
    const m = moves[i]!;
    if (m !== ttMove && pos.givesCheck!(m)) return true;
  }
  return false;
}

/** Moves the best-scored remaining move to `from` (selection sort, one step: most nodes cut early). */
function pickNext(moves: Int32Array, scores: Int32Array, from: number, n: number): void {
  let bi = from;
  let bs = scores[from]!;
  for (let i = from + 1; i < n; i++) {
    const s = scores[i]!;
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  if (bi !== from) {
    const m = moves[from]!;
    moves[from] = moves[bi]!;
    moves[bi] = m;
    scores[bi] = scores[from]!;
    scores[from] = bs;
  }
}
