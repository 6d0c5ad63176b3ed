import {
  BOOK_MAGIC,
  type BookMirror,
  type BookMove,
  type BookPosition,
  err,
  NO_MOVE,
  type OpeningBook,
  ok,
  type QiError,
  type Result,
  type Rng,
  readOpeningBook,
  weightedChoice,
} from '@qi/core-search';
import { Board } from '../board.js';
import { SQ90, SQ256 } from '../geometry.js';
import { hashBoard, type XiangqiPosition } from '../position.js';
import { readEleeyeBook } from './eleeye.js';
import { eleeyeLock, mirrorMove } from './eleeye-keys.js';

/** How a book's positions are keyed: Qi's own position hash, or ElephantEye's lock. */
export type BookKeying = 'qi' | 'eleeye';

/** The left-right mirror image of a board (file a ↔ i); the side to move is kept. */
export function mirrorBoard(board: Board): Board {
  const m = new Board();
  for (let pid = 16; pid < 48; pid++) {
    const cell = board.at[pid]!;
    if (cell === 0) continue;
    const p = SQ90[cell]!;
    m.put(pid, SQ256[p - (p % 9) + (8 - (p % 9))]!);
  }
  m.side = board.side;
  return m;
}

/** Hash halves of a position's mirror image under Qi's keys. */
export function mirroredHash(pos: XiangqiPosition): { lo: number; hi: number } {
  const [lo, hi] = hashBoard(mirrorBoard(pos.board));
  return { lo, hi };
}

const QI_MIRROR: BookMirror<XiangqiPosition> = { mirrorHash: mirroredHash, mirrorMove };

interface EleeyeView extends BookPosition {
  readonly pos: XiangqiPosition;
}
const EE_MIRROR: BookMirror<EleeyeView> = {
  mirrorHash: (v) => ({ lo: eleeyeLock(v.pos.board, true), hi: 0 }),
  mirrorMove,
};

/**
 * An opening book for Xiangqi positions: Qi's QIBK files (keyed by the position hash) or ElephantEye
 * BOOK.DAT files (keyed by ElephantEye's lock), both with mirrored lookup: a position missing from
 * the book is looked up as its left-right mirror image, and the moves found are mirrored back.
 * Suggested moves that are illegal in the position are dropped.
 */
export class XiangqiBook {
  constructor(
    readonly book: OpeningBook,
    readonly keying: BookKeying,
  ) {}

  /** The book moves of `pos` with their weights (empty when the position is not in the book). */
  probe(pos: XiangqiPosition): BookMove[] {
    if (this.keying === 'qi') return this.book.probe(pos, QI_MIRROR);
    const view: EleeyeView = {
      pos,
      hashLo: eleeyeLock(pos.board),
      hashHi: 0,
      isLegal: (m) => pos.isLegal(m),
    };
    return this.book.probe(view, EE_MIRROR);
  }

  /** A legal book move of `pos` chosen with probability proportional to its weight, or NO_MOVE. */
  choose(pos: XiangqiPosition, rng: Rng): number {
    const moves = this.probe(pos);
    return moves.length === 0 ? NO_MOVE : weightedChoice(moves, rng);
  }

  get size(): number {
    return this.book.size;
  }
}

export type XiangqiBookErrorCode = string;

/** Reads a book file of either format: QIBK (by its magic) or ElephantEye BOOK.DAT. */
export function readXiangqiBook(bytes: Uint8Array): Result<XiangqiBook, QiError> {
  const qibk =
    bytes.length >= 4 && String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!) === BOOK_MAGIC;
  if (qibk) {
    const r = readOpeningBook(bytes);
    return r.ok ? ok(new XiangqiBook(r.value, 'qi')) : r;
  }
  const r = readEleeyeBook(bytes);
  if (!r.ok) return r;
  if (r.value.size === 0) return err('eebook-empty', 'the book has no records', 0);
  return ok(new XiangqiBook(r.value, 'eleeye'));
}
