import { NO_MOVE, type Position } from '../game.js';
import type { Rng } from '../rng.js';

/** One book move and its weight (relative frequency; 0 = known but never chosen). */
export interface BookMove {
  readonly move: number;
  readonly weight: number;
}

/** All a book needs from a position: its hash and a legality check for the moves it suggests. */
export type BookPosition = Pick<Position, 'hashLo' | 'hashHi' | 'isLegal'>;

/**
 * Symmetry for games whose mirrored position is equivalent (xiangqi's left-right mirror): when a
 * position is not in the book, its mirror image is looked up and the moves found are mirrored back.
 */
export interface BookMirror<P extends BookPosition = BookPosition> {
  /** Hash halves of the mirror image of `pos`. */
  mirrorHash(pos: P): { readonly lo: number; readonly hi: number };
  /** Maps a move of the mirror image to the equivalent move of the original position. */
  mirrorMove(move: number): number;
}

/**
 * An opening book: entries (hashLo, hashHi, move, weight) sorted by (hashHi, hashLo, move) in four
 * typed arrays, found by binary search. Build one with `OpeningBookBuilder` or read one with
 * `readOpeningBook`; both guarantee the order and merge duplicates.
 */
export class OpeningBook {
  /** @internal Use OpeningBookBuilder or readOpeningBook; the arrays must be sorted and distinct. */
  constructor(
    readonly hashLo: Uint32Array,
    readonly hashHi: Uint32Array,
    readonly moves: Int32Array,
    readonly weights: Uint32Array,
  ) {}

  /** Number of (position, move) entries. */
  get size(): number {
    return this.moves.length;
  }

  /** Number of distinct positions. */
  get positions(): number {
    let n = 0;
    for (let i = 0; i < this.size; i++)
      if (i === 0 || this.hashLo[i] !== this.hashLo[i - 1] || this.hashHi[i] !== this.hashHi[i - 1]) n++;
    return n;
  }

  /** Index of the first entry of the position, or of where it would be (lower bound). */
  lowerBound(hashLo: number, hashHi: number): number {
    const lo32 = hashLo >>> 0;
    const hi32 = hashHi >>> 0;
    let a = 0;
    let b = this.size;
    while (a < b) {
      const mid = (a + b) >>> 1;
      const h = this.hashHi[mid]!;
      if (h < hi32 || (h === hi32 && this.hashLo[mid]! < lo32)) a = mid + 1;
      else b = mid;
    }
    return a;
  }

  /** Entries [start, end) of a position (end = start when absent). */
  private endOf(start: number, hashLo: number, hashHi: number): number {
    let end = start;
    while (end < this.size && this.hashLo[end] === hashLo >>> 0 && this.hashHi[end] === hashHi >>> 0) end++;
    return end;
  }

  /** The book moves of a position, in move order (empty when absent). */
  lookup(hashLo: number, hashHi: number): BookMove[] {
    const start = this.lowerBound(hashLo, hashHi);
    const end = this.endOf(start, hashLo, hashHi);
    const out: BookMove[] = [];
    for (let i = start; i < end; i++) out.push({ move: this.moves[i]!, weight: this.weights[i]! });
    return out;
  }

  /** A weighted random move of a position (seeded), or NO_MOVE when absent or all weights are 0. */
  pick(hashLo: number, hashHi: number, rng: Rng): number {
    const start = this.lowerBound(hashLo, hashHi);
    const end = this.endOf(start, hashLo, hashHi);
    let total = 0;
    for (let i = start; i < end; i++) total += this.weights[i]!;
    if (total === 0) return NO_MOVE;
    let r = rng.float() * total;
    for (let i = start; i < end; i++) {
      r -= this.weights[i]!;
      if (r < 0) return this.moves[i]!;
    }
    return NO_MOVE;
  }

  /**
   * The book moves of `pos`: its own entries, or, when it has none and a mirror is given, its
   * mirror image's entries with the moves mirrored back. Moves that are illegal in `pos` (a hash
   * collision or a stale book) are dropped.
   */
  probe<P extends BookPosition>(pos: P, mirror?: BookMirror<P>): BookMove[] {
    let found = this.lookup(pos.hashLo, pos.hashHi);
    if (found.length === 0 && mirror) {
      const h = mirror.mirrorHash(pos);
      found = this.lookup(h.lo, h.hi).map((e) => ({ move: mirror.mirrorMove(e.move), weight: e.weight }));
    }
    return found.filter((e) => pos.isLegal(e.move));
  }

  /** A weighted random legal book move of `pos` (see `probe`), or NO_MOVE. */
  choose<P extends BookPosition>(pos: P, rng: Rng, mirror?: BookMirror<P>): number {
    return weightedChoice(this.probe(pos, mirror), rng);
  }

  /** Every entry in storage order (for export and debugging). */
  *entries(): IterableIterator<{ hashLo: number; hashHi: number; move: number; weight: number }> {
    for (let i = 0; i < this.size; i++)
      yield {
        hashLo: this.hashLo[i]!,
        hashHi: this.hashHi[i]!,
        move: this.moves[i]!,
        weight: this.weights[i]!,
      };
  }
}

/** Picks a move with probability proportional to its weight; NO_MOVE when the weights sum to 0. */
export function weightedChoice(moves: readonly BookMove[], rng: Rng): number {
  let total = 0;
  for (const m of moves) total += m.weight;
  if (total === 0) return NO_MOVE;
  let r = rng.float() * total;
  for (const m of moves) {
    r -= m.weight;
    if (r < 0) return m.move;
  }
  return NO_MOVE;
}
