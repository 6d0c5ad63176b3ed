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
export { type VcfDefence, vcfDefences } from './defence.js';
export {
  chooseMove,
  defaultSearcher,
  type EngineMove,
  type EngineOptions,
  GomokuEngine,
  type MoveReason,
} from './engine.js';
export { gomokuEngineSearcher } from './engine-searcher.js';
export { evaluatePosition, tacticalMovesOf } from './evaluate.js';
export * from './gomocup/index.js';
export * from './patterns.js';
export { playoutGame, priorsOf } from './playout.js';
export {
  createGomoku,
  type GomokuGame,
  type GomokuParams,
  gomoku,
  gomokuMeta,
  isGomokuGame,
} from './plugin.js';
export { gomokuPlugin } from './qi-plugin.js';
export { gomocupRuleMask, MAX_SIZE, MIN_SIZE, RULES, type Rule, ruleFromGomocup } from './rules.js';
export { ThreatTable } from './threat-table.js';
export {
  findOpponentVcf,
  findVcf,
  findVct,
  type ThreatLimits,
  type ThreatResult,
  ThreatSearch,
} from './threats.js';
