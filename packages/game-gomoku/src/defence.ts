import type { Player } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { T_B3, T_B4 } from './combos.js';
import type { ThreatLimits, ThreatResult, ThreatSearch } from './threats.js';

/** The kind of threat a defence scan refutes: continuous fours, or fours and open threes. */
export type ThreatKind = 'vcf' | 'vct';

export interface ThreatDefence {
  /** Moves after which the opponent has no win of the kind (within the limits), in the order tried. */
  readonly defences: readonly number[];
  /** Every candidate was decided (no search hit its limits, no deadline or node budget cut the scan). */
  readonly complete: boolean;
  readonly nodes: number;
}

/** The result of `vcfDefences`. */
export type VcfDefence = ThreatDefence;

/** The side to move's win of `kind`. */
function solve(
  search: ThreatSearch,
  kind: ThreatKind,
  pos: GomokuPosition,
  limits: ThreatLimits,
): ThreatResult {
  return kind === 'vcf' ? search.vcf(pos, limits) : search.vct(pos, limits);
}

/** The opponent's win of `kind` if it were to move now (a pass is simulated). `pos` is left as it was. */
export function findOpponentThreat(
  pos: GomokuPosition,
  kind: ThreatKind,
  limits: ThreatLimits,
  search: ThreatSearch,
): ThreatResult {
  pos.pass();
  try {
    return solve(search, kind, pos, limits);
  } finally {
    pos.unpass();
  }
}

/**
 * The cells a defence is looked for in, likeliest first: the threat's line, then cells within
 * distance 2 of a stone and cells where we make a four (against a VCF) or a three (against a VCT:
 * farther away, such a three gives counter-fours; brute force found defences of that kind), those that
 * matter most to the opponent first. Renju black's forbidden cells are left out.
 */
export function defenceCandidates(
  pos: GomokuPosition,
  line: readonly number[],
  kind: ThreatKind = 'vct',
): number[] {
  const me = pos.toMove;
  const you = (1 - me) as Player;
  const far = kind === 'vcf' ? T_B4 : T_B3;
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
    if (!seen[c] && pos.board[c] === 0 && (pos.near[c]! > 0 || pos.typeAt(me, c) >= far)) rest.push(c);
  rest.sort((a, b) => pos.scoreAt(you, b) - pos.scoreAt(you, a) || a - b);
  for (const c of rest) add(c);
  return order;
}

/**
 * Moves that refute the opponent's win of `kind`: the side to move plays each candidate
 * (`defenceCandidates`) and keeps those after which the opponent, to move, has no such win. A four of
 * ours counts only if, after the opponent's forced block, the opponent still has none (a four that
 * merely delays is not a defence). `pos` is left as it was. `deadline` (a `performance.now()` time)
 * ends the scan early and bounds each search in it, and so does `maxNodes` (all searches together);
 * the answer is then incomplete.
 */
export function threatDefences(
  pos: GomokuPosition,
  kind: ThreatKind,
  threat: ThreatResult,
  search: ThreatSearch,
  limits: ThreatLimits,
  deadline = Number.POSITIVE_INFINITY,
  maxNodes = Number.POSITIVE_INFINITY,
): ThreatDefence {
  const me = pos.toMove;
  const you = (1 - me) as Player;
  const order = defenceCandidates(pos, threat.line, kind);
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
      const r = solve(search, kind, pos, bounded);
      nodes += r.nodes;
      refuted = r.win ? false : r.complete ? true : null;
      // A four forces a block; it defends only if the threat is gone after that block too.
      if (refuted && four && pos.fiveCount(you) === 0 && pos.fiveCount(me) === 1) {
        pos.make(pos.firstFive(me));
        if (pos.outcome().kind === 'ongoing' && nodes >= maxNodes) refuted = null;
        else if (pos.outcome().kind === 'ongoing') {
          const rest = Math.min(bounded.nodes ?? Number.POSITIVE_INFINITY, maxNodes - nodes);
          const again = findOpponentThreat(pos, kind, { ...bounded, nodes: rest }, search);
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

/** `threatDefences` against the opponent's VCF (candidates: near cells, our fours, the threat's line). */
export function vcfDefences(
  pos: GomokuPosition,
  threat: ThreatResult,
  search: ThreatSearch,
  limits: ThreatLimits,
  deadline = Number.POSITIVE_INFINITY,
  maxNodes = Number.POSITIVE_INFINITY,
): VcfDefence {
  return threatDefences(pos, 'vcf', threat, search, limits, deadline, maxNodes);
}
