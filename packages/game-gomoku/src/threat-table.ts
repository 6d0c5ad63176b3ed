/**
 * Transposition table of the threat-space search, in typed arrays: per entry the two hash halves,
 * the proven move, the attacker-move budget it was searched with, and the result. Always-replace,
 * bounded by its size (2^bits entries, 12 bytes each).
 */
export class ThreatTable {
  private readonly lo: Uint32Array;
  private readonly hi: Uint32Array;
  private readonly move: Int16Array;
  /** bit 7 used, bit 6 win, bits 0..5 depth. */
  private readonly info: Uint8Array;
  private readonly mask: number;
  probes = 0;
  hits = 0;

  constructor(bits = 16) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.lo = new Uint32Array(size);
    this.hi = new Uint32Array(size);
    this.move = new Int16Array(size);
    this.info = new Uint8Array(size);
  }

  clear(): void {
    this.info.fill(0);
  }

  /**
   * Looks up a proven result usable with `depth` attacker moves left: a win proven within at most
   * `depth` moves (returns 1, its move in `lastMove`), or a failure searched with at least `depth`
   * (returns 0). Otherwise -1.
   */
  probe(lo: number, hi: number, depth: number): number {
    this.probes++;
    const i = lo & this.mask;
    const info = this.info[i]!;
    if (info === 0 || this.lo[i] !== lo || this.hi[i] !== hi) return -1;
    const d = info & 63;
    if (info & 64) {
      if (d > depth) return -1;
      this.hits++;
      this.lastMove = this.move[i]!;
      return 1;
    }
    if (d < depth) return -1;
    this.hits++;
    return 0;
  }

  lastMove = -1;

  store(lo: number, hi: number, depth: number, win: boolean, move: number): void {
    const i = lo & this.mask;
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.move[i] = move;
    this.info[i] = 128 | (win ? 64 : 0) | Math.min(depth, 63);
  }
}
