import { connect4 } from '@qi/game-connect4';
import { defineGameUi } from '../types.js';
import { Connect4Board } from './Board.js';

export const connect4Ui = defineGameUi({
  plugin: connect4,
  Board: Connect4Board,
  sides: ['x (red)', 'o (yellow)'],
  defaultLimits: { timeMs: 1000, depth: 0, nodes: 0 },
  formatName: 'board (rows from the top, e.g. ......./......./…/...x...)',
});
