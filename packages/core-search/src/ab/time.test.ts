import { describe, expect, it } from 'vitest';
import { TimeManager } from './time.js';

describe('time manager', () => {
  it('expires at the budget minus the safety margin (capped at a tenth of the budget)', () => {
    let now = 1000;
    const tm = new TimeManager(() => now, 100, { predict: true, safetyMs: 5 });
    now = 1094;
    expect(tm.expired()).toBe(false);
    now = 1095;
    expect(tm.expired()).toBe(true);
    const short = new TimeManager(() => now, 20, { predict: true, safetyMs: 5 });
    now += 17;
    expect(short.expired()).toBe(false);
    now += 1;
    expect(short.expired()).toBe(true);
  });

  it('never expires without a time limit', () => {
    let now = 0;
    const tm = new TimeManager(() => now, undefined, { predict: true, safetyMs: 5 });
    now = 1e12;
    expect(tm.expired()).toBe(false);
    expect(tm.canStartIteration()).toBe(true);
  });

  it('refuses an iteration predicted to overrun, using the growth of the last iterations', () => {
    let now = 0;
    const tm = new TimeManager(() => now, 1000, { predict: true, safetyMs: 0 });
    expect(tm.canStartIteration()).toBe(true);
    tm.iterationDone(100, 1000);
    now = 100;
    expect(tm.canStartIteration()).toBe(true); // 100 + 100·3 ≤ 1000
    tm.iterationDone(200, 4000); // grew ×4
    now = 150;
    expect(tm.canStartIteration()).toBe(true); // 150 + 200·4 = 950 ≤ 1000
    now = 300;
    expect(tm.canStartIteration()).toBe(false); // 300 + 200·4 = 1100 > 1000
  });

  it('does not predict when told not to, but still stops at the deadline', () => {
    let now = 0;
    const tm = new TimeManager(() => now, 1000, { predict: false, safetyMs: 0 });
    tm.iterationDone(900, 1000);
    now = 900;
    expect(tm.canStartIteration()).toBe(true);
    now = 1000;
    expect(tm.canStartIteration()).toBe(false);
  });
});
