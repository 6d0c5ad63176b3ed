export { type HelperSearch, MctsHelper } from './helper.js';
export { MCTS_OPTIONS, type MctsOptions } from './options.js';
export { MctsSearcher, mctsSearcher } from './searcher.js';
export type { MctsSession } from './session.js';
export type { MctsTreeBuffers } from './tree.js';
