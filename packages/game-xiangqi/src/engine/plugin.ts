import { createBrand, type Game, type GamePlugin, ok, type Position } from '@qi/core-search';
import { xiangqiMeta } from '../plugin.js';
import type { XiangqiPosition } from '../position.js';
import { XiangqiEvaluator } from './evaluate.js';
import { createXiangqiEngineGame } from './game.js';
import { evalParams, type XiangqiEvalOverrides } from './params.js';
import { DEFAULT_TACTICAL_OPTIONS, type TacticalOptions, XiangqiTactics } from './tactical.js';

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

/** Evaluation and tactical-list switches that a variant of the engine game changes. */
export interface EngineVariant {
  readonly eval?: XiangqiEvalOverrides;
  readonly tactics?: Partial<TacticalOptions>;
}

/**
 * The same engine game with other evaluation parameters and tactical-list options (for measuring one of
 * them against the defaults in one process): a new game object, marked as an engine game, sharing
 * everything else.
 */
export function withEngineVariant(
  game: Game<XiangqiPosition>,
  variant: EngineVariant,
): Game<XiangqiPosition> {
  const evaluator = new XiangqiEvaluator(evalParams(variant.eval));
  const tactics = new XiangqiTactics({ ...DEFAULT_TACTICAL_OPTIONS, ...variant.tactics });
  return engineGames.mark({
    ...game,
    evaluate: (pos: XiangqiPosition) => evaluator.evaluate(pos),
    tacticalMoves: (pos: XiangqiPosition, out: Int32Array) => tactics.tacticalMoves(pos, out),
  });
}
