import { type Game, NO_MOVE, type Position } from '../game.js';
import type { RawParams } from '../params.js';
import type { SearcherDef, SearchLimits, SearchResult } from '../search.js';

/** How one searcher is checked on one game. */
export interface SearcherCheckOptions {
  readonly options?: RawParams;
  /** Node (or playout) limit of the seeded searches. */
  readonly nodes?: number;
  /** Milliseconds of the time-limit check. */
  readonly timeMs?: number;
}

export type SearcherCheckName =
  | 'replays-with-seed'
  | 'legal-best-move-and-pv'
  | 'honours-node-limit'
  | 'honours-time-limit'
  | 'stops-and-aborts'
  | 'leaves-root-alone';

type Check = <P extends Position>(
  game: Game<P>,
  def: SearcherDef,
  starts: readonly P[],
  o: SearcherCheckOptions,
) => string[];

function searchOnce<P extends Position>(
  game: Game<P>,
  def: SearcherDef,
  root: P,
  o: SearcherCheckOptions,
  limits: SearchLimits,
): SearchResult {
  const s = def.create(game, o.options ?? {});
  if (!s.ok) throw new Error(`conformance: cannot create ${def.id}: ${s.error.message}`);
  return s.value.start(root, limits).run();
}

const nodesOf = (o: SearcherCheckOptions) => o.nodes ?? 2000;

const fingerprint = (r: SearchResult) =>
  JSON.stringify({
    best: r.bestMove,
    score: r.score,
    pv: r.pv,
    nodes: r.stats.nodes,
    playouts: r.stats.playouts,
  });

const replays: Check = (game, def, starts, o) => {
  const failures: string[] = [];
  for (const root of starts) {
    const limits = { nodes: nodesOf(o), seed: 42 };
    const a = fingerprint(searchOnce(game, def, root, o, limits));
    const b = fingerprint(searchOnce(game, def, root, o, limits));
    if (a !== b) failures.push(`from "${game.encode(root)}" the same seed gave ${a}, then ${b}`);
  }
  return failures;
};

const legalLine: Check = (game, def, starts, o) => {
  const failures: string[] = [];
  const moves = new Int32Array(game.info.maxMoves);
  for (const root of starts) {
    const r = searchOnce(game, def, root, o, { nodes: nodesOf(o), seed: 7 });
    const ongoing = root.outcome().kind === 'ongoing' && root.generate(moves) > 0;
    if (!ongoing) {
      if (r.bestMove !== NO_MOVE)
        failures.push(`played ${r.bestMove} in the finished "${game.encode(root)}"`);
      continue;
    }
    if (!root.isLegal(r.bestMove)) {
      failures.push(`best move ${r.bestMove} is illegal in "${game.encode(root)}"`);
      continue;
    }
    if (r.pv.length > 0 && r.pv[0] !== r.bestMove)
      failures.push(`the PV starts with ${r.pv[0]}, not the best move ${r.bestMove}`);
    const walk = root.clone();
    for (const [i, m] of r.pv.entries()) {
      if (walk.outcome().kind !== 'ongoing' || !walk.isLegal(m)) {
        failures.push(`PV move ${i + 1} (${m}) is illegal from "${game.encode(root)}"`);
        break;
      }
      walk.make(m);
    }
  }
  return failures;
};

const nodeLimit: Check = (game, def, starts, o) => {
  const failures: string[] = [];
  const limit = nodesOf(o);
  for (const root of starts) {
    if (root.outcome().kind !== 'ongoing') continue;
    const r = searchOnce(game, def, root, o, { nodes: limit, seed: 3 });
    const used = Math.max(r.stats.nodes, r.stats.playouts);
    // A chunk may finish past the limit, but not by much.
    if (used > limit * 1.25 + 256)
      failures.push(`asked for ${limit} nodes, searched ${used} from "${game.encode(root)}"`);
  }
  return failures;
};

const timeLimit: Check = (game, def, starts, o) => {
  const root = starts[0];
  if (root?.outcome().kind !== 'ongoing') return ['no ongoing start position to time'];
  const timeMs = o.timeMs ?? 150;
  const t0 = performance.now();
  const r = searchOnce(game, def, root, o, { timeMs, seed: 5 });
  const took = performance.now() - t0;
  const failures: string[] = [];
  // Generous: this proves the limit is obeyed at all, not how precisely (benchmarks measure that).
  if (took > timeMs * 4 + 1500) failures.push(`asked for ${timeMs} ms, took ${Math.round(took)} ms`);
  if (!root.isLegal(r.bestMove)) failures.push(`a timed search returned the illegal move ${r.bestMove}`);
  return failures;
};

const stops: Check = (game, def, starts, o) => {
  const root = starts[0];
  if (root?.outcome().kind !== 'ongoing') return ['no ongoing start position to stop'];
  const failures: string[] = [];
  const created = def.create(game, o.options ?? {});
  if (!created.ok) return [`cannot create ${def.id}: ${created.error.message}`];
  // stop() after one chunk: the next step ends the search, with a legal move.
  const session = created.value.start(root, { nodes: 50_000_000, timeMs: 1500, seed: 9 });
  const first = session.step();
  if (!first) {
    session.stop();
    if (!session.step()) failures.push('step() after stop() did not end the search');
  }
  if (!session.done) failures.push('the session is not done after stop()');
  const best = session.result().bestMove;
  if (!root.isLegal(best)) failures.push(`after stop() the best move ${best} is illegal`);
  // An aborted signal ends even an unbounded search promptly.
  const controller = new AbortController();
  controller.abort();
  const t0 = performance.now();
  const aborted = created.value.start(root, { nodes: 50_000_000, seed: 9, signal: controller.signal }).run();
  const took = performance.now() - t0;
  if (took > 3000) failures.push(`an aborted search still ran ${Math.round(took)} ms`);
  if (aborted.bestMove !== NO_MOVE && !root.isLegal(aborted.bestMove))
    failures.push(`an aborted search returned the illegal move ${aborted.bestMove}`);
  return failures;
};

const rootAlone: Check = (game, def, starts, o) => {
  const failures: string[] = [];
  for (const root of starts) {
    const before = game.encode(root);
    const hash = `${root.hashHi}:${root.hashLo}`;
    searchOnce(game, def, root, o, { nodes: nodesOf(o), seed: 11 });
    if (game.encode(root) !== before || `${root.hashHi}:${root.hashLo}` !== hash)
      failures.push(`the search changed the caller's root "${before}"`);
  }
  return failures;
};

export const SEARCHER_CHECKS: Record<SearcherCheckName, Check> = {
  'replays-with-seed': replays,
  'legal-best-move-and-pv': legalLine,
  'honours-node-limit': nodeLimit,
  'honours-time-limit': timeLimit,
  'stops-and-aborts': stops,
  'leaves-root-alone': rootAlone,
};

/** Every searcher check for one searcher on one game, by name. */
export function checkSearcher<P extends Position>(
  game: Game<P>,
  def: SearcherDef,
  starts: readonly P[],
  o: SearcherCheckOptions = {},
): Record<SearcherCheckName, string[]> {
  const out = {} as Record<SearcherCheckName, string[]>;
  for (const name of Object.keys(SEARCHER_CHECKS) as SearcherCheckName[])
    out[name] = SEARCHER_CHECKS[name](game, def, starts, o);
  return out;
}
