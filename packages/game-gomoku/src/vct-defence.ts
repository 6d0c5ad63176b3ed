import type { Player } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { T_B3, T_B4 } from './combos.js';
import type { ThreatLimits, ThreatResult, ThreatSearch } from './threats.js';

export interface VctDefence {
  /** Moves after which the opponent has no VCT (within the limits), in the order tried. */
  readonly defences: readonly number[];
  /** Every candidate was decided (no search hit its limits, no deadline or node budget cut the scan). */
  readonly complete: boolean;
  readonly nodes: number;
}

/** The opponent's VCT if it were to move now (a pass is simulated). `pos` is left as it was. */
export function findOpponentVct(
  pos: GomokuPosition,
  limits: ThreatLimits,
  search: ThreatSearch,
): ThreatResult {
  pos.pass();
  try {
    return search.vct(pos, limits);
  } finally {
    pos.unpass();
  }
}

/**
 * Moves that refute the opponent's VCT: the side to move plays each candidate (`defenceCandidates`)
 * and keeps those after which the opponent, to move, has no VCT. A four of ours
 * counts only if, after the opponent's forced block, the opponent still has no VCT (a four that merely
 * delays is not a defence). `pos` is left as it was. The scan stops at `deadline` (a
 * `performance.now()` time) or after `maxNodes` in all; the answer is then incomplete.
 */
export function vctDefences(
  pos: GomokuPosition,
  threat: ThreatResult,
  search: ThreatSearch,
  limits: ThreatLimits,
  deadline = Number.POSITIVE_INFINITY,
  maxNodes = Number.POSITIVE_INFINITY,
): VctDefence {
  const me = pos.toMove;
  const you = (1 - me) as Player;
  const order = defenceCandidates(pos, threat.line);
  const defences: number[] = [];
  let complete = true;
  let nodes = 0;
  for (const c of order) {
    const left = deadline - performance.now();
    if (left <= 0 || nodes >= maxNodes || limits.signal?.aborted) {
      complete = false;
      break;
    }
    const bounded: ThreatLimits = {
      ...limits,
      nodes: Math.max(1, Math.min(limits.nodes ?? Number.POSITIVE_INFINITY, maxNodes - nodes)),
      ...(Number.isFinite(left) ? { timeMs: Math.min(left, limits.timeMs ?? left) } : {}),
    };
    const four = pos.typeAt(me, c) >= T_B4;
    pos.make(c);
    let refuted: boolean | null;
    if (pos.outcome().kind !== 'ongoing') refuted = true;
    else {
      const r = search.vct(pos, bounded);
      nodes += r.nodes;
      refuted = r.win ? false : r.complete ? true : null;
      if (refuted && four && pos.fiveCount(you) === 0 && pos.fiveCount(me) === 1) {
        pos.make(pos.firstFive(me));
        if (pos.outcome().kind === 'ongoing' && nodes >= maxNodes) refuted = null;
        else if (pos.outcome().kind === 'ongoing') {
          const rest = Math.min(bounded.nodes ?? Number.POSITIVE_INFINITY, maxNodes - nodes);
          const again = findOpponentVct(pos, { ...bounded, nodes: rest }, search);
          nodes += again.nodes;
          refuted = again.win ? false : again.complete ? true : null;
        }
        pos.unmake();
      }
    }
    pos.unmake();
    if (refuted === null) complete = false;
    else if (refuted) defences.push(c);
  }
  return { defences, complete, nodes };
}

/**
 * The cells a defence is looked for in, likeliest first: the threat's line, then cells within distance
 * 2 of a stone and cells where we make a three (farther away, such a three gives counter-fours:
 * brute force found defences of that kind), those that matter most to the opponent first. Renju
 * black's forbidden cells are left out.
 */
export function defenceCandidates(pos: GomokuPosition, line: readonly number[]): number[] {
  const me = pos.toMove;
  const you = (1 - me) as Player;
  const seen = new Uint8Array(pos.cells);
  const order: number[] = [];
  const add = (c: number) => {
    if (c < 0 || seen[c] || pos.board[c] !== 0) return;
    seen[c] = 1;
    if (me === 0 && pos.isForbidden(c)) return;
    order.push(c);
  };
  for (const c of line) add(c);
  const rest: number[] = [];
  for (let c = 0; c < pos.cells; c++)
    if (!seen[c] && pos.board[c] === 0 && (pos.near[c]! > 0 || pos.typeAt(me, c) >= T_B3)) rest.push(c);
  rest.sort((a, b) => pos.scoreAt(you, b) - pos.scoreAt(you, a) || a - b);
  for (const c of rest) add(c);
  return order;
}
