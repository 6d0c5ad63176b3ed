// Node-only parts of the arena: external engines as child processes, and the task runner that
// builds players from specs (searchers or engines). The main entry stays free of Node APIs.
export { gameCodec, type MoveCodec } from './engines/codec.js';
export { splitCommand } from './engines/command.js';
export { type EnginePlayerOptions, engineLimits, moveTimeout } from './engines/common.js';
export { gomocupPlayer, gomocupRule } from './engines/gomocup.js';
export { gridStones } from './engines/grid.js';
export { gtpCommand, gtpPlayer } from './engines/gtp.js';
export { EngineError, EngineProcess, killAllEngines } from './engines/process.js';
export {
  checkEngineSpec,
  type EngineHooks,
  findExecutable,
  type PlayerSpecErrorCode,
  resolvePlayer,
} from './engines/resolve.js';
export {
  createTaskRunner,
  type TaskPayload,
  type TaskRunner,
  type TaskRunnerOptions,
} from './engines/runner.js';
export {
  ENGINE_PROTOCOLS,
  type EngineProtocol,
  type EngineSpec,
  type EngineSpecErrorCode,
  isEngineSpec,
  parseEngineSpec,
} from './engines/spec.js';
export { infoScore, type UciPlayerOptions, uciPlayer } from './engines/uci.js';
