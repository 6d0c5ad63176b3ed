export { Board } from './board.js';
export {
  type FenErrorCode,
  type FenLegalityCode,
  type FenSetup,
  type FenSyntaxCode,
  isFenSyntaxError,
  parseFen,
  START_FEN,
  writeFen,
} from './fen.js';
export { MOVE_ID_LIMIT, pointName } from './geometry.js';
export { formatChinese, normalizeChinese, parseChinese } from './notation/chinese.js';
export {
  type CoordinateSystem,
  formatCoordinates,
  formatIccs,
  formatUci,
  parseCoordinates,
  parseIccs,
  parseUci,
} from './notation/coords.js';
export { describeMove, type MoveDescription } from './notation/describe.js';
export type { MoveError, MoveErrorCode } from './notation/errors.js';
export { formatMove, NOTATIONS, type Notation, parseMoveText } from './notation/index.js';
export { formatWxf, normalizeWxf, parseWxf } from './notation/wxf.js';
export { perft, perftBoard, perftDivide } from './perft.js';
export { type XiangqiParams, xiangqi, xiangqiMeta } from './plugin.js';
export { DEFAULT_RULES, hashBoard, NULL_MOVE, XiangqiPosition, type XiangqiRules } from './position.js';
export { chasedBy, judgeCycle } from './repetition.js';

import type { XiangqiPosition } from './position.js';

/** Legal captures of the side to move (quiescence); returns the count written into `out`. */
export const tacticalMoves = (pos: XiangqiPosition, out: Int32Array): number => pos.generateCaptures(out);
export * from './book/index.js';
export * from './engine/index.js';
export { isXiangqiEngineGame } from './engine/plugin.js';
export * from './protocol/index.js';
export { xiangqiEngineSearcher, xiangqiPlugin } from './qi-plugin.js';
