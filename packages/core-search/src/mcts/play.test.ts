import { describe, expect, it } from 'vitest';
import type { Game, Position } from '../game.js';
import type { RawParams } from '../params.js';
import { unwrap } from '../result.js';
import type { Searcher } from '../search.js';
import { minimaxSearcher } from '../simple/minimax.js';
import { randomSearcher } from '../simple/random.js';
import { mctsSearcher } from './searcher.js';
import { mnkGame } from './test-games/mnk.js';

/** Plays one seeded game; returns the winner (0 or 1) or -1 for a draw. Both sides hear every move. */
function play<P extends Position>(game: Game<P>, players: [Searcher<P>, Searcher<P>], seed: number): number {
  const pos = game.initial();
  for (const p of players) p.newGame();
  while (pos.outcome().kind === 'ongoing') {
    const r = players[pos.toMove].start(pos, { seed: seed * 1000 + pos.ply }).run();
    expect(pos.isLegal(r.bestMove)).toBe(true);
    pos.make(r.bestMove);
    for (const p of players) p.played?.(r.bestMove);
  }
  const o = pos.outcome();
  return o.kind === 'win' ? o.winner : -1;
}

const ttt = mnkGame(3, 3, 3);
const mcts = (options: RawParams = {}) => unwrap(mctsSearcher.create(ttt, options));

describe('mcts plays tic-tac-toe', () => {
  it.each([
    ['defaults', {}],
    ['rave', { rave: true }],
    ['no solver, no reuse', { solver: false, reuse: false }],
  ] as const)('never loses to random over 24 seeded games (%s)', (_name, options) => {
    let wins = 0;
    for (let g = 0; g < 24; g++) {
      const side = g & 1;
      const players: [Searcher, Searcher] = [mcts(options), unwrap(randomSearcher.create(ttt))];
      if (side === 1) players.reverse();
      const winner = play(ttt, players, g);
      expect(winner, `game ${g}`).not.toBe(side ^ 1);
      if (winner === side) wins++;
    }
    // Random play blunders: a real searcher wins most games.
    expect(wins).toBeGreaterThan(16);
  });

  it('draws every game against exact minimax, from either side', () => {
    for (let g = 0; g < 6; g++) {
      const side = g & 1;
      const players: [Searcher, Searcher] = [mcts(), unwrap(minimaxSearcher.create(ttt))];
      if (side === 1) players.reverse();
      expect(play(ttt, players, g), `game ${g}`).toBe(-1);
    }
  });
});
