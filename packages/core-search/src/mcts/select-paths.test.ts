import { describe, expect, it } from 'vitest';
import { Rng } from '../rng.js';
import { type SelectConfig, selectChild } from './select.js';
import { MctsTree, P0_WINS, P1_WINS, UNPROVEN, winFor } from './tree.js';

/**
 * The tree policy written the obvious way (one loop, early exits), as the reference for the fast
 * branch-free loops of selectChild: both must pick the same child in every case.
 */
function reference(tree: MctsTree, node: number, excluded: Uint8Array | null, cfg: SelectConfig): number {
  const first = tree.firstChild[node]!;
  const end = first + tree.childCount[node]!;
  const win = winFor(tree.mover[first]!);
  const loss = winFor(tree.mover[first]! ^ 1);
  const k = cfg.c * Math.sqrt(Math.log(tree.visits[node]! + 1));
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let i = first; i < end; i++) {
    if (excluded?.[tree.move[i]!] === 1) continue;
    const p = cfg.solver ? tree.proven[i]! : UNPROVEN;
    if (p === win) return i;
    if (p === loss) continue;
    const n = tree.visits[i]! + tree.priorVisits[i]!;
    const an = tree.amafVisits[i]!;
    let value: number;
    if (n === 0) {
      if (!cfg.rave || an === 0) return i;
      value = tree.amafWins[i]! / an + k;
    } else {
      let q = (tree.wins[i]! + tree.priorWins[i]!) / n;
      if (cfg.rave && an > 0) {
        const beta =
          cfg.raveBias > 0
            ? an / (n + an + 4 * cfg.raveBias * cfg.raveBias * n * an)
            : Math.sqrt(cfg.raveK / (3 * n + cfg.raveK));
        q = q + beta * (tree.amafWins[i]! / an - q);
      }
      value = q + k / Math.sqrt(n);
    }
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}

function randomNode(rng: Rng, mover: 0 | 1): MctsTree {
  const count = 1 + rng.int(40);
  const tree = new MctsTree(100);
  tree.createRoot((mover ^ 1) as 0 | 1);
  tree.expand(
    0,
    Int32Array.from({ length: count }, (_, i) => i),
    count,
    mover,
  );
  const sparse = rng.int(3) === 0;
  let total = 0;
  for (let i = 1; i <= count; i++) {
    const v = sparse && rng.int(3) === 0 ? 0 : rng.int(50);
    tree.visits[i] = v;
    tree.wins[i] = v * rng.float();
    if (rng.int(2) === 0) {
      tree.priorVisits[i] = rng.int(3) === 0 ? 0 : 1 + rng.int(20);
      tree.priorWins[i] = tree.priorVisits[i]! * rng.float();
    }
    if (rng.int(2) === 0) {
      tree.amafVisits[i] = rng.int(100);
      tree.amafWins[i] = tree.amafVisits[i]! * rng.float();
    }
    if (rng.int(8) === 0) tree.setProven(i, [P0_WINS, P1_WINS, 3][rng.int(3)]!, 1);
    total += v;
  }
  tree.visits[0] = total;
  return tree;
}

describe('selectChild fast loops', () => {
  it('pick the same child as the obvious loop (random nodes, every configuration)', () => {
    const rng = new Rng(11);
    let disagreements = 0;
    let fastCases = 0;
    for (let t = 0; t < 3000; t++) {
      const tree = randomNode(rng, rng.int(2) as 0 | 1);
      const cfg: SelectConfig = {
        c: [0, 0.3, 1][rng.int(3)]!,
        rave: rng.int(2) === 0,
        raveK: [50, 500][rng.int(2)]!,
        raveBias: [0, 0, 0.05, 0.3][rng.int(4)]!,
        solver: rng.int(4) !== 0,
      };
      let excluded: Uint8Array | null = null;
      if (rng.int(4) === 0) {
        excluded = new Uint8Array(tree.childCount[0]!);
        excluded[rng.int(excluded.length)] = 1;
      }
      let allVisited = true;
      for (let i = 1; i <= tree.childCount[0]!; i++)
        if (tree.visits[i]! + tree.priorVisits[i]! === 0) allVisited = false;
      if (allVisited && excluded === null) fastCases++;
      if (selectChild(tree, 0, excluded, cfg) !== reference(tree, 0, excluded, cfg)) disagreements++;
    }
    expect(disagreements).toBe(0);
    // The random nodes do exercise the fast path.
    expect(fastCases).toBeGreaterThan(500);
  });
});
