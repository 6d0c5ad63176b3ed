import type { OpeningBook } from '@qi/core-search';
import { OpeningBookBuilder, ok, type QiError, type Result, writeOpeningBook } from '@qi/core-search';
import { parseIccs } from '../notation/coords.js';
import { parseWxf } from '../notation/wxf.js';
import { xiangqi } from '../plugin.js';
import type { XiangqiPosition } from '../position.js';
import { mirroredHash } from './book.js';
import { mirrorMove } from './eleeye-keys.js';
import { type GameRecord, parseGameRecords } from './records.js';

export interface BuildBookOptions {
  /** Plies of each game that enter the book (default 16). */
  readonly maxPly?: number;
  /** A position, and a move from it, enters only when seen in at least this many games (default 2). */
  readonly minCount?: number;
}

export interface BuildBookStats {
  readonly games: number;
  /** Games cut short by a move that is illegal in its position (the rest of such a game is skipped). */
  readonly gamesWithIllegalMoves: number;
  readonly positions: number;
  readonly entries: number;
}

export interface BuiltBook {
  readonly book: OpeningBook;
  /** The book in Qi's QIBK format (writeOpeningBook). */
  readonly bytes: Uint8Array;
  readonly stats: BuildBookStats;
}

interface Counted {
  lo: number;
  hi: number;
  count: number;
  moves: Map<number, number>;
}

/**
 * Builds Qi's opening book from game records: every position of each game's first `maxPly` plies,
 * with the move played there, counted over all games. Positions are stored in one orientation (the
 * smaller hash of a position and its mirror image), so mirrored games add up and the book's mirrored
 * lookup finds both. A position or move seen in fewer than `minCount` games is left out; weights are
 * the game counts. The result is deterministic for the same records.
 */
export function buildBook(
  games: readonly GameRecord[],
  options: BuildBookOptions = {},
): Result<BuiltBook, QiError> {
  const maxPly = options.maxPly ?? 16;
  const minCount = options.minCount ?? 2;
  const game = xiangqi.create();
  if (!game.ok) return game;
  const seen = new Map<string, Counted>();
  let broken = 0;
  for (const record of games) {
    const pos = game.value.initial();
    const plies = Math.min(maxPly, record.moves.length);
    for (let i = 0; i < plies; i++) {
      const text = record.moves[i]!;
      const move = /^[a-i]\d[a-i]\d$/.test(text) ? parseIccs(pos, text) : parseWxf(pos, text);
      if (!move.ok || pos.outcome().kind !== 'ongoing') {
        if (!move.ok) broken++;
        break;
      }
      const { lo, hi, move: m } = canonical(pos, move.value);
      const key = `${hi}:${lo}`;
      let c = seen.get(key);
      if (!c) {
        c = { lo, hi, count: 0, moves: new Map() };
        seen.set(key, c);
      }
      c.count++;
      c.moves.set(m, (c.moves.get(m) ?? 0) + 1);
      pos.make(move.value);
    }
  }
  const builder = new OpeningBookBuilder();
  let positions = 0;
  for (const c of seen.values()) {
    if (c.count < minCount) continue;
    let kept = 0;
    for (const [m, n] of c.moves) {
      if (n < minCount) continue;
      const added = builder.add(c.lo, c.hi, m, n);
      if (!added.ok) return added;
      kept++;
    }
    if (kept > 0) positions++;
  }
  const book = builder.build();
  return ok({
    book,
    bytes: writeOpeningBook(book),
    stats: { games: games.length, gamesWithIllegalMoves: broken, positions, entries: book.size },
  });
}

/** The key and move of `pos` in its stored orientation: itself or its mirror image, whichever hash is smaller. */
function canonical(pos: XiangqiPosition, move: number): { lo: number; hi: number; move: number } {
  const m = mirroredHash(pos);
  const mirrored = m.hi < pos.hashHi || (m.hi === pos.hashHi && m.lo < pos.hashLo);
  return mirrored ? { lo: m.lo, hi: m.hi, move: mirrorMove(move) } : { lo: pos.hashLo, hi: pos.hashHi, move };
}

/** Parses record files (see parseGameRecords) and builds the book from all their games: what `qi book build` runs. */
export function buildBookFromText(
  texts: readonly string[],
  options: BuildBookOptions = {},
): Result<BuiltBook, QiError> {
  const all: GameRecord[] = [];
  for (const text of texts) {
    const games = parseGameRecords(text);
    if (!games.ok) return games;
    all.push(...games.value);
  }
  return buildBook(all, options);
}
