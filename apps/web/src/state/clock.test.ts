import { describe, expect, test } from 'vitest';
import { clockBudget, formatClock, parseTimeControl, startClock, switchClock, timeLeft } from './clock.js';

describe('clock', () => {
  test('reads time controls', () => {
    expect(parseTimeControl('5+3')).toEqual({ ok: true, value: { baseMs: 300_000, incMs: 3000 } });
    expect(parseTimeControl('0.05')).toEqual({ ok: true, value: { baseMs: 3000, incMs: 0 } });
    expect(parseTimeControl('off')).toEqual({ ok: true, value: null });
    expect(parseTimeControl('5 min').ok).toBe(false);
    expect(parseTimeControl('0+3').ok).toBe(false);
  });
  test('the running side loses time and gains its increment when it moves', () => {
    const tc = { baseMs: 60_000, incMs: 2000 };
    const running = switchClock(startClock(tc), tc, 0, 1000, false);
    expect(timeLeft(running, 0, 6000)).toBe(55_000);
    expect(timeLeft(running, 1, 6000)).toBe(60_000);
    const after = switchClock(running, tc, 1, 6000, true);
    expect(after.remaining).toEqual([57_000, 60_000]);
    expect(timeLeft(after, 1, 7000)).toBe(59_000);
  });
  test('budgets and display', () => {
    expect(clockBudget(60_000, { baseMs: 60_000, incMs: 0 })).toBe(2400);
    expect(formatClock(299_300)).toBe('4:59.3');
    expect(formatClock(-5)).toBe('0:00.0');
  });
});
