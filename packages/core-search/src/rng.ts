/**
 * Small, fast, seedable PRNG (sfc32) on uint32 state. Every search takes a seed so runs replay.
 * Not for cryptography.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed = 1) {
    // splitmix32 expands one seed into four well-mixed words.
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** Uniform uint32. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform integer in [0, n). n must be in [1, 2^32]. */
  int(n: number): number {
    return Math.floor((this.u32() / 4294967296) * n);
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** Snapshot/restore so a search can be replayed from a point. */
  state(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d];
  }
  setState(s: readonly [number, number, number, number]): void {
    [this.a, this.b, this.c, this.d] = s;
  }
}

/** Fills a Uint32Array with deterministic Zobrist keys for a game (each game picks its own seed). */
export function zobristKeys(count: number, seed: number): Uint32Array {
  const rng = new Rng(seed);
  const keys = new Uint32Array(count);
  for (let i = 0; i < count; i++) keys[i] = rng.u32();
  return keys;
}
