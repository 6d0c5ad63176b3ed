import { err, ok, type QiError, type Result } from '@qi/core-search';

/** One game of a record file: its tags and its moves as text, ICCS (ranks 0–9) or WXF. */
export interface GameRecord {
  readonly tags: Readonly<Record<string, string>>;
  readonly moves: readonly string[];
  /** 1-based line where the game starts (for messages). */
  readonly line: number;
}

export type RecordErrorCode = 'records-bad-tag' | 'records-bad-token';

/** Tag values are read up to the last quote: real files have unescaped quotes inside them. */
const TAG = /^\[(\w+)\s+"(.*)"\]$/;
const MOVE = /^[a-i][0-9][a-i][0-9]$/;
/** WXF moves (C2.5, H2+3, R+.3, 3+.4, C2=5): read in context when the book is built. */
const WXF = /^[KAEBHNRCP1-9+-][1-9+-][+\-.=][1-9]$/i;
const MOVE_NUMBER = /^\d+\.(\.\.)?$/;
const RESULT = /^(1-0|0-1|1\/2-1\/2|\*)$/;

/**
 * Reads game records in the PGN-like form of the master-game files: `[Tag "value"]` lines, then
 * numbered moves in ICCS (`1. h2e2 h9g7 2. h0g2 …`) or WXF (`1. C2.5 H8+7 …`), optionally a result.
 * A move number glued to its move (`1.h2e2`) and upper-case or dashed ICCS (`H2-E2`) are read too.
 * Anything else is a typed error naming the line and column. Moves are checked in their positions
 * only when the book is built.
 */
export function parseGameRecords(text: string): Result<GameRecord[], QiError<RecordErrorCode>> {
  const games: GameRecord[] = [];
  let tags: Record<string, string> = {};
  let moves: string[] = [];
  let start = 0;
  let started = false;
  const flush = () => {
    if (started) games.push({ tags, moves, line: start });
    tags = {};
    moves = [];
    started = false;
  };
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    if (line.startsWith('[')) {
      const m = TAG.exec(line);
      if (!m) return err('records-bad-tag', `line ${i + 1}: not a tag: ${line.slice(0, 60)}`, `${i + 1}:1`);
      if (moves.length > 0) flush();
      if (!started) {
        started = true;
        start = i + 1;
      }
      tags[m[1]!] = m[2]!;
      continue;
    }
    if (!started) {
      started = true;
      start = i + 1;
    }
    let col = 0;
    for (const raw of line.split(/\s+/)) {
      const column = line.indexOf(raw, col) + 1;
      col = column;
      let token = raw;
      const glued = /^(\d+\.(?:\.\.)?)(.+)$/.exec(token);
      if (glued) token = glued[2]!;
      else if (MOVE_NUMBER.test(token)) continue;
      if (RESULT.test(token)) continue;
      if (WXF.test(token)) {
        moves.push(token.toUpperCase());
        continue;
      }
      const move = token.toLowerCase().replace('-', '');
      if (!MOVE.test(move))
        return err(
          'records-bad-token',
          `line ${i + 1}, column ${column}: "${raw.slice(0, 20)}" is not an ICCS move`,
          `${i + 1}:${column}`,
        );
      moves.push(move);
    }
  }
  flush();
  return ok(games);
}
