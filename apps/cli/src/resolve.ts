import type { Game, Position, Registry, Searcher } from '@qi/core-search';
import { inputError, usageError } from './io.js';

/** Creates a game from its spec or throws a usage error naming the bad part. */
export function resolveGame(registry: Registry, spec: string): Game<Position> {
  const r = registry.createGame(spec);
  if (!r.ok) throw inputError('', r.error);
  return r.value;
}

/** Creates a searcher for `game` from its spec; `flag` says which option gave the spec. */
export function resolveSearcher(
  registry: Registry,
  spec: string,
  game: Game<Position>,
  flag: string,
): Searcher<Position> {
  const r = registry.createSearcher(spec, game);
  if (!r.ok) throw inputError(flag, r.error);
  return r.value;
}

/** Decodes position text with the game's own decoder (FEN, board text…). */
export function resolvePosition(game: Game<Position>, text: string | undefined, flag: string): Position {
  if (text === undefined) return game.initial();
  const r = game.decode(text);
  if (!r.ok) throw inputError(flag, r.error);
  return r.value;
}

/** Commands that exist for one game only (tree counting, exact solving). */
export function requireGame(game: Game<Position>, id: string, command: string): void {
  if (game.info.id !== id) throw usageError(`${command} is only available for ${id}, not ${game.info.id}`);
}
