import { describe, expect, it } from 'vitest';
import { AmafUpdater } from './amaf.js';
import { MctsTree } from './tree.js';

describe('AmafUpdater', () => {
  it('credits each node’s children with the later moves of the same player only', () => {
    // Root: player 0 to move, moves 0,1,2 (nodes 1,2,3). Node 2 (after move 1): player 1, moves 0,2.
    const tree = new MctsTree(100);
    tree.createRoot(1);
    tree.expand(0, Int32Array.from([0, 1, 2]), 3, 0);
    tree.expand(2, Int32Array.from([0, 2]), 2, 1);
    const amaf = new AmafUpdater(3);
    const path = Int32Array.from([0, 2]);
    // Playout from node 2: player 1 plays 2, player 0 plays 0. Player 0 won (reward 1).
    amaf.update(
      tree,
      path,
      1,
      Int32Array.from([1]),
      Uint8Array.from([0]),
      Int32Array.from([2, 0]),
      Uint8Array.from([1, 0]),
      2,
      1,
      1,
    );
    const rootChildren = [1, 2, 3].map((i) => [tree.amafVisits[i], tree.amafWins[i]]);
    expect(rootChildren).toEqual([
      [1, 1],
      [1, 1],
      [0, 0],
    ]);
    const deep = [4, 5].map((i) => [tree.amafVisits[i], tree.amafWins[i]]);
    expect(deep).toEqual([
      [0, 0],
      [1, 0],
    ]);
    // A second playout with a draw adds up; a move played twice counts once.
    amaf.update(
      tree,
      path,
      1,
      Int32Array.from([1]),
      Uint8Array.from([0]),
      Int32Array.from([0, 2, 0]),
      Uint8Array.from([1, 0, 1]),
      3,
      1,
      0.5,
    );
    expect([tree.amafVisits[4], tree.amafWins[4]]).toEqual([1, 0.5]);
    expect([tree.amafVisits[3], tree.amafWins[3]]).toEqual([1, 0.5]);
  });

  it('weighs an update by how soon the move came after the node with decay', () => {
    // The same tree and first playout as above, with decay 1: weights fall from 2 at the node's
    // own move to near 0 at the game's end (indices: tree move 0, then the playout's 1 and 2).
    const tree = new MctsTree(100);
    tree.createRoot(1);
    tree.expand(0, Int32Array.from([0, 1, 2]), 3, 0);
    tree.expand(2, Int32Array.from([0, 2]), 2, 1);
    const amaf = new AmafUpdater(3, 1);
    amaf.update(
      tree,
      Int32Array.from([0, 2]),
      1,
      Int32Array.from([1]),
      Uint8Array.from([0]),
      Int32Array.from([2, 0]),
      Uint8Array.from([1, 0]),
      2,
      1,
      1,
    );
    // Root (3 moves to the end): move 1 at once weighs 2, move 0 two moves later 2 − 2·2/3.
    const rootChildren = [1, 2, 3].map((i) => [tree.amafVisits[i], tree.amafWins[i]]);
    expect(rootChildren[0]![0]).toBeCloseTo(2 / 3, 12);
    expect(rootChildren[0]![1]).toBeCloseTo(2 / 3, 12);
    expect(rootChildren.slice(1)).toEqual([
      [2, 2],
      [0, 0],
    ]);
    // Node 2 (2 moves to the end): player 1's move 2 at once weighs 2, with player 1's reward 0.
    expect([4, 5].map((i) => [tree.amafVisits[i], tree.amafWins[i]])).toEqual([
      [0, 0],
      [2, 0],
    ]);
  });
});
