import { addResult, type MatchSummary, type Tally } from './match.js';
import type { GameResult } from './play.js';
import {
  type EloEstimate,
  likelihoodOfSuperiority,
  type Pentanomial,
  pentanomialElo,
  scoreOf,
  trinomialElo,
} from './stats.js';

/** One finished game of a pairing: its round inside the pairing (2k and 2k+1 form a pair) and result. */
export interface RoundResult {
  readonly round: number;
  readonly result: GameResult;
}

const halfPoints = (r: GameResult): number => (r === 'a' ? 2 : r === 'draw' ? 1 : 0);

/**
 * Summary of one pairing from its finished games in any order (a parallel or resumed run finishes
 * them out of order). Pairs are rounds 2k and 2k+1; the pentanomial model is used when every game
 * belongs to a finished pair and there are at least two pairs, else the trinomial one.
 */
export function summarizeRounds(games: readonly RoundResult[]): MatchSummary {
  let tally: Tally = { aWins: 0, bWins: 0, draws: 0 };
  const byPair = new Map<number, GameResult[]>();
  for (const g of games) {
    tally = addResult(tally, g.result);
    const k = g.round >> 1;
    const list = byPair.get(k) ?? [];
    list.push(g.result);
    byPair.set(k, list);
  }
  const pentanomial: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let complete = 0;
  for (const list of byPair.values()) {
    if (list.length !== 2) continue;
    complete++;
    pentanomial[(halfPoints(list[0]!) + halfPoints(list[1]!)) as 0 | 1 | 2 | 3 | 4]++;
  }
  const wdl = { wins: tally.aWins, draws: tally.draws, losses: tally.bWins };
  const paired = complete >= 2 && complete * 2 === games.length;
  return {
    ...tally,
    games: games.length,
    score: scoreOf(wdl),
    estimate: paired ? pentanomialElo(pentanomial as Pentanomial) : trinomialElo(wdl),
    pentanomial,
    los: likelihoodOfSuperiority(wdl),
  };
}

export interface Standing {
  readonly player: number;
  readonly name: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Points per game in [0,1]. */
  readonly score: number;
  /** Elo against the average opponent it met, with a trinomial 95% interval. */
  readonly estimate: EloEstimate;
}

/** A finished game between players `a` and `b` (indices), from `a`'s point of view. */
export interface PlayerResult {
  readonly a: number;
  readonly b: number;
  readonly result: GameResult;
}

/** Every player's score and Elo against the field, best score first (ties keep player order). */
export function standings(names: readonly string[], games: readonly PlayerResult[]): Standing[] {
  const wdl = names.map(() => ({ wins: 0, draws: 0, losses: 0 }));
  for (const g of games) {
    const a = wdl[g.a]!;
    const b = wdl[g.b]!;
    if (g.result === 'a') {
      a.wins++;
      b.losses++;
    } else if (g.result === 'b') {
      a.losses++;
      b.wins++;
    } else {
      a.draws++;
      b.draws++;
    }
  }
  const rows = names.map((name, player): Standing => {
    const r = wdl[player]!;
    return {
      player,
      name,
      games: r.wins + r.draws + r.losses,
      ...r,
      score: scoreOf(r),
      estimate: trinomialElo(r),
    };
  });
  return rows.sort((x, y) => y.score - x.score || x.player - y.player);
}
