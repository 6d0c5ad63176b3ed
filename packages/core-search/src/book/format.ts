import { err, ok, type QiError, type Result } from '../result.js';
import { OpeningBook } from './book.js';
import type { BookErrorCode } from './errors.js';

/**
 * Qi's own book file, little-endian:
 *   0  "QIBK"            magic
 *   4  u16 version = 1
 *   6  u16 flags = 0     (reserved)
 *   8  u32 entry count N
 *  12  u32 FNV-1a checksum of the entry bytes
 *  16  N × (u32 hashLo, u32 hashHi, i32 move, u32 weight), sorted by (hashHi, hashLo, move)
 */
export const BOOK_MAGIC = 'QIBK';
export const BOOK_VERSION = 1;
const HEADER = 16;
const ENTRY = 16;

function fnv1a(bytes: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

/** Serializes a book to the format above. */
export function writeOpeningBook(book: OpeningBook): Uint8Array {
  const n = book.size;
  const bytes = new Uint8Array(HEADER + n * ENTRY);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 4; i++) bytes[i] = BOOK_MAGIC.charCodeAt(i);
  view.setUint16(4, BOOK_VERSION, true);
  view.setUint16(6, 0, true);
  view.setUint32(8, n, true);
  for (let i = 0; i < n; i++) {
    const at = HEADER + i * ENTRY;
    view.setUint32(at, book.hashLo[i]!, true);
    view.setUint32(at + 4, book.hashHi[i]!, true);
    view.setInt32(at + 8, book.moves[i]!, true);
    view.setUint32(at + 12, book.weights[i]!, true);
  }
  view.setUint32(12, fnv1a(bytes, HEADER, bytes.length), true);
  return bytes;
}

/** Reads a book written by `writeOpeningBook`; damaged input gives a typed error with a byte offset. */
export function readOpeningBook(bytes: Uint8Array): Result<OpeningBook, QiError<BookErrorCode>> {
  const magicLength = Math.min(4, bytes.length);
  for (let i = 0; i < magicLength; i++)
    if (bytes[i] !== BOOK_MAGIC.charCodeAt(i)) return err('book-bad-magic', 'not a Qi book (bad magic)', i);
  if (bytes.length < HEADER)
    return err('book-truncated', `a book header needs ${HEADER} bytes, got ${bytes.length}`, bytes.length);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(4, true);
  if (version !== BOOK_VERSION)
    return err('book-bad-version', `book version ${version} is not supported (expected ${BOOK_VERSION})`, 4);
  if (view.getUint16(6, true) !== 0) return err('book-bad-header', 'reserved header flags are not 0', 6);
  const n = view.getUint32(8, true);
  const expected = HEADER + n * ENTRY;
  if (bytes.length < expected)
    return err('book-truncated', `${n} entries need ${expected} bytes, got ${bytes.length}`, bytes.length);
  if (bytes.length > expected)
    return err('book-trailing-data', `${bytes.length - expected} bytes after the last entry`, expected);
  if (view.getUint32(12, true) !== fnv1a(bytes, HEADER, expected))
    return err('book-checksum', 'the entries do not match the checksum (damaged file)', 12);
  const hashLo = new Uint32Array(n);
  const hashHi = new Uint32Array(n);
  const moves = new Int32Array(n);
  const weights = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const at = HEADER + i * ENTRY;
    hashLo[i] = view.getUint32(at, true);
    hashHi[i] = view.getUint32(at + 4, true);
    moves[i] = view.getInt32(at + 8, true);
    weights[i] = view.getUint32(at + 12, true);
    if (moves[i]! < 0) return err('book-bad-move', `entry ${i} has a negative move`, at + 8);
    if (i > 0) {
      const order = hashHi[i]! - hashHi[i - 1]! || hashLo[i]! - hashLo[i - 1]! || moves[i]! - moves[i - 1]!;
      if (order <= 0) return err('book-unsorted', `entry ${i} is out of order or repeated`, at);
    }
  }
  return ok(new OpeningBook(hashLo, hashHi, moves, weights));
}
