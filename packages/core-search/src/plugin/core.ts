import { alphabetaSearcher } from '../ab/searcher.js';
import { mctsSearcher } from '../mcts/searcher.js';
import { minimaxSearcher } from '../simple/minimax.js';
import { randomSearcher } from '../simple/random.js';
import { definePlugin } from './plugin.js';

/** The generic searchers, as a plugin: every app's list starts with it. */
export const coreSearchPlugin = definePlugin({
  name: '@qi/core-search',
  searchers: [randomSearcher, minimaxSearcher, alphabetaSearcher, mctsSearcher],
});
