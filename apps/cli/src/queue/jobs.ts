import type { GameRecord } from '@qi/arena';
import type { TaskPayload } from '@qi/arena/node';

/** What a worker needs to play one game of a run, and what it checks before playing. */
export interface GameJob {
  /** Qi version of the coordinator: a worker of another version refuses the job. */
  readonly version: string;
  readonly run: string;
  readonly payload: TaskPayload;
  /** Canonical names of players `a` and `b` (searcher specs as the registry writes them, engine names). */
  readonly names: readonly [string, string];
}

export interface GameJobResult {
  readonly record: GameRecord;
  readonly ms: number;
  /** `host/pid` of the worker that played it. */
  readonly worker: string;
}

/** Progress data a worker posts when it refuses a job (the coordinator shows it). */
export interface Refusal {
  readonly refused: string;
  readonly worker: string;
}

/** Job id of a game: the run and the game's schedule index (BullMQ adds a job id only once). */
export const jobId = (run: string, index: number): string => `${run}.${index}`;

export const runIdOf = (id: string): string => id.slice(0, id.lastIndexOf('.'));
