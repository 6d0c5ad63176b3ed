import type { HelperJob, HelperPool } from '@qi/game-go';
import { canShareMemory, MAX_HELPERS } from './threads.js';

/**
 * Web Workers as the Go engine's search threads (`provideHelperPools(browserHelperPools)` in the AI
 * worker). Shared memory needs a cross-origin isolated page (the server sends COOP and COEP, see
 * vite.config.ts); without it there are no threads and the engine searches on one.
 */
type Reply =
  | { readonly id: number; readonly playouts: number }
  | { readonly id: number; readonly error: string };

const pools = new Map<number, HelperPool>();

export function browserHelperPools(helpers: number): HelperPool | null {
  if (!canShareMemory() || helpers < 1) return null;
  const count = Math.min(helpers, MAX_HELPERS);
  let pool = pools.get(count);
  if (pool === undefined) {
    pool = makePool(count);
    pools.set(count, pool);
  }
  return pool;
}

function makePool(count: number): HelperPool {
  const waiting = new Map<number, { resolve: (n: number) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const workers = Array.from({ length: count }, () => {
    const w = new Worker(new URL('./go-helper-worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<Reply>) => {
      const r = e.data;
      const p = waiting.get(r.id);
      if (p === undefined) return;
      waiting.delete(r.id);
      if ('error' in r) p.reject(new Error(r.error));
      else p.resolve(r.playouts);
    };
    return w;
  });
  return {
    size: count,
    search: (job: HelperJob) =>
      Promise.all(
        workers.map(
          (w, i) =>
            new Promise<number>((resolve, reject) => {
              const id = nextId++;
              waiting.set(id, { resolve, reject });
              w.postMessage({ id, job: { ...job, seed: (job.seed + i + 1) >>> 0 } });
            }),
        ),
      ),
  };
}
