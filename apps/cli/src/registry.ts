import { createQiRegistry } from '@qi/catalog';
import type { Game, Position, Registry } from '@qi/core-search';
import { nodeHelperPools, provideHelperPools } from '@qi/game-go';

/** The CLI's registry: every plugin Qi ships (the same list the web app and the arena build from). */
export function createRegistry(): Registry {
  // go-engine(threads=N) searches with Node worker threads (the web app gives it Web Workers).
  provideHelperPools(nodeHelperPools);
  return createQiRegistry();
}

/** The default AI for `game`: the searcher that plays it best (its plugin says which). */
export function defaultAi(registry: Registry, game: Game<Position>): string {
  return registry.strongest(game);
}

/** The default AI as help text. */
export const AI_DEFAULT_TEXT = "the game's strongest searcher (see qi list)";
