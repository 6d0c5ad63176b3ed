import { gomoku } from '@qi/game-gomoku';
import { defineGameUi } from '../types.js';
import { GomokuBoard } from './Board.js';

export const gomokuUi = defineGameUi({
  plugin: gomoku,
  Board: GomokuBoard,
  sides: ['Black', 'White'],
  defaultLimits: { timeMs: 2000, depth: 0, nodes: 0 },
  formatName: 'board diagram (rows from the top, e.g. 15/15/7x7/… b)',
});
