import { alphabetaSearcher, type Game, mctsSearcher, type SearcherDef, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { TicTacToePosition } from './board.js';
import { tictactoe } from './plugin.js';
import { TicTacToeSolver } from './solve.js';

/**
 * Plays the searcher (at its default limits) against EVERY possible opponent: at each opponent turn
 * all legal replies are branched, at each searcher turn the searcher picks. Returns the tally of
 * game ends and every position where the searcher picked a move that gave away the game value.
 */
function againstAllOpponents(def: SearcherDef, game: Game<TicTacToePosition>, seat: 0 | 1) {
  const searcher = unwrap(def.create(game, {}));
  const solver = new TicTacToeSolver();
  const tally = { wins: 0, draws: 0, losses: 0, blunders: [] as string[] };
  const moves = new Int32Array(9);
  let seed = 1;
  const walk = (pos: TicTacToePosition): void => {
    const o = pos.outcome();
    if (o.kind !== 'ongoing') {
      if (o.kind === 'draw') tally.draws++;
      else if (o.winner === seat) tally.wins++;
      else tally.losses++;
      return;
    }
    if (pos.toMove === seat) {
      searcher.newGame();
      const r = searcher.start(pos, { seed: seed++ }).run();
      expect(pos.isLegal(r.bestMove)).toBe(true);
      const before = solver.solve(pos).value;
      pos.make(r.bestMove);
      const after = -solver.solve(pos).value;
      if (after < before)
        tally.blunders.push(`${game.encode(pos)} after ${game.moveToString(pos, r.bestMove)}`);
      walk(pos);
      pos.unmake();
      return;
    }
    const n = pos.generate(moves);
    const replies = [...moves.subarray(0, n)];
    for (const m of replies) {
      pos.make(m);
      walk(pos);
      pos.unmake();
    }
  };
  walk(game.initial());
  return tally;
}

describe('alphabeta and mcts never lose tic-tac-toe at their default limits', () => {
  const game = unwrap(tictactoe.create());
  for (const def of [alphabetaSearcher, mctsSearcher]) {
    for (const seat of [0, 1] as const) {
      it(`${def.id} as ${seat === 0 ? 'X' : 'O'} against every possible opponent`, () => {
        const t = againstAllOpponents(def, game, seat);
        expect(t.losses).toBe(0);
        expect(t.blunders).toEqual([]);
        // The opponent branches over every reply, so many games end: the check covered real play.
        expect(t.wins + t.draws).toBeGreaterThan(seat === 0 ? 50 : 100);
      });
    }
  }
});
