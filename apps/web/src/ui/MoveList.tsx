interface Props {
  readonly notation: readonly string[];
  readonly cursor: number;
  /** Ply number of the first move (a decoded start position may have the second player to move). */
  readonly firstSide: 0 | 1;
  onGoTo(ply: number): void;
}

/** Moves in pairs; click one to see the position after it. Moves past the cursor can be redone. */
export function MoveList({ notation, cursor, firstSide, onGoTo }: Props) {
  const rows: { n: number; cells: (number | null)[] }[] = [];
  const offset = firstSide;
  for (let i = -offset; i < notation.length; i += 2)
    rows.push({ n: rows.length + 1, cells: [i >= 0 ? i : null, i + 1 < notation.length ? i + 1 : null] });
  return (
    <section className="panel moves" aria-label="move list">
      <div className="row">
        <strong>Moves</strong>
        <button type="button" className={cursor === 0 ? 'ply current' : 'ply'} onClick={() => onGoTo(0)}>
          start
        </button>
      </div>
      <ol className="move-list" data-testid="move-list">
        {rows.map((r) => (
          <li key={r.n}>
            <span className="move-no">{r.n}.</span>
            {r.cells.map((i, k) =>
              i === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: two fixed columns.
                <span key={k} className="ply empty" />
              ) : (
                <button
                  type="button"
                  key={i}
                  data-ply={i + 1}
                  className={`ply${i + 1 === cursor ? ' current' : ''}${i >= cursor ? ' future' : ''}`}
                  onClick={() => onGoTo(i + 1)}
                >
                  {notation[i]}
                </button>
              ),
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
