import { MctsHelper, type MctsTreeBuffers, type RawParams } from '@qi/core-search';
import type { GoPosition } from '../board.js';
import { type GoGame, go } from '../plugin.js';
import { innerSearcher } from './searcher-parts.js';

/**
 * The go-engine searcher's search threads (`threads` > 1): helpers that iterate on the searcher's
 * tree, kept on shared memory, while its own session steps. Platform-neutral: a host provides the
 * threads (`provideHelperPools`: Node's worker_threads in the CLI, Web Workers in the web app) and
 * each thread runs `runHelperJob` for every job it is sent.
 */
export interface HelperJob {
  readonly kind: 'helper-job';
  /** The game and the searcher's options: the thread builds the same searcher (cached). */
  readonly params: RawParams;
  readonly options: RawParams;
  /** The root as position text (codec), and its hash halves: a thread whose root differs refuses. */
  readonly position: string;
  readonly rootHash: readonly [number, number];
  readonly tree: MctsTreeBuffers;
  /** The searcher's gate (`HelperGate`): generation, threads inside, stop flag. */
  readonly gate: SharedArrayBuffer;
  /** The gate's generation this job belongs to: a job that arrives after it has moved on does nothing. */
  readonly generation: number;
  /** When the search must end, as epoch ms, or null (until the stop flag). */
  readonly deadline: number | null;
  readonly seed: number;
  readonly exclude: readonly number[];
}

/** A host's search threads: each gets the job (with its own seed) and resolves with its playouts. */
export interface HelperPool {
  readonly size: number;
  search(job: HelperJob): Promise<number[]>;
}

/** Makes (or returns the host's cached) pool of `helpers` threads; null when the host has none. */
export type HelperPools = (helpers: number) => HelperPool | null;

let pools: HelperPools | null = null;

/** Sets the host's search threads for go-engine searchers (null: none, every search on one thread). */
export function provideHelperPools(p: HelperPools | null): void {
  pools = p;
}

/** The host's pool of `helpers` threads, or null. */
export function helperPool(helpers: number): HelperPool | null {
  return helpers > 0 && pools !== null ? pools(helpers) : null;
}

/** Wall-clock time in ms, comparable across threads. */
export const epochMs = (): number => performance.timeOrigin + performance.now();

const GEN = 0;
const ACTIVE = 1;
const STOP = 2;
/** How long the owner waits for its threads to leave the tree before it gives up on them. */
const LEAVE_MS = 2000;

/**
 * The owner's side of the threads' access to its tree. A job runs only while the gate's generation
 * is the job's and the stop flag is down; `close` raises the flag, moves to the next generation (so
 * a job still in a queue never enters) and waits until no thread is inside: only then may the owner
 * re-root or clear the tree.
 */
export class HelperGate {
  readonly buffer = new SharedArrayBuffer(3 * 4);
  private readonly cells = new Int32Array(this.buffer);

  /** Opens the gate for a new job; returns its generation. */
  open(): number {
    Atomics.store(this.cells, STOP, 0);
    return Atomics.load(this.cells, GEN);
  }

  /** Tells the threads to stop (they look every few playouts); does not wait. */
  stop(): void {
    Atomics.store(this.cells, STOP, 1);
  }

  /** Stops the threads and waits until none is inside; false if one is still in after LEAVE_MS. */
  close(): boolean {
    Atomics.store(this.cells, STOP, 1);
    Atomics.add(this.cells, GEN, 1);
    const end = performance.now() + LEAVE_MS;
    for (;;) {
      const inside = Atomics.load(this.cells, ACTIVE);
      if (inside === 0) return true;
      const left = end - performance.now();
      if (left <= 0) return false;
      Atomics.wait(this.cells, ACTIVE, inside, Math.min(left, 50));
    }
  }
}

const built = new Map<string, { game: GoGame; helper: MctsHelper<GoPosition> }>();

/** A thread's side: joins the job's search on the shared tree; returns its playouts. */
export function runHelperJob(job: HelperJob): number {
  const cells = new Int32Array(job.gate);
  Atomics.add(cells, ACTIVE, 1);
  try {
    if (Atomics.load(cells, GEN) !== job.generation || Atomics.load(cells, STOP) !== 0) return 0;
    const key = JSON.stringify([job.params, job.options]);
    let b = built.get(key);
    if (b === undefined) {
      const game = go.create(job.params);
      if (!game.ok) throw new Error(`search thread: ${game.error.message}`);
      const parts = innerSearcher(game.value, job.options);
      if (!parts.ok) throw new Error(`search thread: ${parts.error.message}`);
      b = { game: parts.value.game, helper: new MctsHelper(parts.value.game, parts.value.mcts.options) };
      built.set(key, b);
    }
    const root = b.game.decode(job.position);
    if (!root.ok) throw new Error(`search thread: ${root.error.message}`);
    if (root.value.hashLo !== job.rootHash[0] || root.value.hashHi !== job.rootHash[1])
      throw new Error('search thread: its position is not the root of the shared tree');
    const deadline = job.deadline;
    return b.helper.search(job.tree, {
      root: root.value,
      excludeMoves: job.exclude,
      seed: job.seed,
      stop: new Int32Array(job.gate, STOP * 4, 1),
      playouts: Number.MAX_SAFE_INTEGER,
      timeUp: deadline === null ? () => false : () => epochMs() >= deadline,
    });
  } finally {
    Atomics.sub(cells, ACTIVE, 1);
    Atomics.notify(cells, ACTIVE);
  }
}
