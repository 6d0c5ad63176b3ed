import { err, ok, type QiError, type Result } from '@qi/core-search';
import { LINES, TicTacToePosition } from './board.js';

export type TicTacToeErrorCode = 'ttt-syntax' | 'ttt-illegal' | 'ttt-move';

/**
 * Position text: nine cells in reading order (top row first), `x`, `o` or `.`/`-`/`_` for empty,
 * with optional `/` or whitespace between rows. X moves first, so the side to move follows from the counts.
 * Example: `x.o/.x./..o`.
 */
export function decodeBoard(text: string): Result<TicTacToePosition, QiError<TicTacToeErrorCode>> {
  const cells: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '/' || ch === ' ' || ch === '\n' || ch === '\t' || ch === '|') continue;
    const lower = ch.toLowerCase();
    if (lower === 'x') cells.push(1);
    else if (lower === 'o') cells.push(2);
    else if (ch === '.' || ch === '-' || ch === '_') cells.push(0);
    else return err('ttt-syntax', `unexpected character "${ch}" at offset ${i} (expected x, o or .)`, i);
  }
  if (cells.length !== 9) return err('ttt-syntax', `expected 9 cells, got ${cells.length}`, text.length);
  const xs = cells.filter((c) => c === 1).length;
  const os = cells.filter((c) => c === 2).length;
  if (xs !== os && xs !== os + 1)
    return err('ttt-illegal', `X moves first, so X has as many stones as O or one more (X ${xs}, O ${os})`);
  const wins = (p: number) => LINES.some(([a, b, c]) => cells[a] === p && cells[b] === p && cells[c] === p);
  const xWins = wins(1);
  const oWins = wins(2);
  if (xWins && oWins) return err('ttt-illegal', 'both X and O have three in a row');
  if (xWins && xs !== os + 1) return err('ttt-illegal', 'X has three in a row but O moved after it');
  if (oWins && xs !== os) return err('ttt-illegal', 'O has three in a row but X moved after it');
  const pos = new TicTacToePosition();
  pos.setCells(cells);
  return ok(pos);
}

export function encodeBoard(pos: TicTacToePosition): string {
  const ch = (c: number) => (c === 1 ? 'x' : c === 2 ? 'o' : '.');
  const rows: string[] = [];
  for (let r = 0; r < 3; r++) rows.push([0, 1, 2].map((c) => ch(pos.cells[r * 3 + c]!)).join(''));
  return rows.join('/');
}

/** Cell names: columns a–c left to right, rows 1–3 bottom to top (like chess); index 0 is a3. */
export function cellName(cell: number): string {
  const col = cell % 3;
  const row = 3 - Math.floor(cell / 3);
  return `${'abc'[col]}${row}`;
}

/** Accepts `b2`, `B2`, or a digit 1–9 in reading order (1 = a3 … 9 = c1). */
export function parseCell(pos: TicTacToePosition, text: string): Result<number, QiError<TicTacToeErrorCode>> {
  const t = text.trim().toLowerCase();
  let cell = -1;
  if (/^[abc][123]$/.test(t)) cell = (3 - Number(t[1])) * 3 + 'abc'.indexOf(t[0]!);
  else if (/^[1-9]$/.test(t)) cell = Number(t) - 1;
  else return err('ttt-move', `"${text}" is not a cell (use a1..c3 or 1..9)`, text);
  if (!pos.isLegal(cell)) {
    const why = pos.outcome().kind !== 'ongoing' ? 'the game is over' : 'the cell is taken';
    return err('ttt-move', `${cellName(cell)} is not legal: ${why}`, text);
  }
  return ok(cell);
}
