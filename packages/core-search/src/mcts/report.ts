import { NO_MOVE } from '../game.js';
import type { RootLine, Score } from '../search.js';
import { DRAWN, type MctsTree, UNPROVEN, winFor } from './tree.js';

/** Mean reward of a node from its mover's view; the prior's mean before any real visit. */
export function nodeValue(tree: MctsTree, i: number): number {
  const state = tree.proven[i]!;
  if (state !== UNPROVEN) return state === DRAWN ? 0.5 : state === winFor(tree.mover[i]!) ? 1 : 0;
  const n = tree.visits[i]!;
  if (n > 0) return tree.wins[i]! / n;
  const pn = tree.priorVisits[i]!;
  return pn > 0 ? tree.priorWins[i]! / pn : 0;
}

/**
 * The child of `node` to play (or to follow in a PV): a proven win (fastest) first; never a proven
 * loss while another move remains (among losses, the slowest); otherwise most visits (ties: higher
 * mean) or, with `byValue`, the best mean among visited children. -1 when there is no child.
 */
export function chooseChild(
  tree: MctsTree,
  node: number,
  byValue: boolean,
  excluded: Uint8Array | null,
): number {
  const first = tree.firstChild[node]!;
  if (first < 0) return -1;
  const end = first + tree.childCount[node]!;
  const win = winFor(tree.mover[first]!);
  const loss = winFor(tree.mover[first]! ^ 1);
  let best = -1;
  let bestWin = -1;
  let bestLoss = -1;
  for (let i = first; i < end; i++) {
    if (excluded !== null && excluded[tree.move[i]!] === 1) continue;
    const state = tree.proven[i]!;
    if (state === win) {
      if (bestWin < 0 || tree.provenPlies[i]! < tree.provenPlies[bestWin]!) bestWin = i;
    } else if (state === loss) {
      if (bestLoss < 0 || tree.provenPlies[i]! > tree.provenPlies[bestLoss]!) bestLoss = i;
    } else if (best < 0 || better(tree, i, best, byValue)) best = i;
  }
  return bestWin >= 0 ? bestWin : best >= 0 ? best : bestLoss;
}

function better(tree: MctsTree, a: number, b: number, byValue: boolean): boolean {
  const va = tree.visits[a]!;
  const vb = tree.visits[b]!;
  if (byValue && va > 0 && vb > 0) {
    const qa = nodeValue(tree, a);
    const qb = nodeValue(tree, b);
    if (qa !== qb) return qa > qb;
    return va > vb;
  }
  if (byValue && va > 0 !== vb > 0) return va > 0;
  if (va !== vb) return va > vb;
  return nodeValue(tree, a) > nodeValue(tree, b);
}

/** Moves from `node` (exclusive) following the most visited children, as far as the tree is known. */
export function principalVariation(tree: MctsTree, node: number, maxLength: number): number[] {
  const pv: number[] = [];
  let at = node;
  while (pv.length < maxLength) {
    const c = chooseChild(tree, at, false, null);
    if (c < 0 || (tree.visits[c] === 0 && tree.proven[c] === UNPROVEN)) break;
    pv.push(tree.move[c]!);
    at = c;
  }
  return pv;
}

/**
 * A child's score from the view of the player who makes its move: proven wins and losses as mate in
 * the mover's own moves (plies from the child's position plus the move itself), proven draws as a
 * 0.5 win rate, others as the mean reward; null before any visit.
 */
export function childScore(tree: MctsTree, i: number): Score | null {
  const state = tree.proven[i]!;
  if (state !== UNPROVEN) {
    if (state === DRAWN) return { kind: 'winrate', value: 0.5 };
    const moves = Math.ceil((tree.provenPlies[i]! + 1) / 2);
    return { kind: 'mate', moves: state === winFor(tree.mover[i]!) ? moves : -moves };
  }
  if (tree.visits[i] === 0) return null;
  return { kind: 'winrate', value: tree.wins[i]! / tree.visits[i]! };
}

/** One line per playable root move, the chosen move first, then by visits. */
export function rootLines(
  tree: MctsTree,
  best: number,
  excluded: Uint8Array | null,
  maxLength: number,
): RootLine[] {
  const first = tree.firstChild[0]!;
  if (first < 0) return [];
  const end = first + tree.childCount[0]!;
  const children: number[] = [];
  for (let i = first; i < end; i++) if (excluded === null || excluded[tree.move[i]!] !== 1) children.push(i);
  children.sort((a, b) => (a === best ? -1 : b === best ? 1 : tree.visits[b]! - tree.visits[a]!));
  return children.map((i) => ({
    move: tree.move[i]!,
    score: childScore(tree, i),
    pv: [tree.move[i]!, ...principalVariation(tree, i, maxLength - 1)],
    visits: tree.visits[i]!,
  }));
}

export const moveOf = (tree: MctsTree, i: number): number => (i < 0 ? NO_MOVE : tree.move[i]!);
