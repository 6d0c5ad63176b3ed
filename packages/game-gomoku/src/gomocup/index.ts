export { ABOUT, aboutLine } from './about.js';
export { type Collect, IDLE_FULL_GROWTH, type IdleMoment, idleCollector } from './idle-gc.js';
export { type BoardLine, type GomocupCommand, parseBoardLine, parseCommand, parseXY } from './parse.js';
export { type LineSink, runGomocup, runGomocupEngine } from './run.js';
export { type GomocupOptions, GomocupSession, type TurnReport } from './session.js';
export {
  DEFAULT_TURN_MS,
  FAST_MS,
  type GomocupClock,
  MIN_MS,
  moveBudget,
  newClock,
  recordMoveTime,
} from './time.js';
