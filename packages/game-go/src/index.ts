export { GoPosition } from './board.js';
export { type CodecErrorCode, decodePosition, encodePosition } from './codec.js';
export {
  type AllocationOptions,
  allocateMs,
  DEFAULT_ALLOCATION,
  GameClock,
  type MoveContext,
  type TimeLeft,
  type TimeSettings,
} from './engine/clock.js';
export {
  type EngineLog,
  type GenmoveOptions,
  type GenmoveResult,
  GoEngine,
  type GoEngineErrorCode,
} from './engine/engine.js';
export { engineGame } from './engine/game.js';
export {
  type HelperJob,
  type HelperPool,
  type HelperPools,
  provideHelperPools,
  runHelperJob,
} from './engine/helper-job.js';
export { nodeHelperPools } from './engine/node-threads.js';
export {
  DEFAULT_ENGINE_OPTIONS,
  ENGINE_MCTS,
  type GoEngineOptions,
  MAX_PLAYOUTS,
} from './engine/options.js';
export { SearchPool } from './engine/parallel.js';
export { createGoEngineSearcher, GO_ENGINE_OPTIONS } from './engine/searcher.js';
export { type BoardStatus, boardStatus } from './engine/status.js';
export { searchWorkerMain } from './engine/worker.js';
export {
  BLACK,
  EDGE,
  EMPTY,
  Geometry,
  geometry,
  MAX_SIZE,
  MIN_SIZE,
  type StoneColor,
  WHITE,
} from './geometry.js';
export { COMMANDS as GTP_COMMANDS, ENGINE_NAME, ENGINE_VERSION, type GtpReply } from './gtp/commands.js';
export { GtpEngine } from './gtp/engine.js';
export { formatResponse, type GtpCommand, type GtpErrorCode, parseCommand } from './gtp/parse.js';
export {
  GTP_WARMUP_PLAYOUTS,
  type GtpInput,
  type GtpOptions,
  type GtpOutput,
  gtpEngineOptions,
  gtpOptionsError,
  MAX_MOVE_SECONDS,
  runGtp,
  runGtpEngine,
} from './gtp/run.js';
export {
  fixedHandicap,
  freeHandicap,
  type HandicapErrorCode,
  maxFixedHandicap,
  placeHandicap,
} from './handicap.js';
export { GAME_OVER, ILLEGAL_REASONS, KO, LEGAL, OCCUPIED, OFF_BOARD, SUICIDE, SUPERKO } from './legality.js';
export {
  areaScoreWithDead,
  type DeadStoneOptions,
  deadAndSeki,
  deadStones,
  estimateOwnership,
  formatScore,
  type OwnershipOptions,
  type StoneStatus,
} from './ownership.js';
export { pattern3Code, pattern3Table } from './patterns.js';
export { DEFAULT_POLICY, type PlayoutPolicy, runPlayout } from './playout.js';
export {
  type GoGame,
  type GoMoveErrorCode,
  go,
  goMeta,
  goSpec,
  isGoGame,
  loadSgf,
  makeGoGame,
  rulesName,
} from './plugin.js';
export { DEFAULT_PRIOR_KNOBS, goPriors, PRIOR_WEIGHTS, type PriorKnobs } from './priors.js';
export { goEngineSearcher, goPlugin } from './qi-plugin.js';
export { type RenderOptions, renderBoard, starPoints } from './render.js';
export {
  DEFAULT_KOMI,
  DEFAULT_PARAMS,
  type GoParams,
  type GoRules,
  goRules,
  type SuperkoRule,
} from './rules.js';
export { scoreBoard } from './score.js';
export { sekiStones } from './seki.js';
export {
  parseSgfPoint,
  positionToSgf,
  positionToSgfTree,
  type SgfGameErrorCode,
  type SgfGameInfo,
  type SgfGoGame,
  type SgfWriteInfo,
  sgfGameInfo,
  sgfPoint,
  sgfToPosition,
  sgfTreeToPosition,
} from './sgf/game.js';
export { lineColumn, parseSgf, type SgfNode, type SgfSyntaxErrorCode, sgfNodeOffset } from './sgf/parse.js';
export { escapeSgfValue, writeSgf } from './sgf/write.js';
export { captureSize, isSelfAtari, isTrueEye, libertiesAfter } from './tactics.js';
export { COLUMNS, parseVertex, type VertexErrorCode, vertexToString } from './vertex.js';
