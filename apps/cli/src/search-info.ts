import {
  formatScore,
  type Game,
  type Position,
  type Searcher,
  type SearchInfo,
  type SearchLimits,
  type SearchResult,
} from '@qi/core-search';

/** `depth 6 seldepth 9 score cp 23 nodes 12034 nps 81000 time 148 pv h8 i9 h9` (UCI-like). */
export function infoText(game: Game<Position>, root: Position, r: SearchResult): string {
  return [
    `depth ${r.stats.depth}`,
    r.stats.selDepth > r.stats.depth ? `seldepth ${r.stats.selDepth}` : '',
    `score ${formatScore(r.score)}`,
    `nodes ${r.stats.nodes}`,
    `nps ${Math.round(r.stats.nps)}`,
    `time ${Math.round(r.stats.timeMs)}`,
    r.pv.length ? `pv ${pvText(game, root, r.pv)}` : '',
  ]
    .filter((s) => s !== '')
    .join(' ');
}

/** A principal variation as move texts, played out on a copy of `root` (stops at the first illegal move). */
export function pvText(game: Game<Position>, root: Position, pv: readonly number[]): string {
  const pos = root.clone();
  const out: string[] = [];
  for (const m of pv) {
    if (!pos.isLegal(m)) break;
    out.push(game.moveToString(pos, m));
    pos.make(m);
  }
  return out.join(' ');
}

export interface LiveSearchOptions {
  /** Called with each info, at most every `throttleMs` (the last one always). */
  readonly onInfo?: (info: SearchInfo) => void;
  readonly throttleMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * Runs a search in steps, yielding to the event loop between them so output appears while it
 * thinks and Ctrl-C or an abort can stop it; returns the final result.
 */
export async function liveSearch(
  searcher: Searcher<Position>,
  root: Position,
  limits: SearchLimits,
  opts: LiveSearchOptions = {},
): Promise<SearchResult> {
  let last = 0;
  let pending: SearchInfo | null = null;
  const throttle = opts.throttleMs ?? 100;
  const session = searcher.start(
    root,
    { ...limits, ...(opts.signal ? { signal: opts.signal } : {}) },
    {
      onInfo: (info) => {
        const now = performance.now();
        if (now - last >= throttle) {
          last = now;
          pending = null;
          opts.onInfo?.(info);
        } else pending = info;
      },
    },
  );
  while (!session.step()) await new Promise<void>((resolve) => setImmediate(resolve));
  if (pending) opts.onInfo?.(pending);
  return session.result();
}
