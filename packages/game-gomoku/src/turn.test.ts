import { describe, expect, it } from 'vitest';
import { ENGINE_DEFAULTS } from './engine-options.js';
import { turnDeadline } from './turn.js';

describe('turnDeadline', () => {
  it('stops the clockMargin percentage of the limit before it', () => {
    expect(turnDeadline(1000, 100, 15)).toBeCloseTo(1085, 9);
    expect(turnDeadline(0, 1000, 15)).toBeCloseTo(850, 9);
    expect(turnDeadline(50, 200, 0)).toBe(250);
    expect(turnDeadline(0, 1000, 90)).toBeCloseTo(100, 9);
  });

  it('has no deadline without a time limit', () => {
    expect(turnDeadline(123, 0, 15)).toBe(Number.POSITIVE_INFINITY);
  });

  it('declares one default margin: 20% (so 80 of a 100 ms turn)', () => {
    expect(ENGINE_DEFAULTS.clockMargin).toBe(20);
    expect(turnDeadline(0, 100, ENGINE_DEFAULTS.clockMargin)).toBeCloseTo(80, 9);
  });
});
