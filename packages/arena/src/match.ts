import type { Game, Position, Player as Side } from '@qi/core-search';
import { match } from 'ts-pattern';
import { type GameRecord, type GameResult, type PlayGameOptions, playGame } from './play.js';
import type { PlayerLike } from './player.js';
import { mixSeed } from './seed.js';
import {
  type EloEstimate,
  likelihoodOfSuperiority,
  type Pentanomial,
  pentanomialElo,
  scoreOf,
  trinomialElo,
  type Wdl,
} from './stats.js';

export interface Tally {
  readonly aWins: number;
  readonly bWins: number;
  readonly draws: number;
}

export interface MatchOptions<P extends Position> extends Omit<PlayGameOptions<P>, 'aSide' | 'seed'> {
  readonly games: number;
  /** Base seed; game i gets `gameSeed(seed, i)`. */
  readonly seed?: number;
  /** Called after each game with its 0-based index and the running tally. */
  readonly onGame?: (record: GameRecord, index: number, tally: Tally) => void;
}

/** A plays first in games 0, 2, 4… (the 1st, 3rd, 5th…), so consecutive games form side-swapped pairs. */
export function sideForGame(index: number): Side {
  return (index & 1) as Side;
}

/** The seed of game `index` of a match: any runner (serial, workers, resumed) plays the same games. */
export function gameSeed(matchSeed: number, index: number): number {
  return mixSeed(matchSeed, index);
}

export interface MatchResult {
  readonly records: readonly GameRecord[];
  readonly tally: Tally;
}

/** Plays `games` games between A and B in order, alternating sides; players are reused across games. */
export async function runMatch<P extends Position>(
  game: Game<P>,
  a: PlayerLike<P>,
  b: PlayerLike<P>,
  opts: MatchOptions<P>,
): Promise<MatchResult> {
  const { games, seed = 1, onGame, ...rest } = opts;
  const records: GameRecord[] = [];
  let tally: Tally = { aWins: 0, bWins: 0, draws: 0 };
  for (let i = 0; i < games; i++) {
    const record = await playGame(game, a, b, { ...rest, aSide: sideForGame(i), seed: gameSeed(seed, i) });
    records.push(record);
    tally = addResult(tally, record.result);
    onGame?.(record, i, tally);
  }
  return { records, tally };
}

export function addResult(t: Tally, r: GameResult): Tally {
  return match(r)
    .with('a', () => ({ ...t, aWins: t.aWins + 1 }))
    .with('b', () => ({ ...t, bWins: t.bWins + 1 }))
    .with('draw', () => ({ ...t, draws: t.draws + 1 }))
    .exhaustive();
}

export function tallyOf(results: readonly GameResult[]): Tally {
  return results.reduce(addResult, { aWins: 0, bWins: 0, draws: 0 });
}

export const wdlOf = (t: Tally): Wdl => ({ wins: t.aWins, draws: t.draws, losses: t.bWins });

/** A's points in half-points (win 2, draw 1), so a pair's total indexes the pentanomial counts. */
const points = (r: GameResult): number =>
  match(r)
    .with('a', () => 2)
    .with('draw', () => 1)
    .with('b', () => 0)
    .exhaustive();

/**
 * Pentanomial counts over consecutive pairs (games 0+1, 2+3, …): `counts[k]` pairs where A scored
 * k/2 points. A trailing unpaired game is left out.
 */
export function pentanomialOf(results: readonly GameResult[]): [number, number, number, number, number] {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (let i = 0; i + 1 < results.length; i += 2) {
    counts[(points(results[i]!) + points(results[i + 1]!)) as 0 | 1 | 2 | 3 | 4]++;
  }
  return counts;
}

export interface MatchSummary extends Tally {
  readonly games: number;
  readonly score: number;
  /** Pentanomial when every game is paired and there are at least two pairs, else trinomial. */
  readonly estimate: EloEstimate;
  readonly pentanomial: Pentanomial;
  /** Likelihood that A is stronger than B. */
  readonly los: number;
}

export function summarize(results: readonly GameResult[]): MatchSummary {
  const tally = tallyOf(results);
  const wdl = wdlOf(tally);
  const pentanomial = pentanomialOf(results);
  const paired = results.length % 2 === 0 && results.length >= 4;
  return {
    ...tally,
    games: results.length,
    score: scoreOf(wdl),
    estimate: paired ? pentanomialElo(pentanomial) : trinomialElo(wdl),
    pentanomial,
    los: likelihoodOfSuperiority(wdl),
  };
}
