import { type HelperJob, runHelperJob } from '@qi/game-go';

/** A Go search thread: joins each job's search on the AI worker's shared tree (go-helpers.ts). */
const ctx = self as unknown as {
  postMessage(m: { id: number; playouts: number } | { id: number; error: string }): void;
  onmessage: ((e: MessageEvent<{ id: number; job: HelperJob }>) => void) | null;
};

ctx.onmessage = (e) => {
  const { id, job } = e.data;
  try {
    ctx.postMessage({ id, playouts: runHelperJob(job) });
  } catch (err) {
    ctx.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
