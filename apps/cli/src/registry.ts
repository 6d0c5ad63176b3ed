import { createQiRegistry } from '@qi/catalog';
import type { Game, Position, Registry } from '@qi/core-search';

/** The CLI's registry: every plugin Qi ships (the same list the web app and the arena build from). */
export function createRegistry(): Registry {
  return createQiRegistry();
}

/** The default AI for `game`: the searcher that plays it best (its plugin says which). */
export function defaultAi(registry: Registry, game: Game<Position>): string {
  return registry.strongest(game);
}

/** The default AI as help text. */
export const AI_DEFAULT_TEXT = "the game's strongest searcher (see qi list)";
