import { describe, expect, it } from 'vitest';
import { VERSION } from '../main.js';
import { createRegistry } from '../registry.js';
import { runCli } from '../testing.js';
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
    expect(refusalOf(registry, job({}, { game: 'gomoku(size=15)' }))).toBe(
      'game spec "gomoku(size=15)" reads as "gomoku" here',
    );
    expect(refusalOf(registry, job({ names: ['alphabeta', 'mcts(playouts=5)'] }))).toBe(
      'player spec "mcts" reads as "mcts" here, as "mcts(playouts=5)" in the run',
    );
    expect(refusalOf(registry, job({}, { a: 'deepblue' }))).toMatch(/^player deepblue: unknown searcher/);
  });
});

describe('qi worker and qi tune on the command line', () => {
  it.each(['worker', 'tune'])(
    'qi %s is listed in the main help and has its own help with examples',
    async (cmd) => {
      expect((await runCli(['--help'])).out).toMatch(new RegExp(`\\n  ${cmd} `));
      const r = await runCli([cmd, '--help']);
      expect([r.code, r.out]).toEqual([0, expect.stringContaining(`Usage: qi ${cmd}`)]);
      expect(r.out).toContain('Examples:');
    },
  );

  it('refuses a bad --queue URL, and --workers with --queue, in one line', async () => {
    const bad = await runCli(['worker', '--queue', 'http://x']);
    expect([bad.code, bad.err]).toEqual([
      2,
      'qi: error: --queue: expected a redis:// or rediss:// URL, got "http://x"\n',
    ]);
    const db = await runCli(['match', 'tictactoe', '--queue', 'redis://h:1/x']);
    expect([db.code, db.err]).toEqual([2, expect.stringContaining('the database must be a number, got "x"')]);
    const both = await runCli(['match', 'tictactoe', '--queue', 'redis://127.0.0.1:1', '--workers', '2']);
    expect([both.code, both.err]).toEqual([
      2,
      expect.stringContaining('with --queue, start more `qi worker` processes'),
    ]);
  });

  it('says so at once when Redis cannot be reached', async () => {
    const r = await runCli(['match', 'tictactoe', '--games', '2', '--queue', 'redis://127.0.0.1:1/0']);
    expect([r.code, r.err]).toEqual([
      2,
      expect.stringMatching(
        /^qi: error: --queue: cannot reach Redis at redis:\/\/127\.0\.0\.1:1\/0: .*ECONNREFUSED/,
      ),
    ]);
  });
});
