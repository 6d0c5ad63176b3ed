import { hostname } from 'node:os';
import { checkEngineSpec, isEngineSpec } from '@qi/arena/node';
import { describeError, type Registry } from '@qi/core-search';
import { DelayedError, type Job, Worker } from 'bullmq';
import { createGamePool } from '../arena/pool.js';
import { VERSION } from '../main.js';
import { checkRedis, closeConnections, QUEUE_NAME, redisConnection, safeUrl } from './connection.js';
import type { GameJob, GameJobResult, Refusal } from './jobs.js';

export interface WorkerOptions {
  readonly url: string;
  readonly concurrency: number;
  readonly registry: Registry;
  readonly log: (line: string) => void;
  /** Aborting stops taking jobs; games being played finish first. */
  readonly signal: AbortSignal;
  /** A worker that holds a job this long without renewing its lock is taken for dead (default 10 s). */
  readonly lockMs?: number;
}

/** How long a refused job waits before another worker may take it. */
const REFUSE_DELAY_MS = 2000;

/**
 * Why this worker cannot play a job as the run means it (another Qi version, or specs that resolve
 * to other games or players here), or null. Runs before any game starts.
 */
export function refusalOf(registry: Registry, job: GameJob): string | null {
  if (job.version !== VERSION) return `qi version ${VERSION} here, the run needs ${job.version}`;
  const game = registry.createGame(job.payload.game);
  if (!game.ok) return `game ${job.payload.game}: ${describeError(game.error)}`;
  if (game.value.spec !== job.payload.game)
    return `game spec "${job.payload.game}" reads as "${game.value.spec}" here`;
  const specs = [job.payload.a, job.payload.b];
  for (let i = 0; i < 2; i++) {
    const spec = specs[i]!;
    if (isEngineSpec(spec)) continue; // engine specs are checked when the game starts (missing binary)
    const s = registry.createSearcher(spec, game.value);
    if (!s.ok) return `player ${spec}: ${describeError(s.error)}`;
    if (s.value.spec !== job.names[i])
      return `player spec "${spec}" reads as "${s.value.spec}" here, as "${job.names[i]}" in the run`;
  }
  return null;
}

/**
 * `qi worker`: plays games from the queue until aborted. Games run on worker threads, so this thread
 * keeps renewing the job locks however long a search takes; a worker killed mid-game stops renewing
 * and BullMQ's stalled-job check gives the game to another worker.
 */
export async function runWorker(opts: WorkerOptions): Promise<number> {
  await checkRedis(opts.url);
  const me = `${hostname()}/${process.pid}`;
  const pool = createGamePool(opts.concurrency);
  let played = 0;
  const processor = async (job: Job<GameJob, GameJobResult>, token?: string): Promise<GameJobResult> => {
    const { payload } = job.data;
    const label = `game ${payload.task.index + 1} of run ${job.data.run}`;
    const refused = refusalOf(opts.registry, job.data);
    if (refused) {
      opts.log(`refused ${label}: ${refused}`);
      await job.updateProgress({ refused, worker: me } satisfies Refusal);
      await job.moveToDelayed(Date.now() + REFUSE_DELAY_MS, token);
      throw new DelayedError();
    }
    for (const spec of [payload.a, payload.b]) {
      if (!isEngineSpec(spec)) continue;
      const game = opts.registry.createGame(payload.game);
      if (!game.ok) continue;
      const r = checkEngineSpec(spec, game.value);
      if (!r.ok) throw new Error(`on ${me}: ${r.error.message}`);
    }
    opts.log(`playing ${label}: ${payload.a} vs ${payload.b}`);
    const t0 = performance.now();
    const record = await pool.run(payload);
    const ms = performance.now() - t0;
    played++;
    opts.log(`finished ${label}: ${record.result} (${record.reason}), ${(ms / 1000).toFixed(1)} s`);
    return { record, ms, worker: me };
  };
  const lockMs = opts.lockMs ?? 10_000;
  const connection = redisConnection(opts.url);
  const worker = new Worker<GameJob, GameJobResult>(QUEUE_NAME, processor, {
    connection,
    concurrency: opts.concurrency,
    lockDuration: lockMs,
    stalledInterval: Math.max(1000, Math.round(lockMs / 2)),
    maxStalledCount: 3,
  });
  worker.on('failed', (job, e) => {
    if (job && !(e instanceof DelayedError))
      opts.log(`game ${job.data.payload.task.index + 1} failed: ${e.message}`);
  });
  worker.on('error', (e) => opts.log(`queue error: ${e.message}`));
  await worker.waitUntilReady();
  opts.log(`worker ${me} (qi ${VERSION}) on ${safeUrl(opts.url)}, ${opts.concurrency} game(s) at once`);
  await new Promise<void>((resolve) => {
    if (opts.signal.aborted) resolve();
    opts.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  opts.log('stopping: finishing the games in play');
  await worker.close();
  await closeConnections([connection]);
  await pool.destroy().catch(() => {});
  opts.log(`stopped after ${played} game(s)`);
  return played;
}
