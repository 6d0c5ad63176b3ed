import { Rng } from '@qi/core-search';
import { mixSeed } from './seed.js';

/**
 * SPSA (simultaneous perturbation stochastic approximation, Spall 1992) as Fishtest runs it for
 * engine tuning: at iteration k every parameter is moved by ±c_k at once (random signs), the two
 * perturbed players θ+ and θ− play each other, and θ steps along the signs by a_k/c_k times the
 * result (wins − losses of θ+). Gains decay as c_k = c/(k+1)^γ and a_k = a/(A+k+1)^α; c and a are
 * set from the values wanted at the last iteration (c_end, r_end = a_end/c_end²), as Fishtest does.
 */
export interface SpsaParam {
  readonly name: string;
  readonly start: number;
  readonly min: number;
  readonly max: number;
  /** Integer options are played rounded (θ itself stays real). */
  readonly int: boolean;
  /** Perturbation size at the last iteration. */
  readonly cEnd: number;
  /** Learning rate at the last iteration, a_end / c_end². */
  readonly rEnd: number;
}

export interface SpsaSettings {
  readonly iterations: number;
  /** Decay exponent of a_k (default 0.602). */
  readonly alpha?: number;
  /** Decay exponent of c_k (default 0.101). */
  readonly gamma?: number;
  /** Stability constant A (default a tenth of the iterations). */
  readonly A?: number;
  readonly seed: number;
}

export interface SpsaPoint {
  readonly k: number;
  /** Perturbation per parameter this iteration. */
  readonly c: readonly number[];
  readonly signs: readonly (1 | -1)[];
  /** Values the two players get (clamped, rounded for integers). */
  readonly plus: readonly number[];
  readonly minus: readonly number[];
}

const clamp = (p: SpsaParam, v: number) => Math.min(p.max, Math.max(p.min, v));
const played = (p: SpsaParam, v: number) => {
  const c = clamp(p, v);
  return p.int ? Math.round(c) : Math.round(c * 1e4) / 1e4;
};

function gains(p: SpsaParam, s: SpsaSettings, k: number): { a: number; c: number } {
  const alpha = s.alpha ?? 0.602;
  const gamma = s.gamma ?? 0.101;
  const A = s.A ?? 0.1 * s.iterations;
  const c0 = p.cEnd * s.iterations ** gamma;
  const a0 = p.rEnd * p.cEnd ** 2 * (A + s.iterations) ** alpha;
  return { a: a0 / (A + k + 1) ** alpha, c: c0 / (k + 1) ** gamma };
}

/** The two players of iteration k (0-based) around θ; the signs come from the seed and k. */
export function spsaPoint(
  params: readonly SpsaParam[],
  s: SpsaSettings,
  k: number,
  theta: readonly number[],
): SpsaPoint {
  const rng = new Rng(mixSeed(s.seed, k));
  const signs = params.map((): 1 | -1 => (rng.int(2) === 0 ? -1 : 1));
  const c = params.map((p) => gains(p, s, k).c);
  return {
    k,
    c,
    signs,
    plus: params.map((p, i) => played(p, theta[i]! + c[i]! * signs[i]!)),
    minus: params.map((p, i) => played(p, theta[i]! - c[i]! * signs[i]!)),
  };
}

/** θ after iteration k, given θ+'s wins − losses against θ− (clamped to each parameter's range). */
export function spsaStep(
  params: readonly SpsaParam[],
  s: SpsaSettings,
  point: SpsaPoint,
  theta: readonly number[],
  result: number,
): number[] {
  return params.map((p, i) => {
    const { a, c } = gains(p, s, point.k);
    return clamp(p, theta[i]! + (a / c) * result * point.signs[i]!);
  });
}

/** θ as the values a player is given. */
export const spsaValues = (params: readonly SpsaParam[], theta: readonly number[]): number[] =>
  params.map((p, i) => played(p, theta[i]!));
