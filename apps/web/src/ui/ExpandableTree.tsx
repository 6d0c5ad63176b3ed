import { useState } from 'react';

/** One row of a lazily expanded tree. */
export interface TreeRow {
  readonly label: string;
  readonly detail: string;
  readonly childCount: number;
  /** Highlights best moves. */
  readonly best?: boolean;
  readonly tone?: 'good' | 'bad' | 'even';
}

export type LoadChildren = (path: readonly number[]) => Promise<readonly TreeRow[]>;

interface NodeProps {
  readonly row: TreeRow;
  readonly path: readonly number[];
  readonly load: LoadChildren;
  readonly depth: number;
}

/** A node loads its children only when first opened, so huge trees cost only what is looked at. */
function Node({ row, path, load, depth }: NodeProps) {
  const [open, setOpen] = useState(false);
  const [children, setChildren] = useState<readonly TreeRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toggle = () => {
    if (row.childCount === 0) return;
    if (!open && children === null)
      load(path).then(setChildren, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    setOpen(!open);
  };
  return (
    <li className={`tree-node ${row.tone ?? ''}`}>
      <button
        type="button"
        aria-expanded={row.childCount ? open : undefined}
        className={`tree-row${row.best ? ' best' : ''}`}
        onClick={toggle}
        disabled={row.childCount === 0}
        data-path={path.join('.')}
        style={{ paddingLeft: `${depth * 14 + 4}px` }}
      >
        <span className="tree-twisty">{row.childCount === 0 ? '·' : open ? '▾' : '▸'}</span>
        <span className="tree-label">{row.label}</span>
        <span className="tree-detail">{row.detail}</span>
      </button>
      {open && error && <div className="tree-error">{error}</div>}
      {open && children === null && !error && <div className="tree-loading">…</div>}
      {open && children && (
        <ul>
          {children.map((c, i) => (
            // Children never reorder while shown, so the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Node key={i} row={c} path={[...path, i]} load={load} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A tree whose root is always shown and whose nodes open on click (or Enter, as they are buttons).
 * Give it a new `key` for a new root, so a new position or search starts closed.
 */
export function ExpandableTree({ root, load, label }: { root: TreeRow; load: LoadChildren; label: string }) {
  return (
    <ul aria-label={label} className="tree">
      <Node row={root} path={[]} load={load} depth={0} />
    </ul>
  );
}
