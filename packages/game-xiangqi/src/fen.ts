import { err, ok, type QiError, type Result } from '@qi/core-search';
import { Board } from './board.js';
import {
  AREA,
  BLACK_ADVISOR,
  BLACK_ELEPHANT,
  FILES,
  fileOf,
  PALACE,
  RANKS,
  RED_ADVISOR,
  RED_ELEPHANT,
  rankOf,
  sq256,
} from './geometry.js';
import {
  ADVISOR,
  CANNON,
  ELEPHANT,
  FEN_LETTER,
  HORSE,
  KING,
  PAWN,
  ROOK,
  SIDE_BIT,
  type Side,
  SLOT_COUNT,
  SLOT_START,
  TYPE,
} from './pieces.js';

/** FEN errors. Syntax errors come first; legality is only checked on well-formed text. */
export type FenSyntaxCode =
  | 'fen-empty'
  | 'fen-rank-count'
  | 'fen-rank-length'
  | 'fen-piece'
  | 'fen-side'
  | 'fen-field';
export type FenLegalityCode =
  | 'fen-general-count'
  | 'fen-general-palace'
  | 'fen-piece-count'
  | 'fen-piece-square'
  | 'fen-opponent-in-check';
export type FenErrorCode = FenSyntaxCode | FenLegalityCode;

const SYNTAX: ReadonlySet<string> = new Set<FenSyntaxCode>([
  'fen-empty',
  'fen-rank-count',
  'fen-rank-length',
  'fen-piece',
  'fen-side',
  'fen-field',
]);
/** True for the codes of the first (syntax) step. */
export const isFenSyntaxError = (code: string): boolean => SYNTAX.has(code);

export const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

/** A decoded FEN: the board (side to move included) and the two counters. */
export interface FenSetup {
  readonly board: Board;
  /** Plies since the last capture (the no-capture rule counts these). */
  readonly halfmove: number;
  readonly fullmove: number;
}

const TYPE_OF_LETTER: Readonly<Record<string, number>> = {
  k: KING,
  a: ADVISOR,
  b: ELEPHANT,
  e: ELEPHANT,
  n: HORSE,
  h: HORSE,
  r: ROOK,
  c: CANNON,
  p: PAWN,
};
const TYPE_NAME = ['', 'general', 'advisor', 'elephant', 'horse', 'chariot', 'cannon', 'soldier'];
const SIDE_NAME = ['Red', 'Black'];

const squareName = (sq: number): string => String.fromCharCode(97 + fileOf(sq)) + String(rankOf(sq));

interface Placed {
  readonly side: Side;
  readonly type: number;
  readonly sq: number;
}

/**
 * Reads standard Xiangqi FEN: ten ranks from Black's back rank (9) down to Red's (0), digits for empty
 * runs, `KABNRCP` upper case for Red (`E`/`H` accepted for elephant/horse), side `w` (or `r`) / `b`,
 * then optionally `- -`, the half-move clock and the move number.
 */
export function parseFen(text: string): Result<FenSetup, QiError<FenErrorCode>> {
  const fields = text.trim().split(/\s+/);
  const boardText = fields[0] ?? '';
  if (boardText === '') return err('fen-empty', 'empty FEN', 0);
  const ranks = boardText.split('/');
  if (ranks.length !== RANKS)
    return err('fen-rank-count', `expected ${RANKS} ranks separated by "/", found ${ranks.length}`, 'board');
  const placed: Placed[] = [];
  for (let i = 0; i < RANKS; i++) {
    const rank = RANKS - 1 - i;
    const row = ranks[i]!;
    let file = 0;
    for (let j = 0; j < row.length; j++) {
      const ch = row[j]!;
      if (ch >= '1' && ch <= '9') {
        file += ch.charCodeAt(0) - 48;
      } else {
        const type = TYPE_OF_LETTER[ch.toLowerCase()];
        if (type === undefined)
          return err(
            'fen-piece',
            `unknown piece letter "${ch}" in rank ${rank} (FEN rank ${i + 1})`,
            `rank ${rank}`,
          );
        if (file < FILES) placed.push({ side: ch === ch.toLowerCase() ? 1 : 0, type, sq: sq256(file, rank) });
        file++;
      }
      if (file > FILES) break;
    }
    if (file !== FILES)
      return err(
        'fen-rank-length',
        `rank ${rank} (FEN rank ${i + 1}, "${row}") covers ${file} files instead of ${FILES}`,
        `rank ${rank}`,
      );
  }
  let side: Side = 0;
  let next = 1;
  const sideText = fields[next];
  if (sideText !== undefined) {
    const s = sideText.toLowerCase();
    if (s === 'w' || s === 'r') side = 0;
    else if (s === 'b') side = 1;
    else return err('fen-side', `side to move must be "w" (Red) or "b" (Black), got "${sideText}"`, 'side');
    next++;
  }
  // Castling and en-passant placeholders carry nothing in Xiangqi.
  for (let k = 0; k < 2 && fields[next] === '-'; k++) next++;
  const counters: number[] = [];
  for (const name of ['half-move clock', 'move number']) {
    const f = fields[next];
    if (f === undefined) break;
    if (!/^\d{1,6}$/.test(f))
      return err('fen-field', `${name} must be a non-negative integer, got "${f}"`, name);
    counters.push(Number(f));
    next++;
  }
  if (next < fields.length)
    return err('fen-field', `unexpected text "${fields[next]}" after the FEN fields`, next);
  const legal = checkLegality(placed);
  if (!legal.ok) return legal;
  const board = new Board();
  const used = new Uint8Array(16);
  for (const p of placed) {
    const slot = SLOT_START[p.type]! + used[p.type + p.side * 8]!++;
    board.put(SIDE_BIT[p.side] + slot, p.sq);
  }
  board.side = side;
  if (board.attacked(board.kingSq((side ^ 1) as Side), (side ^ 1) as Side))
    return err(
      'fen-opponent-in-check',
      `${SIDE_NAME[side ^ 1]} is in check but it is ${SIDE_NAME[side]} to move`,
      'side',
    );
  return ok({ board, halfmove: counters[0] ?? 0, fullmove: Math.max(1, counters[1] ?? 1) });
}

function checkLegality(placed: readonly Placed[]): Result<true, QiError<FenLegalityCode>> {
  const counts = new Uint8Array(16);
  for (const p of placed) counts[p.type + p.side * 8]!++;
  for (const side of [0, 1] as const) {
    const generals = counts[KING + side * 8]!;
    if (generals !== 1)
      return err(
        'fen-general-count',
        `${SIDE_NAME[side]} has ${generals} generals (exactly one needed)`,
        'board',
      );
    for (let type = ADVISOR; type <= PAWN; type++) {
      const n = counts[type + side * 8]!;
      if (n > SLOT_COUNT[type]!)
        return err(
          'fen-piece-count',
          `${SIDE_NAME[side]} has ${n} ${TYPE_NAME[type]}s (at most ${SLOT_COUNT[type]})`,
          FEN_LETTER[type],
        );
    }
  }
  for (const p of placed) {
    const where = `${SIDE_NAME[p.side]} ${TYPE_NAME[p.type]} on ${squareName(p.sq)}`;
    const area = AREA[p.sq]!;
    if (p.type === KING && !(area & PALACE[p.side]))
      return err('fen-general-palace', `${where} is outside its palace`, squareName(p.sq));
    if (p.type === ADVISOR && !(area & (p.side === 0 ? RED_ADVISOR : BLACK_ADVISOR)))
      return err(
        'fen-piece-square',
        `${where}: advisors stay on the five diagonal points of their palace`,
        squareName(p.sq),
      );
    if (p.type === ELEPHANT && !(area & (p.side === 0 ? RED_ELEPHANT : BLACK_ELEPHANT)))
      return err('fen-piece-square', `${where}: elephants stay on their own seven points`, squareName(p.sq));
    if (p.type === PAWN && !pawnSquareOk(p.side, p.sq))
      return err(
        'fen-piece-square',
        `${where}: soldiers never stand behind their start rank, nor off the five start files before the river`,
        squareName(p.sq),
      );
  }
  return ok(true);
}

/** Soldiers start on rank 3 (Red) / 6 (Black), files a c e g i, and only move sideways after the river. */
function pawnSquareOk(side: Side, sq: number): boolean {
  const rel = side === 0 ? rankOf(sq) : 9 - rankOf(sq);
  if (rel < 3) return false;
  if (rel <= 4) return fileOf(sq) % 2 === 0;
  return true;
}

/** Writes standard FEN (`w`/`b`, `- -`, clock, move number). */
export function writeFen(board: Board, halfmove: number, fullmove: number): string {
  const rows: string[] = [];
  for (let rank = RANKS - 1; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < FILES; file++) {
      const pid = board.cells[sq256(file, rank)]!;
      if (pid === 0) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      const letter = FEN_LETTER[TYPE[pid]!]!;
      row += pid & 32 ? letter.toLowerCase() : letter;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return `${rows.join('/')} ${board.side === 0 ? 'w' : 'b'} - - ${halfmove} ${fullmove}`;
}
