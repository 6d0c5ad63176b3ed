import type { InfoView } from '../ai/protocol.js';

interface Props {
  readonly info: InfoView | null;
  readonly thinking: boolean;
  /** Who the info is about, e.g. "O (alphabeta)". */
  readonly who: string;
  /** Fraction of the time budget used, measured on the page (keeps moving between worker reports). */
  readonly progress: number;
  /** The time the search was given (ms), 0 without a time limit. */
  readonly budgetMs: number;
  onMoveNow(): void;
}

const fmt = (n: number) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(Math.round(n));

/** Live search info: depth, score or win rate, principal variation, speed, and progress against the budget. */
export function ThinkingPanel({ info, thinking, who, progress, budgetMs, onMoveNow }: Props) {
  const shown = Math.max(progress, info?.progress ?? 0);
  return (
    <section className="panel thinking" aria-label="computer's thinking" data-testid="thinking">
      <div className="row">
        <strong data-testid="thinking-who">
          {thinking ? `${who} is thinking…` : info ? `${who}: last search` : 'Computer idle'}
        </strong>
        {thinking && (
          <button type="button" data-testid="move-now" onClick={onMoveNow}>
            Move now
          </button>
        )}
      </div>
      <progress max={1} value={thinking ? shown : info ? 1 : 0} aria-label="search progress" />
      {info && (
        <dl className="info-grid">
          <dt>best</dt>
          <dd data-testid="info-best">{info.bestText || '—'}</dd>
          <dt>score</dt>
          <dd data-testid="info-score">
            {info.scoreText || '—'}
            {info.proven ? ' (proven)' : ''}
          </dd>
          <dt>depth</dt>
          <dd>
            {info.depth}
            {info.selDepth > info.depth ? `/${info.selDepth}` : ''}
          </dd>
          <dt>nodes</dt>
          <dd>
            {fmt(info.nodes)}
            {info.playouts ? ` (${fmt(info.playouts)} playouts)` : ''}
          </dd>
          <dt>speed</dt>
          <dd data-testid="info-speed" data-nps={info.nps} data-threads={info.threads}>
            {info.nps ? `${fmt(info.nps)} nodes/s` : '—'}
            {info.threads > 1 ? ` on ${info.threads} threads` : ''}
          </dd>
          <dt>time</dt>
          <dd>
            <span data-testid="info-time">{(info.timeMs / 1000).toFixed(2)} s</span>
            {budgetMs > 0 && <span data-testid="info-budget"> of {budgetMs / 1000} s</span>}
          </dd>
          <dt>PV</dt>
          <dd className="pv" data-testid="info-pv">
            {info.pv.join(' ') || '—'}
          </dd>
        </dl>
      )}
    </section>
  );
}
