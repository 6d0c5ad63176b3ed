import type { GomokuPosition } from './board.js';
import { findOpponentThreat, type ThreatDefence, threatDefences } from './defence.js';
import type { ThreatLimits, ThreatResult, ThreatSearch } from './threats.js';

export { defenceCandidates } from './defence.js';

/** The result of `vctDefences`. */
export type VctDefence = ThreatDefence;

/** The opponent's VCT if it were to move now (a pass is simulated). `pos` is left as it was. */
export function findOpponentVct(
  pos: GomokuPosition,
  limits: ThreatLimits,
  search: ThreatSearch,
): ThreatResult {
  return findOpponentThreat(pos, 'vct', limits, search);
}

/**
 * Moves that refute the opponent's VCT (`threatDefences` with kind `vct`: candidates also far cells
 * where we make a three). The tested solver behind the VCT-defence set.
 */
export function vctDefences(
  pos: GomokuPosition,
  threat: ThreatResult,
  search: ThreatSearch,
  limits: ThreatLimits,
  deadline = Number.POSITIVE_INFINITY,
  maxNodes = Number.POSITIVE_INFINITY,
): VctDefence {
  return threatDefences(pos, 'vct', threat, search, limits, deadline, maxNodes);
}
