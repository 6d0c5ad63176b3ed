import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { BENCH_POSITIONS } from './bench-positions.js';
import { createXiangqiEngine } from './engine.js';
import { MATE_IN_2 } from './testing.js';

// core-search's option reverseFutility, checked on Xiangqi (a game whose evaluation and tactics make
// it matter; the small test games are dominated by forced results). Fixed depth: deterministic counts.
describe('reverse futility pruning', () => {
  const search = (fen: string, depth: number, reverseFutility: boolean) => {
    const e = unwrap(createXiangqiEngine({ search: { hashMb: 4, reverseFutility } }));
    return e.searcher.start(unwrap(e.game.decode(fen)), { depth }).run();
  };

  it('searches fewer nodes at the same depth', () => {
    let off = 0;
    let on = 0;
    for (const fen of BENCH_POSITIONS.slice(0, 3)) {
      off += search(fen, 5, false).stats.nodes;
      on += search(fen, 5, true).stats.nodes;
    }
    expect(on).toBeLessThan(off);
  });

  it('still finds a forced mate', () => {
    expect(search(MATE_IN_2, 5, true).score).toEqual({ kind: 'mate', moves: 2 });
  });
});
