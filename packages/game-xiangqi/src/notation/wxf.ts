import type { Result } from '@qi/core-search';
import { PAWN } from '../pieces.js';
import type { XiangqiPosition } from '../position.js';
import { describeMove, type MoveDescription } from './describe.js';
import { type MoveError, moveError } from './errors.js';
import { matchMove, type Speller } from './match.js';

/** WXF piece letters by type. Input also accepts B (elephant) and N (horse). */
export const WXF_LETTER = ' KAEHRCP';
const OP = { 1: '+', [-1]: '-', 0: '.' } as const;

/**
 * Canonical WXF (the formatter's one form):
 * - `C2.5`, `H2+3`, `E7+5`: letter, from-file (from the mover's right), `+` forward / `-` back / `.` sideways,
 *   then ranks moved (K R C P along the file) or the destination file.
 * - Two chariots, horses or cannons on a file: `+`/`-` (front/rear) replaces the file: `R+.3`, `C-+1`.
 *   Advisors and elephants keep the file (the direction tells them apart).
 * - Soldiers, when only their file holds several: two are `P+`/`P-`; three are `P+`, `P<file>` (middle), `P-`.
 *   When two files hold several, or one file holds four or five, the letter becomes the file and the place
 *   follows: `3+.4` (front soldier of file 3), `7-.6` (rear), `52+1` (second from the front on file 5).
 */
export function formatWxf(pos: XiangqiPosition, move: number): string {
  const d = describeMove(pos.board, move);
  if (!d) return '?';
  return designator(d) + OP[d.dir] + String(d.target);
}

function designator(d: MoveDescription): string {
  const letter = WXF_LETTER[d.type]!;
  if (d.count <= 1) return letter + d.file;
  const front = d.index === 0;
  const rear = d.index === d.count - 1;
  if (d.type !== PAWN) return letter + (front ? '+' : '-');
  if (d.tandemFiles <= 1 && d.count <= 3) return front ? 'P+' : rear ? 'P-' : `P${d.file}`;
  return String(d.file) + (front ? '+' : rear ? '-' : String(d.index + 1));
}

/** Every spelling the parser accepts for a move, canonical first (all normalized). */
const WXF_SPELLER: Speller = {
  tail: (d) => OP[d.dir] + String(d.target),
  spellings(d) {
    const tail = OP[d.dir] + String(d.target);
    const letter = WXF_LETTER[d.type]!;
    const out = [designator(d) + tail, letter + d.file + tail];
    if (d.count > 1) {
      const place = d.index === 0 ? '+' : d.index === d.count - 1 ? '-' : String(d.index + 1);
      // Sign before the letter (`+R.3`) and the letter with a place (`P+`) or the file with a place (`7+`).
      out.push(place + letter + tail, letter + place + tail, String(d.file) + place + tail);
    }
    return out;
  },
};

/** Normalizes WXF input: no spaces, upper case, `=` for `.`, B/N read as E/H. */
export function normalizeWxf(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase().replace(/=/g, '.').replace(/B/g, 'E').replace(/N/g, 'H');
}

const SYNTAX = /^(?:[KAEHRCP][1-9+-]|[+-][KAEHRCP]|[1-9][1-9+-])[+.-][1-9]$/;

/** Reads a WXF move (`C2.5`, `C2=5`, `H2+3`, `R+.3`, `+R.3`, `3+.4`) and returns the legal move it names. */
export function parseWxf(pos: XiangqiPosition, text: string): Result<number, MoveError> {
  const norm = normalizeWxf(text);
  if (!SYNTAX.test(norm))
    return moveError('move-syntax', `"${text}" is not a WXF move like C2.5, H2+3 or R+.3`, text);
  return matchMove(pos, text, norm, WXF_SPELLER, 'WXF');
}
