import { NO_MOVE, type Player } from '../game.js';

/** `firstChild` of a node whose children have not been created. */
export const NOT_EXPANDED = -1;

/**
 * Solver states, absolute (by winner) rather than relative to a player, so proofs propagate
 * correctly in games where a side may move twice in a row.
 */
export const UNPROVEN = 0;
export const P0_WINS = 1;
export const P1_WINS = 2;
export const DRAWN = 3;

export const winFor = (p: Player | number): number => (p === 0 ? P0_WINS : P1_WINS);

const MAX_PROVEN_PLIES = 0xffff;
const INITIAL_CAPACITY = 1024;

/**
 * The MCTS tree as a struct of typed arrays; node 0 is the root. A node's children occupy
 * `childCount` consecutive slots from `firstChild`, always allocated after the node itself
 * (so a child index is greater than its parent's, which `reroot` relies on). Nodes hold moves and
 * statistics only, never positions. Arrays grow by doubling up to `maxNodes`, so small games stay
 * small and memory is bounded.
 */
export class MctsTree {
  size = 0;
  capacity = 0;
  firstChild = new Int32Array(0);
  childCount = new Int32Array(0);
  move = new Int32Array(0);
  /** The player who made `move`: every value in the node is from this player's view. */
  mover = new Uint8Array(0);
  visits = new Int32Array(0);
  /** Sum of rewards in [0,1] from the mover's view. */
  wins = new Float64Array(0);
  /** Virtual visits and wins from the game's priors (kept apart so reported visits are real). */
  priorVisits = new Float32Array(0);
  priorWins = new Float32Array(0);
  /** AMAF statistics of this node's move, seen from its parent (RAVE). */
  amafVisits = new Int32Array(0);
  amafWins = new Float64Array(0);
  /** Solver state (UNPROVEN, P0_WINS, P1_WINS, DRAWN) and plies to the end when proven. */
  proven = new Uint8Array(0);
  provenPlies = new Uint16Array(0);

  constructor(readonly maxNodes: number) {
    this.grow(Math.min(maxNodes, INITIAL_CAPACITY));
  }

  clear(): void {
    this.size = 0;
  }

  /** Makes a fresh one-node tree; `mover` is the player who moved into the root position. */
  createRoot(mover: Player): void {
    this.size = 1;
    this.initNode(0, NO_MOVE, mover);
  }

  /**
   * Creates the children of `parent` for `moves[0..count)`, all made by `mover`. Returns false,
   * changing nothing, when the node cap would be exceeded.
   */
  expand(parent: number, moves: Int32Array, count: number, mover: Player): boolean {
    const first = this.size;
    const end = first + count;
    if (end > this.maxNodes) return false;
    if (end > this.capacity) this.grow(end);
    for (let i = 0; i < count; i++) this.initNode(first + i, moves[i]!, mover);
    this.firstChild[parent] = first;
    this.childCount[parent] = count;
    this.size = end;
    return true;
  }

  /** Index of the child of `node` reached by `move`, or -1 (also when `node` is not expanded). */
  childByMove(node: number, move: number): number {
    const first = this.firstChild[node]!;
    if (first === NOT_EXPANDED) return -1;
    const end = first + this.childCount[node]!;
    for (let c = first; c < end; c++) if (this.move[c] === move) return c;
    return -1;
  }

  setProven(node: number, state: number, plies: number): void {
    this.proven[node] = state;
    this.provenPlies[node] = Math.min(plies, MAX_PROVEN_PLIES);
  }

  /**
   * Makes `newRoot`'s subtree the whole tree, in place: live nodes slide down keeping their order
   * (like a mark-compact collector), so every new index is at most the old one and sibling blocks
   * stay contiguous. Costs one transient Int32Array of the tree size.
   */
  reroot(newRoot: number): void {
    if (newRoot === 0) return;
    const size = this.size;
    const forward = new Int32Array(size).fill(-1);
    const LIVE = -2;
    forward[newRoot] = LIVE;
    let next = 0;
    // Children come after parents, so one ascending pass marks the whole subtree.
    for (let i = newRoot; i < size; i++) {
      if (forward[i] !== LIVE) continue;
      forward[i] = next++;
      const first = this.firstChild[i]!;
      if (first === NOT_EXPANDED) continue;
      const end = first + this.childCount[i]!;
      for (let c = first; c < end; c++) forward[c] = LIVE;
    }
    for (let i = newRoot; i < size; i++) {
      const to = forward[i]!;
      if (to < 0) continue;
      const first = this.firstChild[i]!;
      this.firstChild[to] = first === NOT_EXPANDED ? NOT_EXPANDED : forward[first]!;
      this.childCount[to] = this.childCount[i]!;
      this.move[to] = this.move[i]!;
      this.mover[to] = this.mover[i]!;
      this.visits[to] = this.visits[i]!;
      this.wins[to] = this.wins[i]!;
      this.priorVisits[to] = this.priorVisits[i]!;
      this.priorWins[to] = this.priorWins[i]!;
      this.amafVisits[to] = this.amafVisits[i]!;
      this.amafWins[to] = this.amafWins[i]!;
      this.proven[to] = this.proven[i]!;
      this.provenPlies[to] = this.provenPlies[i]!;
    }
    this.move[0] = NO_MOVE;
    this.size = next;
  }

  private initNode(i: number, move: number, mover: Player): void {
    this.firstChild[i] = NOT_EXPANDED;
    this.childCount[i] = 0;
    this.move[i] = move;
    this.mover[i] = mover;
    this.visits[i] = 0;
    this.wins[i] = 0;
    this.priorVisits[i] = 0;
    this.priorWins[i] = 0;
    this.amafVisits[i] = 0;
    this.amafWins[i] = 0;
    this.proven[i] = UNPROVEN;
    this.provenPlies[i] = 0;
  }

  private grow(min: number): void {
    let cap = Math.max(this.capacity * 2, INITIAL_CAPACITY, min);
    if (cap > this.maxNodes) cap = this.maxNodes;
    const keep = this.size;
    const resize = <T extends Int32Array | Uint8Array | Uint16Array | Float32Array | Float64Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const a = make(cap);
      a.set(old.subarray(0, keep));
      return a;
    };
    this.firstChild = resize(this.firstChild, (n) => new Int32Array(n));
    this.childCount = resize(this.childCount, (n) => new Int32Array(n));
    this.move = resize(this.move, (n) => new Int32Array(n));
    this.mover = resize(this.mover, (n) => new Uint8Array(n));
    this.visits = resize(this.visits, (n) => new Int32Array(n));
    this.wins = resize(this.wins, (n) => new Float64Array(n));
    this.priorVisits = resize(this.priorVisits, (n) => new Float32Array(n));
    this.priorWins = resize(this.priorWins, (n) => new Float32Array(n));
    this.amafVisits = resize(this.amafVisits, (n) => new Int32Array(n));
    this.amafWins = resize(this.amafWins, (n) => new Float64Array(n));
    this.proven = resize(this.proven, (n) => new Uint8Array(n));
    this.provenPlies = resize(this.provenPlies, (n) => new Uint16Array(n));
    this.capacity = cap;
  }
}
