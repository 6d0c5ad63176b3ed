export { AB_OPTIONS, type AbOptions, alphabetaSearcher, createAlphaBeta } from './ab/index.js';
export * from './book/index.js';
export * from './budget.js';
export * from './game.js';
export {
  type HelperSearch,
  MCTS_OPTIONS,
  MctsHelper,
  type MctsOptions,
  MctsSearcher,
  type MctsTreeBuffers,
  mctsSearcher,
} from './mcts/index.js';
export * from './params.js';
export { perft, perftDivide } from './perft.js';
export * from './plugin/index.js';
export * from './registry.js';
export * from './result.js';
export * from './rng.js';
export * from './score.js';
export * from './search.js';
export { minimaxSearcher } from './simple/minimax.js';
export { randomSearcher } from './simple/random.js';
export * from './spec/canonical.js';
export * from './spec/show.js';
export * from './spec/spec.js';
export * from './stats.js';
export * from './yield.js';
