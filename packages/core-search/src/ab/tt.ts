import { NO_MOVE } from '../game.js';
import { MATE_BOUND } from '../score.js';

/** Bound kinds stored in an entry (0 marks an empty slot). */
export const BOUND_NONE = 0;
export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

/** Entries per bucket: a probe looks at one bucket, which fills one 64-byte cache line. */
const BUCKET = 4;
/**
 * The bytes an entry is budgeted when sizing a table: key (4) + move (4) + packed data (4). Entries
 * are laid out 16 bytes apart (the fourth word unused) so a bucket is one cache line; the bucket
 * count (a power of two) leaves room for that within the budget.
 */
export const TT_ENTRY_BYTES = 12;
/** Words per entry in the interleaved layout: key, move, data, unused. */
const STRIDE = 4;
const KEY = 0;
const MOVE = 1;
const DATA = 2;
/** Depth is packed in 7 bits. */
export const TT_MAX_DEPTH = 127;

/**
 * Packed data word, from the low bits:
 *   bound 2 | generation 6 | solved 1 | depth 7 | score 16 (signed)
 * `solved` marks a result computed from terminal positions only (no horizon leaf, no null move):
 * it holds at any depth.
 */
const GEN_SHIFT = 2;
const SOLVED_BIT = 1 << 8;
const DEPTH_SHIFT = 9;
const SCORE_SHIFT = 16;

/**
 * A transposition table in typed arrays, indexed by the low hash half and verified by the high half.
 * Mate scores are stored relative to the node (distance to mate from here) and turned back into
 * distance from the root on probe, so a mate found through a transposition keeps its true length.
 */
export class TranspositionTable {
  /** Entry i's key at keys[i * STRIDE]; its move and data words in `words` at the next offsets. */
  private readonly keys: Uint32Array;
  private readonly words: Int32Array;
  private readonly size: number;
  private readonly bucketMask: number;
  private generation = 0;

  /** Filled by a successful `probe`. */
  move = NO_MOVE;
  score = 0;
  depth = 0;
  bound = BOUND_NONE;
  solved = false;

  constructor(entries: number) {
    let buckets = 1;
    while (buckets * 2 * BUCKET <= entries) buckets *= 2;
    this.bucketMask = buckets - 1;
    const size = buckets * BUCKET;
    this.size = size;
    const buffer = new ArrayBuffer(size * STRIDE * 4);
    this.keys = new Uint32Array(buffer);
    this.words = new Int32Array(buffer);
  }

  /** A table using at most `mb` MiB. */
  static ofMegabytes(mb: number): TranspositionTable {
    return new TranspositionTable(Math.floor((mb * 1024 * 1024) / TT_ENTRY_BYTES));
  }

  get capacity(): number {
    return this.size;
  }

  get bytes(): number {
    return this.words.byteLength;
  }

  clear(): void {
    this.words.fill(0);
    this.generation = 0;
  }

  /** A new search: entries from older searches become preferred victims. */
  newSearch(): void {
    this.generation = (this.generation + 1) & 63;
  }

  /** Looks the position up; on a hit fills `move`, `score` (root-relative), `depth`, `bound`, `solved`. */
  probe(hashLo: number, hashHi: number, ply: number): boolean {
    const w = this.words;
    const base = (hashLo & this.bucketMask) * BUCKET * STRIDE;
    for (let i = base; i < base + BUCKET * STRIDE; i += STRIDE) {
      const d = w[i + DATA]!;
      if (d === 0 || this.keys[i + KEY] !== hashHi) continue;
      // Refresh the age so entries still in use survive replacement.
      w[i + DATA] = (d & ~(63 << GEN_SHIFT)) | (this.generation << GEN_SHIFT);
      this.move = w[i + MOVE]!;
      this.bound = d & 3;
      this.solved = (d & SOLVED_BIT) !== 0;
      this.depth = (d >>> DEPTH_SHIFT) & 127;
      this.score = fromTT(d >> SCORE_SHIFT, ply);
      return true;
    }
    return false;
  }

  /**
   * Stores a result for the position. The same key is overwritten (keeping its move when the new
   * result has none); otherwise the slot with the least depth, aged by generations, is replaced.
   */
  store(
    hashLo: number,
    hashHi: number,
    depth: number,
    score: number,
    bound: number,
    move: number,
    ply: number,
    solved: boolean,
  ): void {
    const w = this.words;
    const base = (hashLo & this.bucketMask) * BUCKET * STRIDE;
    let slot = -1;
    let worst = Number.POSITIVE_INFINITY;
    for (let i = base; i < base + BUCKET * STRIDE; i += STRIDE) {
      const d = w[i + DATA]!;
      if (d !== 0 && this.keys[i + KEY] === hashHi) {
        slot = i;
        if (move === NO_MOVE) move = w[i + MOVE]!;
        break;
      }
      const worth = d === 0 ? -1e9 : this.worth(d);
      if (worth < worst) {
        worst = worth;
        slot = i;
      }
    }
    const dep = depth < 0 ? 0 : Math.min(depth, TT_MAX_DEPTH);
    this.keys[slot + KEY] = hashHi;
    w[slot + MOVE] = move;
    w[slot + DATA] =
      (toTT(score, ply) << SCORE_SHIFT) |
      (dep << DEPTH_SHIFT) |
      (solved ? SOLVED_BIT : 0) |
      (this.generation << GEN_SHIFT) |
      bound;
  }

  /** Replacement value: deeper and newer entries are worth keeping; solved ones count as deep. */
  private worth(d: number): number {
    const age = (this.generation - ((d >>> GEN_SHIFT) & 63)) & 63;
    const depth = (d >>> DEPTH_SHIFT) & 127;
    return depth + ((d & SOLVED_BIT) !== 0 ? 32 : 0) - 8 * age;
  }

  /** Parts per thousand of the first 1000 slots used in this generation (UCI-style hashfull). */
  hashfull(): number {
    let used = 0;
    const n = Math.min(1000, this.size);
    for (let i = 0; i < n; i++) {
      const d = this.words[i * STRIDE + DATA]!;
      if (d !== 0 && ((d >>> GEN_SHIFT) & 63) === this.generation) used++;
    }
    return Math.round((used * 1000) / n);
  }
}

/** Root-relative mate score to node-relative (the node is `ply` plies from the root). */
function toTT(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score + ply;
  if (score <= -MATE_BOUND) return score - ply;
  return score;
}

function fromTT(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score - ply;
  if (score <= -MATE_BOUND) return score + ply;
  return score;
}
