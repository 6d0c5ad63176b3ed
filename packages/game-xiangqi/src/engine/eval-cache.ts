/**
 * A direct-mapped cache of static evaluations keyed by the full 64-bit Zobrist hash (both halves are
 * compared, so a hit is the same position up to a 64-bit collision). The evaluation is a function of
 * the board alone (piece kinds on cells and the side to move, which the hash covers), so a cached value
 * is exactly what a fresh evaluation would return. Search evaluates many positions again (iterative
 * deepening, re-searches of the same child): a third of the calls hit.
 * One interleaved Int32Array (hash low, hash high, value + valid flag) so a probe touches one cache line.
 */
export class EvalCache {
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** Set by a successful `probe`. */
  value = 0;

  constructor(bits = 15) {
    this.mask = (1 << bits) - 1;
    this.slots = new Int32Array(4 << bits);
  }

  /** True when the position with hash (lo, hi) is stored; its evaluation is then in `value`. */
  probe(lo: number, hi: number): boolean {
    const i = (lo & this.mask) << 2;
    const s = this.slots;
    if (s[i + 3] === 0 || s[i] !== (lo | 0) || s[i + 1] !== (hi | 0)) return false;
    this.value = s[i + 2]!;
    return true;
  }

  store(lo: number, hi: number, value: number): void {
    const i = (lo & this.mask) << 2;
    const s = this.slots;
    s[i] = lo;
    s[i + 1] = hi;
    s[i + 2] = value;
    s[i + 3] = 1;
  }

  clear(): void {
    this.slots.fill(0);
  }
}
