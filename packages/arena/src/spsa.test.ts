import { Rng } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { type SpsaParam, spsaPoint, spsaStep, spsaValues } from './spsa.js';

const param = (over: Partial<SpsaParam> = {}): SpsaParam => ({
  name: 'x',
  start: 1,
  min: 0,
  max: 20,
  int: false,
  cEnd: 1,
  rEnd: 0.05,
  ...over,
});

describe('SPSA', () => {
  it('perturbs every parameter by ±c_k with seeded signs, clamped and rounded for integers', () => {
    const params = [param(), param({ name: 'n', int: true, start: 0, min: 0, max: 3 })];
    const s = { iterations: 100, seed: 7 };
    const p = spsaPoint(params, s, 0, [1, 0]);
    expect(spsaPoint(params, s, 0, [1, 0])).toEqual(p);
    // c_0 = c_end · N^γ.
    expect(p.c[0]).toBeCloseTo(100 ** 0.101, 10);
    expect(p.plus[0]).toBeCloseTo(1 + p.c[0]! * p.signs[0]!, 3);
    expect(p.minus[0]).toBeCloseTo(Math.max(0, 1 - p.c[0]! * p.signs[0]!), 3);
    expect([p.plus[1], p.minus[1]].sort()).toEqual([0, 2]);
    // The gains fall to c_end at the last iteration.
    expect(spsaPoint(params, s, 99, [1, 0]).c[0]).toBeCloseTo(1, 10);
    expect(spsaValues(params, [2.34567, 1.6])).toEqual([2.3457, 2]);
  });

  it('moves θ towards the better of θ+ and θ−, and finds the optimum of a noisy match', () => {
    const params = [param(), param({ name: 'y', start: 18, cEnd: 1 })];
    const s = { iterations: 400, seed: 3 };
    const best = [12, 5];
    const rng = new Rng(11);
    // A player's strength falls with its squared distance from `best`; a game is won by the stronger
    // side with logistic probability, so only noisy win/loss results reach SPSA.
    const strength = (v: readonly number[]) => -v.reduce((t, x, i) => t + (x - best[i]!) ** 2, 0) / 8;
    let theta = params.map((p) => p.start);
    for (let k = 0; k < s.iterations; k++) {
      const point = spsaPoint(params, s, k, theta);
      const pWin = 1 / (1 + Math.exp(strength(point.minus) - strength(point.plus)));
      let result = 0;
      for (let g = 0; g < 2; g++) result += rng.float() < pWin ? 1 : -1;
      theta = spsaStep(params, s, point, theta, result);
    }
    expect(Math.abs(theta[0]! - 12)).toBeLessThan(1.5);
    expect(Math.abs(theta[1]! - 5)).toBeLessThan(1.5);
  });
});
