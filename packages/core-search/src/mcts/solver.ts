import { DRAWN, type MctsTree, UNPROVEN, winFor } from './tree.js';

/**
 * MCTS-solver step (Winands, Björnsson, Saito 2008, extended with proven draws): derives `node`'s
 * value from its children. The side to move at `node` wins if any child is a proven win for it;
 * once every child is proven, the node is a draw if any child is, else a loss. Plies to the end are
 * the shortest win or the longest loss, so the best proven move wins fastest and resists longest.
 * `excluded` masks root moves. Returns true when `node` is now proven.
 */
export function tryProve(tree: MctsTree, node: number, excluded: Uint8Array | null): boolean {
  const first = tree.firstChild[node]!;
  if (first < 0) return false;
  const end = first + tree.childCount[node]!;
  const player = tree.mover[first]!;
  const win = winFor(player);
  const proven = tree.proven;
  const plies = tree.provenPlies;
  let bestWin = Number.POSITIVE_INFINITY;
  let longest = 0;
  let allProven = true;
  let anyDraw = false;
  let counted = 0;
  for (let i = first; i < end; i++) {
    if (excluded !== null && excluded[tree.move[i]!] === 1) continue;
    counted++;
    const p = proven[i]!;
    if (p === win) {
      if (plies[i]! < bestWin) bestWin = plies[i]!;
    } else if (p === UNPROVEN) allProven = false;
    else {
      if (p === DRAWN) anyDraw = true;
      if (plies[i]! > longest) longest = plies[i]!;
    }
  }
  if (bestWin !== Number.POSITIVE_INFINITY) {
    tree.setProven(node, win, bestWin + 1);
    return true;
  }
  if (!allProven || counted === 0) return false;
  tree.setProven(node, anyDraw ? DRAWN : winFor(player ^ 1), longest + 1);
  return true;
}
