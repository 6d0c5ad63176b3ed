import type { Board } from '../board.js';
import * as geometry from '../geometry.js';
import { SIDE_BIT, SLOT_TYPE } from '../pieces.js';

const { MOVE_FROM, MOVE_TO, POINTS, SQ90 } = geometry;

/**
 * ElephantEye's position keys, as its book format needs them. ElephantEye numbers the board as a
 * 16×16 array with Black's back rank on row 3 and Red's on row 12, files in columns 3..11 (so ICCS
 * `a9` is 0x33 and `i0` is 0xcb), and draws its Zobrist keys from an RC4 stream with an all-zero
 * 4-byte key: first the side key, then one key per (piece type 0..13, square 0..255), each three
 * little-endian 32-bit words (key, lock0, lock1). Types are 0 general, 1 advisor, 2 elephant,
 * 3 horse, 4 chariot, 5 cannon, 6 soldier for Red and 7..13 for Black. A book record is keyed by the
 * position's lock1, with the side key XORed in when Black is to move.
 */

/** ElephantEye square of an ICCS point (file 0..8 from a, rank 0..9 from Red's back rank). */
export const eleeyeSquare = (file: number, rank: number): number => ((12 - rank) << 4) + file + 3;

/** File and rank of an ElephantEye square, or null when the square is off the board. */
export function eleeyePoint(sq: number): { file: number; rank: number } | null {
  const x = sq & 15;
  const y = sq >> 4;
  if (x < 3 || x > 11 || y < 3 || y > 12) return null;
  return { file: x - 3, rank: 12 - y };
}

/** The RC4 keystream generator (initialised with an all-zero 4-byte key). */
class Rc4 {
  private readonly s = new Uint8Array(256);
  private x = 0;
  private y = 0;

  constructor() {
    const s = this.s;
    for (let i = 0; i < 256; i++) s[i] = i;
    let j = 0;
    for (let i = 0; i < 256; i++) {
      // The key bytes are all zero, so only the state itself moves j.
      j = (j + s[i]!) & 255;
      const t = s[i]!;
      s[i] = s[j]!;
      s[j] = t;
    }
  }

  byte(): number {
    const s = this.s;
    this.x = (this.x + 1) & 255;
    this.y = (this.y + s[this.x]!) & 255;
    const t = s[this.x]!;
    s[this.x] = s[this.y]!;
    s[this.y] = t;
    return s[(s[this.x]! + s[this.y]!) & 255]!;
  }

  /** Four bytes, little-endian. */
  word(): number {
    const b0 = this.byte();
    const b1 = this.byte();
    const b2 = this.byte();
    const b3 = this.byte();
    return (b0 | (b1 << 8) | (b2 << 16) | (b3 << 24)) >>> 0;
  }
}

/** lock1 of the side key and of each (type 0..13, square 0..255). */
const { SIDE_LOCK, LOCK } = (() => {
  const rc4 = new Rc4();
  const take = () => {
    rc4.word(); // key
    rc4.word(); // lock0
    return rc4.word(); // lock1
  };
  const side = take();
  const lock = new Uint32Array(14 * 256);
  for (let i = 0; i < 14 * 256; i++) lock[i] = take();
  return { SIDE_LOCK: side, LOCK: lock };
})();

/** ElephantEye's type index of a slot type (1 general … 7 soldier → 0 … 6). */
const typeIndex = (slot: number): number => SLOT_TYPE[slot]! - 1;

/** The ElephantEye lock (lock1) of a board: the key its BOOK.DAT records are sorted and found by. */
export function eleeyeLock(board: Board, mirrored = false): number {
  let lock = 0;
  for (let side = 0; side < 2; side++) {
    const own = SIDE_BIT[side as 0 | 1];
    for (let slot = 0; slot < 16; slot++) {
      const cell = board.at[own + slot]!;
      if (cell === 0) continue;
      const p = SQ90[cell]!;
      const file = p % 9;
      const sq = eleeyeSquare(mirrored ? 8 - file : file, Math.floor(p / 9));
      lock ^= LOCK[(typeIndex(slot) + 7 * side) * 256 + sq]!;
    }
  }
  if (board.side === 1) lock ^= SIDE_LOCK;
  return lock >>> 0;
}

/** ElephantEye move (from + to·256) of one of our move ids. */
export function toEleeyeMove(move: number): number {
  const from = SQ90[MOVE_FROM[move]!]!;
  const to = SQ90[MOVE_TO[move]!]!;
  return eleeyeSquare(from % 9, Math.floor(from / 9)) | (eleeyeSquare(to % 9, Math.floor(to / 9)) << 8);
}

/** Our move id of an ElephantEye move, or -1 when a square is off the board or the move goes nowhere. */
export function fromEleeyeMove(mv: number): number {
  const a = eleeyePoint(mv & 255);
  const b = eleeyePoint((mv >> 8) & 255);
  if (!a || !b) return -1;
  const from = a.rank * 9 + a.file;
  const to = b.rank * 9 + b.file;
  return from === to ? -1 : from * POINTS + to;
}

/** A move id with both points mirrored left-right (file a ↔ i). */
export function mirrorMove(move: number): number {
  const from = Math.floor(move / POINTS);
  const to = move % POINTS;
  const m = (p: number) => p - (p % 9) + (8 - (p % 9));
  return m(from) * POINTS + m(to);
}
