/**
 * Match statistics: score, Elo difference and its confidence interval. Pure functions of counts.
 *
 * The interval is the normal approximation on the mean score, with the variance estimated from the
 * observed frequencies: per game (trinomial: win/draw/loss) or per pair of games with swapped sides
 * (pentanomial: 0, ½, 1, 1½, 2 points), which accounts for the correlation inside a pair. The score
 * bounds are then mapped to Elo through the logistic curve.
 */

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** Wins, draws and losses of player A. */
export interface Wdl {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/** Pairs in which A scored 0, ½, 1, 1½ and 2 points. */
export type Pentanomial = readonly [number, number, number, number, number];

export interface EloEstimate {
  readonly model: 'trinomial' | 'pentanomial';
  /** Games (trinomial) or game pairs (pentanomial) the estimate is based on. */
  readonly samples: number;
  /** Mean score per game of A, in [0,1]. */
  readonly score: number;
  /** Standard error of the mean score. */
  readonly stdErr: number;
  readonly scoreLow: number;
  readonly scoreHigh: number;
  /** Elo difference A−B; ±Infinity when the score is 1 or 0. */
  readonly elo: number;
  readonly eloLow: number;
  readonly eloHigh: number;
}

/** Mean points per game: win 1, draw ½, loss 0. */
export function scoreOf(r: Wdl): number {
  const n = r.wins + r.draws + r.losses;
  return n === 0 ? 0.5 : (r.wins + r.draws / 2) / n;
}

/** Logistic Elo difference for an expected score; ±Infinity at 1 and 0. */
export function eloFromScore(score: number): number {
  if (score <= 0) return Number.NEGATIVE_INFINITY;
  if (score >= 1) return Number.POSITIVE_INFINITY;
  const elo = 400 * Math.log10(score / (1 - score));
  return elo === 0 ? 0 : elo; // never -0
}

/** Expected score for an Elo difference (inverse of `eloFromScore`). */
export function scoreFromElo(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/** Mean and (population) variance of a discrete distribution given as counts at values. */
function meanAndVariance(values: readonly number[], counts: readonly number[]): [number, number, number] {
  let n = 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    n += counts[i] ?? 0;
    sum += (counts[i] ?? 0) * values[i]!;
  }
  if (n === 0) return [0, 0.5, 0];
  const mean = sum / n;
  let sq = 0;
  for (let i = 0; i < values.length; i++) sq += (counts[i] ?? 0) * (values[i]! - mean) ** 2;
  return [n, mean, sq / n];
}

function estimate(
  model: EloEstimate['model'],
  samples: number,
  score: number,
  variance: number,
  z: number,
): EloEstimate {
  // Identical samples (every game a draw) show no spread, yet do not prove the score exact: take the
  // spread that one extra sample at each extreme (a win and a loss) would add, which shrinks as 1/n.
  const spread =
    samples > 0 && variance === 0 && score > 0 && score < 1
      ? (score ** 2 + (1 - score) ** 2) / (samples + 2)
      : variance;
  // No samples: no information, so the interval is everything.
  const stdErr = samples > 0 ? Math.sqrt(spread / samples) : Number.POSITIVE_INFINITY;
  let scoreLow = Math.max(0, score - z * stdErr);
  let scoreHigh = Math.min(1, score + z * stdErr);
  // Every sample at an extreme has no spread to estimate, yet it is not certainty: use the exact
  // (Clopper–Pearson) bound for n successes in n trials, tail^(1/n), so a 4–0 score is not "+inf ± 0".
  if (samples > 0 && (score === 1 || score === 0)) {
    const tail = 0.5 * (1 - erf(z / Math.SQRT2));
    const bound = tail ** (1 / samples);
    if (score === 1) scoreLow = bound;
    else scoreHigh = 1 - bound;
  }
  return {
    model,
    samples,
    score,
    stdErr,
    scoreLow,
    scoreHigh,
    elo: eloFromScore(score),
    eloLow: eloFromScore(scoreLow),
    eloHigh: eloFromScore(scoreHigh),
  };
}

/** Elo estimate treating games as independent win/draw/loss samples. */
export function trinomialElo(r: Wdl, z = Z95): EloEstimate {
  const [n, mean, variance] = meanAndVariance([1, 0.5, 0], [r.wins, r.draws, r.losses]);
  return estimate('trinomial', n, mean, variance, z);
}

/**
 * Elo estimate from game pairs: `counts[k]` pairs in which A scored k/2 points (k = 0..4),
 * the two games of a pair played with sides swapped.
 */
export function pentanomialElo(counts: Pentanomial, z = Z95): EloEstimate {
  const [n, mean, variance] = meanAndVariance([0, 0.25, 0.5, 0.75, 1], counts);
  return estimate('pentanomial', n, mean, variance, z);
}

/**
 * Likelihood of superiority: the probability that A is stronger than B given the decisive games
 * (normal approximation; draws carry no information here).
 */
export function likelihoodOfSuperiority(r: Wdl): number {
  const decisive = r.wins + r.losses;
  if (decisive === 0) return 0.5;
  return 0.5 * (1 + erf((r.wins - r.losses) / Math.sqrt(2 * decisive)));
}

/** Error function, Abramowitz & Stegun 7.1.26 (absolute error below 1.5e-7). */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const ax = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * ax);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-ax * ax));
}
