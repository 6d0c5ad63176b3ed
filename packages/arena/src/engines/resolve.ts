import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import {
  err,
  type Game,
  ok,
  type Position,
  type QiError,
  type Registry,
  type Result,
  type SearchLimits,
} from '@qi/core-search';
import { type Player, searcherPlayer } from '../player.js';
import type { MoveCodec } from './codec.js';
import { gomocupPlayer } from './gomocup.js';
import { gtpPlayer } from './gtp.js';
import { type EngineProtocol, type EngineSpec, isEngineSpec, parseEngineSpec } from './spec.js';
import { uciPlayer } from './uci.js';

/** Per-game wire details the generic adapters cannot know (e.g. Xiangqi's UCI square names). */
export interface EngineHooks {
  codecFor?(protocol: EngineProtocol, game: Game<Position>): MoveCodec | undefined;
  /** `UCI_Variant` for a game (e.g. `xiangqi`). */
  variantFor?(game: Game<Position>): string | undefined;
}

/** Which game each protocol plays (UCI/UCCI: any game whose position text is FEN-like). */
const PROTOCOL_GAMES: Partial<Record<EngineProtocol, string>> = { gtp: 'go', gomocup: 'gomoku' };

/** Finds an executable the way a shell would: a path with a slash as is, else along PATH. */
export function findExecutable(file: string): string | null {
  const candidates = file.includes('/')
    ? [file]
    : (process.env.PATH ?? '').split(delimiter).map((d) => join(d, file));
  for (const c of candidates) {
    try {
      accessSync(c, constants.X_OK);
      return c;
    } catch {
      // not here
    }
  }
  return null;
}

export type PlayerSpecErrorCode = 'engine-spec' | 'engine-missing' | 'engine-game';

/** Checks an engine spec against a game without starting it: syntax, protocol, executable. */
export function checkEngineSpec(text: string, game: Game<Position>): Result<EngineSpec, QiError> {
  const spec = parseEngineSpec(text);
  if (!spec.ok) return spec;
  const wanted = PROTOCOL_GAMES[spec.value.protocol];
  if (wanted && wanted !== game.info.id)
    return err('engine-game', `${spec.value.protocol} engines play ${wanted}, not ${game.info.id}`, text);
  if (findExecutable(spec.value.argv[0]!) === null)
    return err('engine-missing', `"${spec.value.argv[0]}" is not an executable file (from "${text}")`, text);
  return spec;
}

/**
 * A player from a spec: an engine (`gtp:…`, `uci:…`, `ucci:…`, `gomocup:…`) or a searcher spec of
 * the registry (`mcts(playouts=2000)`), which searches with `limits` on every move.
 */
export function resolvePlayer<P extends Position>(
  registry: Registry,
  text: string,
  game: Game<P>,
  limits: SearchLimits,
  hooks: EngineHooks = {},
): Result<Player<P>, QiError> {
  if (isEngineSpec(text)) {
    const spec = checkEngineSpec(text, game as Game<Position>);
    if (!spec.ok) return spec;
    const codec = hooks.codecFor?.(spec.value.protocol, game as Game<Position>) as MoveCodec<P> | undefined;
    const opts = { limits, ...(codec ? { codec } : {}) };
    const s = spec.value;
    if (s.protocol === 'gtp') return ok(gtpPlayer<P>(s, opts));
    if (s.protocol === 'gomocup') return ok(gomocupPlayer<P>(s, opts));
    const variant = hooks.variantFor?.(game as Game<Position>);
    return ok(uciPlayer<P>({ ...s, protocol: s.protocol }, { ...opts, ...(variant ? { variant } : {}) }));
  }
  const searcher = registry.createSearcher(text, game);
  if (!searcher.ok) return searcher;
  return ok(searcherPlayer(searcher.value, limits));
}
