/**
 * Resolves after one turn of the event loop (a macrotask), so timers, input and signal handlers run.
 * Awaiting an already-resolved promise is not enough: that is a microtask, and a loop of them starves
 * everything else (an in-process match then never sees SIGINT).
 */
export const yieldToEventLoop: () => Promise<void> =
  typeof setImmediate === 'function'
    ? () => new Promise((resolve) => setImmediate(resolve))
    : () => new Promise((resolve) => setTimeout(resolve, 0));
