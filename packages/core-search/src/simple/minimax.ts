import { Budget } from '../budget.js';
import { type Game, NO_MOVE, outcomeValue, type Position } from '../game.js';
import { type ParamSpec, resolveParams } from '../params.js';
import { capabilitiesOf } from '../plugin/capabilities.js';
import { ok } from '../result.js';
import { Rng } from '../rng.js';
import { MATE, toScore } from '../score.js';
import type {
  RootLine,
  Searcher,
  SearcherDef,
  SearchLimits,
  SearchResult,
  SearchSession,
} from '../search.js';
import { canonicalSpec } from '../spec/canonical.js';
import { makeStats } from '../stats.js';

const OPTIONS: readonly ParamSpec[] = [
  {
    name: 'depth',
    type: 'int',
    default: 0,
    min: 0,
    description: 'depth limit in plies (0 = to the end of the game)',
  },
  {
    name: 'tieBreak',
    type: 'enum',
    default: 'random',
    values: ['random', 'first'],
    description: 'how to choose among equally good moves',
  },
];

type MinimaxOptions = { depth: number; tieBreak: 'random' | 'first' };

/**
 * Plain exact negamax with no pruning: the seed article's minimax, kept for teaching and for checking
 * the other searchers. Each `step()` searches one root move, so a UI stays responsive.
 */
export const minimaxSearcher: SearcherDef = {
  id: 'minimax',
  name: 'Minimax',
  description: 'Exact negamax without pruning, for small games and for checking other searchers.',
  options: OPTIONS,
  supports: (game) =>
    game.info.smallTree || capabilitiesOf(game).evaluate
      ? true
      : 'the game tree is too large and the game has no evaluation',
  create<P extends Position>(game: Game<P>, raw = {}) {
    const r = resolveParams<MinimaxOptions>('minimax', OPTIONS, raw);
    if (!r.ok) return r;
    const options = r.value;
    const searcher: Searcher<P> = {
      id: 'minimax',
      spec: canonicalSpec('minimax', OPTIONS, options),
      options,
      newGame() {},
      start: (root, limits = {}, hooks = {}) =>
        new MinimaxSession(game, root.clone(), options, limits, hooks.onInfo),
    };
    return ok(searcher);
  },
};

class MinimaxSession<P extends Position> implements SearchSession {
  done = false;
  private readonly budget: Budget;
  private readonly maxDepth: number;
  private readonly buffers: Int32Array[] = [];
  private readonly pvTable: Int32Array[] = [];
  private readonly pvLength: Int32Array;
  private readonly rootMoves: number[];
  private readonly lines: RootLine[] = [];
  private next = 0;
  private nodes = 0;
  private aborted = false;
  private readonly rng: Rng;

  constructor(
    private readonly game: Game<P>,
    private readonly pos: P,
    private readonly options: MinimaxOptions,
    limits: SearchLimits,
    private readonly onInfo: ((info: SearchResult & { progress: number }) => void) | undefined,
  ) {
    this.budget = new Budget(limits);
    this.rng = new Rng(limits.seed ?? 1);
    const depthLimit = limits.depth ?? options.depth;
    this.maxDepth = depthLimit > 0 ? depthLimit : game.info.maxPlies;
    const rootBuf = new Int32Array(game.info.maxMoves);
    const n = pos.generate(rootBuf);
    const banned = new Set(limits.excludeMoves ?? []);
    this.rootMoves = [...rootBuf.subarray(0, n)].filter((m) => !banned.has(m));
    this.pvLength = new Int32Array(this.maxDepth + 2);
    for (let i = 0; i <= this.maxDepth + 1; i++) {
      this.buffers.push(new Int32Array(game.info.maxMoves));
      this.pvTable.push(new Int32Array(this.maxDepth + 2));
    }
    if (this.rootMoves.length === 0) this.done = true;
  }

  step(): boolean {
    if (this.done) return true;
    const move = this.rootMoves[this.next++]!;
    this.pos.make(move);
    const v = -this.negamax(1, this.maxDepth - 1);
    this.pos.unmake();
    if (this.aborted) {
      this.done = true;
      return true;
    }
    const child = this.pvTable[1]!;
    const pv = [move, ...child.subarray(0, this.pvLength[1]!)];
    this.lines.push({ move, score: toScore(v), pv, visits: 0 });
    this.rawScores.push(v);
    if (this.next >= this.rootMoves.length || this.budget.exhausted(this.nodes)) this.done = true;
    this.onInfo?.({ ...this.result(), progress: this.next / this.rootMoves.length });
    return this.done;
  }

  private readonly rawScores: number[] = [];

  private negamax(ply: number, depth: number): number {
    this.nodes++;
    this.pvLength[ply] = 0;
    if ((this.nodes & 1023) === 0 && this.budget.exhausted(this.nodes)) this.aborted = true;
    if (this.aborted) return 0;
    const value = outcomeValue(this.pos.outcome(), this.pos.toMove);
    if (value !== null) return value === 0 ? 0 : value * (MATE - ply);
    if (depth <= 0) return this.game.evaluate ? this.game.evaluate(this.pos) : 0;
    const moves = this.buffers[ply]!;
    const n = this.pos.generate(moves);
    let best = -MATE - 1;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      this.pos.make(m);
      const v = -this.negamax(ply + 1, depth - 1);
      this.pos.unmake();
      // An aborted subtree's value means nothing; unwind without visiting the siblings.
      if (this.aborted) return 0;
      if (v > best) {
        best = v;
        const row = this.pvTable[ply]!;
        const childRow = this.pvTable[ply + 1]!;
        row[0] = m;
        const len = this.pvLength[ply + 1]!;
        for (let j = 0; j < len; j++) row[j + 1] = childRow[j]!;
        this.pvLength[ply] = len + 1;
      }
    }
    return best;
  }

  run(): SearchResult {
    while (!this.step()) {}
    return this.result();
  }

  stop(): void {
    this.budget.stop();
    this.done = true;
  }

  result(): SearchResult {
    let bestIdx = -1;
    let bestV = -Infinity;
    const ties: number[] = [];
    this.rawScores.forEach((v, i) => {
      if (v > bestV) {
        bestV = v;
        bestIdx = i;
        ties.length = 0;
        ties.push(i);
      } else if (v === bestV) ties.push(i);
    });
    if (bestIdx >= 0 && this.options.tieBreak === 'random' && ties.length > 1) {
      // Deterministic for a seed: the choice depends only on the seed and the tie set.
      const pick = new Rng(this.rng.state()[0] ^ ties.length);
      bestIdx = ties[pick.int(ties.length)]!;
    }
    const best = bestIdx >= 0 ? this.lines[bestIdx]! : null;
    const timeMs = this.budget.elapsedMs();
    return {
      bestMove: best ? best.move : (this.rootMoves[0] ?? NO_MOVE),
      score: best ? best.score : null,
      pv: best ? best.pv : [],
      lines: [...this.lines].sort(
        (a, b) => this.rawScores[this.lines.indexOf(b)]! - this.rawScores[this.lines.indexOf(a)]!,
      ),
      stats: makeStats({ nodes: this.nodes, timeMs, depth: this.maxDepth }),
      proven: this.lines.length === this.rootMoves.length && this.maxDepth >= this.game.info.maxPlies,
    };
  }
}
