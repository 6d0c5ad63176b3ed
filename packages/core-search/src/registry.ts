import type { Game, GamePlugin, Position } from './game.js';
import { resolveParams } from './params.js';
import type { ProtocolDef, QiPlugin } from './plugin/plugin.js';
import { err, ok, type QiError, type Result } from './result.js';
import type { Searcher, SearcherDef } from './search.js';
import { parseSpec, type Spec } from './spec/spec.js';

export type RegistryErrorCode = 'unknown-game' | 'unknown-searcher' | 'unsupported' | 'duplicate';

/** A searcher spec checked against a game without building the searcher (no tables allocated). */
export interface CheckedSearcher {
  readonly def: SearcherDef;
  readonly options: Readonly<Record<string, number | boolean | string>>;
}

/**
 * One registry built from a list of plugins: their games, their searchers (generic ones and each
 * game's own engine) and their protocol front-ends. Apps build it from one list; nothing registers
 * itself on import, and two plugins may not bring the same id.
 */
export class Registry {
  private readonly gameMap = new Map<string, GamePlugin>();
  private readonly searcherMap = new Map<string, SearcherDef>();
  private readonly protocolMap = new Map<string, ProtocolDef>();
  private readonly strongestMap = new Map<string, string>();
  readonly plugins: readonly QiPlugin[];

  constructor(plugins: readonly QiPlugin[]) {
    this.plugins = plugins;
    for (const p of plugins) {
      for (const g of p.games) add(this.gameMap, g.meta.id, g, 'game', p.name);
      for (const s of p.searchers) add(this.searcherMap, s.id, s, 'searcher', p.name);
      for (const pr of p.protocols) add(this.protocolMap, pr.name, pr, 'protocol', p.name);
      for (const [game, searcher] of Object.entries(p.strongest)) this.strongestMap.set(game, searcher);
    }
    for (const [game, searcher] of this.strongestMap)
      if (!this.searcherMap.has(searcher))
        throw new Error(`the strongest searcher for ${game}, "${searcher}", is not registered`);
  }

  get games(): readonly GamePlugin[] {
    return [...this.gameMap.values()];
  }
  get searchers(): readonly SearcherDef[] {
    return [...this.searcherMap.values()];
  }
  get protocols(): readonly ProtocolDef[] {
    return [...this.protocolMap.values()];
  }
  game(id: string): GamePlugin | undefined {
    return this.gameMap.get(id);
  }
  searcher(id: string): SearcherDef | undefined {
    return this.searcherMap.get(id);
  }
  protocol(name: string): ProtocolDef | undefined {
    return this.protocolMap.get(name);
  }

  /** The searchers that can play `game`, the strongest first, then in registration order. */
  searchersFor<P extends Position>(game: Game<P>): SearcherDef[] {
    const best = this.strongest(game);
    const playing = this.searchers.filter((s) => s.supports(game) === true);
    return [...playing.filter((s) => s.id === best), ...playing.filter((s) => s.id !== best)];
  }

  /**
   * The searcher id that plays `game` best: the one its plugin names, else alpha-beta where it plays,
   * else MCTS for large games, else exact minimax.
   */
  strongest<P extends Position>(game: Game<P>): string {
    const fallbacks = game.info.smallTree ? ['alphabeta', 'minimax', 'mcts'] : ['alphabeta', 'mcts'];
    const named = this.strongestMap.get(game.info.id);
    for (const id of named === undefined ? fallbacks : [named, ...fallbacks])
      if (this.searcherMap.get(id)?.supports(game) === true) return id;
    return this.searchers.find((s) => s.supports(game) === true)?.id ?? 'random';
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

  /** Checks a searcher spec for `game` (name, support, option values) without building anything. */
  checkSearcher<P extends Position>(specText: string, game: Game<P>): Result<CheckedSearcher, QiError> {
    const spec = parseSpec(specText);
    if (!spec.ok) return spec;
    return this.check(spec.value, game);
  }

  /** Creates a searcher for `game` from a spec such as `mcts(playouts=20000,rave=true)`. */
  createSearcher<P extends Position>(specText: string, game: Game<P>): Result<Searcher<P>, QiError> {
    const spec = parseSpec(specText);
    if (!spec.ok) return spec;
    const checked = this.check(spec.value, game);
    if (!checked.ok) return checked;
    return checked.value.def.create(game, spec.value.params);
  }

  private check<P extends Position>(spec: Spec, game: Game<P>): Result<CheckedSearcher, QiError> {
    const def = this.searcherMap.get(spec.name);
    if (!def) {
      const known = [...this.searcherMap.keys()].join(', ');
      return err(
        'unknown-searcher',
        `unknown searcher "${spec.name}" (known searchers: ${known})`,
        spec.name,
      );
    }
    const supported = def.supports(game);
    if (supported !== true)
      return err('unsupported', `searcher "${def.id}" cannot play ${game.info.id}: ${supported}`, def.id);
    const options = resolveParams(def.id, def.options, spec.params);
    if (!options.ok) return options;
    return ok({ def, options: options.value });
  }
}

function add<T>(map: Map<string, T>, id: string, value: T, kind: string, plugin: string): void {
  if (map.has(id)) throw new Error(`${kind} "${id}" registered twice (again by ${plugin})`);
  map.set(id, value);
}

/** Convenience: succeed or describe. */
export function describeError(e: QiError): string {
  return e.at === undefined ? `${e.message} [${e.code}]` : `${e.message} [${e.code} at ${e.at}]`;
}
