export { BLACK, EMPTY, GomokuPosition, WHITE } from './board.js';
export {
  cellName,
  cellToXY,
  decodePosition,
  encodeMoveList,
  encodePosition,
  type GomokuError,
  type GomokuErrorCode,
  parseCellName,
  parseMoveText,
  positionFromStones,
  xyToCell,
} from './codec.js';
export * from './combos.js';
export { evaluatePosition, tacticalMovesOf } from './evaluate.js';
export * from './patterns.js';
export { playoutGame, priorsOf } from './playout.js';
export { createGomoku, type GomokuGame, type GomokuParams, gomoku, gomokuMeta } from './plugin.js';
export { MAX_SIZE, MIN_SIZE, RULES, type Rule } from './rules.js';
