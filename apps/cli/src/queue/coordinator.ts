import type { GameRecord, GameTask } from '@qi/arena';
import type { TaskPayload } from '@qi/arena/node';
import { type Job, Queue, QueueEvents } from 'bullmq';
import { CliError, EXIT_FAILURE } from '../io.js';
import { VERSION } from '../main.js';
import { checkRedis, closeConnections, QUEUE_NAME, redisConnection } from './connection.js';
import { type GameJob, type GameJobResult, jobId, type Refusal } from './jobs.js';

export interface QueuedRunOptions {
  readonly url: string;
  /** Run id: job ids are `run.index`, so a resumed coordinator finds the jobs it queued. */
  readonly run: string;
  /** The games still to play. */
  readonly tasks: readonly GameTask[];
  readonly payload: (task: GameTask) => TaskPayload;
  /** Canonical player names by player index, for the workers to check. */
  readonly names: readonly string[];
  readonly onResult: (task: GameTask, record: GameRecord, ms: number) => void;
  /** Asked after every result; true stops the run (an SPRT decision) and removes the queued games. */
  readonly shouldStop: () => boolean;
  readonly signal: AbortSignal;
  readonly note: (text: string) => void;
  /** Look for jobs of this run already in the queue (a coordinator restarted with --resume). */
  readonly adopt: boolean;
  /** Times a game is tried when its worker fails it (a stalled worker is retried by BullMQ anyway). */
  readonly attempts?: number;
}

const SWEEP_MS = 5000;
const KEEP_SECONDS = 7 * 24 * 3600;

/**
 * Plays `tasks` on the queue: one job per game, results taken as workers finish them. A result is
 * handed to `onResult` once per game index, however often BullMQ delivered it, then its job is
 * removed. Jobs already in the queue (a coordinator restarted with --resume) are adopted: finished
 * ones are read back, failed ones retried, the rest awaited. Events are backed by a periodic sweep
 * of the finished jobs, so a missed event only delays a result.
 */
export async function runQueued(opts: QueuedRunOptions): Promise<{ stopped: boolean }> {
  await checkRedis(opts.url);
  // BullMQ leaves connections it was given open: they are closed at the end, or the process would stay.
  const connections = [redisConnection(opts.url), redisConnection(opts.url)] as const;
  const queue = new Queue<GameJob, GameJobResult>(QUEUE_NAME, { connection: connections[0] });
  const events = new QueueEvents(QUEUE_NAME, { connection: connections[1] });
  const outstanding = new Map<string, GameTask>(opts.tasks.map((t) => [jobId(opts.run, t.index), t]));
  const refusals = new Set<string>();
  let settle: ((r: { stopped: boolean } | { error: unknown }) => void) | null = null;
  const done = new Promise<{ stopped: boolean } | { error: unknown }>((resolve) => {
    settle = resolve;
  });
  const finish = (r: { stopped: boolean } | { error: unknown }) => {
    settle?.(r);
    settle = null;
  };

  const stop = async () => {
    // Queued games are removed; a game a worker is playing finishes there and is dropped.
    await Promise.all([...outstanding.keys()].map((id) => queue.remove(id).catch(() => 0)));
    outstanding.clear();
    finish({ stopped: true });
  };

  const take = async (job: Job<GameJob, GameJobResult> | undefined) => {
    if (!job?.id || !settle) return;
    const task = outstanding.get(job.id);
    if (!task) return;
    const state = await job.getState();
    if (state === 'completed' && job.returnvalue) {
      if (!outstanding.delete(job.id)) return;
      opts.onResult(task, job.returnvalue.record, job.returnvalue.ms);
      await job.remove().catch(() => {});
      if (opts.shouldStop()) await stop();
      else if (outstanding.size === 0) finish({ stopped: false });
    } else if (state === 'failed') {
      finish({
        error: new CliError(
          EXIT_FAILURE,
          `game ${task.index + 1} failed on the workers after ${job.attemptsMade} attempts: ${job.failedReason}; ` +
            'fix the workers and run again with --resume',
        ),
      });
    }
  };
  const takeId = async (id: string) => {
    if (outstanding.has(id)) await take(await queue.getJob(id));
  };

  events.on('completed', ({ jobId: id }) => void takeId(id).catch((e) => finish({ error: e })));
  events.on('failed', ({ jobId: id }) => void takeId(id).catch((e) => finish({ error: e })));
  events.on('stalled', ({ jobId: id }) => {
    const task = outstanding.get(id);
    if (task) opts.note(`game ${task.index + 1}: its worker stopped answering; the game is queued again`);
  });
  events.on('progress', ({ jobId: id, data }) => {
    const r = data as Partial<Refusal>;
    if (!outstanding.has(id) || typeof r.refused !== 'string') return;
    const text = `worker ${r.worker} refused a game: ${r.refused}`;
    if (!refusals.has(text)) opts.note(text);
    refusals.add(text);
  });
  const onAbort = () => finish({ error: opts.signal.reason });
  opts.signal.addEventListener('abort', onAbort, { once: true });
  const sweep = setInterval(() => {
    // Ids only: the finished set may hold other runs' games, whose results are not fetched.
    void queue
      .getRanges(['completed', 'failed'], 0, 9999)
      .then((ids) => Promise.all(ids.filter((id) => outstanding.has(id)).map(takeId)))
      .catch((e) => finish({ error: e }));
  }, SWEEP_MS);

  try {
    await events.waitUntilReady();
    if (opts.shouldStop()) await stop();
    // Adopt what the queue already holds for this run (a resumed coordinator); queue the rest, in
    // schedule order. A new run's id is new, so it has nothing to adopt.
    const fresh: GameTask[] = opts.adopt ? [] : [...opts.tasks];
    for (const task of opts.adopt ? opts.tasks : []) {
      const id = jobId(opts.run, task.index);
      const job = await queue.getJob(id);
      if (!job) fresh.push(task);
      else if ((await job.getState()) === 'failed') await job.retry();
      else await take(job);
    }
    const names = (t: GameTask): [string, string] => [opts.names[t.a]!, opts.names[t.b]!];
    for (let i = 0; i < fresh.length && settle; i += 500)
      await queue.addBulk(
        fresh.slice(i, i + 500).map((t) => ({
          name: 'game',
          data: { version: VERSION, run: opts.run, payload: opts.payload(t), names: names(t) },
          opts: {
            jobId: jobId(opts.run, t.index),
            attempts: opts.attempts ?? 2,
            backoff: { type: 'fixed', delay: 1000 },
            removeOnComplete: { age: KEEP_SECONDS },
            removeOnFail: { age: KEEP_SECONDS },
          },
        })),
      );
    if (outstanding.size === 0) finish({ stopped: false });
    const r = await done;
    if ('error' in r) throw r.error;
    return r;
  } finally {
    clearInterval(sweep);
    opts.signal.removeEventListener('abort', onAbort);
    await events.close().catch(() => {});
    await queue.close().catch(() => {});
    await closeConnections(connections);
  }
}
