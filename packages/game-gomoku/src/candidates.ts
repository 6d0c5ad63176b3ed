import type { Player } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { T_B4, T_FIVE, T_FLEX4, T_FORBID } from './combos.js';
import { sortByKeyDesc, topByKeyDesc } from './sort.js';

/** Sort keys for the current call (one call at a time: generation never re-enters itself). */
let priority = new Int32Array(512);

/** How much more attacking counts than defending when ordering the side to move's candidates. */
const ATTACK_WEIGHT = 3;
const DEFENCE_WEIGHT = 2;

/**
 * Candidate moves for search, best first. Legal moves only, but pruned:
 * 1. a five if the side to move has one (nothing else matters);
 * 2. else the opponent's five points (the only moves that do not lose at once);
 * 3. else an open-four / double-four point of our own (wins unless the opponent has a five);
 * 4. else, if the opponent can make a straight or double four next move, our fours and the cells where
 *    the opponent would make a four (these include every defence of an open three);
 * 5. else every empty cell within distance 2 of a stone, by value of attack and defence.
 * Renju black's forbidden cells are left out (they lose), except as a last resort in case 2.
 * The empty board gives the centre. If pruning leaves nothing, every empty cell is returned.
 */
export function generateCandidates(pos: GomokuPosition, out: Int32Array): number {
  const me = pos.toMove;
  const you = (1 - me) as Player;
  const cells = pos.cells;
  if (priority.length < cells) priority = new Int32Array(cells);
  if (pos.stones === 0) {
    const mid = (pos.size - 1) >> 1;
    out[0] = mid * pos.size + mid;
    return 1;
  }
  const ctype = pos.ctype;
  const mine = me * cells;
  const theirs = you * cells;
  if (pos.fiveCount(me) > 0) {
    out[0] = pos.firstFive(me);
    return 1;
  }
  let n = 0;
  if (pos.fiveCount(you) > 0) {
    for (let c = 0; c < cells; c++) if (ctype[theirs + c] === T_FIVE) out[n++] = c;
    return n;
  }
  const black = me === 0;
  if (pos.countOf(me, T_FLEX4) > 0 || (black && pos.countOf(me, T_FORBID) > 0))
    for (let c = 0; c < cells; c++)
      if (ctype[mine + c] === T_FLEX4 && !(black && pos.isForbidden(c))) {
        out[0] = c;
        return 1;
      }
  const forced = pos.countOf(you, T_FLEX4) > 0;
  n = collect(pos, out, forced ? 'defend' : 'near');
  if (n === 0) n = collect(pos, out, 'near');
  if (n === 0) n = collect(pos, out, 'all');
  // Only quiet lists are cut: a defence list must stay whole.
  const limit = pos.candidateLimit;
  if (limit > 0 && !forced) return topByKeyDesc(out, priority, n, limit);
  sortByKeyDesc(out, priority, n);
  return n;
}

function collect(pos: GomokuPosition, out: Int32Array, zone: 'defend' | 'near' | 'all'): number {
  const me = pos.toMove;
  const cells = pos.cells;
  const mine = me * cells;
  const theirs = (1 - me) * cells;
  const { ctype, near, board, cscore, forbid } = pos;
  const black = me === 0;
  let n = 0;
  for (let c = 0; c < cells; c++) {
    if (board[c] !== 0) continue;
    if (zone === 'defend') {
      if (ctype[mine + c]! < T_B4 && ctype[theirs + c]! < T_B4) continue;
    } else if (zone === 'near' && near[c] === 0) continue;
    if (zone !== 'all' && black && forbid[c] === 1 && pos.isForbidden(c)) continue;
    priority[n] = ATTACK_WEIGHT * cscore[mine + c]! + DEFENCE_WEIGHT * cscore[theirs + c]!;
    out[n++] = c;
  }
  return n;
}
