export { type BookKeying, mirrorBoard, mirroredHash, readXiangqiBook, XiangqiBook } from './book.js';
export {
  type BuildBookOptions,
  type BuildBookStats,
  type BuiltBook,
  buildBook,
  buildBookFromText,
} from './build.js';
export { DEFAULT_BOOK_OPTIONS, defaultBook, defaultBookBytes } from './default-book.js';
export {
  ELEEYE_RECORD_BYTES,
  type EleeyeBookErrorCode,
  type EleeyeRecord,
  eleeyeRecord,
  readEleeyeBook,
  writeEleeyeBook,
} from './eleeye.js';
export {
  eleeyeLock,
  eleeyePoint,
  eleeyeSquare,
  fromEleeyeMove,
  mirrorMove,
  toEleeyeMove,
} from './eleeye-keys.js';
export { type GameRecord, parseGameRecords, type RecordErrorCode } from './records.js';
