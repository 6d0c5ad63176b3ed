import { err, ok, type QiError, type Result, type Player as Side } from '@qi/core-search';
import type { GameRecord, GameResult } from './play.js';
import type { GameTask, TournamentMode } from './schedule.js';

/**
 * A results file holds JSON lines: one header describing the run, then one line per finished game,
 * appended as each game ends. A run killed at any moment loses at most the line being written (a
 * truncated last line is dropped on resume), and the header lets a resumed run check it continues
 * the same experiment.
 */
export interface JournalHeader {
  readonly type: 'header';
  readonly version: 1;
  readonly game: string;
  readonly mode: TournamentMode;
  readonly players: readonly string[];
  /** Games per pairing. */
  readonly games: number;
  readonly seed: number;
  readonly limits: { readonly timeMs?: number; readonly nodes?: number; readonly depth?: number };
  /** Where the openings came from (`initial`, `random:8`, a file name) and how many. */
  readonly openings: { readonly source: string; readonly count: number };
  /** Games in the whole schedule. */
  readonly total: number;
}

export interface JournalGame {
  readonly type: 'game';
  readonly index: number;
  readonly pairing: number;
  readonly round: number;
  readonly a: string;
  readonly b: string;
  readonly aSide: Side;
  readonly opening: number;
  readonly seed: number;
  readonly result: GameResult;
  readonly reason: string;
  readonly note?: string;
  /** Plies after the opening. */
  readonly plies: number;
  readonly start: string;
  readonly openingMoves: readonly string[];
  readonly moves: readonly string[];
  /** Wall time of the game in milliseconds. */
  readonly ms: number;
}

export function journalGame(task: GameTask, record: GameRecord, ms: number): JournalGame {
  return {
    type: 'game',
    index: task.index,
    pairing: task.pairing,
    round: task.round,
    a: record.a,
    b: record.b,
    aSide: record.aSide,
    opening: task.opening,
    seed: record.seed,
    result: record.result,
    reason: record.reason,
    ...(record.note === undefined ? {} : { note: record.note }),
    plies: record.moves.length,
    start: record.start,
    openingMoves: record.opening,
    moves: record.moves.map((m) => m.text),
    ms: Math.round(ms),
  };
}

export interface Journal {
  readonly header: JournalHeader | null;
  readonly games: readonly JournalGame[];
  /** Length of the text up to the end of the last complete, valid line: truncate the file to it. */
  readonly validLength: number;
}

export type JournalErrorCode = 'journal-line' | 'journal-header';

const isGame = (v: unknown): v is JournalGame => {
  const g = v as JournalGame;
  return (
    typeof g === 'object' &&
    g !== null &&
    g.type === 'game' &&
    Number.isInteger(g.index) &&
    (g.result === 'a' || g.result === 'b' || g.result === 'draw')
  );
};

/**
 * Reads a results file. An unfinished last line (no newline, or not JSON: the run was killed while
 * writing it) is dropped; a bad line elsewhere is an error naming the line. Duplicate game indices
 * keep the first.
 */
export function parseJournal(text: string): Result<Journal, QiError<JournalErrorCode>> {
  let header: JournalHeader | null = null;
  const games: JournalGame[] = [];
  const seen = new Set<number>();
  let offset = 0;
  let validLength = 0;
  let lineNo = 0;
  while (offset < text.length) {
    const nl = text.indexOf('\n', offset);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(offset, end).trim();
    lineNo++;
    const last = nl < 0 || text.slice(nl + 1).trim() === '';
    let value: unknown;
    try {
      value = line === '' ? undefined : JSON.parse(line);
    } catch {
      if (last) break;
      return err('journal-line', `line ${lineNo} is not JSON`, lineNo);
    }
    if (value !== undefined) {
      const type = (value as { type?: unknown }).type;
      if (type === 'header') {
        if (header) return err('journal-header', `line ${lineNo}: a second header`, lineNo);
        header = value as JournalHeader;
      } else if (isGame(value)) {
        if (!seen.has(value.index)) {
          seen.add(value.index);
          games.push(value);
        }
      } else if (last) break;
      else return err('journal-line', `line ${lineNo} is neither a header nor a game result`, lineNo);
    }
    offset = nl < 0 ? text.length : nl + 1;
    validLength = nl < 0 ? text.length : nl + 1;
  }
  return ok({ header, games, validLength });
}

/** The first field in which two headers differ (ignoring key order), or null when they match. */
const HEADER_FIELDS = ['game', 'mode', 'players', 'games', 'seed', 'limits', 'openings'] as const;

export function headerDifference(a: JournalHeader, b: JournalHeader): (typeof HEADER_FIELDS)[number] | null {
  const fields = HEADER_FIELDS;
  for (const f of fields) if (canonical(a[f]) !== canonical(b[f])) return f;
  return null;
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}
