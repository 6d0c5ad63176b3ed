/**
 * Where Node's search threads come from: the worker module of this build (sources, the package's own
 * build, or a program's bundle) and the pools go-engine searchers share.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HelperPool } from './helper-job.js';
import { DEFAULT_ENGINE_OPTIONS } from './options.js';
import { SearchPool } from './parallel.js';

/** The entry a program that bundles the engine puts beside its chunks for the search threads. */
export const BUNDLED_WORKER = 'worker-go.js';

const nodePools = new Map<number, SearchPool>();

/**
 * Node's search threads for go-engine searchers (`provideHelperPools(nodeHelperPools)`): one pool
 * per thread count, shared by the searchers of this process (they search one at a time), made on
 * first use from this build's worker module; null when the build has none.
 */
export function nodeHelperPools(helpers: number): HelperPool | null {
  let pool = nodePools.get(helpers);
  if (pool?.broken != null) {
    void pool.close();
    pool = undefined;
  }
  if (pool === undefined) {
    const url = defaultWorkerModule();
    if (url === null) return null;
    pool = new SearchPool(helpers, url, DEFAULT_ENGINE_OPTIONS);
    nodePools.set(helpers, pool);
  }
  return pool;
}

/**
 * The module search workers load: this package's worker entry when running from its sources or
 * from its own build (whose index exports `searchWorkerMain`); inside another program's bundle,
 * its `worker-go.js` beside this chunk (the qi CLI has one); else null.
 */
export function defaultWorkerModule(): string | null {
  const here = import.meta.url;
  if (here.endsWith('/src/engine/node-threads.ts')) return new URL('./worker.ts', here).href;
  if (/\/game-go\/dist\/index\.js$/.test(here)) return here;
  if (!here.startsWith('file:')) return null;
  const bundled = new URL(`./${BUNDLED_WORKER}`, here);
  return existsSync(fileURLToPath(bundled)) ? bundled.href : null;
}
