import { coreSearchPlugin, type QiPlugin, Registry } from '@qi/core-search';
import { connect4Plugin } from '@qi/game-connect4';
import { goPlugin } from '@qi/game-go';
import { gomokuPlugin } from '@qi/game-gomoku';
import { tictactoePlugin } from '@qi/game-tictactoe';
import { xiangqiPlugin } from '@qi/game-xiangqi';

/**
 * Every plugin Qi ships, in listing order: the generic searchers first, then each game package with
 * its engines and protocols. The CLI, the web app's page and worker, the arena and the protocol
 * commands all build their registry from this one list.
 */
export const QI_PLUGINS: readonly QiPlugin[] = [
  coreSearchPlugin,
  tictactoePlugin,
  connect4Plugin,
  gomokuPlugin,
  goPlugin,
  xiangqiPlugin,
];

/** The registry of everything Qi ships, plus any plugins of your own. */
export function createQiRegistry(extra: readonly QiPlugin[] = []): Registry {
  return new Registry([...QI_PLUGINS, ...extra]);
}
