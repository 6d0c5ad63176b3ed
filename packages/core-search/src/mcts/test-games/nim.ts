import { type Game, ONGOING, type Outcome, outcomeOf, type Player, type Position } from '../../game.js';
import { err, ok } from '../../result.js';
import { zobristKeys } from '../../rng.js';

/**
 * A test-only Nim: take 1..heap stones from one heap; whoever takes the last stone wins. The side
 * to move wins exactly when the xor of the heaps is not 0. Move id = heap * maxHeap + (take - 1).
 */
export class NimPosition implements Position {
  readonly heaps: Int32Array;
  private readonly history: Int32Array;
  private count = 0;
  private side: Player = 0;
  hashLo = 0;
  hashHi = 0;

  constructor(
    start: readonly number[],
    readonly maxHeap: number,
    private readonly keys: Uint32Array,
    historyLength = start.reduce((a, b) => a + b, 0) + 1,
    side: Player = 0,
  ) {
    this.heaps = Int32Array.from(start);
    this.history = new Int32Array(historyLength);
    for (let i = 0; i < start.length; i++) this.xorHeap(i);
    if (side === 1) this.flip();
  }

  get toMove(): Player {
    return this.side;
  }
  get ply(): number {
    return this.count;
  }
  /** Xor of the heap sizes: nonzero means the side to move wins. */
  get nimSum(): number {
    let x = 0;
    for (const h of this.heaps) x ^= h;
    return x;
  }

  generate(out: Int32Array): number {
    let n = 0;
    for (let i = 0; i < this.heaps.length; i++)
      for (let t = 1; t <= this.heaps[i]!; t++) out[n++] = i * this.maxHeap + t - 1;
    return n;
  }
  isLegal(move: number): boolean {
    if (!Number.isInteger(move) || move < 0) return false;
    const heap = Math.floor(move / this.maxHeap);
    return heap < this.heaps.length && (move % this.maxHeap) + 1 <= this.heaps[heap]!;
  }
  make(move: number): void {
    const heap = Math.floor(move / this.maxHeap);
    this.xorHeap(heap);
    this.heaps[heap]! -= (move % this.maxHeap) + 1;
    this.xorHeap(heap);
    this.history[this.count++] = move;
    this.flip();
  }
  unmake(): void {
    const move = this.history[--this.count]!;
    const heap = Math.floor(move / this.maxHeap);
    this.xorHeap(heap);
    this.heaps[heap]! += (move % this.maxHeap) + 1;
    this.xorHeap(heap);
    this.flip();
  }
  outcome(): Outcome {
    for (const h of this.heaps) if (h > 0) return ONGOING;
    return this.side === 0 ? P1_TOOK_LAST : P0_TOOK_LAST;
  }
  clone(): this {
    const p = new NimPosition(Array.from(this.heaps), this.maxHeap, this.keys, this.history.length) as this;
    p.copyFrom(this);
    return p;
  }
  copyFrom(other: this): void {
    this.heaps.set(other.heaps);
    this.history.set(other.history);
    this.count = other.count;
    this.side = other.side;
    this.hashLo = other.hashLo;
    this.hashHi = other.hashHi;
  }
  private flip(): void {
    this.side = (this.side ^ 1) as Player;
    this.hashLo = (this.hashLo ^ this.keys[0]!) >>> 0;
    this.hashHi = (this.hashHi ^ this.keys[1]!) >>> 0;
  }
  private xorHeap(heap: number): void {
    const k = 2 + (heap * (this.maxHeap + 1) + this.heaps[heap]!) * 2;
    this.hashLo = (this.hashLo ^ this.keys[k]!) >>> 0;
    this.hashHi = (this.hashHi ^ this.keys[k + 1]!) >>> 0;
  }
}

const P0_TOOK_LAST = outcomeOf('win', 0, 'took the last stone');
const P1_TOOK_LAST = outcomeOf('win', 1, 'took the last stone');

/** Creates a test Nim game from its starting heaps (positions are written "3,4,5/0", then the side to move). */
export function nimGame(start: readonly number[]): Game<NimPosition> {
  const maxHeap = Math.max(1, ...start);
  const keys = zobristKeys(2 + start.length * (maxHeap + 1) * 2, 0x4e1d);
  const total = start.reduce((a, b) => a + b, 0);
  const id = `nim-${start.join('-')}`;
  return {
    meta: { id, name: id, description: 'test-only Nim', params: [] },
    info: {
      id,
      moveIdLimit: start.length * maxHeap,
      maxMoves: start.length * maxHeap,
      maxPlies: total,
      smallTree: total <= 8,
      drawsPossible: false,
    },
    params: {},
    spec: id,
    initial: () => new NimPosition(start, maxHeap, keys),
    decode: (text) => {
      const [body = '', side = '0'] = text.split('/');
      const heaps = body.split(',').map(Number);
      if (heaps.length !== start.length || heaps.some((h, i) => !(h >= 0 && h <= start[i]!)))
        return err('bad-heaps', `bad heaps "${text}"`);
      if (side !== '0' && side !== '1') return err('bad-side', `bad side to move in "${text}"`);
      return ok(new NimPosition(heaps, maxHeap, keys, total + 1, side === '1' ? 1 : 0));
    },
    encode: (pos) => `${[...pos.heaps].join(',')}/${pos.toMove}`,
    moveToString: (_pos, move) => String(move),
    parseMove: (pos, text) => {
      const m = Number(text);
      return pos.isLegal(m) ? ok(m) : err('illegal-move', `"${text}" is not a legal move`);
    },
  };
}
