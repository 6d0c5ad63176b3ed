import type { Player } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { T_B4 } from './combos.js';
import { findOpponentVcf, type ThreatLimits, type ThreatResult, type ThreatSearch } from './threats.js';

export interface VcfDefence {
  /** Moves after which the opponent has no VCF (within the limits), best-ordered. */
  readonly defences: readonly number[];
  /** Every candidate was decided (no search hit its limits). */
  readonly complete: boolean;
  readonly nodes: number;
}

/**
 * Moves that refute the opponent's VCF: the side to move plays each candidate (cells within
 * distance 2 of a stone, our fours, and the cells of the opponent's winning line) and keeps those
 * after which the opponent, to move, has no VCF. A four of ours only counts when the opponent's
 * forced block still leaves it without a VCF (a four that merely delays is not a defence).
 * `pos` is left as it was. `deadline` (a `performance.now()` time) ends the scan early and bounds each
 * search in it, and so does `maxNodes` (all searches together); the answer is then incomplete.
 */
export function vcfDefences(
  pos: GomokuPosition,
  threat: ThreatResult,
  search: ThreatSearch,
  limits: ThreatLimits,
  deadline = Number.POSITIVE_INFINITY,
  maxNodes = Number.POSITIVE_INFINITY,
): VcfDefence {
  const me = pos.toMove;
  const you = (1 - me) as Player;
  const cells = pos.cells;
  const order: number[] = [];
  const seen = new Uint8Array(cells);
  const add = (c: number) => {
    if (c < 0 || seen[c] || pos.board[c] !== 0) return;
    seen[c] = 1;
    if (me === 0 && pos.isForbidden(c)) return;
    order.push(c);
  };
  for (const c of threat.line) add(c);
  const rest: number[] = [];
  for (let c = 0; c < cells; c++)
    if (!seen[c] && pos.board[c] === 0 && (pos.near[c]! > 0 || pos.typeAt(me, c) >= T_B4)) rest.push(c);
  // Cells that matter to the opponent first: they are the likeliest refutations.
  rest.sort((a, b) => pos.scoreAt(you, b) - pos.scoreAt(you, a) || a - b);
  for (const c of rest) add(c);

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
      const r = search.vcf(pos, bounded);
      nodes += r.nodes;
      refuted = r.win ? false : r.complete ? true : null;
      // A four forces a block; it defends only if the threat is gone after that block too.
      if (refuted && four && pos.fiveCount(you) === 0 && pos.fiveCount(me) === 1) {
        pos.make(pos.firstFive(me));
        if (pos.outcome().kind === 'ongoing' && nodes >= maxNodes) refuted = null;
        else if (pos.outcome().kind === 'ongoing') {
          const rest = Math.min(bounded.nodes ?? Number.POSITIVE_INFINITY, maxNodes - nodes);
          const again = findOpponentVcf(pos, { ...bounded, nodes: rest }, search);
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
