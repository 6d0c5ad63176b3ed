import { describe, expect, it } from 'vitest';
import { NO_MOVE } from '../game.js';
import { HistoryTable, KillerTable } from './heuristics.js';

describe('killers', () => {
  it('keeps the two latest distinct cutoff moves per ply', () => {
    const k = new KillerTable(8);
    expect([k.first(2), k.second(2)]).toEqual([NO_MOVE, NO_MOVE]);
    k.add(2, 5);
    k.add(2, 5);
    expect([k.first(2), k.second(2)]).toEqual([5, NO_MOVE]);
    k.add(2, 7);
    k.add(2, 9);
    expect([k.first(2), k.second(2)]).toEqual([9, 7]);
    expect(k.first(3)).toBe(NO_MOVE);
    k.clear();
    expect(k.first(2)).toBe(NO_MOVE);
  });
});

describe('history', () => {
  it('saturates within ±max and moves towards the sign of the updates', () => {
    const h = new HistoryTable(10, 1000);
    for (let i = 0; i < 200; i++) h.update(0, 3, 400);
    expect(h.get(0, 3)).toBeLessThanOrEqual(1000);
    expect(h.get(0, 3)).toBeGreaterThan(900);
    expect(h.get(1, 3)).toBe(0);
    for (let i = 0; i < 200; i++) h.update(0, 3, -5000);
    expect(h.get(0, 3)).toBeGreaterThanOrEqual(-1000);
    expect(h.get(0, 3)).toBeLessThan(-900);
    h.update(1, 4, 100);
    h.update(1, 4, 100);
    expect(h.get(1, 4)).toBe(190); // 100, then 100 + 100 - 100*100/1000
    h.clear();
    expect(h.get(1, 4)).toBe(0);
  });
});
