import { err, ok, type QiError, type Result } from '@qi/core-search';
import { BLACK, type StoneColor, WHITE } from '../geometry.js';

export type GtpErrorCode = 'gtp-syntax';

/** One command line: the optional numeric id, the command name and its arguments. */
export interface GtpCommand {
  readonly id: string | null;
  readonly name: string;
  readonly args: readonly string[];
}

/** Longest line handled (a GTP line is short; anything longer is garbage and refused). */
export const MAX_LINE_LENGTH = 4096;

/**
 * GTP 2 preprocessing (section 2.2): control characters other than HT and LF are removed, HT
 * becomes a space, everything from `#` on is a comment, and the line is trimmed.
 */
export function preprocess(line: string): string {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '#') break;
    const code = ch.charCodeAt(0);
    if (code === 9) out += ' ';
    else if (code >= 32 && code !== 127) out += ch;
  }
  return out.trim();
}

/**
 * Parses a raw input line: `null` for a line with nothing to do (empty or a comment), else the
 * command. A leading all-digit token is the id, echoed in the answer.
 */
export function parseCommand(line: string): Result<GtpCommand | null, QiError<GtpErrorCode>> {
  if (line.length > MAX_LINE_LENGTH)
    return err('gtp-syntax', `line longer than ${MAX_LINE_LENGTH} characters`);
  const text = preprocess(line);
  if (text === '') return ok(null);
  const words = text.split(/ +/);
  let id: string | null = null;
  if (/^\d+$/.test(words[0]!)) id = words.shift()!;
  const name = words.shift();
  if (name === undefined) return err('gtp-syntax', 'an id with no command');
  return ok({ id, name, args: words });
}

/** `b`, `black`, `w`, `white` in any case. */
export function parseColor(text: string | undefined): Result<StoneColor, QiError<GtpErrorCode>> {
  const t = text?.toLowerCase();
  if (t === 'b' || t === 'black') return ok(BLACK);
  if (t === 'w' || t === 'white') return ok(WHITE);
  return err('gtp-syntax', `"${text ?? ''}" is not a colour (b, w, black or white)`);
}

/** A whole number in [min, max], written as digits only. */
export function parseWhole(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^[+-]?\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** A finite decimal number (komi, times); no hex, no exponents beyond sanity. */
export function parseNumber(text: string | undefined): number | null {
  if (text === undefined || !/^[+-]?(\d{1,9}(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** The answer to one command: `=id result` or `?id message`, then an empty line. */
export function formatResponse(id: string | null, success: boolean, text: string): string {
  const head = `${success ? '=' : '?'}${id ?? ''}`;
  // An empty line ends a response: never let one through inside it.
  const body = text
    .replace(/\r/g, '')
    .replace(/\n+$/, '')
    .replace(/\n(?=\n)/g, '\n ');
  return `${body === '' ? head : `${head} ${body}`}\n\n`;
}
