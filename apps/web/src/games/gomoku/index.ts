import { cellName, type GomokuPosition, gomoku } from '@qi/game-gomoku';
import { defineGameUi } from '../types.js';
import { GomokuBoard } from './Board.js';

/** Renju: Black's forbidden points lose at once by the rules; the board refuses them and says why. */
function refuseMove(pos: GomokuPosition, move: number): string | null {
  if (pos.rule !== 'renju' || pos.toMove !== 0 || !pos.isForbidden(move)) return null;
  return `${cellName(pos.size, move)} is forbidden for Black under renju (a double three, double four or overline would lose at once)`;
}

export const gomokuUi = defineGameUi<GomokuPosition>({
  refuseMove: (_game, pos, move) => refuseMove(pos, move),
  plugin: gomoku,
  Board: GomokuBoard,
  numbersOnStones: true,
  sides: ['Black', 'White'],
  defaultLimits: { timeMs: 2000, depth: 0, nodes: 0 },
  formatName: 'board diagram (rows from the top, e.g. 15/15/7x7/… b)',
});
