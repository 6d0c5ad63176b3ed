import { definePlugin, type QiPlugin } from '@qi/core-search';
import { tictactoe } from './plugin.js';

/** Everything @qi/game-tictactoe brings: the game (alpha-beta and minimax solve it exactly). */
export const tictactoePlugin: QiPlugin = definePlugin({ name: '@qi/game-tictactoe', games: [tictactoe] });
