import { type Game, NO_MOVE, type Position, type SearchLimits } from '@qi/core-search';
import type { MoveChoice } from '../player.js';
import type { MoveCodec } from './codec.js';
import { EngineError } from './process.js';
import type { EngineSpec } from './spec.js';

export interface EnginePlayerOptions<P extends Position = Position> {
  /** Limits of the match (the engine spec's own `movetime`/`depth`/`nodes` win). */
  readonly limits?: SearchLimits;
  /** Wire notation; defaults to the game's own. */
  readonly codec?: MoveCodec<P>;
  /** Time allowed to start the engine and answer setup commands (default 10 s). */
  readonly setupTimeoutMs?: number;
}

/** The engine's limits per move: its spec's own, else the match's; a fixed depth when neither says. */
export function engineLimits(spec: EngineSpec, limits: SearchLimits = {}) {
  const movetime = spec.movetime ?? ((spec.depth ?? spec.nodes) ? undefined : limits.timeMs);
  const depth = spec.depth ?? (spec.movetime || spec.nodes ? undefined : limits.depth);
  const nodes = spec.nodes ?? (spec.movetime || spec.depth ? undefined : limits.nodes);
  return { movetime, depth, nodes };
}

/** How long to wait for a move: the engine's spec `timeout`, else 5 × the move time + 10 s (or a minute). */
export function moveTimeout(spec: EngineSpec, movetime: number | undefined): number {
  if (spec.timeoutMs !== undefined) return spec.timeoutMs;
  return movetime === undefined ? 60_000 : 5 * movetime + 10_000;
}

/** An engine failure as a forfeit: the player gives no move and says why. */
export function forfeit(e: unknown): MoveChoice {
  if (e instanceof EngineError)
    return { move: NO_MOVE, reason: e.message, ...(e.stderr ? { note: `stderr: ${e.stderr}` } : {}) };
  return { move: NO_MOVE, reason: `engine error: ${e instanceof Error ? e.message : String(e)}` };
}

/** Board size of a square-board game (Go, Gomoku) from its parameters. */
export function boardSize(game: Game<Position>): number {
  const size = Number(game.params.size);
  if (!Number.isInteger(size) || size < 1)
    throw new EngineError(`${game.info.id} has no board size for this protocol`);
  return size;
}
