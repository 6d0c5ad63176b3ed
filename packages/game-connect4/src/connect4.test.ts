import * as core from '@qi/core-search';
import { minimaxSearcher, Registry, randomSearcher, type SearcherDef, unwrap } from '@qi/core-search';
import { conformanceSuite } from '@qi/core-search/testing';
import { describe, expect, it } from 'vitest';
import { connect4 } from './plugin.js';

/** Searchers other helpers add to core-search join these tests as soon as they are exported. */
const isSearcherDef = (v: unknown): v is SearcherDef =>
  typeof v === 'object' && v !== null && 'supports' in v && 'create' in v && 'options' in v;
const laterSearchers = ['alphabetaSearcher', 'mctsSearcher']
  .map((name) => (core as Record<string, unknown>)[name])
  .filter(isSearcherDef);

const MID_GAME = '......./......./......./...o.../..xx.../..oxo..';
const X_WON = '......./......./x....../x....../xo...../xoo....';
const NEARLY_FULL = '..oxox./xoxoxox/oxoxoxo/oxoxoxo/xoxoxox/xoxoxox';

conformanceSuite(
  connect4,
  {},
  {
    games: 60,
    positions: [MID_GAME, X_WON, NEARLY_FULL],
    searchers: [
      { def: randomSearcher },
      { def: minimaxSearcher, options: { depth: 2 } },
      ...laterSearchers.map((def) => ({ def, nodes: 500 })),
    ],
  },
);
conformanceSuite(connect4, { width: 4, height: 4, playout: 'uniform' }, { games: 40 });
conformanceSuite(connect4, { width: 9, height: 9 }, { games: 10, deepCheckPlies: 30 });

describe('searchers play connect4 through its evaluation', () => {
  const registry = new Registry([connect4], [randomSearcher, minimaxSearcher, ...laterSearchers]);
  const game = unwrap(registry.createGame('connect4'));
  // x to move can win at once in column 1 or 5 (a horizontal four on the bottom row).
  const winNow = unwrap(game.decode('......./......./......./......./.ooo.../.xxx...'));
  // o to move must block x's vertical three in column 1.
  const blockNow = unwrap(game.decode('......./......./......./x....../x....../xoo..xo'));
  const specs = ['minimax(depth=2)', ...laterSearchers.map((s) => s.id)];

  it.each(specs)('%s takes an immediate win', (spec) => {
    const searcher = unwrap(registry.createSearcher(spec, game));
    const r = searcher.start(winNow, { depth: 3, nodes: 20_000, seed: 1 }).run();
    expect(winNow.isLegal(r.bestMove)).toBe(true);
    winNow.make(r.bestMove);
    expect(winNow.outcome()).toMatchObject({ kind: 'win', winner: 0 });
    winNow.unmake();
  });

  it.each(specs)('%s blocks an immediate loss', (spec) => {
    const searcher = unwrap(registry.createSearcher(spec, game));
    const r = searcher.start(blockNow, { depth: 3, nodes: 20_000, seed: 1 }).run();
    expect(game.moveToString(blockNow, r.bestMove)).toBe('1');
  });

  it('random plays only legal moves to the end of a game', () => {
    const searcher = unwrap(registry.createSearcher('random', game));
    const pos = game.initial();
    for (let seed = 1; pos.outcome().kind === 'ongoing'; seed++) {
      const r = searcher.start(pos, { seed }).run();
      expect(pos.isLegal(r.bestMove)).toBe(true);
      pos.make(r.bestMove);
    }
    expect(pos.ply).toBeGreaterThanOrEqual(7);
  });
});
