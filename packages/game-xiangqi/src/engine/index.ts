export { attackedBy } from './attacks.js';
export {
  createXiangqiEngine,
  XIANGQI_SEARCH_DEFAULTS,
  type XiangqiEngine,
  type XiangqiEngineOptions,
} from './engine.js';
export { XiangqiEvaluator } from './evaluate.js';
export { FITTED_EVAL_PARAMS } from './fitted-params.js';
export {
  createXiangqiEngineGame,
  DEFAULT_FEATURES,
  isPathOutcome,
  type XiangqiEngineGame,
  type XiangqiEngineGameOptions,
  type XiangqiFeatures,
} from './game.js';
export {
  DEFAULT_EVAL_PARAMS,
  evalParams,
  HAND_EVAL_PARAMS,
  type XiangqiEvalOverrides,
  type XiangqiEvalParams,
} from './params.js';
export { xiangqiWithEngine } from './plugin.js';
export { buildPieceSquareValues, PIECE_SQUARE_TABLES, type PieceTables } from './tables.js';
export { DEFAULT_TACTICAL_OPTIONS, type TacticalOptions, XiangqiTactics } from './tactical.js';
export { attackUnits, nullMoveSafe } from './zugzwang.js';
