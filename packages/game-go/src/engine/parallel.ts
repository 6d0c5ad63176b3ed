import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { MctsTreeBuffers } from '@qi/core-search';
import type { StoneColor } from '../geometry.js';
import { type HelperJob, runHelperJob } from './helper-job.js';
import type { GoEngineOptions } from './options.js';

/**
 * What a search thread needs to join a search: the game record (it replays only what is new), the
 * side to move, and the shared tree (`MctsSearcher` with `sharedTree`, its root already prepared).
 */
export interface WorkerSearchRequest {
  readonly id: number;
  readonly size: number;
  readonly komi: number;
  readonly setup: readonly number[];
  readonly moves: readonly { readonly color: StoneColor; readonly move: number }[];
  /** The side to move at the root (a controller may ask for either side). */
  readonly color: StoneColor;
  /** The root's hash halves: a worker whose position differs refuses to search the tree. */
  readonly rootHash: readonly [number, number];
  readonly tree: MctsTreeBuffers;
  /** An Int32Array's memory: the owner sets element 0 to 1 to end the search. */
  readonly stop: SharedArrayBuffer;
  /**
   * When the search must end, as wall-clock epoch ms (`epochMs()`), or null for no time bound. An
   * absolute end, not a duration: a worker that receives the request late still ends with the
   * main thread.
   */
  readonly deadline: number | null;
  /** This thread's share of a playout budget, or null. */
  readonly nodes: number | null;
  readonly seed: number;
  /** Root moves the search may not choose. */
  readonly exclude: readonly number[];
}

/** The engine side a worker drives (GoEngine implements it; kept as an interface to avoid a cycle). */
export interface SharedSearcher {
  /** Searches the shared tree of `req` from the position the record gives; returns the playouts. */
  searchShared(req: WorkerSearchRequest): number;
}

/** tsx's ESM API (its `import` export; require() would find the CommonJS build, which cannot register). */
function tsxApiUrl(): string {
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
}

/** The error of a search the pool was closed under (not a failure of the threads). */
export const POOL_CLOSED = 'pool closed';

export { epochMs } from './helper-job.js';

/** What a search thread is sent: the GTP engine's search, or a go-engine searcher's job. */
type WorkerMessage = WorkerSearchRequest | (HelperJob & { readonly id: number });

type SearchReply = { id: number; playouts: number } | { id: number; error: string };
type WorkerReply = SearchReply | { ready: true };

/**
 * Worker threads that search one tree with the main thread (tree parallelism with virtual loss:
 * the tree lives on shared memory, each thread has its own board, playouts and seed). The worker
 * code is loaded from `moduleUrl`, a module exporting `searchWorkerMain`.
 */
export class SearchPool {
  private readonly workers: Worker[] = [];
  /** Whether each worker has built its engine (a cold worker would join a timed search late). */
  private readonly ready: boolean[] = [];
  private readonly waiting = new Map<
    number,
    { resolve: (playouts: number) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private closing = false;
  broken: string | null = null;

  constructor(count: number, moduleUrl: string, options: GoEngineOptions) {
    const source = moduleUrl.endsWith('.ts');
    // From sources (tests, benchmarks), the worker registers tsx before importing TypeScript.
    const tsx = source ? tsxApiUrl() : null;
    const code =
      `const { parentPort } = require('node:worker_threads');` +
      `(async () => {` +
      (tsx ? `(await import(${JSON.stringify(tsx)})).register();` : '') +
      `const m = await import(${JSON.stringify(moduleUrl)});` +
      `if (typeof m.searchWorkerMain !== 'function') throw new Error('no searchWorkerMain in ${moduleUrl}');` +
      `m.searchWorkerMain();` +
      `})().catch((e) => parentPort.postMessage({ id: 0, error: String(e && e.stack || e) }));`;
    const execArgv = source ? ['--conditions=@qi/source'] : [];
    for (let i = 0; i < count; i++) {
      const w = new Worker(code, { eval: true, execArgv, workerData: { options } });
      w.unref();
      const index = i;
      this.ready.push(false);
      w.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) this.ready[index] = true;
        else this.onReply(reply);
      });
      w.on('error', (e) => this.fail(`worker error: ${e.message}`));
      // terminate() ends a worker with code 1: only an exit nobody asked for is a failure.
      w.on('exit', (code) => {
        if (code !== 0 && !this.closing) this.fail(`worker exited with code ${code}`);
      });
      this.workers.push(w);
    }
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Sends the search to the workers (seeds seed+1, seed+2…) and resolves with their playouts. A
   * timed search goes only to workers that are ready (the others are still starting); a playout
   * budget waits for every worker, so that it is played in full.
   */
  search(req: Omit<WorkerSearchRequest, 'id'> | HelperJob): Promise<number[]> {
    if (this.broken !== null) return Promise.reject(new Error(this.broken));
    const timed = req.deadline !== null;
    return Promise.all(
      this.workers.map((w, i) =>
        timed && !this.ready[i]
          ? Promise.resolve(0)
          : new Promise<number>((resolve, reject) => {
              const id = this.nextId++;
              this.waiting.set(id, { resolve, reject });
              w.postMessage({ ...req, id, seed: (req.seed + i + 1) >>> 0 } satisfies WorkerMessage);
            }),
      ),
    );
  }

  /** Ends the workers; a search still waited for (one the engine gave up on) rejects with POOL_CLOSED. */
  async close(): Promise<void> {
    this.closing = true;
    this.fail(POOL_CLOSED);
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
    this.ready.length = 0;
  }

  private onReply(reply: SearchReply): void {
    if ('error' in reply) {
      this.fail(reply.error);
      return;
    }
    const w = this.waiting.get(reply.id);
    if (!w) return;
    this.waiting.delete(reply.id);
    w.resolve(reply.playouts);
  }

  private fail(message: string): void {
    if (this.broken === null) this.broken = message;
    for (const w of this.waiting.values()) w.reject(new Error(message));
    this.waiting.clear();
  }
}

/**
 * The body of a search worker: builds its own engine from the options it was given and joins
 * every search it is sent on the shared tree (see worker.ts).
 */
export function serveSearches(make: (options: GoEngineOptions) => SharedSearcher): void {
  const port = parentPort;
  if (port === null) return;
  const options = (workerData as { options: GoEngineOptions }).options;
  const engine = make({ ...options, threads: 1, earlyStop: false });
  port.postMessage({ ready: true } satisfies WorkerReply);
  port.on('message', (req: WorkerMessage) => {
    try {
      // A go-engine searcher's job (helper-job.ts), or the GTP engine's search.
      const playouts = 'kind' in req ? runHelperJob(req) : engine.searchShared(req);
      port.postMessage({ id: req.id, playouts } satisfies WorkerReply);
    } catch (e) {
      port.postMessage({ id: req.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  });
}
