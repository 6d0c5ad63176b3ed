import { describe, expect, it } from 'vitest';
import { NO_MOVE } from '../game.js';
import { mnkGame } from '../mcts/test-games/mnk.js';
import { unwrap } from '../result.js';
import { Rng } from '../rng.js';
import type { BookMirror, BookPosition } from './book.js';
import { OpeningBookBuilder } from './builder.js';

const H1 = [0x12345678, 0x9abcdef0] as const;
const H2 = [0xffffffff, 0x00000001] as const;

function sampleBook() {
  const b = new OpeningBookBuilder();
  unwrap(b.add(H1[0], H1[1], 7, 1));
  unwrap(b.add(H2[0], H2[1], 3, 5));
  unwrap(b.add(H1[0], H1[1], 2, 2));
  unwrap(b.add(H1[0], H1[1], 9, 7));
  unwrap(b.add(0, 0, 1, 1));
  unwrap(b.add(H1[0], H1[1] + 1, 4, 1));
  return b.build();
}

describe('OpeningBook lookup', () => {
  it('finds each position’s moves by binary search, in move order', () => {
    const book = sampleBook();
    expect(book.size).toBe(6);
    expect(book.positions).toBe(4);
    expect(book.lookup(H1[0], H1[1])).toEqual([
      { move: 2, weight: 2 },
      { move: 7, weight: 1 },
      { move: 9, weight: 7 },
    ]);
    expect(book.lookup(H2[0], H2[1])).toEqual([{ move: 3, weight: 5 }]);
    expect(book.lookup(0, 0)).toEqual([{ move: 1, weight: 1 }]);
    expect(book.lookup(H1[0] + 1, H1[1])).toEqual([]);
    expect(book.lookup(5, 0xffffffff)).toEqual([]);
    // Signed int32 hash halves (results of `^` without >>> 0) find the same entries.
    expect(book.lookup(H2[0] | 0, H2[1])).toEqual([{ move: 3, weight: 5 }]);
  });

  it('stores entries sorted and merges repeated (position, move) entries by adding weights', () => {
    const b = new OpeningBookBuilder();
    const rng = new Rng(9);
    const reference = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const lo = rng.int(4) * 0x40000000 + rng.int(3);
      const hi = rng.int(3) * 0x7fffffff;
      const move = rng.int(5);
      const weight = rng.int(10);
      unwrap(b.add(lo, hi, move, weight));
      const key = `${lo}:${hi}:${move}`;
      reference.set(key, (reference.get(key) ?? 0) + weight);
    }
    const book = b.build();
    expect(book.size).toBe(reference.size);
    let prev: [number, number, number] | null = null;
    for (const e of book.entries()) {
      expect(e.weight).toBe(reference.get(`${e.hashLo}:${e.hashHi}:${e.move}`));
      const key: [number, number, number] = [e.hashHi, e.hashLo, e.move];
      if (prev) expect(key[0] - prev[0] || key[1] - prev[1] || key[2] - prev[2]).toBeGreaterThan(0);
      prev = key;
    }
    // Many positions share a hash half here: every one must still be found whole.
    for (const [key, weight] of reference) {
      const [lo, hi, move] = key.split(':').map(Number) as [number, number, number];
      const found = book.lookup(lo, hi);
      expect(found).toContainEqual({ move, weight });
      expect(found.length).toBe([...reference.keys()].filter((k) => k.startsWith(`${lo}:${hi}:`)).length);
    }
  });

  it('rejects bad hashes, moves and weights with typed errors', () => {
    const b = new OpeningBookBuilder();
    const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);
    expect(code(b.add(-1, 0, 1, 1))).toBe('book-bad-hash');
    expect(code(b.add(0, 2 ** 32, 1, 1))).toBe('book-bad-hash');
    expect(code(b.add(0, 0, -1, 1))).toBe('book-bad-move');
    expect(code(b.add(0, 0, 1.5, 1))).toBe('book-bad-move');
    expect(code(b.add(0, 0, 1, -2))).toBe('book-bad-weight');
    expect(code(b.add(0, 0, 1, Number.NaN))).toBe('book-bad-weight');
    expect(code(b.add(0, 0, 1, 2 ** 32))).toBe('book-bad-weight');
    expect(b.count).toBe(0);
    expect(code(b.add(0, 0, 1, 2 ** 32 - 1))).toBe('ok');
    expect(code(b.add(0, 0, 1, 5))).toBe('ok');
    expect(b.build().lookup(0, 0)).toEqual([{ move: 1, weight: 2 ** 32 - 1 }]);
  });
});

describe('OpeningBook weighted choice', () => {
  it('draws moves with frequencies matching their weights (5-sigma binomial tolerance)', () => {
    const book = sampleBook();
    const rng = new Rng(2024);
    const draws = 30_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < draws; i++) {
      const m = book.pick(H1[0], H1[1], rng);
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    const weights = new Map([
      [2, 2],
      [7, 1],
      [9, 7],
    ]);
    expect([...counts.keys()].sort()).toEqual([2, 7, 9]);
    for (const [move, w] of weights) {
      const p = w / 10;
      const sigma = Math.sqrt(draws * p * (1 - p));
      expect(Math.abs(counts.get(move)! - draws * p), `move ${move}`).toBeLessThan(5 * sigma);
    }
  });

  it('never picks a zero-weight move; a position without weight or entry gives no move', () => {
    const b = new OpeningBookBuilder();
    unwrap(b.add(1, 1, 4, 0));
    unwrap(b.add(1, 1, 5, 3));
    unwrap(b.add(2, 2, 6, 0));
    const book = b.build();
    const rng = new Rng(1);
    for (let i = 0; i < 500; i++) expect(book.pick(1, 1, rng)).toBe(5);
    expect(book.pick(2, 2, rng)).toBe(NO_MOVE);
    expect(book.pick(3, 3, rng)).toBe(NO_MOVE);
  });

  it('replays for a seed', () => {
    const book = sampleBook();
    const seq = (seed: number) => {
      const rng = new Rng(seed);
      return Array.from({ length: 50 }, () => book.pick(H1[0], H1[1], rng)).join();
    };
    expect(seq(5)).toBe(seq(5));
    expect(seq(5)).not.toBe(seq(6));
  });
});

describe('OpeningBook on positions, with a mirror', () => {
  // Tic-tac-toe's left-right mirror: cell (x, y) ↔ (2 - x, y).
  const ttt = mnkGame(3, 3, 3);
  const mirrorCell = (m: number) => m - (m % 3) + (2 - (m % 3));
  const mirror: BookMirror<ReturnType<typeof ttt.initial>> = {
    mirrorHash(pos) {
      const cells = Array.from({ length: 9 }, (_, i) => pos.cells[mirrorCell(i)]!);
      const text = [0, 1, 2]
        .map((y) =>
          cells
            .slice(y * 3, y * 3 + 3)
            .map((c) => '.xo'[c])
            .join(''),
        )
        .join('/');
      const image = unwrap(ttt.decode(text));
      return { lo: image.hashLo, hi: image.hashHi };
    },
    mirrorMove: mirrorCell,
  };

  it('answers a mirrored position with mirrored moves, and prefers direct entries', () => {
    const left = unwrap(ttt.decode('x../.../...'));
    const right = unwrap(ttt.decode('..x/.../...'));
    const b = new OpeningBookBuilder();
    unwrap(b.add(left.hashLo, left.hashHi, 4, 3)); // centre
    unwrap(b.add(left.hashLo, left.hashHi, 1, 1)); // top middle
    unwrap(b.add(left.hashLo, left.hashHi, 5, 1)); // right middle
    const book = b.build();
    expect(book.probe(right)).toEqual([]);
    expect(book.probe(right, mirror)).toEqual([
      { move: 1, weight: 1 },
      { move: 4, weight: 3 },
      { move: 3, weight: 1 },
    ]);
    expect(book.probe(left, mirror).map((e) => e.move)).toEqual([1, 4, 5]);
    const rng = new Rng(3);
    for (let i = 0; i < 100; i++) expect([1, 3, 4]).toContain(book.choose(right, rng, mirror));
  });

  it('drops suggested moves that are illegal in the position (hash collisions)', () => {
    const pos: BookPosition = { hashLo: 10, hashHi: 20, isLegal: (m) => m !== 8 };
    const b = new OpeningBookBuilder();
    unwrap(b.add(10, 20, 8, 100));
    unwrap(b.add(10, 20, 2, 1));
    const book = b.build();
    expect(book.probe(pos)).toEqual([{ move: 2, weight: 1 }]);
    const rng = new Rng(1);
    for (let i = 0; i < 50; i++) expect(book.choose(pos, rng)).toBe(2);
    const none: BookPosition = { hashLo: 10, hashHi: 20, isLegal: () => false };
    expect(book.choose(none, rng)).toBe(NO_MOVE);
  });
});
