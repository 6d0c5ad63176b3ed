/** Search threads the web app's Go engine may use besides the AI worker itself. */
export const MAX_HELPERS = 3;

/** Whether this page can share memory with its workers (and so search with threads). */
export const canShareMemory = (): boolean =>
  (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true &&
  typeof SharedArrayBuffer === 'function';

/** The Go engine's default `threads` here: every core up to 1 + MAX_HELPERS when memory can be shared. */
export function defaultGoThreads(): number {
  if (!canShareMemory()) return 1;
  const cores = typeof navigator === 'undefined' ? 1 : (navigator.hardwareConcurrency ?? 1);
  return Math.max(1, Math.min(cores, 1 + MAX_HELPERS));
}
