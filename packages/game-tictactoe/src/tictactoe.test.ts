import { unwrap } from '@qi/core-search';
import { conformanceSuite } from '@qi/core-search/testing';
import { describe, expect, it } from 'vitest';
import { tictactoe } from './plugin.js';
import { tictactoePlugin } from './qi-plugin.js';
import { countTree } from './tree.js';

conformanceSuite(tictactoePlugin, 'tictactoe', {
  games: 200,
  positions: ['x.o/.x./..o', 'xo./.../...'],
  searchers: { alphabeta: { nodes: 3000 }, mcts: { nodes: 3000 } },
});

describe('tic-tac-toe tree', () => {
  it('has 549,946 nodes and 255,168 complete games from the empty board', () => {
    const game = unwrap(tictactoe.create());
    const t = countTree(game.initial());
    expect(t.nodes).toBe(549_946);
    expect(t.games).toBe(255_168);
    expect(t.positions).toBe(5_478);
    expect(t.xWins + t.oWins + t.draws).toBe(t.games);
    expect([t.xWins, t.oWins, t.draws]).toEqual([131_184, 77_904, 46_080]);
  });
});
