import { canonicalSpec, type Game, type GameMeta, type GamePlugin, ok, resolveParams } from '@qi/core-search';
import { TicTacToePosition } from './board.js';
import { cellName, decodeBoard, encodeBoard, parseCell } from './codec.js';

export const tictactoeMeta: GameMeta = {
  id: 'tictactoe',
  name: 'Tic-tac-toe',
  description: 'Three in a row on a 3×3 board; X moves first. Solved: perfect play draws.',
  params: [],
};

/** The tic-tac-toe game plugin: register it explicitly in a `Registry`. */
export const tictactoe: GamePlugin<TicTacToePosition> = {
  meta: tictactoeMeta,
  create(raw = {}) {
    const params = resolveParams('tictactoe', tictactoeMeta.params, raw);
    if (!params.ok) return params;
    const game: Game<TicTacToePosition> = {
      meta: tictactoeMeta,
      info: {
        id: 'tictactoe',
        moveIdLimit: 9,
        maxMoves: 9,
        maxPlies: 9,
        smallTree: true,
        drawsPossible: true,
      },
      params: params.value,
      spec: canonicalSpec('tictactoe', tictactoeMeta.params, params.value),
      initial: () => new TicTacToePosition(),
      decode: decodeBoard,
      encode: encodeBoard,
      moveToString: (_pos, move) => cellName(move),
      parseMove: parseCell,
    };
    return ok(game);
  },
};
