import { describe, expect, it } from 'vitest';
import { allocateMs, DEFAULT_ALLOCATION, GameClock, type TimeSettings, unlimited } from './clock.js';

const ctx = { empty: 60, size: 9 };

describe('time allocation', () => {
  it('shares a byo-yomi period among its stones and keeps the margin', () => {
    const s: TimeSettings = { mainMs: 0, byoMs: 30_000, byoStones: 10 };
    const ms = allocateMs(s, { ms: 20_000, stones: 5 }, ctx);
    expect(ms).toBeLessThanOrEqual(4000 - DEFAULT_ALLOCATION.safetyMs);
    expect(ms).toBeGreaterThan(3000);
    // The last stone of a period: never more than what is left minus the margin.
    expect(allocateMs(s, { ms: 1000, stones: 1 }, ctx)).toBeLessThanOrEqual(
      1000 - DEFAULT_ALLOCATION.safetyMs,
    );
  });

  it('never spends more than a quarter of sudden-death time, or the margin', () => {
    const s: TimeSettings = { mainMs: 300_000, byoMs: 0, byoStones: 0 };
    for (const left of [300_000, 20_000, 2000, 400, 100]) {
      const ms = allocateMs(s, { ms: left, stones: 0 }, { empty: 5, size: 9 });
      expect(ms).toBeLessThanOrEqual(Math.max(1, Math.min(left / 4, left - DEFAULT_ALLOCATION.safetyMs)));
      expect(ms).toBeGreaterThanOrEqual(1);
    }
  });

  it('spreads main time over the expected moves and adds most of a byo-yomi stone', () => {
    const s: TimeSettings = { mainMs: 60_000, byoMs: 10_000, byoStones: 1 };
    const withByo = allocateMs(s, { ms: 60_000, stones: 0 }, { empty: 81, size: 9 });
    const without = allocateMs(
      { ...s, byoMs: 0, byoStones: 0 },
      { ms: 60_000, stones: 0 },
      { empty: 81, size: 9 },
    );
    expect(without).toBeCloseTo(60_000 / Math.ceil(81 / 2.5), 5);
    expect(withByo).toBeCloseTo(without + 8000, 5);
    // Fewer empty points, more time per move (down to the minimum number of moves left).
    expect(allocateMs(s, { ms: 60_000, stones: 0 }, { empty: 10, size: 9 })).toBeGreaterThan(withByo);
  });

  it('treats byo-yomi time without stones as no limit (GTP)', () => {
    const s: TimeSettings = { mainMs: 0, byoMs: 1, byoStones: 0 };
    expect(unlimited(s)).toBe(true);
    expect(allocateMs(s, { ms: 0, stones: 0 }, ctx)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('GameClock', () => {
  it('charges main time, then enters and renews byo-yomi periods', () => {
    const c = new GameClock();
    expect(c.active).toBe(false);
    c.set({ mainMs: 1000, byoMs: 5000, byoStones: 2 });
    expect(c.active).toBe(true);
    c.charge(600);
    expect(c.timeLeft).toEqual({ ms: 400, stones: 0 });
    // 400 ms of main time left, 1000 used: 600 come out of the first period.
    c.charge(1000);
    expect(c.timeLeft).toEqual({ ms: 4400, stones: 1 });
    c.charge(1000);
    // The period's last stone was played: a new period starts.
    expect(c.timeLeft).toEqual({ ms: 5000, stones: 2 });
  });

  it('takes the controller’s time_left over its own tracking', () => {
    const c = new GameClock();
    c.set({ mainMs: 60_000, byoMs: 0, byoStones: 0 });
    c.charge(10_000);
    c.report({ ms: 5000, stones: 0 });
    expect(c.timeLeft).toEqual({ ms: 5000, stones: 0 });
    expect(c.allocate(ctx)).toBeLessThanOrEqual(5000 / 4);
  });

  it('starts in byo-yomi without main time, and has no limit without settings', () => {
    const c = new GameClock();
    expect(c.allocate(ctx)).toBe(Number.POSITIVE_INFINITY);
    c.set({ mainMs: 0, byoMs: 10_000, byoStones: 5 });
    expect(c.timeLeft).toEqual({ ms: 10_000, stones: 5 });
    expect(c.allocate(ctx)).toBeLessThanOrEqual(2000 - DEFAULT_ALLOCATION.safetyMs);
  });
});
