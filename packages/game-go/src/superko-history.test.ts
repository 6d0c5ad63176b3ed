import { describe, expect, it } from 'vitest';
import { SuperkoHistory } from './superko-history.js';

describe('SuperkoHistory', () => {
  it('finds a board by hash and stone count, and only with the side to move under the situational rule', () => {
    const h = new SuperkoHistory(8);
    h.reset(0xdeadbeef, 0x12345678, 3, 1);
    h.push(0x0badf00d, 0x7fffffff, 4, 2);
    expect(h.contains(0xdeadbeef, 0x12345678, 3, 0)).toBe(true);
    expect(h.contains(0xdeadbeef, 0x12345678, 4, 0)).toBe(false); // same hash, other stone count
    expect(h.contains(0xdeadbeef, 0x12345678, 3, 1)).toBe(true);
    expect(h.contains(0xdeadbeef, 0x12345678, 3, 2)).toBe(false);
    expect(h.hasStones(4)).toBe(true);
    expect(h.hasStones(5)).toBe(false);
  });

  it('pops, clears and copies only the entries in use', () => {
    const h = new SuperkoHistory(8);
    h.reset(1, 2, 0, 1);
    h.push(3, 4, 1, 2);
    const c = new SuperkoHistory(8);
    c.copyFrom(h);
    h.pop();
    expect(h.contains(3, 4, 1, 0)).toBe(false);
    expect(c.contains(3, 4, 1, 0)).toBe(true);
    c.clear();
    expect(c.contains(1, 2, 0, 0)).toBe(false);
  });
});
