import { useState } from 'react';

interface Props {
  /** The game's own name for its position text, e.g. "FEN". */
  readonly formatName: string;
  exportPosition(): string;
  exportMoves(): string;
  shareUrl(): string;
  /** Each import returns an error message, or null when it worked. */
  importPosition(text: string): string | null;
  importMoves(text: string): string | null;
}

/** Position text (FEN, SGF…) and move lists in and out, and a link that reopens the game. */
export function ImportExport(p: Props) {
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const run = (f: (t: string) => string | null, what: string) => {
    const e = f(text);
    setNote(e === null ? { ok: true, text: `${what} imported` } : { ok: false, text: e });
  };
  const share = () => {
    const url = p.shareUrl();
    setText(url);
    navigator.clipboard?.writeText(url).then(
      () => setNote({ ok: true, text: 'link copied to the clipboard' }),
      () => setNote({ ok: true, text: 'link shown above' }),
    );
  };
  return (
    <section className="panel import-export" aria-label="import and export">
      <strong>Import / export</strong>
      <textarea
        data-testid="io-text"
        rows={3}
        value={text}
        spellCheck={false}
        onChange={(e) => setText(e.target.value)}
        placeholder={`${p.formatName}, a move list, or a shared link`}
      />
      <div className="row wrap">
        <button type="button" data-testid="export-position" onClick={() => setText(p.exportPosition())}>
          Export position
        </button>
        <button type="button" data-testid="export-moves" onClick={() => setText(p.exportMoves())}>
          Export moves
        </button>
        <button type="button" data-testid="import-position" onClick={() => run(p.importPosition, 'position')}>
          Import position
        </button>
        <button type="button" data-testid="import-moves" onClick={() => run(p.importMoves, 'moves')}>
          Import moves
        </button>
        <button type="button" data-testid="share" onClick={share}>
          Share link
        </button>
      </div>
      <p className="muted small">
        Position format: {p.formatName}. Moves: the game's notation, separated by spaces.
      </p>
      {note && <p className={note.ok ? 'ok small' : 'error small'}>{note.text}</p>}
    </section>
  );
}
