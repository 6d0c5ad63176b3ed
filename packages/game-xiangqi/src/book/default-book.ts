import { unwrap } from '@qi/core-search';
import { readXiangqiBook, type XiangqiBook } from './book.js';
import type { BuildBookOptions } from './build.js';
import { DEFAULT_BOOK_BASE64 } from './default-book.data.js';

/** How the default book is built: the first 16 plies of each master game, moves seen in at least two games. */
export const DEFAULT_BOOK_OPTIONS: BuildBookOptions = { maxPly: 16, minCount: 2 };

function decodeBase64(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (const ch of clean) {
    value = (value << 6) | alphabet.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 255;
    }
  }
  return out;
}

/** The bytes of Qi's default book (QIBK), as committed in data/qi-book.qibk. */
export const defaultBookBytes = (): Uint8Array => decodeBase64(DEFAULT_BOOK_BASE64);

let cached: XiangqiBook | null = null;

/** Qi's default opening book, built from master games (decoded once). */
export function defaultBook(): XiangqiBook {
  cached ??= unwrap(readXiangqiBook(defaultBookBytes()));
  return cached;
}
