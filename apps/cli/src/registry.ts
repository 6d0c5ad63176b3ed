import { minimaxSearcher, Registry, randomSearcher } from '@qi/core-search';
import { tictactoe } from '@qi/game-tictactoe';

/**
 * Every game and searcher the CLI knows, registered explicitly.
 * Games still to come: gomoku, go and xiangqi are added here once their packages export a plugin.
 */
export function createRegistry(): Registry {
  return new Registry([tictactoe], [randomSearcher, minimaxSearcher]);
}

/** The strongest general searcher available, the default AI. */
export function defaultAi(registry: Registry): string {
  return registry.searcher('alphabeta') ? 'alphabeta' : 'minimax';
}
