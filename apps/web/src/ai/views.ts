import {
  formatScore,
  type Game,
  isMateScore,
  MATE,
  NO_MOVE,
  type NodeView,
  type Position,
  type Score,
  type SearchResult,
  toScore,
} from '@qi/core-search';
import type { InfoView, TreeNodeView } from './protocol.js';

/** Writes a principal variation in the game's notation; stops at the first move that is not legal. */
export function pvText<P extends Position>(game: Game<P>, root: P, pv: readonly number[]): string[] {
  const pos = root.clone();
  const out: string[] = [];
  for (const m of pv) {
    if (!pos.isLegal(m)) break;
    out.push(game.moveToString(pos, m));
    pos.make(m);
  }
  return out;
}

/** Builds the live-info view of a result; `progress` is the fraction of the budget used. */
export function infoView<P extends Position>(
  game: Game<P>,
  root: P,
  r: SearchResult,
  progress: number,
): InfoView {
  const bestText =
    r.bestMove !== NO_MOVE && root.isLegal(r.bestMove) ? game.moveToString(root, r.bestMove) : '';
  return {
    bestMove: r.bestMove,
    bestText,
    score: r.score,
    scoreText: r.score ? formatScore(r.score) : '',
    pv: pvText(game, root, r.pv.length ? r.pv : r.bestMove !== NO_MOVE ? [r.bestMove] : []),
    depth: r.stats.depth,
    selDepth: r.stats.selDepth,
    nodes: r.stats.nodes,
    playouts: r.stats.playouts,
    nps: r.stats.nps,
    threads: r.stats.threads,
    timeMs: r.stats.timeMs,
    progress: Math.max(0, Math.min(1, progress)),
    proven: r.proven,
  };
}

export type ValueKind = 'winrate' | 'score';

/** Tree values are MCTS win rates in [0,1] when the search reports win rates, else integer scores. */
export const valueKindOf = (r: SearchResult): ValueKind =>
  r.score?.kind === 'winrate' ? 'winrate' : 'score';

export function valueText(value: number, kind: ValueKind): string {
  if (kind === 'winrate') return `${(value * 100).toFixed(1)}%`;
  return formatScore(toScore(Math.round(value)));
}

/** A score as an integer on the searchers' scale (mate in n moves ↔ MATE minus plies). */
export function scoreToInt(s: Score): number {
  if (s.kind === 'cp') return s.value;
  if (s.kind === 'winrate') return s.value;
  return s.moves > 0 ? MATE - (2 * s.moves - 1) : -(MATE - 2 * -s.moves);
}

/** The same value seen by the other player one ply later (a mate gets one ply nearer). */
export function flipValue(v: number, kind: ValueKind): number {
  if (kind === 'winrate') return 1 - v;
  if (!isMateScore(v)) return v === 0 ? 0 : -v;
  // A win at ply p (MATE - p) is, one ply later and for the other side, a loss at ply p - 1.
  return v > 0 ? -(v + 1) : -v + 1;
}

/**
 * For searchers without a tree of their own (alpha-beta keeps only tables): a tree made of the root
 * moves with their scores, each followed by its principal variation.
 */
export function linesTree(r: SearchResult): NodeView {
  const kind = valueKindOf(r);
  const chain = (pv: readonly number[], i: number, value: number, visits: number): NodeView => ({
    move: pv[i]!,
    visits,
    value,
    bound: 'exact',
    children: () => (i + 1 < pv.length ? [chain(pv, i + 1, flipValue(value, kind), visits)] : []),
  });
  const roots: NodeView[] = r.lines.map((l) => {
    const pv = l.pv.length && l.pv[0] === l.move ? l.pv : [l.move];
    const value = l.score ? scoreToInt(l.score) : 0;
    return { ...chain(pv, 0, value, l.visits), bound: l.score ? 'exact' : 'none' };
  });
  if (roots.length === 0 && r.bestMove !== NO_MOVE)
    roots.push(chain(r.pv.length ? r.pv : [r.bestMove], 0, r.score ? scoreToInt(r.score) : 0, 0));
  return {
    move: NO_MOVE,
    visits: r.stats.nodes,
    value: r.score ? flipValue(scoreToInt(r.score), kind) : 0,
    bound: 'none',
    children: () => roots,
  };
}

/**
 * Children in the order the explorer lists them: most visited first (MCTS's favourites, alpha-beta's
 * most searched moves), ties in the searcher's own order. Paths index this order.
 */
export function orderedChildren(node: NodeView): readonly NodeView[] {
  const kids = node.children();
  return kids.every((c) => c.visits === kids[0]?.visits)
    ? kids
    : [...kids].sort((a, b) => b.visits - a.visits);
}

/** Follows child indices from `root`; the moves along the way let the caller name each move. */
export function nodeAt(root: NodeView, path: readonly number[]): { node: NodeView; moves: number[] } | null {
  let node = root;
  const moves: number[] = [];
  for (const i of path) {
    const next = orderedChildren(node)[i];
    if (!next) return null;
    node = next;
    moves.push(node.move);
  }
  return { node, moves };
}

/** Lists a node and its children for the explorer, naming moves from the position they are played in. */
export function describeNode<P extends Position>(
  game: Game<P>,
  root: P,
  tree: NodeView,
  path: readonly number[],
  kind: ValueKind,
): { node: TreeNodeView; children: TreeNodeView[] } | null {
  const found = nodeAt(tree, path);
  if (!found) return null;
  const pos = root.clone();
  // The node's own move is named from its parent's position.
  let ownText = 'root';
  for (let i = 0; i < found.moves.length; i++) {
    const m = found.moves[i]!;
    if (!pos.isLegal(m)) return null;
    if (i === found.moves.length - 1) ownText = game.moveToString(pos, m);
    pos.make(m);
  }
  const view = (n: NodeView, index: number, text: string): TreeNodeView => ({
    index,
    move: n.move,
    moveText: text,
    visits: n.visits,
    visitsUnit: kind === 'winrate' ? 'visits' : 'nodes',
    value: n.value,
    valueText: valueText(n.value, kind),
    bound: n.bound,
    childCount: n.children().length,
  });
  const children = orderedChildren(found.node).map((c, i) =>
    view(c, i, pos.isLegal(c.move) ? game.moveToString(pos, c.move) : `#${c.move}`),
  );
  return { node: view(found.node, path.at(-1) ?? 0, ownText), children };
}
