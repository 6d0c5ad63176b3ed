import { isEngineSpec, parseEngineSpec } from '@qi/arena/node';
import type { Game, Position, Registry } from '@qi/core-search';
import { inputError } from '../io.js';
import { checkPlayer } from '../players.js';

/**
 * Checks a player spec for a queued run and returns its name. Engine specs are only parsed: their
 * binaries live on the workers' machines, which check them before each game.
 */
export function checkQueuedPlayer(
  registry: Registry,
  spec: string,
  game: Game<Position>,
  flag: string,
): string {
  if (!isEngineSpec(spec)) return checkPlayer(registry, spec, game, flag);
  const r = parseEngineSpec(spec);
  if (!r.ok) throw inputError(flag, r.error);
  return r.value.name;
}
