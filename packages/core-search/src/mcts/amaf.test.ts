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
});
