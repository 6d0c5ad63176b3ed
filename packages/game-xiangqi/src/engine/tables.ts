import { sq256 } from '../geometry.js';
import { ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK } from '../pieces.js';
import type { XiangqiEvalParams } from './params.js';

/**
 * Piece-square tables from Red's side, written as the board looks to Red: the first row is rank 9
 * (Black's back rank), the last is rank 0. Black uses the same tables turned upside down. Every table
 * is left-right symmetric, so the evaluation is too (a test checks it).
 *
 * The ideas: soldiers gain once across the river and most near the palace, less on the last rank; horses
 * want the centre and the squares beside the enemy palace, not the edges; chariots want open, advanced
 * lines; cannons like the central file and the back-rank corners of the enemy; advisors, elephants and the
 * general like their central home points.
 */
// biome-ignore format: boards read best as a 9-wide grid
const SOLDIER = [
   10,  20,  30,  40,  40,  40,  30,  20,  10,
   50,  70,  90, 110, 120, 110,  90,  70,  50,
   50,  70,  90, 110, 120, 110,  90,  70,  50,
   45,  60,  70,  80,  90,  80,  70,  60,  45,
   35,  45,  55,  60,  65,  60,  55,  45,  35,
    0,   0,   8,   0,  15,   0,   8,   0,   0,
    0,   0,  -2,   0,   6,   0,  -2,   0,   0,
    0,   0,   0,   0,   0,   0,   0,   0,   0,
    0,   0,   0,   0,   0,   0,   0,   0,   0,
    0,   0,   0,   0,   0,   0,   0,   0,   0,
];
// biome-ignore format: boards read best as a 9-wide grid
const HORSE_PST = [
    0,  -5,  10,  15,   0,  15,  10,  -5,   0,
    0,  20,  35,  25,  10,  25,  35,  20,   0,
   10,  25,  30,  35,  30,  35,  30,  25,  10,
   10,  28,  32,  38,  36,  38,  32,  28,  10,
    5,  20,  28,  30,  30,  30,  28,  20,   5,
    0,  15,  20,  24,  20,  24,  20,  15,   0,
    0,  10,  15,  15,  15,  15,  15,  10,   0,
    0,   5,  12,  10,  -5,  10,  12,   5,   0,
  -10,   0,   5,   0, -20,   0,   5,   0, -10,
  -15, -10,  -5, -10, -15, -10,  -5, -10, -15,
];
// biome-ignore format: boards read best as a 9-wide grid
const CHARIOT = [
   10,  15,  10,  20,  20,  20,  10,  15,  10,
   15,  25,  20,  30,  35,  30,  20,  25,  15,
   10,  20,  15,  25,  25,  25,  15,  20,  10,
   10,  20,  15,  20,  22,  20,  15,  20,  10,
   10,  20,  15,  20,  20,  20,  15,  20,  10,
    5,  18,  10,  18,  18,  18,  10,  18,   5,
    0,  15,   5,  15,  15,  15,   5,  15,   0,
   -5,  10,   5,  10,  10,  10,   5,  10,  -5,
   -5,  10,   5,  10,   0,  10,   5,  10,  -5,
  -10,   5,   0,  10,   0,  10,   0,   5, -10,
];
// biome-ignore format: boards read best as a 9-wide grid
const CANNON_PST = [
   10,  10,   0,  -5, -10,  -5,   0,  10,  10,
    5,   5,   0,  -5,  -5,  -5,   0,   5,   5,
    5,   5,   0,  -5,   0,  -5,   0,   5,   5,
    0,   5,   5,   0,  10,   0,   5,   5,   0,
    0,   0,   0,   0,  10,   0,   0,   0,   0,
    0,   0,   5,   0,  15,   0,   5,   0,   0,
    0,   0,   0,   0,  10,   0,   0,   0,   0,
    5,   5,  10,  10,  20,  10,  10,   5,   5,
    0,   5,   5,   5,  10,   5,   5,   5,   0,
    0,   0,   5,  10,  10,  10,   5,   0,   0,
];
// biome-ignore format: boards read best as a 9-wide grid
const ADVISOR_PST = [
  0, 0, 0,  0,  0,  0, 0, 0, 0,
  0, 0, 0,  0,  0,  0, 0, 0, 0,
  0, 0, 0,  0,  0,  0, 0, 0, 0,
  0, 0, 0,  0,  0,  0, 0, 0, 0,
  0, 0, 0,  0,  0,  0, 0, 0, 0,
  0, 0, 0,  0,  0,  0, 0, 0, 0,
  0, 0, 0,  0,  0,  0, 0, 0, 0,
  0, 0, 0,  0,  0,  0, 0, 0, 0,
  0, 0, 0,  0, 20,  0, 0, 0, 0,
  0, 0, 0, 10,  0, 10, 0, 0, 0,
];
// biome-ignore format: boards read best as a 9-wide grid
const ELEPHANT_PST = [
   0, 0,  0, 0,  0, 0,  0, 0,  0,
   0, 0,  0, 0,  0, 0,  0, 0,  0,
   0, 0,  0, 0,  0, 0,  0, 0,  0,
   0, 0,  0, 0,  0, 0,  0, 0,  0,
   0, 0,  0, 0,  0, 0,  0, 0,  0,
   0, 0, -2, 0,  0, 0, -2, 0,  0,
   0, 0,  0, 0,  0, 0,  0, 0,  0,
  -5, 0,  0, 0, 20, 0,  0, 0, -5,
   0, 0,  0, 0,  0, 0,  0, 0,  0,
   0, 0, 10, 0,  0, 0, 10, 0,  0,
];
// biome-ignore format: boards read best as a 9-wide grid
const KING_PST = [
  0, 0, 0,   0,   0,   0, 0, 0, 0,
  0, 0, 0,   0,   0,   0, 0, 0, 0,
  0, 0, 0,   0,   0,   0, 0, 0, 0,
  0, 0, 0,   0,   0,   0, 0, 0, 0,
  0, 0, 0,   0,   0,   0, 0, 0, 0,
  0, 0, 0,   0,   0,   0, 0, 0, 0,
  0, 0, 0,   0,   0,   0, 0, 0, 0,
  0, 0, 0, -30, -25, -30, 0, 0, 0,
  0, 0, 0, -15, -10, -15, 0, 0, 0,
  0, 0, 0,   0,  10,   0, 0, 0, 0,
];

/** Piece-square tables by piece type (index 1..7), 90 values each in the layout above. */
export type PieceTables = readonly (readonly number[])[];

/** The written tables by piece type (index 1..7). */
export const PIECE_SQUARE_TABLES: PieceTables = [
  [],
  KING_PST,
  ADVISOR_PST,
  ELEPHANT_PST,
  HORSE_PST,
  CHARIOT,
  CANNON_PST,
  SOLDIER,
];

/** Index in a table of (file, rank) from Red's side. */
export const tableIndex = (file: number, rank: number): number => (9 - rank) * 9 + file;

/**
 * Material plus piece-square value per (kind, mailbox cell), middle game and end game, each from the
 * owner's side: kind k (1..7 Red, 9..15 Black) at cell c is `mg[k * 256 + c]`.
 */
export interface PieceSquareValues {
  readonly mg: Int16Array;
  readonly eg: Int16Array;
}

export function buildPieceSquareValues(p: XiangqiEvalParams): PieceSquareValues {
  const mg = new Int16Array(16 * 256);
  const eg = new Int16Array(16 * 256);
  const material: Record<number, readonly [number, number]> = {
    [KING]: [0, 0],
    [ADVISOR]: p.advisor,
    [ELEPHANT]: p.elephant,
    [HORSE]: p.horse,
    [ROOK]: p.chariot,
    [CANNON]: p.cannon,
    [PAWN]: p.soldier,
  };
  for (let type = 1; type <= 7; type++) {
    const [mMg, mEg] = material[type]!;
    for (let rank = 0; rank < 10; rank++)
      for (let file = 0; file < 9; file++) {
        const i = tableIndex(file, rank);
        const vMg = Math.round(mMg + p.tables[type]![i]! * p.pstScale[0]);
        const vEg = Math.round(mEg + p.tablesEg[type]![i]! * p.pstScale[1]);
        const red = type * 256 + sq256(file, rank);
        const black = (type + 8) * 256 + sq256(file, 9 - rank);
        mg[red] = vMg;
        eg[red] = vEg;
        mg[black] = vMg;
        eg[black] = vEg;
      }
  }
  return { mg, eg };
}
