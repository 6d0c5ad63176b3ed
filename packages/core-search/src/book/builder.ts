import { err, ok, type QiError, type Result } from '../result.js';
import { OpeningBook } from './book.js';
import { type BookErrorCode, isBookMove, isUint32, MAX_BOOK_WEIGHT } from './errors.js';

/**
 * Collects book entries in memory, in any order, then builds the sorted typed-array book.
 * Adding the same (position, move) twice sums the weights (saturating at the uint32 maximum).
 */
export class OpeningBookBuilder {
  private readonly lo: number[] = [];
  private readonly hi: number[] = [];
  private readonly mv: number[] = [];
  private readonly wt: number[] = [];

  /** Entries added so far (before duplicates are merged). */
  get count(): number {
    return this.mv.length;
  }

  add(hashLo: number, hashHi: number, move: number, weight: number): Result<void, QiError<BookErrorCode>> {
    if (!isUint32(hashLo) || !isUint32(hashHi))
      return err('book-bad-hash', `hash halves must be uint32, got ${hashLo}, ${hashHi}`);
    if (!isBookMove(move))
      return err('book-bad-move', `a book move must be a non-negative int32, got ${move}`);
    if (!isUint32(weight))
      return err('book-bad-weight', `a weight must be an integer in [0, ${MAX_BOOK_WEIGHT}], got ${weight}`);
    this.lo.push(hashLo);
    this.hi.push(hashHi);
    this.mv.push(move);
    this.wt.push(weight);
    return ok(undefined);
  }

  build(): OpeningBook {
    const n = this.mv.length;
    const order = Array.from({ length: n }, (_, i) => i);
    const { lo, hi, mv, wt } = this;
    order.sort((a, b) => hi[a]! - hi[b]! || lo[a]! - lo[b]! || mv[a]! - mv[b]!);
    const hashLo = new Uint32Array(n);
    const hashHi = new Uint32Array(n);
    const moves = new Int32Array(n);
    const weights = new Uint32Array(n);
    let k = -1;
    for (const i of order) {
      if (k >= 0 && hashHi[k] === hi[i] && hashLo[k] === lo[i] && moves[k] === mv[i]) {
        weights[k] = Math.min(MAX_BOOK_WEIGHT, weights[k]! + wt[i]!);
        continue;
      }
      k++;
      hashLo[k] = lo[i]!;
      hashHi[k] = hi[i]!;
      moves[k] = mv[i]!;
      weights[k] = wt[i]!;
    }
    const size = k + 1;
    return new OpeningBook(
      hashLo.slice(0, size),
      hashHi.slice(0, size),
      moves.slice(0, size),
      weights.slice(0, size),
    );
  }
}
