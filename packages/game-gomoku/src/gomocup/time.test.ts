import { describe, expect, it } from 'vitest';
import { DEFAULT_TURN_MS, FAST_MS, MIN_MS, moveBudget, newClock, recordMoveTime } from './time.js';

describe('moveBudget', () => {
  it('gives timeout_turn whole (the engine keeps its margin inside)', () => {
    const c = newClock();
    expect(c.timeoutTurn).toBe(DEFAULT_TURN_MS);
    expect(moveBudget(c, 200)).toBe(1000);
    c.timeoutTurn = 5000;
    expect(moveBudget(c, 200)).toBe(5000);
    c.timeoutTurn = 100;
    expect(moveBudget(c, 200)).toBe(100);
  });

  it('plays fast when timeout_turn is 0 and never goes below the floor', () => {
    const c = newClock();
    c.timeoutTurn = 0;
    expect(moveBudget(c, 200)).toBe(FAST_MS);
    c.timeoutTurn = 3;
    expect(moveBudget(c, 200)).toBe(MIN_MS);
  });

  it('shares the match time left over the moves to come', () => {
    const c = { timeoutTurn: 30000, timeoutMatch: 180000, timeLeft: 60000 };
    // 60000 - 5% - 100 = 56900 over min(25, max(8, 100)) = 25 moves.
    expect(moveBudget(c, 200)).toBe(Math.floor(56900 / 25));
    // Near the end of the board fewer moves remain, but at least 8 are reserved for.
    expect(moveBudget(c, 6)).toBe(Math.floor(56900 / 8));
    expect(moveBudget({ ...c, timeLeft: 50 }, 100)).toBe(MIN_MS);
    // Without time_left the whole match time is assumed.
    expect(moveBudget({ ...c, timeLeft: null }, 200)).toBe(Math.floor((180000 * 0.95 - 100) / 25));
    // The turn limit still caps it.
    expect(moveBudget({ ...c, timeoutTurn: 1000 }, 200)).toBe(1000);
  });

  it('keeps back what earlier answers overran their target, decaying, at most a quarter of a turn', () => {
    const c = newClock();
    c.timeoutTurn = 100;
    expect(moveBudget(c, 200)).toBe(100);
    // The engine meant to answer by 85 ms (a 15% margin).
    recordMoveTime(c, 85, 80);
    expect(moveBudget(c, 200)).toBe(100);
    recordMoveTime(c, 85, 105);
    expect(c.lagMs).toBe(20);
    expect(moveBudget(c, 200)).toBe(80);
    recordMoveTime(c, 68, 60);
    expect(c.lagMs).toBe(16);
    recordMoveTime(c, 71, 500);
    expect(c.lagMs).toBe(25);
    expect(moveBudget(c, 200)).toBe(75);
  });
});
