import { describe, expect, it } from 'vitest';
import { CorrectionTable } from './correction.js';

describe('CorrectionTable', () => {
  it('moves towards the miss the search measured, faster for deeper results', () => {
    const shallow = new CorrectionTable();
    const deep = new CorrectionTable();
    for (let i = 0; i < 10; i++) {
      shallow.update(0, 7, 100, 180, 1);
      deep.update(0, 7, 100, 180, 12);
    }
    const s = shallow.get(0, 7);
    const d = deep.get(0, 7);
    expect(s).toBeGreaterThan(0);
    expect(d).toBeGreaterThan(s);
    expect(d).toBeLessThanOrEqual(80);
    for (let i = 0; i < 500; i++) deep.update(0, 7, 100, 180, 20);
    expect(deep.get(0, 7)).toBeGreaterThanOrEqual(78);
    expect(deep.get(0, 7)).toBeLessThanOrEqual(80);
  });

  it('keeps the sides and the keys apart, and clears', () => {
    const t = new CorrectionTable();
    for (let i = 0; i < 200; i++) t.update(1, 3, 0, -50, 15);
    expect(t.get(1, 3)).toBeLessThan(-40);
    expect(t.get(0, 3)).toBe(0);
    expect(t.get(1, 4)).toBe(0);
    t.clear();
    expect(t.get(1, 3)).toBe(0);
  });

  it('caps a miss at 400 centipawns (a bigger one is a tactic, not an evaluation error)', () => {
    const t = new CorrectionTable();
    for (let i = 0; i < 2000; i++) t.update(0, 1, 0, 5000, 30);
    expect(t.get(0, 1)).toBeGreaterThan(390);
    expect(t.get(0, 1)).toBeLessThanOrEqual(400);
  });
});
