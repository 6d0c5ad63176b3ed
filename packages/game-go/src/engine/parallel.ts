import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { StoneColor } from '../geometry.js';
import type { GoEngineOptions } from './options.js';

/** Visits and summed rewards of every root move after one search (rewards from the mover's view). */
export interface RootStats {
  readonly moves: readonly number[];
  readonly visits: readonly number[];
  readonly wins: readonly number[];
  readonly playouts: number;
}

/** What a worker needs to search: the whole game record (it keeps its tree when the record grows). */
export interface WorkerSearchRequest {
  readonly id: number;
  readonly size: number;
  readonly komi: number;
  readonly setup: readonly number[];
  readonly moves: readonly { readonly color: StoneColor; readonly move: number }[];
  /**
   * When the search must end, as wall-clock epoch ms (`epochMs()`), or null for no time bound. An
   * absolute end, not a duration: a worker that receives the request late (its previous search ran
   * over, the machine is busy) still ends with the main thread instead of past its grace period.
   */
  readonly deadline: number | null;
  readonly nodes: number | null;
  readonly seed: number;
  /** Root moves the search may not choose. */
  readonly exclude: readonly number[];
}

/** The engine side a worker drives (GoEngine implements it; kept as an interface to avoid a cycle). */
export interface RootSearcher {
  sync(size: number, komi: number, setup: readonly number[], moves: WorkerSearchRequest['moves']): void;
  searchRoot(
    timeMs: number | null,
    nodes: number | null,
    seed: number,
    exclude: readonly number[],
  ): RootStats;
}

/** tsx's ESM API (its `import` export; require() would find the CommonJS build, which cannot register). */
function tsxApiUrl(): string {
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
}

/** The error of a search the pool was closed under (not a failure of the threads). */
export const POOL_CLOSED = 'pool closed';

/** Wall-clock time in ms, comparable across threads (each thread's `performance` has its own origin). */
export function epochMs(): number {
  return performance.timeOrigin + performance.now();
}

/** The search time left until `deadline` at `now` (at least 1 ms), or null when there is no deadline. */
export function timeUntil(deadline: number | null, now: number): number | null {
  return deadline === null ? null : Math.max(1, deadline - now);
}

type WorkerReply = { id: number; stats: RootStats } | { id: number; error: string };

/**
 * Sums the statistics of several searches of the same position (root parallelism) and returns the
 * most visited move that is not excluded (ties: the lower move id), with its merged win rate and the total visits.
 */
export function mergeRoots(
  all: readonly RootStats[],
  excluded: readonly number[],
): { move: number; visits: number; winrate: number; total: number; playouts: number } | null {
  const visits = new Map<number, number>();
  const wins = new Map<number, number>();
  let total = 0;
  let playouts = 0;
  for (const s of all) {
    playouts += s.playouts;
    for (let i = 0; i < s.moves.length; i++) {
      const m = s.moves[i]!;
      visits.set(m, (visits.get(m) ?? 0) + s.visits[i]!);
      wins.set(m, (wins.get(m) ?? 0) + s.wins[i]!);
      total += s.visits[i]!;
    }
  }
  let best = -1;
  let bestVisits = -1;
  const skip = new Set(excluded);
  for (const [m, v] of visits) {
    if (skip.has(m)) continue;
    if (v > bestVisits || (v === bestVisits && m < best)) {
      best = m;
      bestVisits = v;
    }
  }
  if (best < 0) return null;
  const winrate = bestVisits > 0 ? wins.get(best)! / bestVisits : 0.5;
  return { move: best, visits: bestVisits, winrate, total, playouts };
}

/**
 * Worker threads that each keep a searcher of their own and search the position they are sent
 * with their own seed (root parallelism: trees are never shared, only root counts are merged).
 * The worker code is loaded from `moduleUrl`, a module exporting `searchWorkerMain`.
 */
export class SearchPool {
  private readonly workers: Worker[] = [];
  private readonly waiting = new Map<
    number,
    { resolve: (s: RootStats) => void; reject: (e: Error) => void }
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
      w.on('message', (reply: WorkerReply) => this.onReply(reply));
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

  /** Sends the search to every worker (seeds seed+1, seed+2…) and resolves with all their stats. */
  search(req: Omit<WorkerSearchRequest, 'id'>): Promise<RootStats[]> {
    if (this.broken !== null) return Promise.reject(new Error(this.broken));
    return Promise.all(
      this.workers.map(
        (w, i) =>
          new Promise<RootStats>((resolve, reject) => {
            const id = this.nextId++;
            this.waiting.set(id, { resolve, reject });
            w.postMessage({ ...req, id, seed: (req.seed + i + 1) >>> 0 } satisfies WorkerSearchRequest);
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
  }

  private onReply(reply: WorkerReply): void {
    if ('error' in reply) {
      this.fail(reply.error);
      return;
    }
    const w = this.waiting.get(reply.id);
    if (!w) return;
    this.waiting.delete(reply.id);
    w.resolve(reply.stats);
  }

  private fail(message: string): void {
    if (this.broken === null) this.broken = message;
    for (const w of this.waiting.values()) w.reject(new Error(message));
    this.waiting.clear();
  }
}

/**
 * The body of a search worker: builds its own engine from the options it was given and answers
 * every search request with the root statistics of its own tree (see worker.ts).
 */
export function serveSearches(make: (options: GoEngineOptions) => RootSearcher): void {
  const port = parentPort;
  if (port === null) return;
  const options = (workerData as { options: GoEngineOptions }).options;
  const engine = make({ ...options, threads: 1, earlyStop: false });
  port.on('message', (req: WorkerSearchRequest) => {
    try {
      engine.sync(req.size, req.komi, req.setup, req.moves);
      const stats = engine.searchRoot(timeUntil(req.deadline, epochMs()), req.nodes, req.seed, req.exclude);
      port.postMessage({ id: req.id, stats } satisfies WorkerReply);
    } catch (e) {
      port.postMessage({ id: req.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  });
}
