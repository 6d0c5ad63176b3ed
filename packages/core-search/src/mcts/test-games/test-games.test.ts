import { describe, expect, it } from 'vitest';
import { checkConformance } from '../../testing/checks.js';
import { mnkGame } from './mnk.js';
import { nimGame } from './nim.js';

// The MCTS tests are only as good as their games: hold the test games to the shared contract.
describe('test games conform', () => {
  it.each([
    ['tic-tac-toe', mnkGame(3, 3, 3), ['x.o/.x./..o', 'xx./oo./...']],
    ['4x4 connect-3', mnkGame(4, 4, 3), []],
    ['9x9 five with a game playout', mnkGame(9, 9, 5, { playout: true }), []],
    ['nim 3,4,5', nimGame([3, 4, 5]), ['1,0,2/1']],
  ] as const)('%s', (_name, game, positions) => {
    const failures = checkConformance(game as Parameters<typeof checkConformance>[0], {
      games: 30,
      positions,
      deepCheckPlies: 20,
    });
    for (const list of Object.values(failures)) expect(list).toEqual([]);
  });

  it('tic-tac-toe outcomes: a line wins, a full board without a line draws', () => {
    const ttt = mnkGame(3, 3, 3);
    const won = ttt.decode('xxx/oo./...');
    const full = ttt.decode('xox/xoo/oxx');
    expect(won.ok && won.value.outcome()).toMatchObject({ kind: 'win', winner: 0 });
    expect(full.ok && full.value.outcome()).toMatchObject({ kind: 'draw' });
  });

  it('nim: the side to move wins exactly when the heaps xor to nonzero (checked by brute force)', () => {
    const game = nimGame([2, 3, 3]);
    const pos = game.initial();
    const moves = Array.from({ length: 10 }, () => new Int32Array(game.info.maxMoves));
    const wins = (ply: number): boolean => {
      if (pos.outcome().kind !== 'ongoing') return false;
      const n = pos.generate(moves[ply]!);
      for (let i = 0; i < n; i++) {
        pos.make(moves[ply]![i]!);
        const opponentWins = wins(ply + 1);
        pos.unmake();
        if (!opponentWins) return true;
      }
      return false;
    };
    for (const text of ['2,3,3/0', '2,3,1/0', '0,3,3/1', '1,2,3/0', '2,2,0/1', '1,0,0/0']) {
      const r = game.decode(text);
      if (!r.ok) throw new Error(r.error.message);
      pos.copyFrom(r.value);
      expect(wins(0), text).toBe(pos.nimSum !== 0);
    }
  });
});
