import { type RawParams, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { formatIccs } from '../notation/coords.js';
import { BENCH_POSITIONS } from './bench-positions.js';
import { createXiangqiEngine } from './engine.js';
import { MATE_IN_1, MATE_IN_2 } from './testing.js';

/** Alpha-beta's selectivity options as the Xiangqi engine uses them, each switched alone. */
const SWITCHES = [
  'nullMoveAdaptive',
  'reverseFutility',
  'razoring',
  'qsTT',
  'futility',
  'lmp',
  'iir',
  'lmrAdjust',
] as const;

const benchNodes = (search: RawParams, depth = 5): number => {
  const e = unwrap(createXiangqiEngine({ search: { hashMb: 4, ...search } }));
  let nodes = 0;
  for (const fen of BENCH_POSITIONS.slice(2, 6)) {
    e.searcher.newGame();
    nodes += e.searcher.start(unwrap(e.game.decode(fen)), { depth }).run().stats.nodes;
  }
  return nodes;
};

describe('selectivity options', () => {
  const all = Object.fromEntries(SWITCHES.map((s) => [s, true]));
  const none = Object.fromEntries(SWITCHES.map((s) => [s, false]));

  // Each switch is wired: turning it off alone (the others on) changes the work of a fixed-depth search.
  it.each(SWITCHES)('%s changes the fixed-depth search', (name) => {
    expect(benchNodes({ ...all, [name]: false })).not.toBe(benchNodes(all));
  });

  it('all of them together search fewer nodes to the same depth than none', () => {
    expect(benchNodes(all)).toBeLessThan(benchNodes(none) / 2);
  });

  it('still finds the mates in one and two with everything on', () => {
    const e = unwrap(createXiangqiEngine({ search: { hashMb: 4, ...all } }));
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
