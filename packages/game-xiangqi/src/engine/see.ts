import type { Board } from '../board.js';
import * as geometry from '../geometry.js';
import * as pieces from '../pieces.js';

const { AREA, FORWARD, MOVE_FROM, MOVE_TO, OWN_HALF, PALACE, RED_ELEPHANT } = geometry;
const { ADVISOR, CANNON, ELEPHANT, HORSE, KIND, KING, OFF, PAWN, ROOK, TYPE } = pieces;

const ORTHO = [1, -1, 16, -16] as const;
const DIAG = [15, 17, -15, -17] as const;
/** For leg DIAG[i] next to the target, horses on these two cells attack it (when the leg is empty). */
const HORSE_FROM = [31, 14, 33, 18, -31, -14, -33, -18] as const;

/**
 * Exchange values in centipawns by type (index 1..7): general, advisor, elephant, horse, chariot,
 * cannon, soldier (a soldier across the river counts double). The general's is larger than any
 * exchange, so a line that leaves it capturable is never chosen.
 */
export const SEE_VALUE = [0, 10000, 200, 200, 400, 900, 450, 100] as const;

/** Value of piece `pid` standing on `cell`. */
function valueOn(pid: number, cell: number): number {
  const type = TYPE[pid]!;
  if (type === PAWN) return AREA[cell]! & OWN_HALF[pid & 32 ? 1 : 0] ? 100 : 200;
  return SEE_VALUE[type as 1]!;
}

/**
 * The cell of the least valuable piece of side `by` that could capture on `sq` by the movement rules
 * (pins and the general's safety are not checked), or -1. Cheapest first: soldier, advisor, elephant,
 * horse, cannon, chariot, general.
 */
function leastAttacker(cells: Uint8Array, sq: number, by: 0 | 1): number {
  const k = by << 3;
  const kP = PAWN + k;
  const behind = sq - FORWARD[by];
  if (KIND[cells[behind]!] === kP) return behind;
  if (!(AREA[sq]! & OWN_HALF[by])) {
    if (KIND[cells[sq + 1]!] === kP) return sq + 1;
    if (KIND[cells[sq - 1]!] === kP) return sq - 1;
  }
  if (AREA[sq]! & PALACE[by]) {
    const kA = ADVISOR + k;
    for (let i = 0; i < 4; i++) if (KIND[cells[sq + DIAG[i]!]!] === kA) return sq + DIAG[i]!;
  }
  if (AREA[sq]! & (RED_ELEPHANT << by)) {
    const kE = ELEPHANT + k;
    for (let i = 0; i < 4; i++) {
      const d = DIAG[i]!;
      if (cells[sq + d] === 0 && KIND[cells[sq + 2 * d]!] === kE) return sq + 2 * d;
    }
  }
  const kH = HORSE + k;
  for (let i = 0; i < 4; i++) {
    if (cells[sq + DIAG[i]!] !== 0) continue;
    const a = sq + HORSE_FROM[2 * i]!;
    if (KIND[cells[a]!] === kH) return a;
    const b = sq + HORSE_FROM[2 * i + 1]!;
    if (KIND[cells[b]!] === kH) return b;
  }
  // Lines: the first piece along each ray (a chariot or, one step inside the palace, the general) and
  // the piece behind it (a cannon over that screen).
  const kR = ROOK + k;
  const kC = CANNON + k;
  const kK = KING + k;
  let chariot = -1;
  let general = -1;
  for (let i = 0; i < 4; i++) {
    const d = ORTHO[i]!;
    let t = sq + d;
    let p = cells[t]!;
    while (p === 0) p = cells[(t += d)]!;
    if (p === OFF) continue;
    const kd = KIND[p]!;
    if (kd === kR) chariot = t;
    else if (kd === kK && t === sq + d && AREA[sq]! & PALACE[by]) general = t;
    p = cells[(t += d)]!;
    while (p === 0) p = cells[(t += d)]!;
    if (KIND[p] === kC) return t;
  }
  return chariot >= 0 ? chariot : general;
}

const gain = new Int32Array(40);
const undoFrom = new Uint8Array(40);
const undoPid = new Uint8Array(40);
const undoTaken = new Uint8Array(40);

/**
 * Static exchange evaluation of `move` on `board` (side to move plays it): the material it wins
 * (negative: loses) in centipawns when both sides then capture on its target square with their least
 * valuable attacker, each free to stop. Screens and legs change as pieces leave, since the exchange is
 * played on the board's cells (restored before returning); pins are not checked. A quiet move scores
 * 0 or minus what it hangs.
 */
export function staticExchange(board: Board, move: number): number {
  const cells = board.cells;
  const from = MOVE_FROM[move]!;
  const to = MOVE_TO[move]!;
  const mover = cells[from]!;
  const victim = cells[to]!;
  gain[0] = victim === 0 ? 0 : valueOn(victim, to);
  let onSquare = valueOn(mover, to);
  cells[to] = mover;
  cells[from] = 0;
  let side = (board.side ^ 1) as 0 | 1;
  let d = 0;
  let n = 0;
  while (d < 39) {
    const a = leastAttacker(cells, to, side);
    if (a < 0) break;
    d++;
    gain[d] = onSquare - gain[d - 1]!;
    // Neither side can do better by going on (the capturer stands to lose even if not recaptured).
    if (Math.max(-gain[d - 1]!, gain[d]!) < 0) break;
    const pid = cells[a]!;
    undoFrom[n] = a;
    undoPid[n] = pid;
    undoTaken[n] = cells[to]!;
    n++;
    cells[to] = pid;
    cells[a] = 0;
    onSquare = valueOn(pid, to);
    side = (side ^ 1) as 0 | 1;
  }
  for (let k = d; k >= 1; k--) gain[k - 1] = -Math.max(-gain[k - 1]!, gain[k]!);
  for (let i = n - 1; i >= 0; i--) {
    cells[undoFrom[i]!] = undoPid[i]!;
    cells[to] = undoTaken[i]!;
  }
  cells[from] = mover;
  cells[to] = victim;
  return gain[0]!;
}
