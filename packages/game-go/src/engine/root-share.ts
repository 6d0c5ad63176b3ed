import { MAX_SIZE } from '../geometry.js';
import type { RootStats } from './parallel.js';

/** Move ids of the largest board (every point and the pass). */
const MOVE_SLOTS = MAX_SIZE * MAX_SIZE + 1;
/** Per thread: a header (the search id, as an Int32) padded to 8 bytes, then visits and wins by move id. */
const SLOT_BYTES = 8 + 2 * 8 * MOVE_SLOTS;

/** The root statistics the threads share, read and written with no lock (see RootShare). */
export function createShareBuffer(threads: number): SharedArrayBuffer {
  return new SharedArrayBuffer(threads * SLOT_BYTES);
}

/** The part of an MCTS tree RootShare reads and adds to (core-search's MctsTree has it). */
export interface RootTree {
  readonly size: number;
  readonly firstChild: Int32Array;
  readonly childCount: Int32Array;
  readonly move: Int32Array;
  readonly visits: Int32Array;
  readonly wins: Float64Array;
}

/**
 * Root parallelism with shared root statistics: every thread publishes its root children's visits
 * and wins (its own, without what it took from the others) in its slot of a SharedArrayBuffer, and
 * adds to its own root children what the other threads' slots gained since it last looked. The
 * threads then spend their playouts below the moves that look best to all of them, so each tree
 * reads those deeper — independent trees (plain root parallelism) only average their votes.
 *
 * No lock: a thread writes only its own slot; a reader takes a slot only while its header holds the
 * reader's search id, and a value read mid-write only shifts that move's counts until the next look.
 */
export class RootShare {
  private readonly headers: Int32Array[] = [];
  private readonly visits: Float64Array[] = [];
  private readonly wins: Float64Array[] = [];
  /** What this thread added to its root children from the others, by move id. */
  private readonly takenVisits = new Float64Array(MOVE_SLOTS);
  private readonly takenWins = new Float64Array(MOVE_SLOTS);
  /** The others' slots as last read, by slot and move id. */
  private readonly seenVisits: Float64Array[] = [];
  private readonly seenWins: Float64Array[] = [];
  private searchId = 0;

  constructor(
    buffer: SharedArrayBuffer,
    private readonly slot: number,
  ) {
    const slots = Math.floor(buffer.byteLength / SLOT_BYTES);
    if (!Number.isInteger(slot) || slot < 0 || slot >= slots)
      throw new RangeError(`root share slot ${slot} outside [0, ${slots})`);
    for (let s = 0; s < slots; s++) {
      const base = s * SLOT_BYTES;
      this.headers.push(new Int32Array(buffer, base, 1));
      this.visits.push(new Float64Array(buffer, base + 8, MOVE_SLOTS));
      this.wins.push(new Float64Array(buffer, base + 8 + 8 * MOVE_SLOTS, MOVE_SLOTS));
      this.seenVisits.push(new Float64Array(MOVE_SLOTS));
      this.seenWins.push(new Float64Array(MOVE_SLOTS));
    }
  }

  /** Starts a search shared under `searchId` (non-zero, the same in every thread): nothing taken or seen yet. */
  begin(searchId: number): void {
    this.searchId = searchId | 0;
    this.takenVisits.fill(0);
    this.takenWins.fill(0);
    for (const v of this.seenVisits) v.fill(0);
    for (const w of this.seenWins) w.fill(0);
    // Readers skip the slot while its header is stale; the counts are zeroed before it names the search.
    Atomics.store(this.headers[this.slot]!, 0, 0);
    this.visits[this.slot]!.fill(0);
    this.wins[this.slot]!.fill(0);
    Atomics.store(this.headers[this.slot]!, 0, this.searchId);
  }

  /** Publishes this tree's own root statistics and takes what the other threads gained since the last call. */
  exchange(tree: RootTree): void {
    if (tree.size === 0) return;
    const first = tree.firstChild[0]!;
    if (first < 0) return;
    const end = first + tree.childCount[0]!;
    const myVisits = this.visits[this.slot]!;
    const myWins = this.wins[this.slot]!;
    for (let c = first; c < end; c++) {
      const m = tree.move[c]!;
      if (m < 0 || m >= MOVE_SLOTS) continue;
      myVisits[m] = tree.visits[c]! - this.takenVisits[m]!;
      myWins[m] = tree.wins[c]! - this.takenWins[m]!;
    }
    let added = 0;
    for (let s = 0; s < this.headers.length; s++) {
      if (s === this.slot || Atomics.load(this.headers[s]!, 0) !== this.searchId) continue;
      const visits = this.visits[s]!;
      const wins = this.wins[s]!;
      const seenV = this.seenVisits[s]!;
      const seenW = this.seenWins[s]!;
      for (let c = first; c < end; c++) {
        const m = tree.move[c]!;
        if (m < 0 || m >= MOVE_SLOTS) continue;
        const dv = Math.round(visits[m]! - seenV[m]!);
        const dw = wins[m]! - seenW[m]!;
        if (dv === 0 && dw === 0) continue;
        // A value read mid-write may undo itself next time; counts never go below zero meanwhile.
        const v = tree.visits[c]! + dv;
        if (v < 0) continue;
        tree.visits[c] = v;
        tree.wins[c] = Math.max(0, tree.wins[c]! + dw);
        this.takenVisits[m]! += dv;
        this.takenWins[m]! += dw;
        seenV[m] = visits[m]!;
        seenW[m] = wins[m]!;
        added += dv;
      }
    }
    // The parent's count is the sum its children's statistics are weighed against.
    tree.visits[0] = Math.max(0, tree.visits[0]! + added);
  }

  /** This thread's own share of root statistics `stats` (what it took from the others removed). */
  own(stats: RootStats): RootStats {
    const visits = stats.visits.map((v, i) => Math.max(0, v - this.takenVisits[stats.moves[i]!]!));
    const wins = stats.wins.map((w, i) => Math.max(0, w - this.takenWins[stats.moves[i]!]!));
    return { moves: stats.moves, visits, wins, playouts: stats.playouts };
  }
}
