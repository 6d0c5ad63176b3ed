import { type Game, NO_MOVE, type Position } from '../game.js';
import { resolveParams } from '../params.js';
import { ok } from '../result.js';
import { Rng } from '../rng.js';
import type { Searcher, SearcherDef, SearchLimits, SearchResult, SearchSession } from '../search.js';
import { makeStats } from '../stats.js';

/** Plays a uniformly random legal move: the baseline every other searcher must beat. */
export const randomSearcher: SearcherDef = {
  id: 'random',
  name: 'Random',
  description: 'Uniformly random legal move (seeded).',
  options: [],
  supports: () => true,
  create<P extends Position>(game: Game<P>, raw = {}) {
    const opts = resolveParams('random', [], raw);
    if (!opts.ok) return opts;
    const moves = new Int32Array(game.info.maxMoves);
    let calls = 0;
    const searcher: Searcher<P> = {
      id: 'random',
      spec: 'random',
      options: {},
      newGame() {
        calls = 0;
      },
      start(root: P, limits: SearchLimits = {}): SearchSession {
        // Without an explicit seed, successive calls differ but still replay from a fresh searcher.
        const rng = new Rng(limits.seed ?? 0x5eed + calls++);
        const banned = new Set(limits.excludeMoves ?? []);
        let n = root.generate(moves);
        let k = 0;
        for (let i = 0; i < n; i++) if (!banned.has(moves[i]!)) moves[k++] = moves[i]!;
        n = k;
        const best = n > 0 ? moves[rng.int(n)]! : NO_MOVE;
        const result: SearchResult = {
          bestMove: best,
          score: null,
          pv: best === NO_MOVE ? [] : [best],
          lines: [],
          stats: makeStats({ nodes: 1, timeMs: 0 }),
          proven: false,
        };
        return {
          done: true,
          step: () => true,
          run: () => result,
          stop: () => {},
          result: () => result,
        };
      },
    };
    return ok(searcher);
  },
};
