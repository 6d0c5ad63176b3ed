import type { Game, QiError, Result } from '@qi/core-search';
import {
  formatMove,
  type Notation,
  parseMoveText,
  type XiangqiPosition,
  xiangqiWithEngine,
} from '@qi/game-xiangqi';
import { defineGameUi, type Notation as UiNotation } from '../types.js';
import { XiangqiBoard } from './Board.js';

/** "+" after a move that gives check, "#" after one that ends the game with the opponent in check. */
export function checkMark(pos: XiangqiPosition, move: number): string {
  const after = pos.clone();
  after.make(move);
  if (!after.inCheck()) return '';
  return after.outcome().kind === 'win' ? '#' : '+';
}

const notation = (id: Notation, label: string): UiNotation<XiangqiPosition> => ({
  id,
  label,
  write: (_game, pos, move) => formatMove(pos, move, id) + checkMark(pos, move),
});

/** Typed moves: the game's own notation first, then every other notation the plugin reads. */
function parseAny(game: Game<XiangqiPosition>, pos: XiangqiPosition, typed: string): Result<number, QiError> {
  // A check mark copied from the move list is not part of the move (no notation ends a move with + or #).
  const text = typed.trim().replace(/[+#]+$/, '');
  const first = game.parseMove(pos, text);
  if (first.ok) return first;
  for (const n of ['iccs', 'wxf', 'chinese', 'uci'] as const) {
    const r = parseMoveText(pos, text, n);
    if (r.ok) return r;
  }
  return first;
}

export const xiangqiUi = defineGameUi<XiangqiPosition>({
  plugin: xiangqiWithEngine,
  Board: XiangqiBoard,
  sides: ['Red', 'Black'],
  defaultLimits: { timeMs: 2000, depth: 0, nodes: 0 },
  // Playouts are slow here (a 256-playout step can take half a second): smaller steps keep "stop" prompt.
  searcherDefaults: { mcts: { chunk: 32 } },
  formatName: 'FEN',
  flipForSecond: true,
  notations: [
    notation('chinese', 'Chinese (炮二平五)'),
    notation('wxf', 'WXF (C2.5)'),
    notation('iccs', 'ICCS (h2e2)'),
  ],
  parseMove: (game, pos, text) => parseAny(game, pos, text),
});
