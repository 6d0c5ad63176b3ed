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
