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
  DEFAULT_MOVE_MS,
  defaultSearcher,
  type EngineMove,
  type EngineOptions,
  GomokuEngine,
  type MoveReason,
} from './engine.js';
export { engineSpec, type QuietSearcher, quietSearcher } from './engine-options.js';
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
export { gomokuEngineSearcher, gomokuPlugin } from './qi-plugin.js';
export { gomocupRuleMask, MAX_SIZE, MIN_SIZE, RULES, type Rule, ruleFromGomocup } from './rules.js';
export {
  createGomokuEngineSearcher,
  ENGINE_DEFAULTS,
  GOMOKU_ENGINE_OPTIONS,
  type GomokuEngineParams,
  resolveEngineParams,
} from './searcher.js';
export { ThreatTable } from './threat-table.js';
export {
  findOpponentVcf,
  findVcf,
  findVct,
  type ThreatLimits,
  type ThreatResult,
  ThreatSearch,
} from './threats.js';
export { EngineTurn, type TurnLimits } from './turn.js';
export { defenceCandidates, findOpponentVct, type VctDefence, vctDefences } from './vct-defence.js';
