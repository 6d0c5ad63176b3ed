import { connect4Ui } from './connect4/index.js';
import { goUi } from './go/index.js';
import { gomokuUi } from './gomoku/index.js';
import { tictactoeUi } from './tictactoe/index.js';
import type { GameUi } from './types.js';
import { xiangqiUi } from './xiangqi/index.js';

/**
 * The games the app offers, in picker order: one board for every game of the registry (@qi/catalog's
 * list; a test checks none is missing). Adding a game: its plugin in the catalog and a GameUi here.
 */
export const GAME_UIS: readonly GameUi[] = [tictactoeUi, connect4Ui, gomokuUi, goUi, xiangqiUi];

export const gameUi = (id: string): GameUi | undefined => GAME_UIS.find((g) => g.plugin.meta.id === id);
