export { AB_OPTIONS, type AbOptions } from './options.js';
export { type AbEnvironment, alphabetaSearcher, createAlphaBeta, supportsAlphaBeta } from './searcher.js';
export type { Clock } from './time.js';
