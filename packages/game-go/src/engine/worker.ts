import { GoEngine } from './engine.js';
import { serveSearches } from './parallel.js';

/**
 * Entry point of a search worker thread (`SearchPool` imports the module that exports it and calls
 * it): serves search requests with a GoEngine of its own. Does nothing outside a worker thread.
 */
export function searchWorkerMain(): void {
  serveSearches((options) => new GoEngine(options));
}
