export {
  type Command,
  type GoCommand,
  type ProtocolError,
  type ProtocolMode,
  parseCommand,
} from './commands.js';
export {
  ENGINE_AUTHOR,
  ENGINE_NAME,
  XiangqiEngineProtocol,
  type XiangqiEngineProtocolOptions,
} from './engine-protocol.js';
export { applyOption, DEFAULT_SETTINGS, type EngineSettings, optionLines } from './options.js';
export { type LineInput, type LineOutput, type RunEngineOptions, runXiangqiEngine } from './run.js';
export { setUpPosition } from './setup.js';
export {
  type ClockLimits,
  DEFAULT_TIME_POLICY,
  planGo,
  planTime,
  type TimeBudget,
  type TimePolicy,
} from './time.js';
