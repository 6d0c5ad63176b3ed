import {
  BOOK_MAGIC,
  err,
  type OpeningBook,
  OpeningBookBuilder,
  ok,
  type QiError,
  type Result,
} from '@qi/core-search';
import { fromEleeyeMove, toEleeyeMove } from './eleeye-keys.js';

/**
 * ElephantEye's `BOOK.DAT`: a flat array of 8-byte little-endian records
 *   u32 lock   (lock1 of the position, see eleeye-keys.ts)
 *   u16 move   (from square | to square << 8, ElephantEye squares)
 *   u16 weight
 * sorted by lock (ElephantEye finds a position by binary search), a position's moves adjacent.
 * Only one of a position and its mirror image needs to be stored: readers look up the mirror too.
 */
export const ELEEYE_RECORD_BYTES = 8;

export type EleeyeBookErrorCode =
  | 'eebook-empty'
  | 'eebook-truncated'
  | 'eebook-bad-move'
  | 'eebook-unsorted'
  | 'eebook-is-qibk';

export interface EleeyeRecord {
  readonly lock: number;
  /** ElephantEye move number. */
  readonly move: number;
  readonly weight: number;
}

/**
 * Reads a BOOK.DAT into an opening book keyed by (lock, 0) whose moves are already our move ids.
 * A file that is empty, not a whole number of records, unsorted, or names an off-board square is a
 * typed error with the byte offset of the problem.
 */
export function readEleeyeBook(bytes: Uint8Array): Result<OpeningBook, QiError<EleeyeBookErrorCode>> {
  if (bytes.length === 0) return err('eebook-empty', 'the book file is empty', 0);
  if (bytes.length >= 4 && String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!) === BOOK_MAGIC)
    return err('eebook-is-qibk', 'this is a Qi (QIBK) book, not an ElephantEye BOOK.DAT', 0);
  if (bytes.length % ELEEYE_RECORD_BYTES !== 0)
    return err(
      'eebook-truncated',
      `${bytes.length} bytes is not a whole number of ${ELEEYE_RECORD_BYTES}-byte records (truncated or not a BOOK.DAT)`,
      bytes.length - (bytes.length % ELEEYE_RECORD_BYTES),
    );
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const builder = new OpeningBookBuilder();
  let previous = 0;
  for (let at = 0; at < bytes.length; at += ELEEYE_RECORD_BYTES) {
    const lock = view.getUint32(at, true);
    const mv = view.getUint16(at + 4, true);
    const weight = view.getUint16(at + 6, true);
    if (lock < previous)
      return err('eebook-unsorted', `record ${at / ELEEYE_RECORD_BYTES} breaks the lock order`, at);
    previous = lock;
    const move = fromEleeyeMove(mv);
    if (move < 0)
      return err(
        'eebook-bad-move',
        `record ${at / ELEEYE_RECORD_BYTES} has an impossible move 0x${mv.toString(16)}`,
        at + 4,
      );
    const added = builder.add(lock, 0, move, weight);
    if (!added.ok) return err('eebook-bad-move', added.error.message, at);
  }
  return ok(builder.build());
}

/** Writes records in ElephantEye's format (sorted by lock, then move), e.g. to export Qi's book for other programs. */
export function writeEleeyeBook(records: readonly EleeyeRecord[]): Uint8Array {
  const sorted = [...records].sort((a, b) => a.lock - b.lock || a.move - b.move);
  const bytes = new Uint8Array(sorted.length * ELEEYE_RECORD_BYTES);
  const view = new DataView(bytes.buffer);
  sorted.forEach((r, i) => {
    view.setUint32(i * ELEEYE_RECORD_BYTES, r.lock >>> 0, true);
    view.setUint16(i * ELEEYE_RECORD_BYTES + 4, r.move, true);
    view.setUint16(i * ELEEYE_RECORD_BYTES + 6, Math.min(r.weight, 0xffff), true);
  });
  return bytes;
}

/** An ElephantEye record for one of our moves. */
export const eleeyeRecord = (lock: number, move: number, weight: number): EleeyeRecord => ({
  lock,
  move: toEleeyeMove(move),
  weight,
});
