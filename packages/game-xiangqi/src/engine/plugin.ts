import {
  createBrand,
  type Game,
  type GamePlugin,
  ok,
  type Position,
  type QiError,
  type Result,
} from '@qi/core-search';
import { xiangqiMeta } from '../plugin.js';
import type { XiangqiPosition } from '../position.js';
import { createXiangqiEngineGame } from './game.js';
import type { XiangqiEvalOverrides } from './params.js';

/** Marks the games `xiangqiWithEngine` creates, so the Xiangqi engine can tell them from others. */
const engineGames = createBrand<Game<XiangqiPosition>>();

/** True for games made by `xiangqiWithEngine` (what the Xiangqi engine searcher plays). */
export const isXiangqiEngineGame = (game: Game<Position>): game is Game<XiangqiPosition> =>
  engineGames.is(game);

/**
 * Xiangqi as apps register it: the plugin's rules plus the engine's capabilities (evaluation, tactical
 * moves, check extension, null-move guard, path-dependent repetition scores), so alpha-beta can play it.
 * Same id, parameters and position text as the plain `xiangqi` plugin.
 */
export const xiangqiWithEngine: GamePlugin<XiangqiPosition> = {
  meta: xiangqiMeta,
  create(raw = {}) {
    const r = createXiangqiEngineGame({ rules: raw });
    return r.ok ? ok(engineGames.mark(r.value.game)) : r;
  },
};

/**
 * The same game (its rules) with another evaluation: what an engine option on the evaluation asks for.
 * The result is marked like the registered game, so the engine plays it.
 */
export function withEvaluation(
  game: Game<XiangqiPosition>,
  overrides: XiangqiEvalOverrides,
): Result<Game<XiangqiPosition>, QiError> {
  const r = createXiangqiEngineGame({ rules: game.params, eval: overrides });
  return r.ok ? ok(engineGames.mark(r.value.game)) : r;
}
