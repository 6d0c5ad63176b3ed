import { describe, expect, it } from 'vitest';
import { gameSeed } from './match.js';
import { pairings, schedule } from './schedule.js';

describe('schedule', () => {
  it('pairs each opening with the colours swapped, a first in the pair', () => {
    const tasks = schedule({ mode: 'match', players: 2, games: 6, openings: 2, seed: 9 });
    expect(tasks.map((t) => [t.round, t.aSide, t.opening])).toEqual([
      [0, 0, 0],
      [1, 1, 0],
      [2, 0, 1],
      [3, 1, 1],
      [4, 0, 0],
      [5, 1, 0],
    ]);
    expect(tasks.map((t) => t.seed)).toEqual(tasks.map((t) => gameSeed(9, t.index)));
    expect(new Set(tasks.map((t) => t.seed)).size).toBe(6);
  });

  it('plays an odd game count with the last pair cut short, and no openings as -1', () => {
    const tasks = schedule({ mode: 'match', players: 2, games: 3, openings: 0, seed: 1 });
    expect(tasks.map((t) => [t.round, t.aSide, t.opening])).toEqual([
      [0, 0, -1],
      [1, 1, -1],
      [2, 0, -1],
    ]);
  });

  it('meets every pair in a round-robin and the first player against all in a gauntlet', () => {
    expect(pairings('round-robin', 4)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(pairings('gauntlet', 4)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    const rr = schedule({ mode: 'round-robin', players: 3, games: 4, openings: 0, seed: 1 });
    expect(rr).toHaveLength(12);
    // Pairings take turns by pairs of games, so a stopped run stays balanced.
    expect(rr.slice(0, 6).map((t) => t.pairing)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(rr.map((t) => t.index)).toEqual([...rr.keys()]);
  });
});
