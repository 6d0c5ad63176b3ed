import { tictactoe } from '@qi/game-tictactoe';
import { defineGameUi } from '../types.js';
import { TicTacToeBoard } from './Board.js';
import { TicTacToeExplorer } from './Explorer.js';

export const tictactoeUi = defineGameUi({
  plugin: tictactoe,
  Board: TicTacToeBoard,
  Explorer: TicTacToeExplorer,
  sides: ['X', 'O'],
  defaultLimits: { timeMs: 1000, depth: 0, nodes: 0 },
  formatName: 'board (rows from the top, e.g. x.o/.x./..o)',
});
