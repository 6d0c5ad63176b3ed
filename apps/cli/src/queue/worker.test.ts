import { describe, expect, it } from 'vitest';
import { VERSION } from '../main.js';
import { createRegistry } from '../registry.js';
import type { GameJob } from './jobs.js';
import { refusalOf } from './worker.js';

const job = (over: Partial<GameJob> = {}, payload: Partial<GameJob['payload']> = {}): GameJob => ({
  version: VERSION,
  run: 'r1',
  names: ['alphabeta', 'mcts'],
  ...over,
  payload: {
    game: 'connect4',
    a: 'alphabeta',
    b: 'mcts',
    limits: { timeMs: 100 },
    task: { index: 0, pairing: 0, a: 0, b: 1, round: 0, aSide: 0, opening: -1, seed: 1 },
    opening: null,
    ...payload,
  },
});

describe('a worker checks each job against its own Qi before playing', () => {
  const registry = createRegistry();

  it('plays a job whose version and specs read the same here', () => {
    expect(refusalOf(registry, job())).toBeNull();
    // Engine binaries are checked when the game starts, not here.
    expect(refusalOf(registry, job({ names: ['alphabeta', 'x'] }, { b: 'uci:/nonexistent' }))).toBeNull();
  });

  it('refuses another Qi version, an unknown game or player, and specs that resolve differently', () => {
    expect(refusalOf(registry, job({ version: '9.9.9' }))).toBe(
      `qi version ${VERSION} here, the run needs 9.9.9`,
    );
    expect(refusalOf(registry, job({}, { game: 'chess' }))).toMatch(/^game chess: unknown game "chess"/);
    expect(refusalOf(registry, job({}, { game: 'gomoku' }))).toBe(
      'game spec "gomoku" reads as "gomoku(size=15,rule=freestyle)" here',
    );
    expect(refusalOf(registry, job({ names: ['alphabeta', 'mcts(playouts=5)'] }))).toBe(
      'player spec "mcts" reads as "mcts" here, as "mcts(playouts=5)" in the run',
    );
    expect(refusalOf(registry, job({}, { a: 'deepblue' }))).toMatch(/^player deepblue: unknown searcher/);
  });
});
