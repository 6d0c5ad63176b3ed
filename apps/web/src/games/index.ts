import { tictactoeUi } from './tictactoe/index.js';
import type { GameUi } from './types.js';

/** The games the app offers, in picker order. Adding a game: its plugin in registry.ts and a GameUi here. */
export const GAME_UIS: readonly GameUi[] = [tictactoeUi];

export const gameUi = (id: string): GameUi | undefined => GAME_UIS.find((g) => g.plugin.meta.id === id);
