import type { Game, GamePlugin, Position } from './game.js';
import { err, type QiError, type Result } from './result.js';
import type { Searcher, SearcherDef } from './search.js';
import { parseSpec } from './spec/spec.js';

export type RegistryErrorCode = 'unknown-game' | 'unknown-searcher' | 'unsupported' | 'duplicate';

/**
 * An explicit registry of game plugins and searcher kinds. Apps build one from the lists they want;
 * nothing registers itself on import.
 */
export class Registry {
  private readonly gameMap = new Map<string, GamePlugin>();
  private readonly searcherMap = new Map<string, SearcherDef>();

  constructor(games: readonly GamePlugin[] = [], searchers: readonly SearcherDef[] = []) {
    for (const g of games) this.addGame(g);
    for (const s of searchers) this.addSearcher(s);
  }

  addGame(plugin: GamePlugin): this {
    if (this.gameMap.has(plugin.meta.id)) throw new Error(`game "${plugin.meta.id}" registered twice`);
    this.gameMap.set(plugin.meta.id, plugin);
    return this;
  }

  addSearcher(def: SearcherDef): this {
    if (this.searcherMap.has(def.id)) throw new Error(`searcher "${def.id}" registered twice`);
    this.searcherMap.set(def.id, def);
    return this;
  }

  get games(): readonly GamePlugin[] {
    return [...this.gameMap.values()];
  }
  get searchers(): readonly SearcherDef[] {
    return [...this.searcherMap.values()];
  }
  game(id: string): GamePlugin | undefined {
    return this.gameMap.get(id);
  }
  searcher(id: string): SearcherDef | undefined {
    return this.searcherMap.get(id);
  }

  /** Creates a game from a spec such as `gomoku(size=15,rule=standard)`. */
  createGame(specText: string): Result<Game<Position>, QiError> {
    const spec = parseSpec(specText);
    if (!spec.ok) return spec;
    const plugin = this.gameMap.get(spec.value.name);
    if (!plugin) {
      const known = [...this.gameMap.keys()].join(', ');
      return err(
        'unknown-game',
        `unknown game "${spec.value.name}" (known games: ${known})`,
        spec.value.name,
      );
    }
    return plugin.create(spec.value.params);
  }

  /** Creates a searcher for `game` from a spec such as `mcts(playouts=20000,rave=true)`. */
  createSearcher<P extends Position>(specText: string, game: Game<P>): Result<Searcher<P>, QiError> {
    const spec = parseSpec(specText);
    if (!spec.ok) return spec;
    const def = this.searcherMap.get(spec.value.name);
    if (!def) {
      const known = [...this.searcherMap.keys()].join(', ');
      return err(
        'unknown-searcher',
        `unknown searcher "${spec.value.name}" (known searchers: ${known})`,
        spec.value.name,
      );
    }
    const supported = def.supports(game.info);
    if (supported !== true)
      return err('unsupported', `searcher "${def.id}" cannot play ${game.info.id}: ${supported}`, def.id);
    return def.create(game, spec.value.params);
  }
}

/** Convenience: succeed or describe. */
export function describeError(e: QiError): string {
  return e.at === undefined ? `${e.message} [${e.code}]` : `${e.message} [${e.code} at ${e.at}]`;
}
