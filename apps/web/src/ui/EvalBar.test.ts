import { describe, expect, test } from 'vitest';
import { firstShare } from './EvalBar.js';

describe('firstShare', () => {
  test('turns a score for the searching side into the first side’s share', () => {
    expect(firstShare({ kind: 'cp', value: 0 }, 1)).toBe(0.5);
    expect(firstShare({ kind: 'cp', value: -800 }, 1)).toBeGreaterThan(0.85);
    expect(firstShare({ kind: 'mate', moves: 3 }, 0)).toBe(1);
    expect(firstShare({ kind: 'winrate', value: 0.3 }, 1)).toBeCloseTo(0.7);
  });
});
