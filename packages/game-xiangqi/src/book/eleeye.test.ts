import { NO_MOVE, Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { formatIccs, parseIccs } from '../notation/coords.js';
import { xiangqi } from '../plugin.js';
import { readXiangqiBook } from './book.js';
import { ELEEYE_RECORD_BYTES, eleeyeRecord, readEleeyeBook, writeEleeyeBook } from './eleeye.js';
import {
  eleeyeLock,
  eleeyePoint,
  eleeyeSquare,
  fromEleeyeMove,
  mirrorMove,
  toEleeyeMove,
} from './eleeye-keys.js';

const game = unwrap(xiangqi.create());
const move = (pos: ReturnType<typeof game.initial>, iccs: string) => unwrap(parseIccs(pos, iccs));
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('ElephantEye keys and squares', () => {
  it('numbers squares from Black’s back rank, files from a', () => {
    expect(eleeyeSquare(0, 9)).toBe(0x33); // a9
    expect(eleeyeSquare(8, 0)).toBe(0xcb); // i0
    expect(eleeyePoint(0x33)).toEqual({ file: 0, rank: 9 });
    expect(eleeyePoint(0x32)).toBeNull();
    expect(eleeyePoint(0xdb)).toBeNull();
  });

  it('converts moves both ways and mirrors them', () => {
    const pos = game.initial();
    const h2e2 = move(pos, 'h2e2');
    // From + to·256 on ElephantEye squares: h2 is 0xaa, e2 is 0xa7.
    expect(toEleeyeMove(h2e2)).toBe(0xaa | (0xa7 << 8));
    expect(fromEleeyeMove(toEleeyeMove(h2e2))).toBe(h2e2);
    expect(formatIccs(mirrorMove(h2e2))).toBe('b2e2');
    expect(fromEleeyeMove(0x0000)).toBe(-1);
    expect(fromEleeyeMove(0x3333)).toBe(-1);
  });

  it('reproduces locks found in a published book made from ElephantEye’s BOOK.DAT', () => {
    // XQWLight ships ElephantEye's book as (lock1 >>> 1, move, weight) triples; its start-position key is
    // 43199338, and 781077275 keys the mirror image of the position after 1. b2f2 (Black to move), whose
    // recorded replies include h9g7 and h7e7.
    const start = game.initial();
    expect(eleeyeLock(start.board) >>> 1).toBe(43199338);
    start.make(move(start, 'b2f2'));
    expect(eleeyeLock(start.board, true) >>> 1).toBe(781077275);
  });
});

describe('readEleeyeBook', () => {
  const pos = game.initial();
  const lock = eleeyeLock(pos.board);
  const records = [
    eleeyeRecord(lock, move(pos, 'h2e2'), 30),
    eleeyeRecord(lock, move(pos, 'c3c4'), 10),
    eleeyeRecord(lock ^ 0x1234, move(pos, 'h0g2'), 5),
  ];

  it('reads a generated file and finds the position’s moves with their weights', () => {
    const bytes = writeEleeyeBook(records);
    expect(bytes.length).toBe(3 * ELEEYE_RECORD_BYTES);
    const book = unwrap(readXiangqiBook(bytes));
    expect(book.keying).toBe('eleeye');
    const found = book.probe(pos).map((e) => `${formatIccs(e.move)}:${e.weight}`);
    expect(found.sort()).toEqual(['c3c4:10', 'h2e2:30']);
  });

  it('looks up the mirror image and mirrors the moves back', () => {
    const after = game.initial();
    after.make(move(after, 'b2f2'));
    // Stored for the mirror image (after h2d2) only, with the reply h9g7 there.
    const image = game.initial();
    image.make(move(image, 'h2d2'));
    const bytes = writeEleeyeBook([eleeyeRecord(eleeyeLock(image.board), move(image, 'h9g7'), 7)]);
    const book = unwrap(readXiangqiBook(bytes));
    expect(book.probe(after).map((e) => formatIccs(e.move))).toEqual(['b9c7']);
    expect(book.probe(image).map((e) => formatIccs(e.move))).toEqual(['h9g7']);
  });

  it('chooses by weight, reproducibly for a seed', () => {
    const book = unwrap(readXiangqiBook(writeEleeyeBook(records)));
    const rng = new Rng(5);
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const m = formatIccs(book.choose(pos, rng));
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['c3c4', 'h2e2']);
    // 30 : 10 → 75% (binomial sd ≈ 27 draws; allow 5 sd).
    expect(Math.abs(counts.get('h2e2')! - 3000)).toBeLessThan(140);
    const seq = (seed: number) => {
      const r = new Rng(seed);
      return Array.from({ length: 20 }, () => book.choose(pos, r)).join();
    };
    expect(seq(3)).toBe(seq(3));
    const absent = unwrap(game.decode('4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1'));
    expect(book.choose(absent, rng)).toBe(NO_MOVE);
  });

  it('drops book moves that are illegal in the position (a lock collision)', () => {
    const illegal = eleeyeRecord(lock, move(pos, 'h2e2'), 1);
    const bytes = writeEleeyeBook([illegal, { lock, move: 0x3334 /* a9→b9, not Red's */, weight: 9 }]);
    const book = unwrap(readXiangqiBook(bytes));
    expect(book.probe(pos).map((e) => formatIccs(e.move))).toEqual(['h2e2']);
  });

  it('gives typed errors for empty, truncated, unsorted and damaged files', () => {
    const good = writeEleeyeBook(records);
    expect(code(readEleeyeBook(new Uint8Array(0)))).toBe('eebook-empty');
    expect(code(readEleeyeBook(good.subarray(0, good.length - 3)))).toBe('eebook-truncated');
    const truncated = readEleeyeBook(good.subarray(0, 13));
    expect(truncated.ok ? 0 : truncated.error.at).toBe(8);
    const unsorted = new Uint8Array(good.length);
    unsorted.set(good.subarray(8, 24), 0);
    unsorted.set(good.subarray(0, 8), 16);
    expect(code(readEleeyeBook(unsorted))).toBe('eebook-unsorted');
    const damaged = good.slice();
    damaged[4] = 0x00; // from square 0x00: off the board
    damaged[5] = 0x00;
    expect(code(readEleeyeBook(damaged))).toBe('eebook-bad-move');
    expect(code(readXiangqiBook(new TextEncoder().encode('QIBK\u0001')))).toBe('book-truncated');
    expect(code(readEleeyeBook(new TextEncoder().encode('QIBK1234')))).toBe('eebook-is-qibk');
  });

  it('never throws on random bytes', () => {
    const rng = new Rng(11);
    for (let i = 0; i < 300; i++) {
      const bytes = new Uint8Array(rng.int(64));
      for (let j = 0; j < bytes.length; j++) bytes[j] = rng.int(256);
      const r = readXiangqiBook(bytes);
      if (r.ok) r.value.probe(pos);
      else expect(r.error.code).toMatch(/book/);
    }
  });
});
