import { type Game, minimaxSearcher, type Position, randomSearcher, unwrap } from '@qi/core-search';
import { tictactoe } from '@qi/game-tictactoe';
import { describe, expect, it } from 'vitest';
import { gameSeed, pentanomialOf, runMatch, sideForGame, summarize, tallyOf } from './match.js';
import { type GameResult, playGame } from './play.js';

const game = unwrap(tictactoe.create()) as unknown as Game<Position>;

describe('runMatch', () => {
  it('alternates sides, A first in the 1st, 3rd, … game, and counts every game', async () => {
    const a = unwrap(randomSearcher.create(game));
    const b = unwrap(randomSearcher.create(game));
    const seen: number[] = [];
    const m = await runMatch(game, a, b, { games: 9, seed: 5, onGame: (_r, i) => seen.push(i) });
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(m.records.map((r) => r.aSide)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0]);
    expect(m.tally.aWins + m.tally.bWins + m.tally.draws).toBe(9);
    expect(m.tally).toEqual(tallyOf(m.records.map((r) => r.result)));
  });

  it('plays the same games as single playGame calls with the derived seeds (so workers can split a match)', async () => {
    const a = unwrap(randomSearcher.create(game));
    const b = unwrap(randomSearcher.create(game));
    const m = await runMatch(game, a, b, { games: 4, seed: 99 });
    for (let i = 0; i < 4; i++) {
      const single = await playGame(
        game,
        unwrap(randomSearcher.create(game)),
        unwrap(randomSearcher.create(game)),
        {
          aSide: sideForGame(i),
          seed: gameSeed(99, i),
        },
      );
      expect(single.moves.map((x) => x.move)).toEqual(m.records[i]!.moves.map((x) => x.move));
    }
  });

  it('a perfect player never loses to a random one', async () => {
    const a = unwrap(minimaxSearcher.create(game));
    const b = unwrap(randomSearcher.create(game));
    const m = await runMatch(game, a, b, { games: 6, seed: 3 });
    expect(m.tally.bWins).toBe(0);
    expect(m.tally.aWins).toBeGreaterThan(0);
  });
});

describe('pairs and summary', () => {
  const R = (s: string): GameResult[] => [...s].map((c) => (c === 'a' ? 'a' : c === 'b' ? 'b' : 'draw'));

  it('counts pentanomial pairs by A points, ignoring a trailing odd game', () => {
    // pairs: (a,a)=2 → k4, (a,b)=1 → k2, (d,b)=½ → k1, (d,d)=1 → k2, (b,b)=0 → k0; trailing a ignored.
    expect(pentanomialOf(R('aaabdbddbba'))).toEqual([1, 1, 2, 0, 1]);
  });

  it('summarizes with the pentanomial model for even matches and trinomial otherwise', () => {
    const even = summarize(R('aaabdbddbb'));
    expect([even.aWins, even.bWins, even.draws, even.games]).toEqual([3, 4, 3, 10]);
    expect(even.score).toBeCloseTo(4.5 / 10, 12);
    expect(even.estimate.model).toBe('pentanomial');
    expect(even.estimate.samples).toBe(5);
    const odd = summarize(R('aaabd'));
    expect(odd.estimate.model).toBe('trinomial');
    expect(odd.score).toBeCloseTo(3.5 / 5, 12);
  });
});
