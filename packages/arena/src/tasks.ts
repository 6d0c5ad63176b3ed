import type { GameRecord } from './play.js';
import type { GameTask } from './schedule.js';

export interface RunTasksOptions {
  readonly tasks: readonly GameTask[];
  /** Plays one game: in-process, or on a worker thread. */
  readonly play: (task: GameTask) => Promise<GameRecord>;
  /** Games played at once. */
  readonly concurrency: number;
  /** Called as each game ends, in finishing order, with its wall time. */
  readonly onResult?: (task: GameTask, record: GameRecord, ms: number) => void;
  /** Asked before each new game starts; true stops the run (an SPRT decision). Running games finish. */
  readonly shouldStop?: () => boolean;
  readonly signal?: AbortSignal;
}

export interface RunTasksResult {
  readonly finished: number;
  /** True when `shouldStop` ended the run before every task was played. */
  readonly stopped: boolean;
}

/**
 * Plays tasks with at most `concurrency` games at once, taking them in schedule order. The first
 * game that fails (an error, not a forfeit: players turn engine failures into forfeits) stops new
 * games from starting and rejects once the running ones have ended.
 */
export async function runTasks(opts: RunTasksOptions): Promise<RunTasksResult> {
  let next = 0;
  let finished = 0;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  const lane = async (): Promise<void> => {
    for (;;) {
      if (failure || opts.signal?.aborted) return;
      if (next >= opts.tasks.length) return;
      if (opts.shouldStop?.()) {
        stopped = true;
        return;
      }
      const task = opts.tasks[next++]!;
      const t0 = performance.now();
      try {
        const record = await opts.play(task);
        finished++;
        opts.onResult?.(task, record, performance.now() - t0);
      } catch (error) {
        failure ??= { error };
        return;
      }
    }
  };
  const lanes = Math.max(1, Math.min(opts.concurrency, opts.tasks.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failure) throw (failure as { error: unknown }).error;
  opts.signal?.throwIfAborted();
  return { finished, stopped };
}
