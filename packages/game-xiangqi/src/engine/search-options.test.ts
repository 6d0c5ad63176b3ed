import { type RawParams, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { formatIccs } from '../notation/coords.js';
import { BENCH_POSITIONS } from './bench-positions.js';
import { createXiangqiEngine } from './engine.js';
import { MATE_IN_1, MATE_IN_2 } from './testing.js';

/** Move-ordering alpha-beta options as the Xiangqi engine uses them, each switched alone against the defaults. */
const SWITCHES = ['counterMove', 'captureHistory'] as const;

/** Depth-`depth` searches of four bench positions with fresh tables: total nodes, and each score and move. */
const bench = (search: RawParams, depth: number) => {
  const e = unwrap(createXiangqiEngine({ search: { hashMb: 4, ...search } }));
  let nodes = 0;
  const results: unknown[] = [];
  for (const fen of BENCH_POSITIONS.slice(2, 6)) {
    e.searcher.newGame();
    const r = e.searcher.start(unwrap(e.game.decode(fen)), { depth }).run();
    nodes += r.stats.nodes;
    results.push([r.score, r.bestMove]);
  }
  return { nodes, results };
};

/** Off: every option whose fixed-depth result depends on the move order (reductions, pruning, cutoff windows). */
const ORDER_FREE: RawParams = {
  lmr: false,
  lmp: false,
  futility: false,
  reverseFutility: false,
  iir: false,
  nullMove: false,
  tt: false,
  aspiration: false,
};

describe('search options', () => {
  // Each switch is wired: flipping it alone changes the work of a fixed-depth search.
  it.each(SWITCHES)('%s changes the fixed-depth search', (name) => {
    expect(bench({ [name]: true }, 6).nodes).not.toBe(bench({ [name]: false }, 6).nodes);
  });

  // Ordering only: with nothing that depends on the order, the score and move stay and only the work changes.
  it.each(SWITCHES)('%s keeps the fixed-depth result when nothing depends on the order', (name) => {
    const off = bench({ ...ORDER_FREE, [name]: false }, 4);
    const on = bench({ ...ORDER_FREE, [name]: true }, 4);
    expect(on.nodes).not.toBe(off.nodes);
    expect(on.results).toEqual(off.results);
  });

  it.each(SWITCHES)('still finds the mates in one and two with %s on', (name) => {
    const e = unwrap(createXiangqiEngine({ search: { hashMb: 4, [name]: true } }));
    const one = e.searcher.start(unwrap(e.game.decode(MATE_IN_1)), { depth: 6 }).run();
    expect(one.score).toEqual({ kind: 'mate', moves: 1 });
    expect(formatIccs(one.bestMove)).toBe('b0b9');
    const pos = unwrap(e.game.decode(MATE_IN_2));
    const two = e.searcher.start(pos, { depth: 6 }).run();
    expect(two.score).toEqual({ kind: 'mate', moves: 2 });
    for (const m of two.pv) pos.make(m);
    expect(pos.outcome()).toMatchObject({ kind: 'win', winner: 0 });
  });
});
