import { describe, expect, test } from 'vitest';
import { gomokuStars, runThrough } from './lines.js';

/** Board from rows of `x`, `o`, `.` (top row first). */
const board = (rows: string[]) => rows.flatMap((r) => [...r].map((c) => (c === 'x' ? 1 : c === 'o' ? 2 : 0)));

describe('runThrough', () => {
  const b = board(['x......', '.x....o', '..x...o', '...x..o', '....x.o', '.....xo', 'oooo...']);
  test('finds the diagonal five-plus through any of its stones', () => {
    expect(runThrough(b, 7, 16)).toEqual([0, 8, 16, 24, 32, 40]);
    expect(runThrough(b, 7, 40)).toEqual([0, 8, 16, 24, 32, 40]);
  });
  test('a vertical five', () => {
    expect(runThrough(b, 7, 13)).toEqual([13, 20, 27, 34, 41]);
  });
  test('four in a row is not enough; empty cells and off-board cells give nothing', () => {
    expect(runThrough(b, 7, 42)).toBeNull();
    expect(runThrough(b, 7, 42, 4)).toEqual([42, 43, 44, 45]);
    expect(runThrough(b, 7, 1)).toBeNull();
    expect(runThrough(b, 7, -1)).toBeNull();
    expect(runThrough(b, 7, 49)).toBeNull();
  });
  test('rows do not wrap around the board edge', () => {
    const wrap = board(['...xxx', 'xx....', '......', '......', '......', '......']);
    expect(runThrough(wrap, 6, 3, 3)).toEqual([3, 4, 5]);
    expect(runThrough(wrap, 6, 5)).toBeNull();
  });
});

test('gomoku star points', () => {
  expect(gomokuStars(15)).toEqual([48, 56, 112, 168, 176]);
  expect(gomokuStars(9)).toEqual([40]);
  expect(gomokuStars(10)).toEqual([]);
});
