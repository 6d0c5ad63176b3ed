import type { Game, Outcome, QiError, RawParams, Result } from '@qi/core-search';
import { ok } from '@qi/core-search';
import { xiangqi } from '../plugin.js';
import type { XiangqiPosition } from '../position.js';
import { XiangqiEvaluator } from './evaluate.js';
import { evalParams, type XiangqiEvalOverrides } from './params.js';
import { DEFAULT_TACTICAL_OPTIONS, type TacticalOptions, XiangqiTactics } from './tactical.js';
import { nullMoveSafe } from './zugzwang.js';

/**
 * Repetition verdicts (perpetual check or chase, plain repetition) and the no-capture draw depend on the
 * game's history, not on the position: search must not store them as facts about the position.
 */
export const isPathOutcome = (outcome: Outcome): boolean =>
  outcome.kind !== 'ongoing' && outcome.reason !== 'checkmate' && outcome.reason !== 'stalemate';

/** The Xiangqi-specific search features a game variant switches (the generic ones are alpha-beta options). */
export interface XiangqiFeatures extends TacticalOptions {
  /** Extend the search one ply after a move that gives check. */
  readonly checkExtension: boolean;
  /**
   * Null-move pruning only when the side to move keeps enough attacking material (chariots, horses,
   * cannons and crossed soldiers worth at least `nullMoveMinAttack` units); otherwise zugzwang is likely.
   */
  readonly nullMoveGuard: boolean;
  readonly nullMoveMinAttack: number;
}

export const DEFAULT_FEATURES: XiangqiFeatures = {
  ...DEFAULT_TACTICAL_OPTIONS,
  checkExtension: true,
  nullMoveGuard: true,
  nullMoveMinAttack: 2,
};

export interface XiangqiEngineGameOptions {
  /** The plugin's parameters (notation, moveLimit, repetitions). */
  readonly rules?: RawParams;
  readonly eval?: XiangqiEvalOverrides;
  readonly features?: Partial<XiangqiFeatures>;
}

/** A Xiangqi game with the capabilities alpha-beta uses filled in, plus the parts it is made of. */
export interface XiangqiEngineGame {
  readonly game: Game<XiangqiPosition>;
  readonly evaluator: XiangqiEvaluator;
  readonly tactics: XiangqiTactics;
  readonly features: XiangqiFeatures;
}

/**
 * The Xiangqi plugin's game with evaluation, tactical moves (quiescence and capture ordering), check
 * extension and the null-move guard. Parameter errors come back typed.
 */
export function createXiangqiEngineGame(
  options: XiangqiEngineGameOptions = {},
): Result<XiangqiEngineGame, QiError> {
  const base = xiangqi.create(options.rules ?? {});
  if (!base.ok) return base;
  const features: XiangqiFeatures = { ...DEFAULT_FEATURES, ...options.features };
  const evaluator = new XiangqiEvaluator(evalParams(options.eval));
  const tactics = new XiangqiTactics(features);
  const minAttack = features.nullMoveMinAttack;
  const game: Game<XiangqiPosition> = {
    ...base.value,
    info: base.value.info,
    evaluate: (pos) => evaluator.evaluate(pos),
    tacticalMoves: (pos, out) => tactics.tacticalMoves(pos, out),
    tacticalAmong: (pos, moves, n, out) => tactics.tacticalAmong(pos, moves, n, out),
    isTactical: (pos, move) => tactics.isTactical(pos, move),
    ...(features.checkExtension ? { extension: (pos: XiangqiPosition) => (pos.inCheck() ? 1 : 0) } : {}),
    ...(features.nullMoveGuard
      ? { nullMoveAllowed: (pos: XiangqiPosition) => nullMoveSafe(pos, minAttack) }
      : {}),
    pathDependent: (_pos, outcome) => isPathOutcome(outcome),
  };
  return ok({ game, evaluator, tactics, features });
}
