import type { Game, Position } from '../game.js';
import type { Rng } from '../rng.js';
import { AmafUpdater } from './amaf.js';
import type { MctsOptions } from './options.js';
import { finalReward0, PlayoutRunner } from './playout.js';
import { type SelectConfig, selectChild } from './select.js';
import { tryProve } from './solver.js';
import { DRAWN, type MctsTree, NODE_BUSY, P0_WINS, TREE_FULL, UNPROVEN, winFor } from './tree.js';

/** `expand`'s outcomes besides TREE_FULL and NODE_BUSY. */
const EXPANDED = 1;
const NO_CHILDREN = 0;

/** The root exclusions as a mask by move id (1 = excluded), or null when there are none. */
export function excludedMask(moveIdLimit: number, moves: readonly number[] | undefined): Uint8Array | null {
  if (moves === undefined || moves.length === 0) return null;
  const mask = new Uint8Array(moveIdLimit);
  for (const m of moves) if (m >= 0 && m < moveIdLimit) mask[m] = 1;
  return mask;
}

const provenReward0 = (state: number): number => (state === P0_WINS ? 1 : state === DRAWN ? 0.5 : 0);

/**
 * One MCTS iteration at a time: select down the typed-array tree on a scratch copy of the root,
 * expand a leaf, play out, back up rewards (and proofs and AMAF). Every buffer is allocated here,
 * once per search, so an iteration allocates nothing.
 *
 * On a shared tree (several threads, each with an engine of its own) a visit is counted on the
 * way down (a virtual loss until its reward is added on the way up, so the other threads spread
 * out), and a node another thread is expanding is played out from as a leaf.
 */
export class MctsEngine<P extends Position> {
  /** Deepest tree path seen. */
  maxDepth = 0;
  /** Set once an expansion failed for lack of room: the tree stops growing. */
  treeFull = false;
  private readonly path: Int32Array;
  private readonly treeMoves: Int32Array;
  private readonly treePlayers: Uint8Array;
  private readonly moveBuf: Int32Array;
  private readonly priorValue: Float32Array;
  private readonly priorWeight: Float32Array;
  private readonly playout: PlayoutRunner<P>;
  private readonly amaf: AmafUpdater | null;
  private readonly select: SelectConfig;
  private readonly depthCap: number;
  private readonly playoutCap: number;
  private readonly usePriors: boolean;
  /** game.candidates when option `candidates` allows it: nodes expand only those moves. */
  private readonly candidates: ((pos: P, out: Int32Array) => number) | null;
  /** 1 on a shared tree: the visit counted on the way down (see the class comment). */
  private readonly virtualLoss: number;

  constructor(
    private readonly game: Game<P>,
    private readonly tree: MctsTree,
    private readonly root: P,
    private readonly scratch: P,
    private readonly options: MctsOptions,
    private readonly rng: Rng,
    /** Root moves excluded by the limits, by move id (1 = excluded). */
    readonly excluded: Uint8Array | null,
  ) {
    const info = game.info;
    this.depthCap = info.maxPlies;
    this.playoutCap = options.playoutCap > 0 ? options.playoutCap : info.maxPlies;
    this.path = new Int32Array(info.maxPlies + 2);
    this.treeMoves = new Int32Array(info.maxPlies + 2);
    this.treePlayers = new Uint8Array(info.maxPlies + 2);
    this.moveBuf = new Int32Array(info.maxMoves);
    this.priorValue = new Float32Array(info.maxMoves);
    this.priorWeight = new Float32Array(info.maxMoves);
    this.playout = new PlayoutRunner(
      game,
      options.playout === 'game',
      options.cutoff === 'evaluate',
      options.evalScale,
      options.scoreBonus,
      options.scoreScale,
    );
    this.amaf = options.rave ? new AmafUpdater(info.moveIdLimit, options.raveDecay) : null;
    this.select = {
      c: options.c,
      rave: options.rave,
      raveK: options.raveK,
      raveBias: options.raveBias,
      solver: options.solver,
    };
    this.usePriors = options.priors && game.priors !== undefined;
    this.candidates = options.candidates && game.candidates ? game.candidates.bind(game) : null;
    this.virtualLoss = tree.buffers === null ? 0 : 1;
  }

  /**
   * Makes sure the root is expanded and re-derives its proof under this search's exclusions (a
   * reused root may have been proven under others). Returns false when the root has no move.
   */
  prepareRoot(): boolean {
    const tree = this.tree;
    if (this.root.outcome().kind !== 'ongoing') return false;
    if (tree.firstChild[0]! < 0) {
      this.scratch.copyFrom(this.root);
      if (this.expand(0, this.scratch) !== EXPANDED) return false;
    }
    tree.setProven(0, UNPROVEN, 0);
    if (this.options.solver) tryProve(tree, 0, this.excluded);
    return this.hasRootMove();
  }

  /** Whether the (expanded) root has a move the search may choose: a helper thread's start. */
  hasRootMove(): boolean {
    const tree = this.tree;
    const first = tree.firstChild[0]!;
    if (first < 0) return false;
    const end = first + tree.childCount[0]!;
    for (let c = first; c < end; c++)
      if (this.excluded === null || this.excluded[tree.move[c]!] !== 1) return true;
    return false;
  }

  /** One select / expand / playout / backup pass. */
  iterate(): void {
    const tree = this.tree;
    const pos = this.scratch;
    const solver = this.options.solver;
    const expandVisits = this.options.expandVisits;
    const path = this.path;
    const treeMoves = this.treeMoves;
    const treePlayers = this.treePlayers;
    pos.copyFrom(this.root);
    let node = 0;
    let depth = 0;
    path[0] = 0;
    let reward0 = 0.5;
    let played = false;
    let newlyProven = false;
    let leafPlayer = 0;
    const vl = this.virtualLoss;
    if (vl !== 0) Atomics.add(tree.visits, 0, 1);
    for (;;) {
      const state = solver ? tree.proven[node]! : UNPROVEN;
      if (state !== UNPROVEN) {
        reward0 = provenReward0(state);
        break;
      }
      if (tree.firstChild[node]! < 0) {
        const o = pos.outcome();
        if (o.kind !== 'ongoing') {
          reward0 = finalReward0(this.game, pos, o, this.options.scoreBonus, this.options.scoreScale);
          if (solver) {
            tree.setProven(node, o.kind === 'win' ? winFor(o.winner) : DRAWN, 0);
            newlyProven = true;
          }
          break;
        }
        if (
          depth >= this.depthCap ||
          (node !== 0 && tree.visits[node]! - vl < expandVisits) ||
          this.treeFull ||
          this.expand(node, pos) !== EXPANDED
        ) {
          played = true;
          leafPlayer = pos.toMove;
          reward0 = this.playout.run(pos, this.rng, this.playoutCap - depth);
          break;
        }
      }
      const child = selectChild(tree, node, depth === 0 ? this.excluded : null, this.select);
      if (child < 0) {
        // Every move skipped: only possible at a root whose remaining moves are all excluded.
        played = true;
        leafPlayer = pos.toMove;
        reward0 = this.playout.run(pos, this.rng, this.playoutCap - depth);
        break;
      }
      const m = tree.move[child]!;
      treeMoves[depth] = m;
      treePlayers[depth] = pos.toMove;
      pos.make(m);
      path[++depth] = child;
      node = child;
      if (vl !== 0) Atomics.add(tree.visits, child, 1);
    }
    if (depth > this.maxDepth) this.maxDepth = depth;

    const visits = tree.visits;
    const wins = tree.wins;
    const mover = tree.mover;
    for (let k = depth; k >= 0; k--) {
      const n = path[k]!;
      if (vl === 0) visits[n]!++;
      wins[n]! += mover[n] === 0 ? reward0 : 1 - reward0;
    }
    if (newlyProven) {
      for (let k = depth - 1; k >= 0; k--)
        if (!tryProve(tree, path[k]!, k === 0 ? this.excluded : null)) break;
    }
    if (this.amaf !== null) {
      if (!played) leafPlayer = pos.toMove;
      const runner = this.playout;
      this.amaf.update(
        tree,
        path,
        depth,
        treeMoves,
        treePlayers,
        runner.moves,
        runner.players,
        played ? runner.length : 0,
        leafPlayer,
        reward0,
      );
    }
  }

  /** The game's legal candidates when enabled (generate if it gives none), else every legal move. */
  private movesOf(pos: P, out: Int32Array): number {
    if (this.candidates !== null) {
      let n = 0;
      const c = this.candidates(pos, out);
      for (let i = 0; i < c; i++) if (pos.isLegal(out[i]!)) out[n++] = out[i]!;
      if (n > 0) return n;
    }
    return pos.generate(out);
  }

  /** Creates the children of `node` (position `pos`) with their priors. */
  private expand(node: number, pos: P): number {
    const moves = this.moveBuf;
    const n = this.movesOf(pos, moves);
    if (n === 0) return NO_CHILDREN;
    const tree = this.tree;
    const first = tree.reserveChildren(node, moves, n, pos.toMove);
    if (first === NODE_BUSY) return NODE_BUSY;
    if (first === TREE_FULL) {
      this.treeFull = true;
      return TREE_FULL;
    }
    if (this.usePriors) {
      this.priorValue.fill(0, 0, n);
      this.priorWeight.fill(0, 0, n);
      this.game.priors!(pos, moves, n, this.priorValue, this.priorWeight);
      for (let i = 0; i < n; i++) {
        const w = this.priorWeight[i]!;
        tree.priorVisits[first + i] = w;
        tree.priorWins[first + i] = w * this.priorValue[i]!;
      }
    }
    tree.publishChildren(node, first, n);
    return EXPANDED;
  }
}
