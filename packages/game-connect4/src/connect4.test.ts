import { coreSearchPlugin, Registry, unwrap } from '@qi/core-search';
import { conformanceSuite } from '@qi/core-search/testing';
import { describe, expect, it } from 'vitest';
import { connect4Plugin } from './qi-plugin.js';

const MID_GAME = '......./......./......./...o.../..xx.../..oxo..';
const X_WON = '......./......./x....../x....../xo...../xoo....';
const NEARLY_FULL = '..oxox./xoxoxox/oxoxoxo/oxoxoxo/xoxoxox/xoxoxox';

// Every registered searcher that claims Connect Four (random, minimax, alphabeta, mcts, connect4-greedy).
const small = { minimax: { options: { depth: 2 } }, alphabeta: { nodes: 500 }, mcts: { nodes: 500 } };
conformanceSuite(connect4Plugin, 'connect4', {
  games: 60,
  positions: [MID_GAME, X_WON, NEARLY_FULL],
  searchers: small,
});
conformanceSuite(connect4Plugin, 'connect4(width=4,height=4,playout=uniform)', {
  games: 40,
  searchers: small,
});
conformanceSuite(connect4Plugin, 'connect4(width=9,height=9)', {
  games: 10,
  deepCheckPlies: 30,
  searchers: small,
});

describe('searchers play connect4 through its evaluation', () => {
  const registry = new Registry([coreSearchPlugin, connect4Plugin]);
  const game = unwrap(registry.createGame('connect4'));
  // x to move can win at once in column 1 or 5 (a horizontal four on the bottom row).
  const winNow = unwrap(game.decode('......./......./......./......./.ooo.../.xxx...'));
  // o to move must block x's vertical three in column 1.
  const blockNow = unwrap(game.decode('......./......./......./x....../x....../xoo..xo'));
  const specs = ['minimax(depth=2)', 'alphabeta', 'mcts', 'connect4-greedy'];

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
