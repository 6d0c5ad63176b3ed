import {
  type Game,
  NO_MOVE,
  type Outcome,
  outcomeOf,
  type Position,
  type Score,
  type SearchLimits,
  type Player as Side,
  yieldToEventLoop,
} from '@qi/core-search';
import { match } from 'ts-pattern';
import { type PlayerLike, toPlayer } from './player.js';
import { mixSeed } from './seed.js';

/** Who won a game, from the match's point of view. */
export type GameResult = 'a' | 'b' | 'draw';

export interface MoveRecord {
  readonly move: number;
  /** The move as `game.moveToString` wrote it before it was played. */
  readonly text: string;
  /** Which match player chose it. */
  readonly by: 'a' | 'b';
  readonly score: Score | null;
  readonly nodes: number;
  readonly timeMs: number;
}

export interface GameRecord {
  /** The game's spec, e.g. `tictactoe`. */
  readonly game: string;
  readonly a: string;
  readonly b: string;
  /** The side player A moved for (0 moves first). */
  readonly aSide: Side;
  readonly seed: number;
  /** The start position as `game.encode` wrote it. */
  readonly start: string;
  /** Opening moves played from `start` before the players took over (`moveToString` texts). */
  readonly opening: readonly string[];
  /** The players' moves, after the opening. */
  readonly moves: readonly MoveRecord[];
  /** The final outcome by side; forfeits and adjudications are outcomes too. */
  readonly outcome: Outcome;
  readonly result: GameResult;
  /** Why the game ended: the game's own reason or `forfeit: …` / `ply limit`. */
  readonly reason: string;
  /** Details of a forfeit (the illegal move), when there was one. */
  readonly note?: string;
}

export interface MoveEvent {
  readonly ply: number;
  readonly record: MoveRecord;
}

export interface PlayGameOptions<P extends Position> {
  /** The side player A moves for; 0 (the default) moves first. */
  readonly aSide?: Side;
  /** Start position (cloned; the caller's position is never touched). Defaults to `game.initial()`. */
  readonly start?: P;
  /**
   * Opening moves played from the start before the players move (legal move ids, in order). Players
   * see them in `history`, so protocol engines replay them.
   */
  readonly opening?: readonly number[];
  /** Seed of the game; each move's search seed is derived from it and the ply. */
  readonly seed?: number;
  /** Limits for players given as bare searchers. */
  readonly limits?: SearchLimits;
  /** Adjudicate a draw after this many plies (defaults to `game.info.maxPlies`). */
  readonly maxPlies?: number;
  /** Aborting rejects the promise with the signal's reason; an unfinished game has no record. */
  readonly signal?: AbortSignal;
  readonly onMove?: (event: MoveEvent) => void;
}

const PLY_LIMIT = outcomeOf('draw', 'ply limit');

/**
 * Plays one game between A and B and returns its record. A player that resigns (NO_MOVE) or
 * answers an illegal move loses by forfeit instead of breaking the match.
 */
export async function playGame<P extends Position>(
  game: Game<P>,
  a: PlayerLike<P>,
  b: PlayerLike<P>,
  opts: PlayGameOptions<P> = {},
): Promise<GameRecord> {
  const pa = toPlayer(a, opts.limits);
  const pb = toPlayer(b, opts.limits);
  const aSide: Side = opts.aSide ?? 0;
  const bySide = aSide === 0 ? ([pa, pb] as const) : ([pb, pa] as const);
  const seed = (opts.seed ?? 1) >>> 0;
  const pos = (opts.start ?? game.initial()).clone();
  const start = game.encode(pos);
  const maxPlies = opts.maxPlies ?? game.info.maxPlies;
  const history: number[] = [];
  const moves: MoveRecord[] = [];
  const opening: string[] = [];
  for (const move of opts.opening ?? []) {
    if (!pos.isLegal(move))
      throw new RangeError(`opening move id ${move} is illegal at ply ${history.length}`);
    opening.push(game.moveToString(pos, move));
    pos.make(move);
    history.push(move);
  }

  await pa.newGame(game, pos.clone(), aSide);
  await pb.newGame(game, pos.clone(), (1 - aSide) as Side);

  const finish = (outcome: Outcome, note?: string): GameRecord => ({
    game: game.spec,
    a: pa.name,
    b: pb.name,
    aSide,
    seed,
    start,
    opening,
    moves,
    outcome,
    result: resultOf(outcome, aSide),
    reason: outcome.kind === 'ongoing' ? 'ongoing' : outcome.reason,
    ...(note === undefined ? {} : { note }),
  });

  for (;;) {
    // In-process players answer without a macrotask; yield one so a signal (SIGINT) can abort the game.
    if (opts.signal) await yieldToEventLoop();
    opts.signal?.throwIfAborted();
    const outcome = pos.outcome();
    if (outcome.kind !== 'ongoing') return finish(outcome);
    if (history.length >= maxPlies) return finish(PLY_LIMIT);
    const side = pos.toMove;
    const player = bySide[side];
    const by = side === aSide ? 'a' : 'b';
    const choice = await player.chooseMove({
      game,
      position: pos.clone(),
      side,
      history,
      start,
      seed: mixSeed(seed, history.length),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    opts.signal?.throwIfAborted();
    const winner = (1 - side) as Side;
    if (choice.move === NO_MOVE)
      return finish(
        outcomeOf('win', winner, `forfeit: ${choice.reason ?? 'resigned'}`),
        choice.note === undefined ? undefined : `${player.name}: ${choice.note}`,
      );
    if (!pos.isLegal(choice.move))
      return finish(
        outcomeOf('win', winner, 'forfeit: illegal move'),
        `${player.name} answered move id ${choice.move} at ply ${history.length}${choice.note ? ` (${choice.note})` : ''}`,
      );
    const record: MoveRecord = {
      move: choice.move,
      text: game.moveToString(pos, choice.move),
      by,
      score: choice.score ?? null,
      nodes: choice.nodes ?? 0,
      timeMs: choice.timeMs ?? 0,
    };
    pos.make(choice.move);
    history.push(choice.move);
    moves.push(record);
    pa.played?.(choice.move);
    pb.played?.(choice.move);
    opts.onMove?.({ ply: history.length, record });
  }
}

/** Maps a side-based outcome to the match's A/B view (`ongoing` never reaches a record; it maps to draw). */
export function resultOf(outcome: Outcome, aSide: Side): GameResult {
  return match(outcome)
    .with({ kind: 'win' }, (o): GameResult => (o.winner === aSide ? 'a' : 'b'))
    .with({ kind: 'draw' }, { kind: 'ongoing' }, (): GameResult => 'draw')
    .exhaustive();
}
