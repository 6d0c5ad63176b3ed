/**
 * Board geometry. The board is a padded mailbox of 16×16 = 256 cells: file f (0..8 = ICCS a..i) and
 * rank r (0..9, Red's back rank is 0) live at `(r + 3) * 16 + f + 3`. Three rows and columns of padding
 * (four on the right) hold an off-board sentinel, so rays stop without bounds checks and horse jumps
 * of two never leave the array.
 *
 * Move ids are dense: `from90 * 90 + to90` on the 90 playing points (`rank * 9 + file`), below 8100.
 */

export const FILES = 9;
export const RANKS = 10;
export const POINTS = 90;
export const MOVE_ID_LIMIT = POINTS * POINTS;

/** Mailbox directions: one rank toward Black is +16. */
export const NORTH = 16;
export const SOUTH = -16;

export const sq256 = (file: number, rank: number): number => (rank + 3) * 16 + file + 3;
export const fileOf = (sq: number): number => (sq & 15) - 3;
export const rankOf = (sq: number): number => (sq >> 4) - 3;

/** Mailbox cell of each playing point (point = rank * 9 + file). */
export const SQ256 = new Uint8Array(POINTS);
/** Playing point of each mailbox cell (255 off the board). */
export const SQ90 = new Uint8Array(256).fill(255);
for (let r = 0; r < RANKS; r++)
  for (let f = 0; f < FILES; f++) {
    const p = r * FILES + f;
    SQ256[p] = sq256(f, r);
    SQ90[sq256(f, r)] = p;
  }

/** Mailbox from/to cells of every move id. */
export const MOVE_FROM = new Uint8Array(MOVE_ID_LIMIT);
export const MOVE_TO = new Uint8Array(MOVE_ID_LIMIT);
for (let a = 0; a < POINTS; a++)
  for (let b = 0; b < POINTS; b++) {
    MOVE_FROM[a * POINTS + b] = SQ256[a]!;
    MOVE_TO[a * POINTS + b] = SQ256[b]!;
  }

/** Per-cell area flags. */
export const ON_BOARD = 1;
export const RED_PALACE = 2;
export const BLACK_PALACE = 4;
/** Ranks 0..4 (Red's side of the river) and 5..9. */
export const RED_HALF = 8;
export const BLACK_HALF = 16;
/** The seven points each side's elephants can reach, and the five of its advisors. */
export const RED_ELEPHANT = 32;
export const BLACK_ELEPHANT = 64;
export const RED_ADVISOR = 128;
export const BLACK_ADVISOR = 256;

export const AREA = new Uint16Array(256);
for (let r = 0; r < RANKS; r++)
  for (let f = 0; f < FILES; f++) {
    let a = ON_BOARD | (r <= 4 ? RED_HALF : BLACK_HALF);
    if (f >= 3 && f <= 5 && r <= 2) a |= RED_PALACE;
    if (f >= 3 && f <= 5 && r >= 7) a |= BLACK_PALACE;
    AREA[sq256(f, r)] = a;
  }
for (const [f, r] of [
  [0, 2],
  [2, 0],
  [2, 4],
  [4, 2],
  [6, 0],
  [6, 4],
  [8, 2],
] as const) {
  AREA[sq256(f, r)]! |= RED_ELEPHANT;
  AREA[sq256(f, 9 - r)]! |= BLACK_ELEPHANT;
}
for (const [f, r] of [
  [3, 0],
  [5, 0],
  [4, 1],
  [3, 2],
  [5, 2],
] as const) {
  AREA[sq256(f, r)]! |= RED_ADVISOR;
  AREA[sq256(f, 9 - r)]! |= BLACK_ADVISOR;
}

/** Indexed by side (0 Red, 1 Black). */
export const PALACE = [RED_PALACE, BLACK_PALACE] as const;
export const OWN_HALF = [RED_HALF, BLACK_HALF] as const;
export const FORWARD = [NORTH, SOUTH] as const;

/** ICCS name of a playing point (`a0`..`i9`). */
export const pointName = (point: number): string =>
  String.fromCharCode(97 + (point % FILES)) + String(Math.floor(point / FILES));
