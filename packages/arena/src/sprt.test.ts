import { describe, expect, it } from 'vitest';
import { sprt, sprtBounds, sprtPentanomial, sprtProblem, sprtTrinomial } from './sprt.js';

const P = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };

describe('SPRT', () => {
  it('has the Wald bounds ln(β/(1−α)) and ln((1−β)/α)', () => {
    const b = sprtBounds(P);
    expect(b.lower).toBeCloseTo(-2.944, 3);
    expect(b.upper).toBeCloseTo(2.944, 3);
  });

  it('gives the normal-approximation LLR, with the variance prior of half a sample per value', () => {
    expect(sprtTrinomial(P, 0, 0, 0).llr).toBe(0);
    // 60 wins, 40 losses: mean 0.6; variance around it over 60.5, 0.5 and 40.5 samples.
    const s = sprtTrinomial(P, 60, 0, 40);
    const s0 = 0.5;
    const s1 = 1 / (1 + 10 ** (-10 / 400));
    const v = (60.5 * 0.4 ** 2 + 0.5 * 0.1 ** 2 + 40.5 * 0.6 ** 2) / 101.5;
    expect(s.llr).toBeCloseTo((100 * (s1 - s0) * (2 * 0.6 - s0 - s1)) / (2 * v), 10);
    expect(s.decision).toBe('continue');
    // Only draws: the mean is exactly ½, short of s1's midpoint with s0, so the evidence leans to H0.
    expect(sprtTrinomial(P, 0, 10, 0).llr).toBeLessThan(0);
  });

  it('does not decide on a handful of pairs with almost no spread', () => {
    // A real run stopped at H1 after 3 pairs (1.5, 2, 2 points): the sample variance was near 0.
    const e = { elo0: 0, elo1: 30, alpha: 0.05, beta: 0.05 };
    expect(sprtPentanomial(e, [0, 0, 0, 1, 2]).decision).toBe('continue');
    expect(sprtPentanomial(e, [0, 0, 0, 0, 3]).decision).toBe('continue');
    // Enough pairs won still decide.
    expect(sprtPentanomial(e, [0, 0, 0, 4, 16]).decision).toBe('H1');
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
