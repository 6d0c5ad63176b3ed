import { checkEngineSpec, type EngineHooks, isEngineSpec, type MoveCodec } from '@qi/arena/node';
import { canonicalSpec, type Game, type Position, type Registry } from '@qi/core-search';
import { formatCoordinates, parseCoordinates, type XiangqiPosition } from '@qi/game-xiangqi';
import { inputError } from './io.js';

/**
 * What the generic engine adapters need to know per game: Xiangqi engines speak coordinate moves
 * (UCI ranks 1–10, UCCI/ICCS ranks 0–9) whatever notation the game is set to show, and
 * Fairy-Stockfish needs `UCI_Variant xiangqi`.
 */
export const engineHooks: EngineHooks = {
  codecFor(protocol, game) {
    if (game.info.id !== 'xiangqi' || (protocol !== 'uci' && protocol !== 'ucci')) return undefined;
    const system = protocol === 'uci' ? 'uci' : 'iccs';
    const codec: MoveCodec<XiangqiPosition> = {
      format: (_pos, move) => formatCoordinates(move, system),
      parse: (pos, text) => parseCoordinates(pos, text, system),
    };
    return codec as unknown as MoveCodec;
  },
  variantFor: (game) => (game.info.id === 'xiangqi' ? 'xiangqi' : undefined),
};

/**
 * Checks a player spec (a searcher of the registry or an external engine) for `game` without
 * starting anything, and returns the name it will play under. Usage errors name the flag.
 */
export function checkPlayer(registry: Registry, spec: string, game: Game<Position>, flag: string): string {
  if (isEngineSpec(spec)) {
    const r = checkEngineSpec(spec, game);
    if (!r.ok) throw inputError(flag, r.error);
    return r.value.name;
  }
  // Checked, not built: a spec asking for a 4 GiB table allocates nothing until a game starts.
  const r = registry.checkSearcher(spec, game);
  if (!r.ok) throw inputError(flag, r.error);
  return canonicalSpec(r.value.def.id, r.value.def.options, r.value.options);
}
