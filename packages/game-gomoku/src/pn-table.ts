/**
 * Proof and disproof numbers of unsolved positions, by Zobrist key, for the proof-number search's
 * transpositions: a position met again (the same threats in another order) starts from the numbers
 * it had where it was searched, not from a fresh guess. Typed arrays, always-replace, 2^bits entries
 * (16 bytes each); `clear()` is O(1) (a generation stamp).
 */
export class PnTable {
  private readonly lo: Uint32Array;
  private readonly hi: Uint32Array;
  private readonly gen: Uint32Array;
  private readonly pns: Int32Array;
  private readonly dns: Int32Array;
  private readonly mask: number;
  private current = 1;
  /** The numbers of the last successful `probe`. */
  pn = 0;
  dn = 0;

  constructor(bits = 18) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.lo = new Uint32Array(size);
    this.hi = new Uint32Array(size);
    this.gen = new Uint32Array(size);
    this.pns = new Int32Array(size);
    this.dns = new Int32Array(size);
  }

  clear(): void {
    this.current++;
    if (this.current > 0xfffffff0) {
      this.gen.fill(0);
      this.current = 1;
    }
  }

  store(lo: number, hi: number, pn: number, dn: number): void {
    const i = lo & this.mask;
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.gen[i] = this.current;
    this.pns[i] = pn;
    this.dns[i] = dn;
  }

  /** True when the position is stored (its numbers then in `pn`, `dn`). */
  probe(lo: number, hi: number): boolean {
    const i = lo & this.mask;
    if (this.gen[i] !== this.current || this.lo[i] !== lo || this.hi[i] !== hi) return false;
    this.pn = this.pns[i]!;
    this.dn = this.dns[i]!;
    return true;
  }
}
