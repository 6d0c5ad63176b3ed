interface Props {
  /** One entry per kept line: where it leaves the current line and its moves from there. */
  readonly items: readonly { readonly fromPly: number; readonly moves: readonly string[] }[];
  onPick(index: number): void;
}

/** Lines left by playing a different move while reviewing; picking one swaps it with the current line. */
export function Variations({ items, onPick }: Props) {
  if (items.length === 0) return null;
  return (
    <section className="panel variations" aria-label="variations" data-testid="variations">
      <strong>Variations</strong>
      <ul>
        {items.map((v, i) => (
          <li key={`${v.fromPly}-${v.moves.join(' ')}`}>
            <button type="button" onClick={() => onPick(i)} title="switch to this line">
              from move {Math.floor(v.fromPly / 2) + 1}: {v.moves.slice(0, 8).join(' ')}
              {v.moves.length > 8 ? ' …' : ''}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
