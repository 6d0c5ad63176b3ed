import type { Game, Position } from '../game.js';
import { type ParamSpec, type RawParams, resolveParams } from '../params.js';
import { err, ok, type QiError, type Result } from '../result.js';
import type { Searcher, SearcherDef } from '../search.js';
import { canonicalSpec } from '../spec/canonical.js';

/** What a game's own engine declares: its options and a factory for that game's type only. */
export interface EngineSpec<G extends Game<P>, P extends Position> {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly options: readonly ParamSpec[];
  /** True for exactly the game objects this engine can play (usually the plugin's brand). */
  readonly owns: (game: Game<Position>) => game is G;
  /** Why another game is refused, e.g. "plays only go". */
  readonly refusal: string;
  create(game: G, options: RawParams): Result<Searcher<P>, QiError>;
}

/**
 * Turns a game's own engine into a registry searcher: `supports` accepts the games `owns` accepts and
 * says why not otherwise; `create` refuses the rest with a typed error.
 */
export function engineSearcher<G extends Game<P>, P extends Position>(spec: EngineSpec<G, P>): SearcherDef {
  return {
    id: spec.id,
    name: spec.name,
    description: spec.description,
    options: spec.options,
    supports: (game) => (spec.owns(game) ? true : spec.refusal),
    create<Q extends Position>(game: Game<Q>, raw: RawParams = {}): Result<Searcher<Q>, QiError> {
      if (!spec.owns(game)) return err('unsupported', `searcher "${spec.id}" ${spec.refusal}`, spec.id);
      const r = spec.create(game, raw);
      // `owns` proved the game is G, so its positions (the only ones it is ever started from) are P.
      return r as unknown as Result<Searcher<Q>, QiError>;
    },
  };
}

/**
 * A generic searcher under another name with other defaults, for the games `owns` accepts: how a
 * plugin ships "alpha-beta as tuned for this game" as its engine. The options keep the base's schema
 * with the new defaults, so every option stays available and the defaults live here once.
 */
export function tunedSearcher(
  base: SearcherDef,
  spec: {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly defaults: RawParams;
    readonly owns: (game: Game<Position>) => boolean;
    readonly refusal: string;
  },
): Result<SearcherDef, QiError> {
  // Validate the defaults against the base schema once, so a typo is an error, not a silent default.
  const resolved = resolveParams(spec.id, base.options, spec.defaults);
  if (!resolved.ok) return resolved;
  const options: ParamSpec[] = base.options.map((o) => {
    const v = resolved.value[o.name];
    return v === undefined || v === o.default ? o : ({ ...o, default: v } as ParamSpec);
  });
  return ok({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    options,
    supports(game) {
      if (!spec.owns(game)) return spec.refusal;
      return base.supports(game);
    },
    create<Q extends Position>(game: Game<Q>, raw: RawParams = {}): Result<Searcher<Q>, QiError> {
      if (!spec.owns(game)) return err('unsupported', `searcher "${spec.id}" ${spec.refusal}`, spec.id);
      const own = resolveParams(spec.id, options, raw);
      if (!own.ok) return own;
      const created = base.create(game, own.value);
      if (!created.ok) return created;
      const inner = created.value;
      return ok(renamed(inner, spec.id, options, own.value));
    },
  });
}

function renamed<Q extends Position>(
  inner: Searcher<Q>,
  id: string,
  schema: readonly ParamSpec[],
  values: Readonly<Record<string, number | boolean | string>>,
): Searcher<Q> {
  return {
    id,
    spec: canonicalSpec(id, schema, values),
    options: values,
    newGame: () => inner.newGame(),
    start: (root, limits, hooks) => inner.start(root, limits, hooks),
    ...(inner.played ? { played: (move: number) => inner.played?.(move) } : {}),
  };
}
