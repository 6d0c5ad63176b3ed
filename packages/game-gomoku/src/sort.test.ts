import { Rng } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { sortByKeyDesc, topByKeyDesc } from './sort.js';

describe('topByKeyDesc', () => {
  it('gives the first k moves of the stable descending sort, ties included', () => {
    const rng = new Rng(7);
    for (let trial = 0; trial < 500; trial++) {
      const n = rng.int(40);
      const k = 1 + rng.int(15);
      // Few distinct keys, so ties are common.
      const keys = Int32Array.from({ length: n }, () => rng.int(6) - 2);
      const moves = Int32Array.from({ length: n }, (_, i) => i);
      const sortedMoves = moves.slice();
      const sortedKeys = keys.slice();
      sortByKeyDesc(sortedMoves, sortedKeys, n);
      const got = topByKeyDesc(moves, keys, n, k);
      expect(got).toBe(Math.min(n, k));
      expect(Array.from(moves.subarray(0, got))).toEqual(Array.from(sortedMoves.subarray(0, got)));
      expect(Array.from(keys.subarray(0, got))).toEqual(Array.from(sortedKeys.subarray(0, got)));
    }
  });
});
