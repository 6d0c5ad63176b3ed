export {
  headerDifference,
  type Journal,
  type JournalErrorCode,
  type JournalGame,
  type JournalHeader,
  journalGame,
  parseJournal,
} from './journal.js';
export {
  addResult,
  gameSeed,
  type MatchOptions,
  type MatchResult,
  type MatchSummary,
  pentanomialOf,
  runMatch,
  sideForGame,
  summarize,
  type Tally,
  tallyOf,
  wdlOf,
} from './match.js';
export {
  type Opening,
  type OpeningErrorCode,
  openingPosition,
  parseOpenings,
  randomOpenings,
} from './openings.js';
export {
  type GameRecord,
  type GameResult,
  type MoveEvent,
  type MoveRecord,
  type PlayGameOptions,
  playGame,
  resultOf,
} from './play.js';
export {
  type MoveChoice,
  type MoveRequest,
  type Player,
  type PlayerLike,
  searcherPlayer,
  toPlayer,
} from './player.js';
export {
  pgnFormat,
  playerOfSide,
  type RecordFormat,
  type RecordInfo,
  recordFileName,
  resultTag,
} from './records.js';
export { eloChartSvg, htmlReport, type ReportGame, type ReportInput, type ReportPairing } from './report.js';
export { type GameTask, pairings, type ScheduleOptions, schedule, type TournamentMode } from './schedule.js';
export { mixSeed } from './seed.js';
export {
  type SprtDecision,
  type SprtParams,
  type SprtState,
  sprt,
  sprtBounds,
  sprtPentanomial,
  sprtProblem,
  sprtTrinomial,
} from './sprt.js';
export {
  type SpsaParam,
  type SpsaPoint,
  type SpsaSettings,
  spsaPoint,
  spsaStep,
  spsaValues,
} from './spsa.js';
export {
  type PlayerResult,
  type RoundResult,
  type Standing,
  standings,
  summarizeRounds,
} from './standings.js';
export {
  type EloEstimate,
  eloFromScore,
  erf,
  likelihoodOfSuperiority,
  type Pentanomial,
  pentanomialElo,
  scoreFromElo,
  scoreOf,
  trinomialElo,
  type Wdl,
  Z95,
} from './stats.js';
export { type RunTasksOptions, type RunTasksResult, runTasks } from './tasks.js';
