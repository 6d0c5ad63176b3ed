import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';
import { QUEUE_NAME } from './connection.js';
import { type QiProcess, skipWithoutRedis, spawnQi, startRedis, type TestRedis, waitFor } from './testing.js';

const jsonLines = (file: string) =>
  (existsSync(file) ? readFileSync(file, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

// Each test starts its own `qi worker` processes (from sources, so each takes a few seconds to start).
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
  afterEach(async () => {
    // Each test has its own workers; a worker's games-in-play end with it.
    for (const w of workers.splice(0)) {
      w.child.kill('SIGKILL');
      await w.exited;
    }
  });
  afterAll(async () => {
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
    // The coordinator is a process too: it must exit by itself once the last game is in.
    const match = spawnQi([
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
    await waitFor(inGame, 60_000, 'worker 1 in a game');
    const unfinished = /playing game (\d+)/.exec(
      w1
        .stderr()
        .split('\n')
        .filter((l) => l.includes('playing game'))
        .at(-1)!,
    )![1];
    w1.child.kill('SIGKILL');
    const code = await Promise.race([
      match.exited,
      new Promise((r) => setTimeout(() => r('still running'), 120_000)),
    ]);
    expect([code, match.stderr().split('\n').slice(-3)]).toEqual([0, expect.anything()]);
    expect(Date.now() - t0).toBeLessThan(120_000);
    const lines = jsonLines(out);
    expect(lines[0].type).toBe('header');
    const games = lines.slice(1);
    expect(games).toHaveLength(12);
    expect(games.map((g) => g.index).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    // The game the killed worker was playing was played again by the other one.
    expect(w2.stderr()).toContain(`finished game ${unfinished} of run`);
    const summary = JSON.parse(match.stdout().trim().split('\n').at(-1)!);
    expect([summary.type, summary.games, summary.aWins + summary.bWins + summary.draws]).toEqual([
      'summary',
      12,
      12,
    ]);
    // A worker stopped with SIGTERM finishes its games in play and exits cleanly.
    w2.child.kill('SIGTERM');
    expect(await w2.exited).toBe(0);
    expect(w2.stderr()).toMatch(/stopped after \d+ game\(s\)\n$/);
  }, 150_000);

  it('stops an SPRT run by itself, removes the queued games, and the journal replays to the same verdict offline', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'qi-queue-')), 'sprt.jsonl');
    const w = worker();
    await waitFor(() => w.stderr().includes('worker '), 60_000, 'worker');
    const args = ['match', 'tictactoe', '--a', 'alphabeta', '--b', 'random', '--games', '400'];
    const sprt = ['--sprt', 'elo0=0,elo1=100', '--out', out, '--json'];
    const r = await runCli([...args, ...sprt, '--queue', redis.url]);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.lines.at(-1)!);
    expect([s.sprt.decision, s.stopped]).toEqual(['H1', true]);
    expect(s.games).toBeLessThan(400);
    expect(jsonLines(out).filter((l) => l.type === 'game')).toHaveLength(s.games);
    const queue = new Queue(QUEUE_NAME, { connection: new Redis(redis.url, { maxRetriesPerRequest: null }) });
    const counts = await queue.getJobCounts('wait', 'delayed', 'prioritized');
    await queue.close();
    expect(counts).toEqual({ wait: 0, delayed: 0, prioritized: 0 });
    // Offline (no queue): the journal is complete for its verdict, so nothing is played.
    const again = await runCli([...args, ...sprt, '--resume']);
    expect(again.code).toBe(0);
    const s2 = JSON.parse(again.lines.at(-1)!);
    expect([s2.games, s2.sprt, s2.stopped]).toEqual([s.games, s.sprt, true]);
    expect(jsonLines(out).filter((l) => l.type === 'game')).toHaveLength(s.games);
  }, 90_000);

  it('a coordinator killed mid-run and restarted with --resume collects every game once', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'qi-queue-')), 'resume.jsonl');
    const w = worker();
    await waitFor(() => w.stderr().includes('worker '), 60_000, 'worker');
    const args = ['match', 'tictactoe', '--a', 'mcts(playouts=3000)', '--b', 'random', '--games', '16'];
    const queued = [...args, '--queue', redis.url, '--out', out];
    const first = spawnQi(queued);
    const gamesIn = () => jsonLines(out).filter((l) => l.type === 'game').length;
    await waitFor(() => gamesIn() >= 3, 60_000, 'three journaled games');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(gamesIn()).toBeLessThan(16);
    const r = await runCli([...queued, '--resume']);
    expect(r.code).toBe(0);
    const games = jsonLines(out).filter((l) => l.type === 'game');
    expect(games.map((g) => g.index).sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
    // The worker played every game of this run. Delivery is at least once (BullMQ): a game may be
    // played again (seen in CI on a loaded machine, e.g. when a job's lock lapses), and only one result
    // per index is journaled — which the index check above proves. (Games an earlier test's killed worker left stalled belong
    // to another run and are not counted.)
    const run = String(jsonLines(out)[0]?.run);
    const finished = () =>
      new Set(
        w
          .stderr()
          .split('\n')
          .filter((l) => l.includes('finished game') && l.includes(`of run ${run}:`))
          .map((l) => /finished game (\d+) /.exec(l)?.[1]),
      );
    await waitFor(() => finished().size >= 16, 10_000, 'worker log');
    expect(finished().size).toBe(16);
  }, 90_000);

  it('a missing engine binary fails its game with the reason, and the worker keeps running', async () => {
    const w = worker();
    await waitFor(() => w.stderr().includes('worker '), 60_000, 'worker');
    const r = await runCli([
      'match',
      'go(size=9)',
      '--a',
      'random',
      '--b',
      'gtp:/nonexistent/gnugo --mode gtp',
      '--games',
      '2',
      '--queue',
      redis.url,
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /game 1 failed on the workers after 2 attempts: on .*"\/nonexistent\/gnugo" is not an executable file/,
    );
    expect(w.child.exitCode).toBeNull();
    expect(w.stderr()).toMatch(/game 1 failed: on .*nonexistent/);
  }, 90_000);

  it('runs qi tune on the queue: one iteration line per SPSA step and a final spec that plays', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'qi-queue-')), 'tune.jsonl');
    const w = worker('--concurrency', '2');
    await waitFor(() => w.stderr().includes('worker '), 60_000, 'worker');
    const tune = ['tune', 'tictactoe', '--base', 'mcts', '--param', 'c=1.4:0.2:3:0.3:0.05', '--nodes', '200'];
    const r = await runCli([
      ...tune,
      '--iterations',
      '4',
      '--pairs',
      '2',
      '--out',
      out,
      '--queue',
      redis.url,
    ]);
    expect(r.code).toBe(0);
    const lines = jsonLines(out);
    expect(lines.map((l) => l.type)).toEqual([
      'tune',
      'iteration',
      'iteration',
      'iteration',
      'iteration',
      'result',
    ]);
    for (const it of lines.slice(1, 5)) expect(it.wins + it.losses + it.draws).toBe(4);
    expect(w.stderr().match(/finished game/g)).toHaveLength(16);
    const result = JSON.parse(r.lines.at(-1)!);
    expect(result.spec).toMatch(/^mcts\(c=[\d.]+\)$/);
    const m = await runCli([
      'match',
      'tictactoe',
      '--a',
      result.spec,
      '--b',
      'random',
      '--games',
      '2',
      '--nodes',
      '50',
    ]);
    expect(m.code).toBe(0);
  }, 90_000);

  it('a worker refuses a job from another Qi version and posts why on the job (the coordinator shows it)', async () => {
    const w = worker();
    await waitFor(() => w.stderr().includes('worker '), 60_000, 'worker');
    const queue = new Queue(QUEUE_NAME, { connection: new Redis(redis.url, { maxRetriesPerRequest: null }) });
    const task = { index: 0, pairing: 0, a: 0, b: 1, round: 0, aSide: 0, opening: -1, seed: 1 };
    const payload = { game: 'tictactoe', a: 'random', b: 'random', limits: {}, task, opening: null };
    await queue.add(
      'game',
      { version: '0.0.0-old', run: 'rold', payload, names: ['random', 'random'] },
      { jobId: 'rold.0' },
    );
    await waitFor(() => w.stderr().includes('refused game 1 of run rold'), 20_000, 'the refusal');
    expect(w.stderr()).toMatch(
      /refused game 1 of run rold: qi version [\d.]+ here, the run needs 0\.0\.0-old/,
    );
    const job = await queue.getJob('rold.0');
    expect(await job!.getState()).toMatch(/^(delayed|wait|active)$/);
    expect(job!.progress).toMatchObject({ refused: expect.stringContaining('the run needs 0.0.0-old') });
    await job!.remove().catch(() => {});
    await queue.close();
  }, 90_000);

  it('plays a round-robin tournament on the queue', async () => {
    const w = worker('--concurrency', '2');
    await waitFor(() => w.stderr().includes('worker '), 60_000, 'worker');
    const players = ['alphabeta', 'mcts(playouts=300)', 'random'].flatMap((p) => ['--player', p]);
    const r = await runCli([
      'tournament',
      'tictactoe',
      ...players,
      '--games',
      '2',
      '--json',
      '--queue',
      redis.url,
    ]);
    expect(r.code).toBe(0);
    const games = r.lines.map((l) => JSON.parse(l)).filter((o) => o.type === 'game');
    expect(games.map((g) => g.index).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    const s = JSON.parse(r.lines.at(-1)!);
    expect([s.mode, s.standings.length, s.pairings.map((p: { games: number }) => p.games)]).toEqual([
      'round-robin',
      3,
      [2, 2, 2],
    ]);
  }, 90_000);
});
