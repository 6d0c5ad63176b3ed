import type { Player as Side } from '@qi/core-search';
import { match } from 'ts-pattern';
import { gameSeed } from './match.js';

/** `match`: two players; `round-robin`: every pair; `gauntlet`: player 0 against each of the others. */
export type TournamentMode = 'match' | 'round-robin' | 'gauntlet';

/** One game of a tournament, fully determined by the schedule (so workers and resumed runs agree). */
export interface GameTask {
  /** Position in the schedule, 0-based; the key of a game in a results file. */
  readonly index: number;
  /** Which pairing (pair of players) the game belongs to. */
  readonly pairing: number;
  /** Player indices: `a` is the pairing's first player. */
  readonly a: number;
  readonly b: number;
  /** Game number inside the pairing; games 2k and 2k+1 share an opening with colours swapped. */
  readonly round: number;
  /** The side player `a` moves for (0 moves first). */
  readonly aSide: Side;
  /** Index into the openings list, or -1 for the game's initial position. */
  readonly opening: number;
  readonly seed: number;
}

export interface ScheduleOptions {
  readonly mode: TournamentMode;
  /** Number of players (2 for a match). */
  readonly players: number;
  /** Games per pairing. */
  readonly games: number;
  /** Number of openings available (0: every game starts from the initial position). */
  readonly openings: number;
  readonly seed: number;
}

/** The pairs of players that meet, in order. */
export function pairings(mode: TournamentMode, players: number): [number, number][] {
  return match(mode)
    .with('match', (): [number, number][] => (players >= 2 ? [[0, 1]] : []))
    .with('gauntlet', () =>
      Array.from({ length: Math.max(0, players - 1) }, (_, i): [number, number] => [0, i + 1]),
    )
    .with('round-robin', () => {
      const out: [number, number][] = [];
      for (let i = 0; i < players; i++) for (let j = i + 1; j < players; j++) out.push([i, j]);
      return out;
    })
    .exhaustive();
}

/**
 * Every game of a tournament. Pairings take turns by game pairs (pair 1 of every pairing, then pair
 * 2…), so a run stopped early is balanced. In each pair, the same opening is played twice with the
 * colours swapped: `a` moves first in the pair's first game.
 */
export function schedule(opts: ScheduleOptions): GameTask[] {
  const pairs = pairings(opts.mode, opts.players);
  const tasks: GameTask[] = [];
  const pairRounds = Math.ceil(opts.games / 2);
  for (let r = 0; r < pairRounds; r++) {
    const opening = opts.openings > 0 ? r % opts.openings : -1;
    pairs.forEach(([a, b], pairing) => {
      for (let k = 0; k < 2; k++) {
        const round = 2 * r + k;
        if (round >= opts.games) break;
        const index = tasks.length;
        tasks.push({
          index,
          pairing,
          a,
          b,
          round,
          aSide: k as Side,
          opening,
          seed: gameSeed(opts.seed, index),
        });
      }
    });
  }
  return tasks;
}
