import { type MctsTree, UNPROVEN, winFor } from './tree.js';

export interface SelectConfig {
  /** UCT exploration constant. */
  readonly c: number;
  readonly rave: boolean;
  /** RAVE equivalence parameter k: beta = sqrt(k / (3n + k)), so beta = 1/2 at n = k visits. */
  readonly raveK: number;
  /**
   * When > 0, RAVE's weight follows Silver's minimum-error schedule instead of raveK's:
   * beta = ñ / (n + ñ + 4 b² n ñ), with ñ the AMAF visits and b this bias.
   */
  readonly raveBias: number;
  readonly solver: boolean;
}

/** RAVE's weight of a child with `n` visits (priors included) and `an` AMAF visits (see SelectConfig). */
function raveBeta(n: number, an: number, raveK: number, bias4: number): number {
  return bias4 > 0 ? an / (n + an + bias4 * n * an) : Math.sqrt(raveK / (3 * n + raveK));
}

/**
 * Added to a child's value by its proven state, per player to move (index: UNPROVEN, P0_WINS,
 * P1_WINS, DRAWN): a proven win for the mover outranks everything, a proven loss nothing.
 */
const SOLVER_BONUS = [Float64Array.of(0, Infinity, -Infinity, 0), Float64Array.of(0, -Infinity, Infinity, 0)];
const NO_BONUS = new Float64Array(4);

/**
 * The tree policy: the child of `node` (expanded) with the highest UCT value, mixed with its AMAF
 * value when RAVE is on. Visits and wins include the prior's virtual visits. A child with no visit
 * and no AMAF information is taken at once (first-play urgency is infinite, in generation order).
 * With the solver, a proven win for the mover is taken at once and proven losses are skipped.
 * `excluded` (root only) masks moves by id. Returns -1 when every child is skipped.
 *
 * This is the hottest loop of the tree (a Go node has ~80 children): the common case (no
 * exclusions, every child visited, which priors guarantee) runs a loop without early exits, with
 * the per-node constant c·sqrt(ln N) hoisted and proofs folded in as ±Infinity, which V8 runs about
 * three times faster than the general loop below. The general loop handles the rest exactly.
 */
export function selectChild(
  tree: MctsTree,
  node: number,
  excluded: Uint8Array | null,
  cfg: SelectConfig,
): number {
  const first = tree.firstChild[node]!;
  const end = first + tree.childCount[node]!;
  const visits = tree.visits;
  const k = cfg.c * Math.sqrt(Math.log(visits[node]! + 1));
  if (excluded === null) {
    const bonus = cfg.solver ? SOLVER_BONUS[tree.mover[first]!]! : NO_BONUS;
    const best = cfg.rave
      ? fastRave(tree, first, end, k, cfg.raveK, 4 * cfg.raveBias * cfg.raveBias, bonus)
      : fastUct(tree, first, end, k, bonus);
    if (best !== UNVISITED) return best;
  }
  return general(tree, first, end, excluded, cfg, k);
}

/** Returned by the fast loops when some child has no visit (the general loop decides then). */
const UNVISITED = -2;

function fastUct(tree: MctsTree, first: number, end: number, k: number, bonus: Float64Array): number {
  const visits = tree.visits;
  const wins = tree.wins;
  const priorVisits = tree.priorVisits;
  const priorWins = tree.priorWins;
  const proven = tree.proven;
  let unvisited = 0;
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  if (k === 0) {
    for (let i = first; i < end; i++) {
      const n = visits[i]! + priorVisits[i]!;
      unvisited |= n === 0 ? 1 : 0;
      const value = (wins[i]! + priorWins[i]!) / n + bonus[proven[i]!]!;
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
  } else {
    for (let i = first; i < end; i++) {
      const n = visits[i]! + priorVisits[i]!;
      unvisited |= n === 0 ? 1 : 0;
      const value = (wins[i]! + priorWins[i]!) / n + k / Math.sqrt(n) + bonus[proven[i]!]!;
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
  }
  return unvisited === 0 ? best : UNVISITED;
}

function fastRave(
  tree: MctsTree,
  first: number,
  end: number,
  k: number,
  raveK: number,
  bias4: number,
  bonus: Float64Array,
): number {
  const visits = tree.visits;
  const wins = tree.wins;
  const priorVisits = tree.priorVisits;
  const priorWins = tree.priorWins;
  const amafVisits = tree.amafVisits;
  const amafWins = tree.amafWins;
  const proven = tree.proven;
  let unvisited = 0;
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let i = first; i < end; i++) {
    const n = visits[i]! + priorVisits[i]!;
    unvisited |= n === 0 ? 1 : 0;
    const q = (wins[i]! + priorWins[i]!) / n;
    const an = amafVisits[i]!;
    // beta is 0 without AMAF information (min(an, 1) is 0 or 1; an is a count).
    const beta = raveBeta(n, an, raveK, bias4) * Math.min(an, 1);
    const amaf = amafWins[i]! / Math.max(an, 1);
    // k is 0 without exploration (the usual RAVE setting): no second square root then.
    const value = q + beta * (amaf - q) + bonus[proven[i]!]! + (k === 0 ? 0 : k / Math.sqrt(n));
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return unvisited === 0 ? best : UNVISITED;
}

/** Every case: exclusions, unvisited children (first-play urgency), proofs. */
function general(
  tree: MctsTree,
  first: number,
  end: number,
  excluded: Uint8Array | null,
  cfg: SelectConfig,
  k: number,
): number {
  const move = tree.move;
  const visits = tree.visits;
  const wins = tree.wins;
  const priorVisits = tree.priorVisits;
  const priorWins = tree.priorWins;
  const amafVisits = tree.amafVisits;
  const amafWins = tree.amafWins;
  const proven = tree.proven;
  const player = tree.mover[first]!;
  const win = winFor(player);
  const loss = winFor(player ^ 1);
  const { rave, raveK, solver } = cfg;
  const bias4 = 4 * cfg.raveBias * cfg.raveBias;
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let i = first; i < end; i++) {
    if (excluded !== null && excluded[move[i]!] === 1) continue;
    if (solver) {
      const p = proven[i]!;
      if (p !== UNPROVEN) {
        if (p === win) return i;
        if (p === loss) continue;
      }
    }
    const n = visits[i]! + priorVisits[i]!;
    let value: number;
    if (rave) {
      const an = amafVisits[i]!;
      if (n === 0) {
        if (an === 0) return i;
        // No real visit yet: the AMAF mean alone, explored as if visited once.
        value = amafWins[i]! / an + k;
      } else {
        let q = (wins[i]! + priorWins[i]!) / n;
        if (an > 0) {
          q = q + raveBeta(n, an, raveK, bias4) * (amafWins[i]! / an - q);
        }
        value = q + k / Math.sqrt(n);
      }
    } else {
      if (n === 0) return i;
      value = (wins[i]! + priorWins[i]!) / n + k / Math.sqrt(n);
    }
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}
