import { err, ok, type QiError, type Result } from '@qi/core-search';
import { match } from 'ts-pattern';
import { type ComboTable, comboTable } from './combos.js';
import { type LineTable, type LineVariant, lineTable } from './patterns.js';

/**
 * - `freestyle`: five or more in a row wins, for both players.
 * - `standard`: exactly five wins; an overline (six or more) does not, for both players.
 * - `renju`: black wins with exactly five and its double-three, double-four and overline are forbidden
 *   (a forbidden move is legal but loses at once: see `GomokuPosition.make`); white wins with five or more
 *   and is unrestricted. A move making exactly five wins even if it also makes a forbidden shape.
 */
export type Rule = 'freestyle' | 'standard' | 'renju';
export const RULES: readonly Rule[] = ['freestyle', 'standard', 'renju'];

export const MIN_SIZE = 5;
export const MAX_SIZE = 22;

/** The tables one player's patterns come from under a rule. */
export interface PlayerTables {
  readonly line: LineTable;
  readonly combo: ComboTable;
  /** Five or more wins for this player (else exactly five). */
  readonly overlineWins: boolean;
}

export function lineVariant(rule: Rule, player: 0 | 1): LineVariant {
  return match(rule)
    .with('freestyle', (): LineVariant => 'free')
    .with('standard', (): LineVariant => 'exact')
    .with('renju', (): LineVariant => (player === 0 ? 'renju' : 'free'))
    .exhaustive();
}

export function playerTables(rule: Rule, player: 0 | 1): PlayerTables {
  const variant = lineVariant(rule, player);
  return { line: lineTable(variant), combo: comboTable(variant), overlineWins: variant === 'free' };
}

/**
 * The rule for Gomocup's `INFO rule` bitmask: 4 = renju, else 1 = exactly five (standard), else
 * freestyle; bit 2 (continuous game) does not change the rule of a single game.
 */
export function ruleFromGomocup(mask: number): Result<Rule, QiError<'gomoku-rule'>> {
  if (!Number.isInteger(mask) || mask < 0 || mask > 7)
    return err('gomoku-rule', `INFO rule ${mask} is not a Gomocup rule bitmask (0..7)`, String(mask));
  return ok(mask & 4 ? 'renju' : mask & 1 ? 'standard' : 'freestyle');
}

/** Gomocup's `INFO rule` bitmask for a rule. */
export function gomocupRuleMask(rule: Rule): number {
  return match(rule)
    .with('freestyle', () => 0)
    .with('standard', () => 1)
    .with('renju', () => 4)
    .exhaustive();
}
