import { err, ok, type QiError, type Result } from '@qi/core-search';

/** GTP column letters: A–T without I (so 19 columns). */
export const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

export type VertexErrorCode = 'go-vertex';

/**
 * A move id as GTP vertex text: `A1` is the bottom-left corner (move ids count rows from the TOP),
 * `pass` for the pass id (size²).
 */
export function vertexToString(size: number, move: number): string {
  if (move === size * size) return 'pass';
  const x = move % size;
  const y = Math.floor(move / size);
  return `${COLUMNS[x]}${size - y}`;
}

/**
 * Parses GTP vertex text (`D4`, `d4`, `pass`; the letter I is not a column) to a move id.
 * `resign` is not a move: it is refused here and handled by the protocol or game layer.
 */
export function parseVertex(size: number, text: string): Result<number, QiError<VertexErrorCode>> {
  const t = text.trim().toUpperCase();
  if (t === 'PASS') return ok(size * size);
  if (t === 'RESIGN') return err('go-vertex', 'resign is not a move (the game layer handles it)', text);
  const m = /^([A-HJ-Z])(\d{1,2})$/.exec(t);
  if (!m) return err('go-vertex', `"${text}" is not a vertex (expected like D4, or pass)`, text);
  const x = COLUMNS.indexOf(m[1]!);
  const row = Number(m[2]);
  if (x < 0 || x >= size || row < 1 || row > size)
    return err('go-vertex', `${t} is off the ${size}x${size} board`, text);
  return ok((size - row) * size + x);
}
