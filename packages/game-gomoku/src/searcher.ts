import {
  makeStats,
  NO_MOVE,
  ok,
  type QiError,
  type RawParams,
  type Result,
  type Searcher,
  type SearchHooks,
  type SearchLimits,
  type SearchResult,
  type SearchSession,
} from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { GomokuEngine } from './engine.js';
import { engineSpec, resolveEngineParams } from './engine-options.js';
import type { GomokuGame } from './plugin.js';
import type { EngineMove, EngineTurn } from './turn.js';

export {
  ENGINE_DEFAULTS,
  GOMOKU_ENGINE_OPTIONS,
  type GomokuEngineParams,
  resolveEngineParams,
} from './engine-options.js';

/** The engine's move as a search result (its line as the PV when it starts with the move). */
function toResult(m: EngineMove): SearchResult {
  const pv = m.move === NO_MOVE ? [] : m.line[0] === m.move ? m.line : [m.move];
  const lines = m.move === NO_MOVE ? [] : [{ move: m.move, score: m.score, pv, visits: m.nodes }];
  return {
    bestMove: m.move,
    score: m.score,
    pv,
    lines,
    stats: makeStats({ nodes: m.nodes, timeMs: m.timeMs, depth: m.depth }),
    proven: m.lost || m.reason === 'win' || m.reason === 'vcf' || m.reason === 'vct',
  };
}

/**
 * The Gomoku engine (opening, fives, VCF/VCT threat search both ways, then alpha-beta over candidate
 * moves) as a core-search Searcher. Limits: `timeMs` is the whole move's budget (none: the node limit,
 * or the quiet searcher's own default, decides), `nodes` caps threat and searcher nodes together,
 * `depth` the quiet searcher's depth, `excludeMoves` are never played, `signal` and `stop()` end the
 * move with the best so far. A session steps through the engine's phases, then one alpha-beta
 * iteration per step (see EngineTurn); with a seed and a node limit a fresh searcher, or one after
 * `newGame()`, replays exactly. Tables carry over between moves until `newGame()`.
 */
export function createGomokuEngineSearcher(
  game: GomokuGame,
  options: RawParams = {},
): Result<Searcher<GomokuPosition>, QiError> {
  const r = resolveEngineParams(options);
  if (!r.ok) return r;
  const params = r.value;
  const engine = new GomokuEngine(game);
  let active: EngineTurn | null = null;
  const searcher: Searcher<GomokuPosition> = {
    id: 'gomoku-engine',
    spec: engineSpec(params),
    options: { ...params },
    newGame() {
      active = null;
      engine.newGame();
    },
    start(root: GomokuPosition, limits: SearchLimits = {}, hooks: SearchHooks = {}): SearchSession {
      const turn = engine.start(root, {
        ...params,
        timeMs: limits.timeMs ?? 0,
        seed: limits.seed ?? 1,
        ...(limits.nodes !== undefined ? { nodes: limits.nodes } : {}),
        ...(limits.depth !== undefined ? { depth: limits.depth } : {}),
        ...(limits.signal ? { signal: limits.signal } : {}),
        ...(limits.excludeMoves ? { excludeMoves: limits.excludeMoves } : {}),
      });
      active = turn;
      const session: SearchSession = {
        get done() {
          return turn.done;
        },
        step() {
          // A newer session shares the engine's tables: this one is over.
          if (active !== turn) turn.stop();
          const finished = turn.step();
          hooks.onInfo?.({ ...toResult(turn.result()), progress: turn.progress() });
          return finished;
        },
        run() {
          while (!session.step()) {}
          return session.result();
        },
        stop() {
          turn.stop();
        },
        result: () => toResult(turn.result()),
      };
      return session;
    },
  };
  return ok(searcher);
}
