import type { GameRecord } from '@qi/arena';
import type { TaskPayload } from '@qi/arena/node';
import Tinypool from 'tinypool';

export interface GamePool {
  run(payload: TaskPayload, signal?: AbortSignal): Promise<GameRecord>;
  destroy(): Promise<void>;
}

/**
 * A pool of `threads` worker threads, each playing one game at a time. From the built CLI the
 * workers load `worker.js` beside it; from sources (tests) a small bootstrap registers the
 * TypeScript loader first and the workspace packages resolve to their sources.
 */
export function createGamePool(threads: number): GamePool {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(fromSource ? '../worker-dev.mjs' : './worker.js', import.meta.url).href;
  const pool = new Tinypool({
    filename,
    minThreads: threads,
    maxThreads: threads,
    isolateWorkers: false,
    ...(fromSource ? { execArgv: ['--conditions=@qi/source'] } : {}),
  });
  return {
    run: (payload, signal) => pool.run(payload, signal ? { signal } : {}) as Promise<GameRecord>,
    destroy: () => pool.destroy(),
  };
}
