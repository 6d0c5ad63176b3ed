import {
  formatSpec,
  type Game,
  type ParamSpec,
  type ParamValue,
  type Player,
  type Position,
  type Registry,
  resolveParams,
  type SearcherDef,
  type SearchLimits,
} from '@qi/core-search';

/** How hard the computer thinks; 0 switches a limit off. The first limit reached stops the search. */
export interface Limits {
  readonly timeMs: number;
  readonly depth: number;
  /** Nodes for alpha-beta, playouts for MCTS. */
  readonly nodes: number;
}

export type PlayerConfig =
  | { readonly kind: 'human' }
  | {
      readonly kind: 'ai';
      readonly searcher: string;
      /** Searcher options as chosen in the form (validated against the searcher's ParamSpec). */
      readonly options: Readonly<Record<string, ParamValue>>;
      readonly limits: Limits;
    };

export type Players = readonly [PlayerConfig, PlayerConfig];

export const HUMAN: PlayerConfig = { kind: 'human' };

export const isHuman = (players: Players, p: Player): boolean => players[p].kind === 'human';

/** Searchers that can play this game: its strongest first (the default opponent), then the others. */
export function searchersFor(registry: Registry, game: Game<Position>): SearcherDef[] {
  return registry.searchersFor(game);
}

/** Per searcher id, option values a game's UI prefers over the searcher's defaults (e.g. a smaller MCTS chunk). */
export type OptionDefaults = Readonly<Record<string, Readonly<Record<string, ParamValue>>>>;

/** A computer player with the searcher's default options, overridden by the game's preferences. */
export function aiPlayer(def: SearcherDef, limits: Limits, preferred: OptionDefaults = {}): PlayerConfig {
  const options: Record<string, ParamValue> = {};
  for (const o of def.options) options[o.name] = preferred[def.id]?.[o.name] ?? o.default;
  return { kind: 'ai', searcher: def.id, options, limits };
}

/**
 * Makes a player config (from a save, a URL or the form) valid for this game: an unknown or unsupported
 * searcher becomes the preferred one, unknown or out-of-range options fall back to their defaults.
 */
export function normalizePlayer(
  config: PlayerConfig,
  available: readonly SearcherDef[],
  defaultLimits: Limits,
  preferred: OptionDefaults = {},
): PlayerConfig {
  if (config.kind === 'human') return HUMAN;
  const def = available.find((s) => s.id === config.searcher) ?? available[0];
  if (!def) return HUMAN;
  if (def.id !== config.searcher) return aiPlayer(def, defaultLimits, preferred);
  const options: Record<string, ParamValue> = {};
  for (const spec of def.options) {
    const raw = config.options[spec.name];
    const r = raw === undefined ? null : resolveParams(def.id, [spec], { [spec.name]: raw });
    options[spec.name] = r?.ok ? r.value[spec.name]! : spec.default;
  }
  return { kind: 'ai', searcher: def.id, options, limits: normalizeLimits(config.limits, defaultLimits) };
}

function normalizeLimits(l: Partial<Limits> | undefined, fallback: Limits): Limits {
  const pick = (v: unknown, d: number) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : d;
  return {
    timeMs: pick(l?.timeMs, fallback.timeMs),
    depth: pick(l?.depth, fallback.depth),
    nodes: pick(l?.nodes, fallback.nodes),
  };
}

/** The searcher spec text, listing only options that differ from their defaults: `mcts(rave=false)`. */
export function searcherSpec(def: SearcherDef, options: Readonly<Record<string, ParamValue>>): string {
  const params: Record<string, string> = {};
  for (const spec of def.options as readonly ParamSpec[]) {
    const v = options[spec.name];
    if (v !== undefined && v !== spec.default) params[spec.name] = String(v);
  }
  return formatSpec({ name: def.id, params });
}

/** Search limits for one move; zeros are left out. */
export function searchLimits(l: Limits, seed: number): SearchLimits {
  return {
    seed,
    ...(l.timeMs > 0 ? { timeMs: l.timeMs } : {}),
    ...(l.depth > 0 ? { depth: l.depth } : {}),
    ...(l.nodes > 0 ? { nodes: l.nodes } : {}),
  };
}

/** One line for the player panel: `alphabeta · 1 s · depth 8`. */
export function describeLimits(l: Limits): string {
  const parts: string[] = [];
  if (l.timeMs > 0) parts.push(l.timeMs >= 1000 ? `${l.timeMs / 1000} s` : `${l.timeMs} ms`);
  if (l.depth > 0) parts.push(`depth ${l.depth}`);
  if (l.nodes > 0) parts.push(`${l.nodes} nodes`);
  return parts.length ? parts.join(' · ') : 'no limit';
}

/** Named strengths for players: each a time per move (the lowest two also cap the depth). */
export const LEVELS: readonly { readonly name: string; readonly limits: Limits }[] = [
  { name: '1 · beginner', limits: { timeMs: 100, depth: 1, nodes: 0 } },
  { name: '2 · casual', limits: { timeMs: 300, depth: 2, nodes: 0 } },
  { name: '3 · intermediate', limits: { timeMs: 1000, depth: 0, nodes: 0 } },
  { name: '4 · club', limits: { timeMs: 2000, depth: 0, nodes: 0 } },
  { name: '5 · strong', limits: { timeMs: 5000, depth: 0, nodes: 0 } },
  { name: '6 · master', limits: { timeMs: 10000, depth: 0, nodes: 0 } },
];

/** The index of the level these limits are, or -1 for custom limits. */
export function levelOf(l: Limits): number {
  return LEVELS.findIndex(
    (v) => v.limits.timeMs === l.timeMs && v.limits.depth === l.depth && v.limits.nodes === l.nodes,
  );
}
