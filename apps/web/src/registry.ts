import { alphabetaSearcher, mctsSearcher, minimaxSearcher, Registry, randomSearcher } from '@qi/core-search';
import { go } from '@qi/game-go';
import { gomoku } from '@qi/game-gomoku';
import { tictactoe } from '@qi/game-tictactoe';
import { gomokuEngineSearcher } from './games/gomoku/engineSearcher.js';
import { xiangqiWithEngine } from './games/xiangqi/plugin.js';

/**
 * Every game and searcher the app offers. Shared by the page (forms, move parsing) and the AI worker
 * (searching), so both sides agree on specs. Adding a game: register its plugin here and its board in games/.
 */
export function createRegistry(): Registry {
  return new Registry(
    [tictactoe, gomoku, go, xiangqiWithEngine],
    [alphabetaSearcher, mctsSearcher, gomokuEngineSearcher, minimaxSearcher, randomSearcher],
  );
}
