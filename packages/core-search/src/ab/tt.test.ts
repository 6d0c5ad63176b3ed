import { describe, expect, it } from 'vitest';
import { NO_MOVE } from '../game.js';
import { MATE } from '../score.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable, TT_ENTRY_BYTES } from './tt.js';

describe('transposition table', () => {
  it('returns what was stored, verified by the high hash half', () => {
    const tt = new TranspositionTable(1024);
    tt.store(0x1234, 0xabcdef01, 7, -321, BOUND_LOWER, 42, 3, false);
    expect(tt.probe(0x1234, 0xabcdef01, 3)).toBe(true);
    expect([tt.move, tt.score, tt.depth, tt.bound, tt.solved]).toEqual([42, -321, 7, BOUND_LOWER, false]);
    expect(tt.probe(0x1234, 0xabcdef02, 3)).toBe(false);
    expect(tt.probe(0x1235, 0xabcdef01, 3)).toBe(false);
  });

  it('stores mate scores relative to the node and returns them relative to the new root distance', () => {
    const tt = new TranspositionTable(1024);
    // Mate found 9 plies from the root, at a node 4 plies deep: 5 plies from the node.
    tt.store(1, 2, 5, MATE - 9, BOUND_EXACT, 3, 4, true);
    expect(tt.probe(1, 2, 6)).toBe(true);
    expect(tt.score).toBe(MATE - 11);
    expect(tt.solved).toBe(true);
    tt.store(5, 6, 5, -(MATE - 9), BOUND_UPPER, NO_MOVE, 4, false);
    expect(tt.probe(5, 6, 2)).toBe(true);
    expect(tt.score).toBe(-(MATE - 7));
    // Ordinary scores are not touched.
    tt.store(7, 8, 5, 1234, BOUND_EXACT, 0, 4, false);
    tt.probe(7, 8, 10);
    expect(tt.score).toBe(1234);
  });

  it('keeps the old move when a new result for the same position has none', () => {
    const tt = new TranspositionTable(1024);
    tt.store(9, 9, 3, 10, BOUND_LOWER, 17, 0, false);
    tt.store(9, 9, 4, -5, BOUND_UPPER, NO_MOVE, 0, false);
    tt.probe(9, 9, 0);
    expect([tt.move, tt.depth, tt.score, tt.bound]).toEqual([17, 4, -5, BOUND_UPPER]);
  });

  it('replaces the shallowest entry of a full bucket, and prefers entries of older searches', () => {
    const tt = new TranspositionTable(8); // 2 buckets of 4
    for (let k = 0; k < 4; k++) tt.store(0, 100 + k, 10 + k, k, BOUND_EXACT, k, 0, false);
    tt.store(0, 200, 1, 0, BOUND_EXACT, 5, 0, false);
    expect(tt.probe(0, 100, 0)).toBe(false); // depth 10 was the shallowest
    for (const k of [1, 2, 3]) expect(tt.probe(0, 100 + k, 0)).toBe(true);
    expect(tt.probe(0, 200, 0)).toBe(true);
    tt.newSearch();
    tt.newSearch();
    // Refresh some entries in the new search: the deep but stale entry goes next.
    tt.probe(0, 101, 0);
    tt.probe(0, 102, 0);
    tt.probe(0, 200, 0);
    tt.store(0, 300, 1, 0, BOUND_EXACT, 6, 0, false);
    expect(tt.probe(0, 103, 0)).toBe(false);
    expect(tt.probe(0, 200, 0)).toBe(true);
  });

  it('fits its memory limit and clears', () => {
    const tt = TranspositionTable.ofMegabytes(1);
    expect(tt.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(tt.bytes).toBeGreaterThan(512 * 1024 - TT_ENTRY_BYTES * 4);
    expect(tt.capacity % 4).toBe(0);
    tt.store(3, 4, 2, 1, BOUND_EXACT, 1, 0, false);
    expect(tt.hashfull()).toBeGreaterThanOrEqual(0);
    tt.clear();
    expect(tt.probe(3, 4, 0)).toBe(false);
  });
});
