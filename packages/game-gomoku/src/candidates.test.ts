import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { positionFromStones } from './codec.js';

const game = { size: 15, rule: 'freestyle' } as const;
const at = (x: number, y: number) => y * 15 + x;

describe('candidateLimit', () => {
  it('keeps the first N of the full ordered list in a quiet position', () => {
    const pos = unwrap(positionFromStones(game, [at(7, 7), at(8, 8)], [at(8, 7)], 1));
    const all = new Int32Array(225);
    const cut = new Int32Array(225);
    const n = pos.candidates(all);
    expect(n).toBeGreaterThan(20);
    pos.candidateLimit = 6;
    const k = pos.candidates(cut);
    expect(k).toBe(6);
    expect(Array.from(cut.subarray(0, k))).toEqual(Array.from(all.subarray(0, 6)));
  });

  it('never cuts the replies to an open three', () => {
    // Black's open three on row 7 (columns 6–8): White must answer at its ends or with a four.
    const pos = unwrap(positionFromStones(game, [at(6, 7), at(7, 7), at(8, 7)], [at(6, 6), at(7, 9)], 1));
    const all = new Int32Array(225);
    const n = pos.candidates(all);
    expect(n).toBeGreaterThan(2);
    pos.candidateLimit = 2;
    const cut = new Int32Array(225);
    expect(pos.candidates(cut)).toBe(n);
    expect(Array.from(all.subarray(0, n))).toContain(at(5, 7));
    expect(Array.from(all.subarray(0, n))).toContain(at(9, 7));
  });

  it('is copied with the position', () => {
    const pos = unwrap(positionFromStones(game, [at(7, 7)], [], 1));
    pos.candidateLimit = 9;
    expect(pos.clone().candidateLimit).toBe(9);
  });
});
