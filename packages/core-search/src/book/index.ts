export { type BookMirror, type BookMove, type BookPosition, OpeningBook, weightedChoice } from './book.js';
export { OpeningBookBuilder } from './builder.js';
export { type BookErrorCode, MAX_BOOK_WEIGHT } from './errors.js';
export { BOOK_MAGIC, BOOK_VERSION, readOpeningBook, writeOpeningBook } from './format.js';
