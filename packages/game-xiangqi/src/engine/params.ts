import { FITTED_EVAL_PARAMS } from './fitted-params.js';
import type { PieceTables } from './tables.js';

export { HAND_EVAL_PARAMS } from './hand-params.js';

/**
 * Every number the Xiangqi evaluation uses, in one typed object so it can be tuned (and every knowledge
 * term switched off by zeroing it). Values are centipawns (a soldier on its own side ≈ 100).
 *
 * Terms come in middle-game / end-game pairs where the weight changes with the phase: the evaluation
 * blends them by the remaining chariot, horse and cannon material (see `phaseWeights`).
 */
export interface XiangqiEvalParams {
  /** Material by type, middle game and end game: advisor, elephant, horse, chariot, cannon, soldier. */
  readonly advisor: readonly [number, number];
  readonly elephant: readonly [number, number];
  /** Horses gain value as the board empties (fewer leg blockers); cannons lose it (fewer screens). */
  readonly horse: readonly [number, number];
  readonly chariot: readonly [number, number];
  readonly cannon: readonly [number, number];
  readonly soldier: readonly [number, number];
  /** Phase units of a chariot, horse, cannon (the opening has 2·(2R + 2H + 2C) of them). */
  readonly phaseWeights: readonly [chariot: number, horse: number, cannon: number];
  /** Scales of the piece-square tables (1 = as written in tables.ts), middle game / end game. */
  readonly pstScale: readonly [number, number];
  /**
   * Piece-square tables by piece type (index 1..7: general, advisor, elephant, horse, chariot, cannon,
   * soldier), 90 values each from Red's side, written as the board looks to Red (see tables.ts): the
   * middle game's and the end game's.
   */
  readonly tables: PieceTables;
  readonly tablesEg: PieceTables;
  /** Soldiers across the river: bonus for each pair standing side by side (mutual protection). */
  readonly connectedSoldiers: readonly [number, number];
  /** Advisors and elephants defending: penalty per missing advisor per enemy chariot ("no advisors fear two chariots"). */
  readonly missingAdvisorPerChariot: number;
  /** Penalty per missing elephant per enemy cannon ("no elephants fear cannons"). */
  readonly missingElephantPerCannon: number;
  /** Penalty per missing advisor or elephant per enemy horse. */
  readonly missingGuardPerHorse: number;
  /** King safety: an enemy cannon on the general's file with nothing between them (空头炮). */
  readonly emptyCannon: number;
  /** An enemy cannon on the general's file with two pieces between (a pin of the screens). */
  readonly pinningCannon: number;
  /** An enemy chariot on the general's file with no piece between is check; with one piece between it pins. */
  readonly chariotOnKingFile: number;
  /** Per enemy attacker (chariot, horse, cannon, crossed soldier) inside our half, scaled by `attackerWeight`. */
  readonly kingAttack: number;
  /** Attack weights: chariot, horse, cannon, soldier. */
  readonly attackerWeight: readonly [number, number, number, number];
  /** The general off its home file while the enemy still has a chariot. */
  readonly kingOffFile: number;
  /** Mobility per reachable point: chariot, horse, cannon (non-capturing moves, middle game / end game). */
  readonly chariotMobility: readonly [number, number];
  readonly horseMobility: readonly [number, number];
  readonly cannonMobility: readonly [number, number];
  /** A horse with no move at all (every leg blocked or every target own). */
  readonly trappedHorse: number;
  /** Bonus for the side to move. */
  readonly tempo: number;
  /**
   * Endgame knowledge: a side with no chariot, horse, cannon or soldier cannot win, so its advantage
   * counts as 0; and with only one horse or cannon (no chariot, no crossed soldier) against a defender
   * with both advisors its advantage is divided by `drawishDivisor`.
   */
  readonly cannotWin: boolean;
  readonly drawishDivisor: number;
}

/**
 * What the engine plays with: halfway from the hand values to a least-squares fit of Fairy-Stockfish's
 * static evaluation (scripts/texel/fit-static.ts). It beat the hand values in self-play; the full fit and
 * session 4's Texel-tuned values lost to them (bench/README.md).
 */
export const DEFAULT_EVAL_PARAMS: XiangqiEvalParams = FITTED_EVAL_PARAMS;

/** Overrides on top of the defaults (tuning and experiments). */
export type XiangqiEvalOverrides = { readonly [K in keyof XiangqiEvalParams]?: XiangqiEvalParams[K] };

export function evalParams(overrides: XiangqiEvalOverrides = {}): XiangqiEvalParams {
  return { ...DEFAULT_EVAL_PARAMS, ...overrides };
}
