import type { Position } from '../game.js';
import type { MctsTree } from './tree.js';

const samePosition = (a: Position, b: Position): boolean =>
  a.hashLo === b.hashLo && a.hashHi === b.hashHi && a.toMove === b.toMove;

/**
 * Finds the node of the tree (rooted at `oldRoot`) that stands for `newRoot`, or -1. First follows
 * the moves reported through `played()`; else compares hashes at the root, its children and its
 * grandchildren (our move and the reply). `probe` is scratch, overwritten.
 */
export function locateRoot<P extends Position>(
  tree: MctsTree,
  oldRoot: P,
  played: readonly number[],
  newRoot: P,
  probe: P,
): number {
  if (tree.size === 0) return -1;
  if (played.length > 0) {
    probe.copyFrom(oldRoot);
    let node = 0;
    for (const m of played) {
      if (node >= 0) node = tree.childByMove(node, m);
      if (!probe.isLegal(m)) return -1;
      probe.make(m);
    }
    return node >= 0 && samePosition(probe, newRoot) ? node : -1;
  }
  if (samePosition(oldRoot, newRoot)) return 0;
  const first = tree.firstChild[0]!;
  if (first < 0) return -1;
  probe.copyFrom(oldRoot);
  for (let c = first; c < first + tree.childCount[0]!; c++) {
    probe.make(tree.move[c]!);
    if (samePosition(probe, newRoot)) return c;
    const g0 = tree.firstChild[c]!;
    if (g0 >= 0) {
      for (let g = g0; g < g0 + tree.childCount[c]!; g++) {
        probe.make(tree.move[g]!);
        const found = samePosition(probe, newRoot);
        probe.unmake();
        if (found) return g;
      }
    }
    probe.unmake();
  }
  return -1;
}
