import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { BENCH_POSITIONS } from './bench-positions.js';
import { createXiangqiEngine } from './engine.js';

/**
 * The bench node count at a fixed depth. It is deterministic (no clock, fresh tables) and changes only
 * when the search or the evaluation changes: update the number on purpose, in the same commit.
 */
const BENCH_DEPTH = 5;
// 87846 before the selectivity options became defaults (pruning and reductions cut the tree to a sixth);
// 15634 before razoring became one (session 32); 15183 before quiescence used the table (qsTT, session 33);
// 13772 with the hand evaluation, before the fitted one (session 35).
const BENCH_NODES = 18565;

describe('fixed-depth bench', () => {
  it(`searches the bench positions to depth ${BENCH_DEPTH} in the pinned number of nodes`, () => {
    const e = unwrap(createXiangqiEngine({ search: { hashMb: 8 } }));
    let nodes = 0;
    for (const fen of BENCH_POSITIONS) {
      e.searcher.newGame();
      const r = e.searcher.start(unwrap(e.game.decode(fen)), { depth: BENCH_DEPTH }).run();
      expect(r.stats.depth).toBe(BENCH_DEPTH);
      nodes += r.stats.nodes;
    }
    expect(nodes).toBe(BENCH_NODES);
  });
});
