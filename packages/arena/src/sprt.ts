import { scoreFromElo } from './stats.js';

/** A sequential probability ratio test of H0: Elo = elo0 against H1: Elo = elo1 (logistic Elo). */
export interface SprtParams {
  readonly elo0: number;
  readonly elo1: number;
  /** False-positive rate (accepting H1 when H0 holds). */
  readonly alpha: number;
  /** False-negative rate. */
  readonly beta: number;
}

export type SprtDecision = 'H1' | 'H0' | 'continue';

export interface SprtState {
  readonly llr: number;
  /** Accept H0 at or below this log-likelihood ratio. */
  readonly lower: number;
  /** Accept H1 at or above it. */
  readonly upper: number;
  readonly decision: SprtDecision;
}

/** The stopping bounds ln(β/(1−α)) and ln((1−β)/α). */
export function sprtBounds(p: SprtParams): { lower: number; upper: number } {
  return { lower: Math.log(p.beta / (1 - p.alpha)), upper: Math.log((1 - p.beta) / p.alpha) };
}

/**
 * Weight of the prior in the variance: half a sample at each value. The normal approximation takes
 * the sample's variance as known; on a handful of samples that variance can be near 0 (3 pairs
 * scoring 1.5, 2, 2 gave LLR 3.7, past the H1 bound, in a real run). The prior keeps it at the scale
 * of one spread-out sample, and its weight vanishes over hundreds of samples.
 */
export const SPRT_VARIANCE_PRIOR = 0.5;

/**
 * Generalized SPRT on samples with values in [0,1] given as counts at those values (per game
 * W/D/L: values 1, ½, 0; per side-swapped pair: 0, ¼, ½, ¾, 1). With the normal approximation, the
 * log-likelihood ratio of mean s1 over s0 for N samples of mean x and variance v is
 * N·(s1−s0)·(2x−s0−s1) / (2v), with v taken around x over the counts plus SPRT_VARIANCE_PRIOR at
 * every value. No samples: LLR 0.
 */
export function sprt(p: SprtParams, values: readonly number[], counts: readonly number[]): SprtState {
  const { lower, upper } = sprtBounds(p);
  let n = 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    n += counts[i] ?? 0;
    sum += (counts[i] ?? 0) * values[i]!;
  }
  let llr = 0;
  if (n > 0) {
    const mean = sum / n;
    let sq = 0;
    for (let i = 0; i < values.length; i++)
      sq += ((counts[i] ?? 0) + SPRT_VARIANCE_PRIOR) * (values[i]! - mean) ** 2;
    const variance = sq / (n + SPRT_VARIANCE_PRIOR * values.length);
    if (variance > 0) {
      const s0 = scoreFromElo(p.elo0);
      const s1 = scoreFromElo(p.elo1);
      llr = (n * (s1 - s0) * (2 * mean - s0 - s1)) / (2 * variance);
    }
  }
  const decision: SprtDecision = llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'continue';
  return { llr, lower, upper, decision };
}

/** SPRT over side-swapped pairs: `pentanomial[k]` pairs scoring k/2 points. */
export const sprtPentanomial = (p: SprtParams, pentanomial: readonly number[]): SprtState =>
  sprt(p, [0, 0.25, 0.5, 0.75, 1], pentanomial);

/** SPRT over single games. */
export const sprtTrinomial = (p: SprtParams, wins: number, draws: number, losses: number): SprtState =>
  sprt(p, [1, 0.5, 0], [wins, draws, losses]);

/** Checks SPRT parameters: elo0 < elo1 and 0 < alpha, beta < 0.5. Returns a reason or null. */
export function sprtProblem(p: SprtParams): string | null {
  if (![p.elo0, p.elo1, p.alpha, p.beta].every(Number.isFinite)) return 'every value must be a number';
  if (!(p.elo0 < p.elo1)) return `elo0 (${p.elo0}) must be below elo1 (${p.elo1})`;
  if (!(p.alpha > 0 && p.alpha < 0.5)) return `alpha must be in (0, 0.5), got ${p.alpha}`;
  if (!(p.beta > 0 && p.beta < 0.5)) return `beta must be in (0, 0.5), got ${p.beta}`;
  return null;
}
