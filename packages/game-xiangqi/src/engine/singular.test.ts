import { type RawParams, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { formatIccs } from '../notation/coords.js';
import { BENCH_POSITIONS } from './bench-positions.js';
import { createXiangqiEngine } from './engine.js';
import { MATE_IN_1, MATE_IN_2 } from './testing.js';

const benchNodes = (search: RawParams, depth: number): number => {
  const e = unwrap(createXiangqiEngine({ search: { hashMb: 4, ...search } }));
  let nodes = 0;
  for (const fen of BENCH_POSITIONS.slice(2, 6)) {
    e.searcher.newGame();
    nodes += e.searcher.start(unwrap(e.game.decode(fen)), { depth }).run().stats.nodes;
  }
  return nodes;
};

describe('singular extensions (core-search option `singular`)', () => {
  it('are wired: at depths that reach singularMinDepth the fixed-depth work changes', () => {
    expect(benchNodes({ singular: true, singularMinDepth: 4 }, 8)).not.toBe(benchNodes({}, 8));
  });

  it('change nothing when no node is deep enough for the test', () => {
    expect(benchNodes({ singular: true, singularMinDepth: 8 }, 6)).toBe(benchNodes({}, 6));
  });

  it('still find the mates in one and two', () => {
    const e = unwrap(createXiangqiEngine({ search: { hashMb: 4, singular: true, singularMinDepth: 2 } }));
    const one = e.searcher.start(unwrap(e.game.decode(MATE_IN_1)), { depth: 7 }).run();
    expect(one.score).toEqual({ kind: 'mate', moves: 1 });
    expect(formatIccs(one.bestMove)).toBe('b0b9');
    const pos = unwrap(e.game.decode(MATE_IN_2));
    const two = e.searcher.start(pos, { depth: 7 }).run();
    expect(two.score).toEqual({ kind: 'mate', moves: 2 });
    for (const m of two.pv) pos.make(m);
    expect(pos.outcome()).toMatchObject({ kind: 'win', winner: 0 });
  });
});
