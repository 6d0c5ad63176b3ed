import {
  alphabetaSearcher,
  type GameInfo,
  mctsSearcher,
  minimaxSearcher,
  Registry,
  randomSearcher,
} from '@qi/core-search';
import { connect4 } from '@qi/game-connect4';
import { go } from '@qi/game-go';
import { gomoku } from '@qi/game-gomoku';
import { tictactoe } from '@qi/game-tictactoe';
import { xiangqiWithEngine } from '@qi/game-xiangqi';

/** Every game and searcher the CLI knows, registered explicitly (nothing registers itself on import). */
export function createRegistry(): Registry {
  return new Registry(
    // Xiangqi with its engine's evaluation, so alpha-beta plays it (same id and text as the plain plugin).
    [tictactoe, connect4, gomoku, go, xiangqiWithEngine],
    [randomSearcher, minimaxSearcher, alphabetaSearcher, mctsSearcher],
  );
}

/**
 * The default AI: alpha-beta when it is registered; otherwise exact minimax for small games and
 * MCTS for the rest (plain minimax would not finish there). Without a game, the small-game choice.
 */
export function defaultAi(registry: Registry, info?: GameInfo): string {
  const plays = (id: string) => {
    const def = registry.searcher(id);
    return def !== undefined && (info === undefined || def.supports(info) === true);
  };
  if (plays('alphabeta')) return 'alphabeta';
  if (info && !info.smallTree && plays('mcts')) return 'mcts';
  return 'minimax';
}

/** The default AI as help text. */
export function aiDefaultText(registry: Registry): string {
  return registry.searcher('alphabeta')
    ? 'alphabeta where it plays, else mcts'
    : 'minimax for small games, else mcts';
}
