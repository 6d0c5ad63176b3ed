import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin/plugin.js';
import { unwrap } from '../result.js';
import { conformanceSuite } from '../testing/suite.js';
import { minimax } from './testgames/positions.js';
import { takeaway } from './testgames/takeaway.js';
import { evaluateThrees, threes } from './testgames/threes.js';

// The test games are checked like any game, so the alpha-beta tests stand on correct rules.
// Every generic searcher that claims a test game is checked on it.
const testGames = definePlugin({ name: 'core-search test games', games: [threes, takeaway] });
const small = { alphabeta: { options: { hashMb: 1 }, nodes: 3000 }, mcts: { nodes: 1000 } };
conformanceSuite(testGames, 'threes(size=4)', {
  games: 60,
  positions: ['x.../.o../..x./.... o'],
  searchers: small,
});
conformanceSuite(testGames, 'threes(size=3,evaluate=false)', { games: 60, searchers: small });
conformanceSuite(testGames, 'takeaway(heap=12,take=3)', { games: 30, positions: ['7 b'], searchers: small });

describe('test game rules', () => {
  it('threes: a null move passes the turn and unmakes exactly', () => {
    const game = unwrap(threes.create({ size: 4 }));
    const pos = unwrap(game.decode('xx../o.../..o./.... x'));
    const before = [game.encode(pos), pos.hashLo, pos.hashHi];
    pos.makeNull();
    expect(pos.toMove).toBe(1);
    expect(game.encode(pos)).toBe('xx../o.../..o./.... o');
    expect([pos.hashLo, pos.hashHi]).toEqual([
      unwrap(game.decode('xx../o.../..o./.... o')).hashLo,
      unwrap(game.decode('xx../o.../..o./.... o')).hashHi,
    ]);
    pos.unmakeNull();
    expect([game.encode(pos), pos.hashLo, pos.hashHi]).toEqual(before);
  });

  it('threes: tactical moves are wins first, then blocks; check means facing a threat', () => {
    const game = unwrap(threes.create({ size: 4 }));
    // X threatens c4 (a4 b4 _) and O threatens a2 (a3 _ a1).
    const pos = unwrap(game.decode('xx../o.../..../o... x'));
    const out = new Int32Array(16);
    const n = game.tacticalMoves!(pos, out);
    expect([...out.subarray(0, n)].map((m) => game.moveToString(pos, m))).toEqual(['c4', 'a2']);
    expect(pos.inCheck()).toBe(true);
    pos.make(unwrap(game.parseMove(pos, 'c4')));
    expect(pos.outcome()).toMatchObject({ kind: 'win', winner: 0 });
  });

  it('threes: the evaluation is symmetric (negated for the other side)', () => {
    const game = unwrap(threes.create({ size: 4 }));
    const x = unwrap(game.decode('xx../o.../..../.... o'));
    const o = unwrap(game.decode('xx../o.../..../.... x'));
    expect(evaluateThrees(x)).toBe(-evaluateThrees(o));
    expect(evaluateThrees(o)).toBeGreaterThan(0);
  });

  it('takeaway: the side to move loses exactly at multiples of take+1 (minimax to the end)', () => {
    const game = unwrap(takeaway.create({ heap: 13, take: 3 }));
    for (let heap = 1; heap <= 13; heap++) {
      const r = minimax(game, unwrap(game.decode(`${heap} a`)), 0);
      expect(r.score?.kind).toBe('mate');
      expect(r.score?.kind === 'mate' && r.score.moves > 0).toBe(heap % 4 !== 0);
    }
  });
});
