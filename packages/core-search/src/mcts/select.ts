import { type MctsTree, UNPROVEN, winFor } from './tree.js';

export interface SelectConfig {
  /** UCT exploration constant. */
  readonly c: number;
  readonly rave: boolean;
  /** RAVE equivalence parameter k: beta = sqrt(k / (3n + k)), so beta = 1/2 at n = k visits. */
  readonly raveK: number;
  readonly solver: boolean;
}

/**
 * The tree policy: the child of `node` (expanded) with the highest UCT value, mixed with its AMAF
 * value when RAVE is on. Visits and wins include the prior's virtual visits. A child with no visit
 * and no AMAF information is taken at once (first-play urgency is infinite, in generation order).
 * With the solver, a proven win for the mover is taken at once and proven losses are skipped.
 * `excluded` (root only) masks moves by id. Returns -1 when every child is skipped.
 */
export function selectChild(
  tree: MctsTree,
  node: number,
  excluded: Uint8Array | null,
  cfg: SelectConfig,
): number {
  const first = tree.firstChild[node]!;
  const end = first + tree.childCount[node]!;
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
  const { c, rave, raveK, solver } = cfg;
  const logN = Math.log(visits[node]! + 1);
  const sqrtLogN = Math.sqrt(logN);
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
        value = amafWins[i]! / an + c * sqrtLogN;
      } else {
        let q = (wins[i]! + priorWins[i]!) / n;
        if (an > 0) {
          const beta = Math.sqrt(raveK / (3 * n + raveK));
          q = (1 - beta) * q + (beta * amafWins[i]!) / an;
        }
        value = q + c * Math.sqrt(logN / n);
      }
    } else {
      if (n === 0) return i;
      value = (wins[i]! + priorWins[i]!) / n + c * Math.sqrt(logN / n);
    }
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}
