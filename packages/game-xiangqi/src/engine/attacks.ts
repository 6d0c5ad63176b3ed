import * as geometry from '../geometry.js';
import * as pieces from '../pieces.js';

const { AREA, FORWARD, OWN_HALF, PALACE, RED_ELEPHANT } = geometry;
const { ADVISOR, CANNON, ELEPHANT, HORSE, KIND, KING, OFF, PAWN, ROOK, SIDE_BIT } = pieces;

const ORTHO = [1, -1, 16, -16] as const;
const DIAG = [15, 17, -15, -17] as const;
/** For leg DIAG[i] next to the target, horses on these two cells attack it (when the leg is empty). */
const HORSE_FROM = [31, 14, 33, 18, -31, -14, -33, -18] as const;

/**
 * True when a piece of side `by` could capture on cell `sq` of the mailbox `cells` by the movement
 * rules (the safety of its own general is not checked): chariots and the general along open lines (the
 * general only one step inside its palace), cannons over exactly one screen, horses with a free leg,
 * soldiers from behind (and from the side once across the river), advisors and elephants on their points.
 */
export function attackedBy(cells: Uint8Array, sq: number, by: 0 | 1): boolean {
  const k = by << 3; // colour offset of `by`'s kinds
  const kR = ROOK + k;
  const kC = CANNON + k;
  const kK = KING + k;
  const kH = HORSE + k;
  const kP = PAWN + k;
  const kA = ADVISOR + k;
  const kE = ELEPHANT + k;
  for (let i = 0; i < 4; i++) {
    const d = ORTHO[i]!;
    let t = sq + d;
    let p = cells[t]!;
    while (p === 0) p = cells[(t += d)]!;
    if (p === OFF) continue;
    const kd = KIND[p]!;
    if (kd === kR) return true;
    if (kd === kK && t === sq + d && AREA[sq]! & PALACE[by]) return true;
    p = cells[(t += d)]!;
    while (p === 0) p = cells[(t += d)]!;
    if (KIND[p] === kC) return true;
  }
  for (let i = 0; i < 4; i++) {
    if (cells[sq + DIAG[i]!] !== 0) continue;
    if (KIND[cells[sq + HORSE_FROM[2 * i]!]!] === kH || KIND[cells[sq + HORSE_FROM[2 * i + 1]!]!] === kH)
      return true;
  }
  // A soldier of `by` attacks forward (its FORWARD), and sideways once it stands across the river.
  if (KIND[cells[sq - FORWARD[by]]!] === kP) return true;
  if (!(AREA[sq]! & OWN_HALF[by])) {
    if (KIND[cells[sq + 1]!] === kP || KIND[cells[sq - 1]!] === kP) return true;
  }
  if (AREA[sq]! & PALACE[by]) {
    for (let i = 0; i < 4; i++) if (KIND[cells[sq + DIAG[i]!]!] === kA) return true;
  }
  if (AREA[sq]! & (RED_ELEPHANT << by)) {
    for (let i = 0; i < 4; i++) {
      const d = DIAG[i]!;
      if (cells[sq + d] === 0 && KIND[cells[sq + 2 * d]!] === kE) return true;
    }
  }
  return false;
}

/** Side of the piece id on a cell (cells hold ids 16..31 Red, 32..47 Black). */
export const sideOfCell = (pid: number): 0 | 1 => (pid & SIDE_BIT[1] ? 1 : 0);
