import { describe, expect, it } from 'vitest';
import { tryProve } from './solver.js';
import { DRAWN, MctsTree, P0_WINS, P1_WINS, UNPROVEN } from './tree.js';

/** A root where player 0 is to move, with children for moves 0..n-1 in the given states. */
function rootWith(states: readonly [number, number][]): MctsTree {
  const tree = new MctsTree(100);
  tree.createRoot(1);
  tree.expand(0, Int32Array.from(states.map((_, i) => i)), states.length, 0);
  states.forEach(([state, plies], i) => {
    tree.setProven(1 + i, state, plies);
  });
  return tree;
}

describe('tryProve (MCTS-solver)', () => {
  it('proves a win as soon as one move wins, with the fastest known win', () => {
    const tree = rootWith([
      [UNPROVEN, 0],
      [P0_WINS, 4],
      [P0_WINS, 2],
      [P1_WINS, 1],
    ]);
    expect(tryProve(tree, 0, null)).toBe(true);
    expect(tree.proven[0]).toBe(P0_WINS);
    expect(tree.provenPlies[0]).toBe(3);
  });

  it('does not prove while a move is unknown and none wins', () => {
    const tree = rootWith([
      [P1_WINS, 1],
      [UNPROVEN, 0],
      [DRAWN, 3],
    ]);
    expect(tryProve(tree, 0, null)).toBe(false);
    expect(tree.proven[0]).toBe(UNPROVEN);
  });

  it('proves a loss when every move loses, resisting the longest', () => {
    const tree = rootWith([
      [P1_WINS, 1],
      [P1_WINS, 5],
      [P1_WINS, 3],
    ]);
    expect(tryProve(tree, 0, null)).toBe(true);
    expect(tree.proven[0]).toBe(P1_WINS);
    expect(tree.provenPlies[0]).toBe(6);
  });

  it('proves a draw when every move is proven and the best is a draw', () => {
    const tree = rootWith([
      [P1_WINS, 1],
      [DRAWN, 4],
    ]);
    expect(tryProve(tree, 0, null)).toBe(true);
    expect(tree.proven[0]).toBe(DRAWN);
  });

  it('ignores excluded root moves, both winning and unknown ones', () => {
    const excluded = new Uint8Array(4);
    excluded[1] = 1;
    const win = rootWith([
      [P1_WINS, 1],
      [P0_WINS, 0],
    ]);
    expect(tryProve(win, 0, excluded)).toBe(true);
    expect(win.proven[0]).toBe(P1_WINS);
    const unknown = rootWith([
      [DRAWN, 1],
      [UNPROVEN, 0],
    ]);
    expect(tryProve(unknown, 0, excluded)).toBe(true);
    expect(unknown.proven[0]).toBe(DRAWN);
  });
});
