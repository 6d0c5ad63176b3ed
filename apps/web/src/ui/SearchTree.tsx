import { useEffect, useState } from 'react';
import type { TreeAnswer } from '../ai/client.js';
import type { TreeNodeView } from '../ai/protocol.js';
import { ExpandableTree, type TreeRow } from './ExpandableTree.js';

interface Props {
  /** Identifies the last finished search; null before any. */
  readonly searchId: number | null;
  /** e.g. "alphabeta for O before move 4". */
  readonly title: string;
  tree(path: readonly number[]): Promise<TreeAnswer>;
}

const toRow = (n: TreeNodeView, best: boolean): TreeRow => ({
  label: n.moveText,
  detail: `${n.valueText}${n.bound === 'lower' ? ' ≥' : n.bound === 'upper' ? ' ≤' : ''} · ${n.visits.toLocaleString()} ${n.visits === 1 ? n.visitsUnit.slice(0, -1) : n.visitsUnit}`,
  childCount: n.childCount,
  best,
});

/** Browses the searcher's own tree of its last search (MCTS visits and values, or root moves and PVs). */
export function SearchTree({ searchId, title, tree }: Props) {
  // Each answer is kept with the search it is about, and shown only while that search is the one
  // given: a new game clears the panel in the same render, not one frame later from an effect.
  const [loaded, setLoaded] = useState<{ id: number; root: TreeRow | null; error: string | null } | null>(
    null,
  );
  useEffect(() => {
    if (searchId === null) return;
    let live = true;
    tree([]).then((a) => {
      if (!live) return;
      if (!a.node) setLoaded({ id: searchId, root: null, error: a.error ?? 'no tree' });
      else
        setLoaded({
          id: searchId,
          root: {
            label: 'root',
            detail: `${a.children.length} moves searched`,
            childCount: a.children.length,
          },
          error: null,
        });
    });
    return () => {
      live = false;
    };
  }, [searchId, tree]);
  const load = async (path: readonly number[]) => {
    const a = await tree(path);
    if (a.error) throw new Error(a.error);
    // The searcher lists children in its own order; mark the most visited (MCTS) or the first (alpha-beta: best first).
    const maxVisits = Math.max(0, ...a.children.map((c) => c.visits));
    return a.children.map((c, i) => toRow(c, maxVisits > 0 ? c.visits === maxVisits : i === 0));
  };
  const current = loaded !== null && loaded.id === searchId ? loaded : null;
  const root = current?.root ?? null;
  const error = current?.error ?? null;
  return (
    <div className="search-tree" data-testid="search-tree">
      <p className="muted small">
        {searchId === null
          ? 'No search tree yet: let the computer move (a search cut short by “Move now” keeps none).'
          : title}
      </p>
      {error && <p className="muted small">{error}</p>}
      {root && <ExpandableTree key={searchId} root={root} load={load} label="search tree" />}
    </div>
  );
}
