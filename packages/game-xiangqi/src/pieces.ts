import { zobristKeys } from '@qi/core-search';

/**
 * Pieces. Each piece has a fixed id for its whole life: a colour bit (Red 16, Black 32) plus a slot
 * 0..15 reserved by type (general 0, advisors 1–2, elephants 3–4, horses 5–6, chariots 7–8, cannons 9–10,
 * soldiers 11–15). A legal position never has more of a kind than its slots, so the piece list is a
 * fixed table and repetition rules can follow one piece through a cycle by its id.
 */
export const KING = 1;
export const ADVISOR = 2;
export const ELEPHANT = 3;
export const HORSE = 4;
export const ROOK = 5;
export const CANNON = 6;
export const PAWN = 7;
export type PieceType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** 0 Red, 1 Black. */
export type Side = 0 | 1;

/** Colour bits of piece ids, by side. */
export const SIDE_BIT = [16, 32] as const;
/** Board value of the padding around the board. */
export const OFF = 64;
export const EMPTY = 0;

/** First slot and number of slots of each type. */
export const SLOT_START = [0, 0, 1, 3, 5, 7, 9, 11] as const;
export const SLOT_COUNT = [0, 1, 2, 2, 2, 2, 2, 5] as const;
export const SLOT_TYPE = new Uint8Array([1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 7, 7, 7]);

/** Type (1..7) of a board value, 0 for empty and off-board. */
export const TYPE = new Uint8Array(65);
/** Kind = type + 8 for Black (1..7 Red, 9..15 Black), 0 for empty and off-board: the hashing index. */
export const KIND = new Uint8Array(65);
for (let s = 0; s < 16; s++) {
  TYPE[16 + s] = SLOT_TYPE[s]!;
  TYPE[32 + s] = SLOT_TYPE[s]!;
  KIND[16 + s] = SLOT_TYPE[s]!;
  KIND[32 + s] = SLOT_TYPE[s]! + 8;
}

/** FEN letters by type (upper case Red). */
export const FEN_LETTER = ' KABNRCP';

/**
 * Zobrist keys per (kind, mailbox cell) as (lo, hi) halves, plus the side-to-move key (Black to move).
 * Indexing by mailbox cell lets make/unmake use the cells directly.
 */
const RAW = zobristKeys(16 * 90 * 2 + 2, 0x5841_4e47);
export const Z_LO = new Uint32Array(16 * 256);
export const Z_HI = new Uint32Array(16 * 256);
for (let k = 1; k < 16; k++)
  for (let p = 0; p < 90; p++) {
    const cell = (Math.floor(p / 9) + 3) * 16 + (p % 9) + 3;
    Z_LO[k * 256 + cell] = RAW[(k * 90 + p) * 2]!;
    Z_HI[k * 256 + cell] = RAW[(k * 90 + p) * 2 + 1]!;
  }
export const Z_SIDE_LO = RAW[16 * 90 * 2]!;
export const Z_SIDE_HI = RAW[16 * 90 * 2 + 1]!;
