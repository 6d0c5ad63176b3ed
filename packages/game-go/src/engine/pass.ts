import type { GoPosition } from '../board.js';
import { BLACK, EMPTY } from '../geometry.js';
import { captureSize, isSelfAtari, isTrueEye } from '../tactics.js';
import type { BoardStatus } from './status.js';

/**
 * Whether passing is safe (after the opponent's pass it ends the game, scored as it stands; else
 * the opponent may end it so): only when we win as it stands, with the dead stones removed, and by
 * the cautious count (`safeScore`), so that neither the referee's count nor a group the playouts
 * are unsure of can lose it.
 */
export function passWins(pos: GoPosition, st: BoardStatus, settled: number): boolean {
  const sign = pos.side === BLACK ? 1 : -1;
  return st.scoreAsIs * sign > 0 && st.scoreWithDead * sign > 0 && safeScore(pos, st, settled) * sign > 0;
}

/**
 * The count (Black minus White, komi included) when every point the ownership estimate has not
 * settled (mean ownership within ±`settled`) goes to the opponent of the side to move: a win by
 * this count does not rest on a group or a point the playouts are unsure of (a dead shape whose
 * vital point the playouts rarely find, a weak boundary, dame).
 */
export function safeScore(pos: GoPosition, st: BoardStatus, settled: number): number {
  const against = pos.side === BLACK ? -1 : 1;
  let score = 0;
  for (let m = 0; m < pos.geo.passId; m++) {
    const v = st.ownership[m]!;
    score += v >= settled ? 1 : v <= -settled ? -1 : against;
  }
  return score - pos.rules.komi;
}

/**
 * The pass decision from the end-of-game view (the side to move's). A pass is only ever played
 * when we win by every count (`passWins`): it may end the game as the board stands.
 * - `pass-won`: the opponent passed and we win: pass, ending the game;
 * - `no-gain`: no move changes the count (`gainfulMoves` is empty) and we win: pass;
 * - `open`: we win, moves still gain: search with the pass among the moves;
 * - `no-pass`: we do not win by every count: search without the pass (behind, play on: our moves
 *   cost nothing under area scoring, and an opponent may still throw the game away).
 */
export type PassDecision = 'pass-won' | 'no-gain' | 'no-pass' | 'open';

export function passDecision(pos: GoPosition, st: BoardStatus, settled: number): PassDecision {
  if (!passWins(pos, st, settled)) return 'no-pass';
  if (pos.passes === 1) return 'pass-won';
  return gainfulMoves(pos, st, settled).length === 0 ? 'no-gain' : 'open';
}

/** The mover's single-point true eyes (move ids): filling one never gains. */
export function ownEyes(pos: GoPosition): number[] {
  const { geo, color } = pos;
  const out: number[] = [];
  for (let m = 0; m < geo.passId; m++) {
    const p = geo.pointOf[m]!;
    if (color[p] === EMPTY && isTrueEye(pos, p, pos.side)) out.push(m);
  }
  return out;
}

/**
 * Root moves that can still change the count (move ids, pass never included), judged from the
 * ownership estimate: a point not yet settled (mean ownership within ±`settled`), one that ends
 * up ours but is not counted for us as it stands (a boundary to close), a capture, a
 * move next to an opponent string in atari or estimated dead (dead stones left on the board count
 * for their owner as it stands), or one saving an own string in atari. Never one's own true eye,
 * and never a self-atari of the new string (a filled seki liberty). An empty list means the game
 * is over in substance: every move left is inside settled territory, so passing loses nothing.
 */
export function gainfulMoves(pos: GoPosition, st: BoardStatus, settled: number): number[] {
  const { geo, color } = pos;
  const c = pos.side;
  const o = 3 - c;
  const sign = c === BLACK ? 1 : -1;
  const deadOpp = new Uint8Array(geo.S);
  for (const m of st.dead) {
    const p = geo.pointOf[m]!;
    if (color[p] === o) deadOpp[p] = 1;
  }
  // Who owns each point as it stands (what two passes would count).
  const asIs = new Int8Array(geo.passId);
  pos.ownershipInto(asIs);
  const out: number[] = [];
  for (let m = 0; m < geo.passId; m++) {
    const p = geo.pointOf[m]!;
    if (color[p] !== EMPTY || !pos.isLegal(m) || isTrueEye(pos, p, c)) continue;
    const own = st.ownership[m]! * sign;
    // Unsettled, or ours in the end but not counted for us as it stands (an open boundary, dead
    // stones to take out), or a capture.
    let gain = Math.abs(own) < settled || (own > 0 && asIs[m]! * sign <= 0) || captureSize(pos, p, c) > 0;
    for (let k = 0; k < 4 && !gain; k++) {
      const q = p + geo.dirs[k]!;
      const cq = color[q]!;
      if (cq === o && (deadOpp[q] === 1 || pos.inAtari(q))) gain = true;
      else if (cq === c && pos.inAtari(q)) gain = true;
    }
    if (gain && isSelfAtari(pos, p, c) && !loneStone(pos, p, c)) gain = false;
    if (gain) out.push(m);
  }
  return out;
}

/** Playing `p` makes a one-stone string (a throw-in may gain; a bigger self-atari does not). */
function loneStone(pos: GoPosition, p: number, c: number): boolean {
  const { color, geo } = pos;
  for (let k = 0; k < 4; k++) if (color[p + geo.dirs[k]!] === c) return false;
  return true;
}

/**
 * Behind (`no-pass`) after the opponent's pass: only a move that can change the count is worth
 * playing; the others fill our own territory (self-play at 250 ms filled its own eye space until
 * its group died: W+10 became W+83.5) or die in the opponent's. Returns the root moves to exclude
 * (the pass included), or null when no move gains: then pass.
 */
export function behindAfterPass(pos: GoPosition, st: BoardStatus, settled: number): number[] | null {
  const gainful = gainfulMoves(pos, st, settled);
  return gainful.length === 0 ? null : exceptMoves(pos.geo.passId, gainful);
}

/** Every move id up to and including the pass that is not in `keep`: an exclusion list. */
function exceptMoves(passId: number, keep: readonly number[]): number[] {
  const kept = new Uint8Array(passId + 1);
  for (const m of keep) kept[m] = 1;
  const out: number[] = [];
  for (let m = 0; m <= passId; m++) if (kept[m] === 0) out.push(m);
  return out;
}
