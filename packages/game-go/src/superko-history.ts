/**
 * The boards seen since the last edit, for superko: one entry per ply with the board hash (two
 * uint32 halves, stored as int32) and `stones * 4 + side to move`. The stone count lets a move
 * that cannot reach an earlier stone count skip the scan (see `hasStones`).
 */
export class SuperkoHistory {
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly meta: Int32Array;
  private top = 0;

  constructor(capacity: number) {
    this.lo = new Int32Array(capacity);
    this.hi = new Int32Array(capacity);
    this.meta = new Int32Array(capacity);
  }

  /** Forgets every entry and records `lo`/`hi` as the first board. */
  reset(lo: number, hi: number, stones: number, side: number): void {
    this.top = 0;
    this.push(lo, hi, stones, side);
  }

  /** Forgets every entry (the board is then not tracked until the next reset). */
  clear(): void {
    this.top = 0;
  }

  push(lo: number, hi: number, stones: number, side: number): void {
    const i = this.top++;
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.meta[i] = stones * 4 + side;
  }

  pop(): void {
    this.top--;
  }

  /** Whether some entry has this many stones. */
  hasStones(stones: number): boolean {
    const meta = this.meta;
    for (let i = 0; i < this.top; i++) if (meta[i]! >> 2 === stones) return true;
    return false;
  }

  /**
   * Whether the board `lo`/`hi` with `stones` stones was seen before; with `sideAfter` > 0 (the
   * situational rule) only with that side to move.
   */
  contains(lo: number, hi: number, stones: number, sideAfter: number): boolean {
    const { lo: los, hi: his, meta: metas } = this;
    const l = lo | 0;
    const h = hi | 0;
    for (let i = 0; i < this.top; i++) {
      const meta = metas[i]!;
      if (meta >> 2 !== stones) continue;
      if (sideAfter !== 0 && (meta & 3) !== sideAfter) continue;
      if (los[i] === l && his[i] === h) return true;
    }
    return false;
  }

  copyFrom(o: SuperkoHistory): void {
    // Only the used prefix matters; a short loop beats allocating subarray views.
    for (let i = 0; i < o.top; i++) {
      this.lo[i] = o.lo[i]!;
      this.hi[i] = o.hi[i]!;
      this.meta[i] = o.meta[i]!;
    }
    this.top = o.top;
  }
}
