export { LINES, TicTacToePosition } from './board.js';
export { cellName, decodeBoard, encodeBoard, parseCell, type TicTacToeErrorCode } from './codec.js';
export { tictactoe, tictactoeMeta } from './plugin.js';
export { tictactoePlugin } from './qi-plugin.js';
export { renderBoard } from './render.js';
export { type Solution, TicTacToeSolver, type Value } from './solve.js';
export { countTree, type TreeCount } from './tree.js';
