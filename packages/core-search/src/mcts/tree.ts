import { NO_MOVE, type Player } from '../game.js';

/** `firstChild` of a node whose children have not been created. */
export const NOT_EXPANDED = -1;
/** `firstChild` of a node a thread is creating the children of (shared trees only): not expanded yet. */
export const EXPANDING = -2;
/** `reserveChildren`: the node cap would be exceeded. */
export const TREE_FULL = -1;
/** `reserveChildren`: another thread is expanding the node (shared trees only). */
export const NODE_BUSY = -2;

/** Bytes per node of each array of a shared tree (what `MctsTree.shared` allocates). */
const SHARED_LAYOUT = {
  firstChild: 4,
  childCount: 4,
  move: 4,
  mover: 1,
  visits: 4,
  wins: 8,
  priorVisits: 4,
  priorWins: 4,
  amafVisits: 8,
  amafWins: 8,
  proven: 1,
  provenPlies: 2,
} as const;

/**
 * The memory of a tree that several threads search at once (tree parallelism): every array of
 * `SHARED_LAYOUT` on a SharedArrayBuffer of `maxNodes` entries from the start, the node count in `meta`.
 */
export type MctsTreeBuffers = { readonly [K in keyof typeof SHARED_LAYOUT]: SharedArrayBuffer } & {
  readonly maxNodes: number;
  readonly meta: SharedArrayBuffer;
};

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
  capacity = 0;
  /** The shared memory of a tree threads search together, or null for a tree of one thread. */
  readonly buffers: MctsTreeBuffers | null = null;
  /** meta[0]: nodes in use (can pass maxNodes in a shared tree after a failed reservation). */
  private readonly meta: Int32Array<ArrayBufferLike>;
  firstChild: Int32Array<ArrayBufferLike> = new Int32Array(0);
  childCount: Int32Array<ArrayBufferLike> = new Int32Array(0);
  move: Int32Array<ArrayBufferLike> = new Int32Array(0);
  /** The player who made `move`: every value in the node is from this player's view. */
  mover: Uint8Array<ArrayBufferLike> = new Uint8Array(0);
  visits: Int32Array<ArrayBufferLike> = new Int32Array(0);
  /** Sum of rewards in [0,1] from the mover's view. */
  wins: Float64Array<ArrayBufferLike> = new Float64Array(0);
  /** Virtual visits and wins from the game's priors (kept apart so reported visits are real). */
  priorVisits: Float32Array<ArrayBufferLike> = new Float32Array(0);
  priorWins: Float32Array<ArrayBufferLike> = new Float32Array(0);
  /** AMAF statistics of this node's move, seen from its parent (RAVE). */
  amafVisits: Float64Array<ArrayBufferLike> = new Float64Array(0);
  amafWins: Float64Array<ArrayBufferLike> = new Float64Array(0);
  /** Solver state (UNPROVEN, P0_WINS, P1_WINS, DRAWN) and plies to the end when proven. */
  proven: Uint8Array<ArrayBufferLike> = new Uint8Array(0);
  provenPlies: Uint16Array<ArrayBufferLike> = new Uint16Array(0);

  constructor(
    readonly maxNodes: number,
    shared: MctsTreeBuffers | null = null,
  ) {
    if (shared === null) {
      this.meta = new Int32Array(1);
      this.grow(Math.min(maxNodes, INITIAL_CAPACITY));
      return;
    }
    this.buffers = shared;
    this.meta = new Int32Array(shared.meta);
    this.firstChild = new Int32Array(shared.firstChild);
    this.childCount = new Int32Array(shared.childCount);
    this.move = new Int32Array(shared.move);
    this.mover = new Uint8Array(shared.mover);
    this.visits = new Int32Array(shared.visits);
    this.wins = new Float64Array(shared.wins);
    this.priorVisits = new Float32Array(shared.priorVisits);
    this.priorWins = new Float32Array(shared.priorWins);
    this.amafVisits = new Float64Array(shared.amafVisits);
    this.amafWins = new Float64Array(shared.amafWins);
    this.proven = new Uint8Array(shared.proven);
    this.provenPlies = new Uint16Array(shared.provenPlies);
    this.capacity = maxNodes;
  }

  /** A tree for several threads: all `maxNodes` nodes allocated at once on shared memory. */
  static shared(maxNodes: number): MctsTree {
    const bytes = (per: number) => new SharedArrayBuffer(per * maxNodes);
    const b = Object.fromEntries(Object.entries(SHARED_LAYOUT).map(([k, per]) => [k, bytes(per)]));
    return new MctsTree(maxNodes, {
      ...(b as { [K in keyof typeof SHARED_LAYOUT]: SharedArrayBuffer }),
      maxNodes,
      meta: new SharedArrayBuffer(4),
    });
  }

  /** Another thread's view of a shared tree. */
  static attach(buffers: MctsTreeBuffers): MctsTree {
    return new MctsTree(buffers.maxNodes, buffers);
  }

  /** Nodes in use. */
  get size(): number {
    return Math.min(this.meta[0]!, this.maxNodes);
  }
  set size(n: number) {
    this.meta[0] = n;
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
    const first = this.reserveChildren(parent, moves, count, mover);
    if (first < 0) return false;
    this.publishChildren(parent, first, count);
    return true;
  }

  /**
   * Creates (but does not yet link) the children of `parent` for `moves[0..count)` and returns the
   * first one's index, or TREE_FULL (nothing changed), or NODE_BUSY when another thread of a shared
   * tree is expanding `parent`. The caller may fill in the children (priors) before
   * `publishChildren` makes them visible to selection.
   */
  reserveChildren(parent: number, moves: Int32Array, count: number, mover: Player): number {
    let first: number;
    if (this.buffers === null) {
      first = this.meta[0]!;
      const end = first + count;
      if (end > this.maxNodes) return TREE_FULL;
      if (end > this.capacity) this.grow(end);
      this.meta[0] = end;
    } else {
      // Claim the node, then the slots; a failed reservation gives the node back.
      if (Atomics.compareExchange(this.firstChild, parent, NOT_EXPANDED, EXPANDING) !== NOT_EXPANDED)
        return NODE_BUSY;
      first = Atomics.add(this.meta, 0, count);
      if (first + count > this.maxNodes) {
        Atomics.store(this.firstChild, parent, NOT_EXPANDED);
        return TREE_FULL;
      }
    }
    for (let i = 0; i < count; i++) this.initNode(first + i, moves[i]!, mover);
    return first;
  }

  /** Links the children `reserveChildren` made to `parent` (last, so other threads see them whole). */
  publishChildren(parent: number, first: number, count: number): void {
    this.childCount[parent] = count;
    if (this.buffers === null) this.firstChild[parent] = first;
    else Atomics.store(this.firstChild, parent, first);
  }

  /** Index of the child of `node` reached by `move`, or -1 (also when `node` is not expanded). */
  childByMove(node: number, move: number): number {
    const first = this.firstChild[node]!;
    if (first < 0) return -1;
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
      if (first < 0) continue;
      const end = first + this.childCount[i]!;
      for (let c = first; c < end; c++) forward[c] = LIVE;
    }
    for (let i = newRoot; i < size; i++) {
      const to = forward[i]!;
      if (to < 0) continue;
      const first = this.firstChild[i]!;
      this.firstChild[to] = first < 0 ? NOT_EXPANDED : forward[first]!;
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
    this.amafVisits = resize(this.amafVisits, (n) => new Float64Array(n));
    this.amafWins = resize(this.amafWins, (n) => new Float64Array(n));
    this.proven = resize(this.proven, (n) => new Uint8Array(n));
    this.provenPlies = resize(this.provenPlies, (n) => new Uint16Array(n));
    this.capacity = cap;
  }
}
