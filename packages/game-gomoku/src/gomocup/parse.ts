import { err, ok, type QiError, type Result } from '@qi/core-search';
import { quote } from './lines.js';

/** One command line of the Gomocup (Piskvork) protocol, parsed. Coordinates are 0-based, x = column. */
export type GomocupCommand =
  | { readonly kind: 'start'; readonly size: number }
  | { readonly kind: 'rectstart'; readonly width: number; readonly height: number }
  | { readonly kind: 'begin' }
  | { readonly kind: 'turn'; readonly x: number; readonly y: number }
  | { readonly kind: 'takeback'; readonly x: number; readonly y: number }
  | { readonly kind: 'board' }
  | { readonly kind: 'info'; readonly key: string; readonly value: string }
  | { readonly kind: 'restart' }
  | { readonly kind: 'end' }
  | { readonly kind: 'about' }
  /** Lines a manager may echo or send as comments: ignored. */
  | { readonly kind: 'comment' }
  | { readonly kind: 'unknown'; readonly word: string };

/** One `x,y,who` line inside `BOARD … DONE`: who 1 = own stone, 2 = opponent's, 3 = winning-line stone. */
export interface BoardLine {
  readonly x: number;
  readonly y: number;
  readonly who: 1 | 2 | 3;
}

export type GomocupParseError = QiError<'gomocup-syntax'>;

/** Non-negative integers only, as the protocol writes them (no signs, no fractions, no exponents). */
const INT = /^\d{1,9}$/;

/** `x,y` (spaces around the comma tolerated). */
export function parseXY(text: string): Result<{ x: number; y: number }, GomocupParseError> {
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length !== 2 || !INT.test(parts[0]!) || !INT.test(parts[1]!))
    return err('gomocup-syntax', `expected coordinates "x,y", got "${quote(text)}"`, text);
  return ok({ x: Number(parts[0]), y: Number(parts[1]) });
}

/** `x,y,who` inside BOARD. */
export function parseBoardLine(text: string): Result<BoardLine, GomocupParseError> {
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length !== 3 || !parts.every((p) => INT.test(p)))
    return err('gomocup-syntax', `expected a board line "x,y,who", got "${quote(text)}"`, text);
  const who = Number(parts[2]);
  if (who !== 1 && who !== 2 && who !== 3)
    return err(
      'gomocup-syntax',
      `who must be 1 (own), 2 (opponent) or 3 (winning line), got ${quote(parts[2] ?? '')}`,
      text,
    );
  return ok({ x: Number(parts[0]), y: Number(parts[1]), who });
}

/** Parses one command line (already trimmed, not empty). Keywords are case-insensitive. */
export function parseCommand(line: string): Result<GomocupCommand, GomocupParseError> {
  const space = line.search(/\s/);
  const word = (space < 0 ? line : line.slice(0, space)).toUpperCase();
  const rest = space < 0 ? '' : line.slice(space + 1).trim();
  const none = (cmd: GomocupCommand): Result<GomocupCommand, GomocupParseError> =>
    rest === ''
      ? ok(cmd)
      : err('gomocup-syntax', `${quote(word)} takes no argument, got "${quote(rest)}"`, line);
  switch (word) {
    case 'START': {
      if (!INT.test(rest))
        return err('gomocup-syntax', `START needs a board size, got "${quote(rest)}"`, line);
      return ok({ kind: 'start', size: Number(rest) });
    }
    case 'RECTSTART': {
      const xy = parseXY(rest);
      return xy.ok ? ok({ kind: 'rectstart', width: xy.value.x, height: xy.value.y }) : xy;
    }
    case 'BEGIN':
      return none({ kind: 'begin' });
    case 'TURN':
    case 'TAKEBACK': {
      const xy = parseXY(rest);
      if (!xy.ok) return xy;
      return ok({ kind: word === 'TURN' ? 'turn' : 'takeback', ...xy.value });
    }
    case 'BOARD':
      return none({ kind: 'board' });
    case 'INFO': {
      const m = /^(\S+)\s*(.*)$/.exec(rest);
      if (!m) return err('gomocup-syntax', 'INFO needs a key and a value', line);
      return ok({ kind: 'info', key: m[1]!.toLowerCase(), value: m[2]!.trim() });
    }
    case 'RESTART':
      return none({ kind: 'restart' });
    case 'END':
      return ok({ kind: 'end' });
    case 'ABOUT':
      return none({ kind: 'about' });
    case 'MESSAGE':
    case 'DEBUG':
      return ok({ kind: 'comment' });
    default:
      return ok({ kind: 'unknown', word });
  }
}
