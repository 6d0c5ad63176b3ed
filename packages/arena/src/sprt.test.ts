import { describe, expect, it } from 'vitest';
import { sprt, sprtBounds, sprtPentanomial, sprtProblem, sprtTrinomial } from './sprt.js';

const P = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };

describe('SPRT', () => {
  it('has the Wald bounds ln(β/(1−α)) and ln((1−β)/α)', () => {
    const b = sprtBounds(P);
    expect(b.lower).toBeCloseTo(-2.944, 3);
    expect(b.upper).toBeCloseTo(2.944, 3);
  });

  it('gives LLR 0 without variance, and the normal-approximation LLR otherwise', () => {
    expect(sprtTrinomial(P, 0, 10, 0).llr).toBe(0);
    // 60 wins, 40 losses: mean 0.6, variance 0.24 per game.
    const s = sprtTrinomial(P, 60, 0, 40);
    const s0 = 0.5;
    const s1 = 1 / (1 + 10 ** (-10 / 400));
    expect(s.llr).toBeCloseTo((100 * (s1 - s0) * (2 * 0.6 - s0 - s1)) / (2 * 0.24), 10);
    expect(s.decision).toBe('continue');
  });

  it('accepts H1 for a clearly stronger player and H0 for a clearly weaker one', () => {
    expect(sprtPentanomial(P, [0, 0, 100, 300, 400]).decision).toBe('H1');
    expect(sprtPentanomial(P, [400, 300, 100, 0, 0]).decision).toBe('H0');
    expect(sprt(P, [1, 0], [5, 5]).decision).toBe('continue');
  });

  it('names bad parameters', () => {
    expect(sprtProblem(P)).toBeNull();
    expect(sprtProblem({ ...P, elo1: -5 })).toMatch(/elo0 \(0\) must be below elo1 \(-5\)/);
    expect(sprtProblem({ ...P, alpha: 0.7 })).toMatch(/alpha/);
    expect(sprtProblem({ ...P, beta: 0 })).toMatch(/beta/);
  });
});
