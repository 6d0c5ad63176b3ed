import { type Outcome, outcomeOf } from '@qi/core-search';
import { Board } from './board.js';
import { AREA, MOVE_FROM, MOVE_TO, OWN_HALF } from './geometry.js';
import { CANNON, HORSE, KING, PAWN, ROOK, type Side, TYPE } from './pieces.js';
import type { XiangqiPosition } from './position.js';

/** Verdicts by the losing side (index 0 = Red loses, so Black wins). */
const PERPETUAL_CHECK = [outcomeOf('win', 1, 'perpetual check'), outcomeOf('win', 0, 'perpetual check')];
const PERPETUAL_CHASE = [outcomeOf('win', 1, 'perpetual chase'), outcomeOf('win', 0, 'perpetual chase')];
const REPETITION = outcomeOf('draw', 'repetition');

/**
 * Judges a repetition by the Asian rules. The cycle is the moves of plies [start, end), where the
 * position at `start` equals the current one (`end` = current ply).
 * - A side that gave check with every one of its moves in the cycle loses (both doing so: draw).
 * - Else a side that chased the same piece with every one of its moves loses (both: draw).
 * - Anything else (idle moves, a mix of check and idle moves, chases of different pieces) is a draw.
 */
export function judgeCycle(pos: XiangqiPosition, start: number, end: number): Outcome {
  fillCheckFlags(pos, start, end);
  const allCheck = [true, true];
  for (let i = start; i < end; i++) if (!pos.checkAtPly(i + 1)) allCheck[(pos.initialSide + i) & 1] = false;
  if (allCheck[0] !== allCheck[1]) return PERPETUAL_CHECK[allCheck[0] ? 0 : 1]!;
  if (allCheck[0]) return REPETITION;
  fillChaseMasks(pos, start, end);
  const chased = [0xffff, 0xffff];
  for (let i = start; i < end; i++) chased[(pos.initialSide + i) & 1]! &= pos.chaseMaskAt(i);
  const red = chased[0] !== 0;
  const black = chased[1] !== 0;
  if (red !== black) return PERPETUAL_CHASE[red ? 0 : 1]!;
  return REPETITION;
}

const scratch = new Board();

/** The scratch board set to the position at ply `start`, unwound from the current one (ply `end`). */
function unwind(pos: XiangqiPosition, start: number, end: number): Board {
  const b = scratch;
  b.copyFrom(pos.board);
  for (let i = end - 1; i >= start; i--) {
    const m = pos.moveAt(i);
    takeBack(b, MOVE_FROM[m]!, MOVE_TO[m]!, pos.capturedAt(i));
    b.side = (b.side ^ 1) as Side;
  }
  return b;
}

/** Computes the gave-check flags of plies (start, end] that nobody has asked for yet. */
function fillCheckFlags(pos: XiangqiPosition, start: number, end: number): void {
  pos.inCheck();
  let missing = false;
  for (let i = start + 1; i < end; i++) if (pos.checkAtPly(i) === undefined) missing = true;
  if (!missing) return;
  const b = unwind(pos, start, end);
  for (let i = start; i < end - 1; i++) {
    const m = pos.moveAt(i);
    play(b, MOVE_FROM[m]!, MOVE_TO[m]!);
    b.side = (b.side ^ 1) as Side;
    if (pos.checkAtPly(i + 1) === undefined) pos.storeCheckAt(i + 1, b.inCheck());
  }
}

/** Computes the missing chase masks of plies [start, end) on a scratch board unwound from the current one. */
function fillChaseMasks(pos: XiangqiPosition, start: number, end: number): void {
  let missing = false;
  for (let i = start; i < end; i++) if (pos.chaseMaskAt(i) < 0) missing = true;
  if (!missing) return;
  const b = unwind(pos, start, end);
  for (let i = start; i < end; i++) {
    const m = pos.moveAt(i);
    if (pos.chaseMaskAt(i) < 0) pos.storeChaseMask(i, chasedBy(b, m));
    play(b, MOVE_FROM[m]!, MOVE_TO[m]!);
    b.side = (b.side ^ 1) as Side;
  }
}

/** Moves a piece on the board (cells and piece squares); returns the captured id. Side is unchanged. */
function play(b: Board, from: number, to: number): number {
  const pid = b.cells[from]!;
  const cap = b.cells[to]!;
  b.cells[to] = pid;
  b.cells[from] = 0;
  b.at[pid] = to;
  if (cap !== 0) b.at[cap] = 0;
  return cap;
}

function takeBack(b: Board, from: number, to: number, cap: number): void {
  const pid = b.cells[to]!;
  b.cells[from] = pid;
  b.cells[to] = cap;
  b.at[pid] = from;
  if (cap !== 0) b.at[cap] = to;
}

const buf = new Int32Array(128);
const replies = new Int32Array(128);
const before = new Int32Array(64 * 64);
let stamp = 0;

/**
 * Pieces the side to move chases with `move`: after the move, one of its pieces (not the general, not a
 * soldier) can legally capture an enemy piece that it could not capture before (or the piece that
 * moved can capture it), and the victim is not the general nor an uncrossed soldier, and either
 * - the victim is a chariot attacked by a horse or cannon, or
 * - it is not the same kind as the attacker able to capture back (an offered exchange), and it is
 *   unprotected: after the capture no legal recapture lands on its square.
 * Returns a mask of the victims' slots. The board is restored.
 */
export function chasedBy(b: Board, move: number): number {
  const side = b.side;
  const enemy = (side ^ 1) as Side;
  if (stamp === 0x7fffffff) {
    stamp = 0;
    before.fill(0);
  }
  const st = ++stamp;
  let n = b.generateCaptures(buf);
  for (let i = 0; i < n; i++) before[b.cells[MOVE_FROM[buf[i]!]!]! * 64 + b.cells[MOVE_TO[buf[i]!]!]!] = st;
  const from = MOVE_FROM[move]!;
  const to = MOVE_TO[move]!;
  const moved = b.cells[from]!;
  const cap = play(b, from, to);
  n = b.generateCaptures(buf);
  let mask = 0;
  for (let i = 0; i < n; i++) {
    const aSq = MOVE_FROM[buf[i]!]!;
    const vSq = MOVE_TO[buf[i]!]!;
    const a = b.cells[aSq]!;
    const v = b.cells[vSq]!;
    if (a !== moved && before[a * 64 + v] === st) continue;
    const ta = TYPE[a]!;
    const tv = TYPE[v]!;
    if (ta === KING || ta === PAWN || tv === KING) continue;
    if (tv === PAWN && AREA[vSq]! & OWN_HALF[enemy]) continue;
    const bit = 1 << (v & 15);
    if (mask & bit) continue;
    if (tv === ROOK && (ta === HORSE || ta === CANNON)) {
      mask |= bit;
      continue;
    }
    b.side = enemy;
    const exchange = ta === tv && b.isLegal(vSq, aSq);
    b.side = side;
    if (exchange || isProtected(b, aSq, vSq)) continue;
    mask |= bit;
  }
  takeBack(b, from, to, cap);
  return mask;
}

/** After the side to move captures vSq from aSq, can the other side legally capture back on vSq? */
function isProtected(b: Board, aSq: number, vSq: number): boolean {
  const side = b.side;
  const cap = play(b, aSq, vSq);
  b.side = (side ^ 1) as Side;
  const n = b.generateCaptures(replies);
  let found = false;
  for (let i = 0; i < n && !found; i++) if (MOVE_TO[replies[i]!] === vSq) found = true;
  b.side = side;
  takeBack(b, aSq, vSq, cap);
  return found;
}
