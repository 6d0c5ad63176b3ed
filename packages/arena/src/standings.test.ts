import { describe, expect, it } from 'vitest';
import { standings, summarizeRounds } from './standings.js';

describe('standings and pairing summaries', () => {
  it('pairs games by round in any finishing order', () => {
    const s = summarizeRounds([
      { round: 3, result: 'a' },
      { round: 0, result: 'a' },
      { round: 2, result: 'draw' },
      { round: 1, result: 'b' },
    ]);
    // Pairs: (0,1) = 1 point, (2,3) = 1.5 points.
    expect(s.pentanomial).toEqual([0, 0, 1, 1, 0]);
    expect(s.estimate.model).toBe('pentanomial');
    expect([s.aWins, s.draws, s.bWins, s.games]).toEqual([2, 1, 1, 4]);
  });

  it('falls back to the trinomial model while a pair is unfinished', () => {
    const s = summarizeRounds([
      { round: 0, result: 'a' },
      { round: 1, result: 'a' },
      { round: 2, result: 'b' },
      { round: 3, result: 'a' },
      { round: 4, result: 'a' },
    ]);
    expect(s.estimate.model).toBe('trinomial');
    expect(s.pentanomial).toEqual([0, 0, 1, 0, 1]);
  });

  it('ranks players by score with their own W/D/L', () => {
    const rows = standings(
      ['p', 'q', 'r'],
      [
        { a: 0, b: 1, result: 'a' },
        { a: 0, b: 2, result: 'draw' },
        { a: 1, b: 2, result: 'b' },
      ],
    );
    expect(rows.map((r) => [r.name, r.wins, r.draws, r.losses, r.score])).toEqual([
      ['p', 1, 1, 0, 0.75],
      ['r', 1, 1, 0, 0.75],
      ['q', 0, 0, 2, 0],
    ]);
  });
});
