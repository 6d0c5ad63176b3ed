import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { connect4 } from './plugin.js';

const tactical = unwrap(connect4.create());
const uniform = unwrap(connect4.create({ playout: 'uniform' }));
// x to move wins at once in column 1 or 5.
const WIN_AVAILABLE = '......./......./......./......./.ooo.../.xxx...';
// o to move has no win and must block column 1.
const MUST_BLOCK = '......./......./......./x....../x....../xoo..xo';

describe('connect4 playouts', () => {
  it('play to the end and record moves that replay to the same final position', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const start = tactical.initial();
      const scratch = start.clone();
      const played = new Int32Array(tactical.info.maxPlies);
      const n = tactical.playout!(scratch, new Rng(seed), played);
      expect(scratch.outcome().kind).not.toBe('ongoing');
      expect(n).toBe(scratch.ply);
      for (const m of played.subarray(0, n)) start.make(m);
      expect(tactical.encode(start)).toBe(tactical.encode(scratch));
    }
  });

  it('replay for a seed and differ between seeds', () => {
    const run = (seed: number) => {
      const played = new Int32Array(42);
      const n = tactical.playout!(tactical.initial(), new Rng(seed), played);
      return Array.from(played.subarray(0, n)).join('');
    };
    expect(run(5)).toBe(run(5));
    expect(new Set([1, 2, 3, 4, 5, 6].map(run)).size).toBeGreaterThan(1);
  });

  it('take a win at once with the tactical policy; the uniform policy often does not', () => {
    const firstMoves = (game: typeof tactical) =>
      [...Array(40).keys()].map((seed) => {
        const pos = unwrap(game.decode(WIN_AVAILABLE));
        const played = new Int32Array(42);
        game.playout!(pos, new Rng(seed), played);
        return played[0]!;
      });
    expect(firstMoves(tactical).every((m) => m === 0 || m === 4)).toBe(true);
    expect(firstMoves(uniform).some((m) => m !== 0 && m !== 4)).toBe(true);
  });

  it('block an immediate loss with the tactical policy', () => {
    for (let seed = 0; seed < 20; seed++) {
      const pos = unwrap(tactical.decode(MUST_BLOCK));
      const played = new Int32Array(42);
      tactical.playout!(pos, new Rng(seed), played);
      expect(played[0]).toBe(0);
    }
  });
});
