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
export { mixSeed } from './seed.js';
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
