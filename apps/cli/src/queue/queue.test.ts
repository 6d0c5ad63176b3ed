import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';
import { type QiProcess, skipWithoutRedis, spawnQi, startRedis, type TestRedis, waitFor } from './testing.js';

const jsonLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

describe.skipIf(skipWithoutRedis)('qi match --queue (a real redis-server and qi worker processes)', () => {
  let redis: TestRedis;
  const workers: QiProcess[] = [];
  const worker = (...extra: string[]) => {
    const w = spawnQi(['worker', '--queue', redis.url, ...extra]);
    workers.push(w);
    return w;
  };
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const w of workers) w.child.kill('SIGKILL');
    await redis?.stop();
  });

  it('finishes a 12-game match with exactly one line per game when a worker is SIGKILLed mid-game', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'qi-queue-')), 'r.jsonl');
    const [w1, w2] = [worker(), worker()];
    await waitFor(
      () => w1.stderr().includes('worker ') && w2.stderr().includes('worker '),
      30_000,
      'workers',
    );
    const t0 = Date.now();
    const match = runCli([
      'match',
      'connect4',
      '--a',
      'alphabeta',
      '--b',
      'mcts',
      '--games',
      '12',
      '--time',
      '100',
      '--queue',
      redis.url,
      '--out',
      out,
    ]);
    // Kill the first worker after 4 s, while it is in a game (a game it started and did not finish).
    const inGame = () => {
      const lines = w1.stderr().split('\n');
      const started = lines.filter((l) => l.includes('playing game')).length;
      return started > lines.filter((l) => l.includes('finished game')).length;
    };
    await new Promise((r) => setTimeout(r, 4000));
    await waitFor(inGame, 30_000, 'worker 1 in a game');
    const unfinished = /playing game (\d+)/.exec(
      w1
        .stderr()
        .split('\n')
        .filter((l) => l.includes('playing game'))
        .at(-1)!,
    )![1];
    w1.child.kill('SIGKILL');
    const r = await match;
    expect(r.code).toBe(0);
    expect(Date.now() - t0).toBeLessThan(120_000);
    const lines = jsonLines(out);
    expect(lines[0].type).toBe('header');
    const games = lines.slice(1);
    expect(games).toHaveLength(12);
    expect(games.map((g) => g.index).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    // The game the killed worker was playing was played again by the other one.
    expect(w2.stderr()).toContain(`finished game ${unfinished} of run`);
    const summary = JSON.parse(r.lines.at(-1)!);
    expect([summary.type, summary.games, summary.aWins + summary.bWins + summary.draws]).toEqual([
      'summary',
      12,
      12,
    ]);
  });
});
