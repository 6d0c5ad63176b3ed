import { describe, expect, it } from 'vitest';
import { unwrap } from '../result.js';
import { Rng } from '../rng.js';
import { OpeningBookBuilder } from './builder.js';
import { readOpeningBook, writeOpeningBook } from './format.js';

function randomBook(seed: number, entries: number) {
  const rng = new Rng(seed);
  const b = new OpeningBookBuilder();
  for (let i = 0; i < entries; i++)
    unwrap(b.add(rng.u32(), rng.int(4) === 0 ? 0 : rng.u32(), rng.int(8100), rng.u32()));
  return b.build();
}

const codeOf = (bytes: Uint8Array) => {
  const r = readOpeningBook(bytes);
  return r.ok ? 'ok' : r.error.code;
};

describe('book file format', () => {
  it('round-trips every entry', () => {
    for (const n of [0, 1, 500]) {
      const book = randomBook(n + 1, n);
      const bytes = writeOpeningBook(book);
      expect(bytes.length).toBe(16 + 16 * book.size);
      const back = unwrap(readOpeningBook(bytes));
      expect([...back.entries()]).toEqual([...book.entries()]);
      expect(writeOpeningBook(back)).toEqual(bytes);
    }
  });

  it('reads from a view inside a larger buffer', () => {
    const bytes = writeOpeningBook(randomBook(4, 20));
    const big = new Uint8Array(bytes.length + 10);
    big.set(bytes, 7);
    const back = unwrap(readOpeningBook(big.subarray(7, 7 + bytes.length)));
    expect(back.size).toBe(20);
  });

  it('rejects every truncation with book-truncated (or bad magic for a foreign prefix)', () => {
    const bytes = writeOpeningBook(randomBook(2, 10));
    for (let len = 0; len < bytes.length; len++)
      expect(codeOf(bytes.subarray(0, len)), `length ${len}`).toBe('book-truncated');
  });

  it('names what is wrong with a damaged file', () => {
    const good = writeOpeningBook(randomBook(3, 10));
    const damaged = (edit: (b: Uint8Array, v: DataView) => void) => {
      const b = good.slice();
      edit(b, new DataView(b.buffer));
      return codeOf(b);
    };
    expect(codeOf(good)).toBe('ok');
    expect(damaged((b) => (b[0] = 0x50))).toBe('book-bad-magic');
    expect(codeOf(new TextEncoder().encode('PK'))).toBe('book-bad-magic');
    expect(damaged((_b, v) => v.setUint16(4, 2, true))).toBe('book-bad-version');
    expect(damaged((_b, v) => v.setUint16(6, 1, true))).toBe('book-bad-header');
    expect(damaged((_b, v) => v.setUint32(8, 11, true))).toBe('book-truncated');
    expect(damaged((_b, v) => v.setUint32(8, 9, true))).toBe('book-trailing-data');
    expect(damaged((b) => (b[40] = b[40]! ^ 1))).toBe('book-checksum');
    const withExtra = new Uint8Array(good.length + 1);
    withExtra.set(good);
    expect(codeOf(withExtra)).toBe('book-trailing-data');
  });

  it('rejects unsorted, repeated or negative entries even with a valid checksum', () => {
    const book = randomBook(5, 3);
    const rewrite = (edit: (v: DataView) => void) => {
      const b = writeOpeningBook(book);
      const v = new DataView(b.buffer);
      edit(v);
      // Recompute the checksum so only the content check can object.
      let h = 0x811c9dc5;
      for (let i = 16; i < b.length; i++) h = Math.imul(h ^ b[i]!, 0x01000193);
      v.setUint32(12, h >>> 0, true);
      return codeOf(b);
    };
    expect(rewrite(() => {})).toBe('ok');
    // Swap entries 0 and 2.
    expect(
      rewrite((v) => {
        for (let k = 0; k < 16; k += 4) {
          const a = v.getUint32(16 + k, true);
          v.setUint32(16 + k, v.getUint32(48 + k, true), true);
          v.setUint32(48 + k, a, true);
        }
      }),
    ).toBe('book-unsorted');
    // Copy entry 0 over entry 1: a repeated (position, move).
    expect(
      rewrite((v) => {
        for (let k = 0; k < 16; k += 4) v.setUint32(32 + k, v.getUint32(16 + k, true), true);
      }),
    ).toBe('book-unsorted');
    expect(rewrite((v) => v.setInt32(16 + 8, -5, true))).toBe('book-bad-move');
  });
});
