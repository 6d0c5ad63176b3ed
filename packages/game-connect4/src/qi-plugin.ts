import { definePlugin, type QiPlugin } from '@qi/core-search';
import { connect4ThreatGreedy } from './engine/threat-greedy.js';
import { connect4 } from './plugin.js';

/**
 * Everything @qi/game-connect4 brings: the game and a small engine of its own. Alpha-beta (from the
 * generic searchers) stays the strongest, so `strongest` names it.
 */
export const connect4Plugin: QiPlugin = definePlugin({
  name: '@qi/game-connect4',
  games: [connect4],
  searchers: [connect4ThreatGreedy],
  strongest: { connect4: 'alphabeta' },
});
