/** Typed error codes of the opening book: bad input to the builder and bad or damaged files. */
export type BookErrorCode =
  | 'book-bad-hash'
  | 'book-bad-move'
  | 'book-bad-weight'
  | 'book-truncated'
  | 'book-bad-magic'
  | 'book-bad-version'
  | 'book-bad-header'
  | 'book-trailing-data'
  | 'book-checksum'
  | 'book-unsorted';

/** Heaviest weight an entry can hold (weights are uint32). */
export const MAX_BOOK_WEIGHT = 0xffffffff;

export const isUint32 = (v: number): boolean => Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

/** Move ids are non-negative int32 (dense ids below a game's moveIdLimit). */
export const isBookMove = (v: number): boolean => Number.isInteger(v) && v >= 0 && v <= 0x7fffffff;
