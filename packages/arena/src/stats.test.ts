import { describe, expect, it } from 'vitest';
import {
  eloFromScore,
  erf,
  likelihoodOfSuperiority,
  pentanomialElo,
  scoreFromElo,
  scoreOf,
  trinomialElo,
  Z95,
} from './stats.js';

describe('score and Elo', () => {
  it('scores wins 1, draws ½, losses 0', () => {
    expect(scoreOf({ wins: 6, draws: 2, losses: 2 })).toBeCloseTo(0.7, 12);
    expect(scoreOf({ wins: 0, draws: 20, losses: 0 })).toBe(0.5);
  });

  it('maps scores to logistic Elo and back', () => {
    // 0.75 means odds 3:1, i.e. 400·log10(3).
    expect(eloFromScore(0.75)).toBeCloseTo(400 * Math.log10(3), 9);
    expect(eloFromScore(0.75)).toBeCloseTo(190.8485, 3);
    expect(eloFromScore(0.25)).toBeCloseTo(-190.8485, 3);
    expect(eloFromScore(0.5)).toBe(0);
    expect(eloFromScore(1)).toBe(Number.POSITIVE_INFINITY);
    expect(eloFromScore(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(scoreFromElo(400)).toBeCloseTo(10 / 11, 12);
    expect(scoreFromElo(eloFromScore(0.62))).toBeCloseTo(0.62, 12);
  });
});

describe('trinomial interval', () => {
  it('matches the hand-computed variance for 6 wins, 2 draws, 2 losses', () => {
    // Variance per game: 0.6·0.3² + 0.2·0.2² + 0.2·0.7² = 0.054 + 0.008 + 0.098 = 0.16; n = 10.
    const e = trinomialElo({ wins: 6, draws: 2, losses: 2 });
    expect(e.model).toBe('trinomial');
    expect(e.samples).toBe(10);
    expect(e.score).toBeCloseTo(0.7, 12);
    expect(e.stdErr).toBeCloseTo(Math.sqrt(0.016), 12);
    expect(e.scoreLow).toBeCloseTo(0.7 - Z95 * Math.sqrt(0.016), 12);
    expect(e.scoreHigh).toBeCloseTo(0.7 + Z95 * Math.sqrt(0.016), 12);
    // 0.7 → 400·log10(7/3).
    expect(e.elo).toBeCloseTo(400 * Math.log10(7 / 3), 9);
    expect(e.eloLow).toBeCloseTo(eloFromScore(0.7 - Z95 * Math.sqrt(0.016)), 9);
    expect(e.eloLow).toBeLessThan(e.elo);
    expect(e.eloHigh).toBeGreaterThan(e.elo);
  });

  it('keeps an interval when every game is a draw, narrowing with more games', () => {
    const e = trinomialElo({ wins: 0, draws: 20, losses: 0 });
    expect([e.score, e.elo]).toEqual([0.5, 0]);
    // The spread of one extra win and one extra loss: (0.25 + 0.25) / 22 per game.
    expect(e.stdErr).toBeCloseTo(Math.sqrt(0.5 / 22 / 20), 12);
    expect(e.eloLow).toBeCloseTo(-e.eloHigh, 9);
    expect(e.eloHigh).toBeGreaterThan(0);
    const more = trinomialElo({ wins: 0, draws: 200, losses: 0 });
    expect(more.eloHigh).toBeLessThan(e.eloHigh / 5);
  });

  it('clamps score bounds to [0,1], giving infinite Elo bounds', () => {
    const e = trinomialElo({ wins: 1, draws: 0, losses: 1 });
    // Variance 0.25, n = 2: stdErr ≈ 0.354, so 0.5 ± 0.69 leaves [0,1].
    expect(e.scoreLow).toBe(0);
    expect(e.scoreHigh).toBe(1);
    expect(e.eloLow).toBe(Number.NEGATIVE_INFINITY);
    expect(e.eloHigh).toBe(Number.POSITIVE_INFINITY);
  });

  it('bounds a perfect score by the exact binomial tail instead of a zero-width interval', () => {
    const e = trinomialElo({ wins: 4, draws: 0, losses: 0 });
    expect(e.elo).toBe(Number.POSITIVE_INFINITY);
    expect(e.eloHigh).toBe(Number.POSITIVE_INFINITY);
    // 0.025^(1/4) ≈ 0.3976: a 4-0 result still allows a slightly weaker player at 95%.
    expect(e.scoreLow).toBeCloseTo(0.025 ** 0.25, 4);
    expect(e.eloLow).toBeCloseTo(eloFromScore(0.025 ** 0.25), 1);
    const lost = pentanomialElo([3, 0, 0, 0, 0]);
    expect(lost.scoreHigh).toBeCloseTo(1 - 0.025 ** (1 / 3), 4);
    expect(lost.eloLow).toBe(Number.NEGATIVE_INFINITY);
  });

  it('says nothing without games', () => {
    const e = trinomialElo({ wins: 0, draws: 0, losses: 0 });
    expect(e.score).toBe(0.5);
    expect(e.eloLow).toBe(Number.NEGATIVE_INFINITY);
    expect(e.eloHigh).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('pentanomial interval', () => {
  it('matches the hand-computed variance of pair scores', () => {
    // Pair scores 0, ½, ½, ¾, 1 (per game): mean 2.75/5 = 0.55;
    // squared deviations .3025 + .0025 + .0025 + .04 + .2025 = .55, variance .11, stdErr √(.11/5).
    const e = pentanomialElo([1, 0, 2, 1, 1]);
    expect(e.model).toBe('pentanomial');
    expect(e.samples).toBe(5);
    expect(e.score).toBeCloseTo(0.55, 12);
    expect(e.stdErr).toBeCloseTo(Math.sqrt(0.022), 12);
    expect(e.scoreHigh).toBeCloseTo(0.55 + Z95 * Math.sqrt(0.022), 12);
  });

  it('is narrower than the trinomial interval when pairs are balanced (correlated games)', () => {
    // 10 pairs each 1 win + 1 loss: trinomial sees 10 W / 10 L (variance .25), pentanomial sees no
    // spread (only the floor of one extra 0 and one extra 1 pair: .5/12).
    const penta = pentanomialElo([0, 0, 10, 0, 0]);
    const tri = trinomialElo({ wins: 10, draws: 0, losses: 10 });
    expect(penta.stdErr).toBeCloseTo(Math.sqrt(0.5 / 12 / 10), 12);
    expect(tri.stdErr).toBeCloseTo(Math.sqrt(0.25 / 20), 12);
    expect(penta.stdErr).toBeLessThan(tri.stdErr);
  });
});

describe('likelihood of superiority', () => {
  it('is ½ with no decisive games and follows the normal CDF otherwise', () => {
    expect(likelihoodOfSuperiority({ wins: 0, draws: 9, losses: 0 })).toBe(0.5);
    // (w−l)/√(2(w+l)) = 8/√(2·32) = 1 → ½(1+erf(1)) = 0.9213503964748575.
    expect(likelihoodOfSuperiority({ wins: 20, draws: 5, losses: 12 })).toBeCloseTo(0.9213504, 6);
    expect(likelihoodOfSuperiority({ wins: 12, draws: 5, losses: 20 })).toBeCloseTo(1 - 0.9213504, 6);
  });

  it('erf matches reference values', () => {
    expect(erf(0)).toBeCloseTo(0, 7);
    expect(erf(0.5)).toBeCloseTo(0.5204998778, 6);
    expect(erf(-1.5)).toBeCloseTo(-0.9661051465, 6);
    expect(erf(3)).toBeCloseTo(0.9999779095, 6);
  });
});
