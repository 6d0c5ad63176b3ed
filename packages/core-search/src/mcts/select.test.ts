import { describe, expect, it } from 'vitest';
import { type SelectConfig, selectChild } from './select.js';
import { MctsTree, P0_WINS, P1_WINS } from './tree.js';

const UCT: SelectConfig = { c: 1, rave: false, raveK: 500, raveBias: 0, solver: true };
const RAVE: SelectConfig = { ...UCT, rave: true };

/** Root (player 0 to move) with children for moves 0..n-1 and the given (visits, wins). */
function rootWith(stats: readonly [number, number][]): MctsTree {
  const tree = new MctsTree(100);
  tree.createRoot(1);
  tree.expand(0, Int32Array.from(stats.map((_, i) => i)), stats.length, 0);
  let total = 0;
  stats.forEach(([v, w], i) => {
    tree.visits[1 + i] = v;
    tree.wins[1 + i] = w;
    total += v;
  });
  tree.visits[0] = total;
  return tree;
}

describe('selectChild (UCT, RAVE, priors, solver)', () => {
  it("weighs AMAF by Silver's schedule with raveBias: much less once a child has many visits", () => {
    // Child 1: mean 0.5 over 100 visits, AMAF 0.9 over 1000; child 2: mean 0.6, no AMAF.
    const tree = rootWith([
      [100, 50],
      [100, 60],
    ]);
    tree.amafVisits[1] = 1000;
    tree.amafWins[1] = 900;
    const noC = { ...RAVE, c: 0 };
    // raveK 500: beta = sqrt(500 / 800) ≈ 0.79, so child 1 is worth ≈ 0.82.
    expect(selectChild(tree, 0, null, noC)).toBe(1);
    // bias 0.3: beta = 1000 / (100 + 1000 + 0.36 · 100 · 1000) ≈ 0.027, so child 1 is worth ≈ 0.51.
    expect(selectChild(tree, 0, null, { ...noC, raveBias: 0.3 })).toBe(2);
    // A small bias keeps AMAF's say: beta = 1000 / (1100 + 0.0004 · 100,000) ≈ 0.88.
    expect(selectChild(tree, 0, null, { ...noC, raveBias: 0.01 })).toBe(1);
  });

  it('takes an unvisited child first, in generation order', () => {
    const tree = rootWith([
      [10, 9],
      [0, 0],
      [0, 0],
    ]);
    expect(selectChild(tree, 0, null, UCT)).toBe(2);
  });

  it('prefers the better mean at equal visits and the less visited at equal means', () => {
    expect(
      selectChild(
        rootWith([
          [10, 3],
          [10, 7],
        ]),
        0,
        null,
        UCT,
      ),
    ).toBe(2);
    expect(
      selectChild(
        rootWith([
          [40, 20],
          [10, 5],
        ]),
        0,
        null,
        UCT,
      ),
    ).toBe(2);
    // Without exploration only the mean counts.
    expect(
      selectChild(
        rootWith([
          [40, 21],
          [10, 5],
        ]),
        0,
        null,
        { ...UCT, c: 0 },
      ),
    ).toBe(1);
  });

  it('counts prior virtual visits', () => {
    const tree = rootWith([
      [10, 5],
      [10, 5],
    ]);
    tree.priorVisits[2] = 30;
    tree.priorWins[2] = 30;
    expect(selectChild(tree, 0, null, { ...UCT, c: 0.1 })).toBe(2);
    tree.priorWins[2] = 0;
    expect(selectChild(tree, 0, null, { ...UCT, c: 0.1 })).toBe(1);
  });

  it('mixes AMAF values only with RAVE on', () => {
    const tree = rootWith([
      [10, 6],
      [10, 5],
    ]);
    tree.amafVisits[1] = 100;
    tree.amafWins[1] = 10;
    tree.amafVisits[2] = 100;
    tree.amafWins[2] = 90;
    expect(selectChild(tree, 0, null, UCT)).toBe(1);
    expect(selectChild(tree, 0, null, RAVE)).toBe(2);
  });

  it('with RAVE, ranks unvisited children by their AMAF value', () => {
    const tree = rootWith([
      [5, 3],
      [0, 0],
      [0, 0],
    ]);
    tree.amafVisits[2] = 50;
    tree.amafWins[2] = 5;
    tree.amafVisits[3] = 50;
    tree.amafWins[3] = 45;
    expect(selectChild(tree, 0, null, RAVE)).toBe(3);
  });

  it('takes a proven win, skips proven losses and excluded moves', () => {
    const tree = rootWith([
      [10, 9],
      [10, 1],
      [10, 5],
    ]);
    tree.setProven(1, P1_WINS, 1);
    expect(selectChild(tree, 0, null, UCT)).toBe(3);
    const excluded = new Uint8Array(3);
    excluded[2] = 1;
    expect(selectChild(tree, 0, excluded, UCT)).toBe(2);
    tree.setProven(2, P0_WINS, 1);
    expect(selectChild(tree, 0, null, UCT)).toBe(2);
    expect(selectChild(tree, 0, null, { ...UCT, solver: false })).toBe(1);
    tree.setProven(2, P1_WINS, 1);
    tree.setProven(3, P1_WINS, 1);
    expect(selectChild(tree, 0, null, UCT)).toBe(-1);
  });
});
