import { err, ok, type QiError, type Result } from '@qi/core-search';
import { GoPosition } from './board.js';
import { BLACK, EMPTY, type Geometry, geometry, type StoneColor, WHITE } from './geometry.js';
import type { GoRules } from './rules.js';
import { parseVertex, vertexToString } from './vertex.js';

export type CodecErrorCode = 'go-syntax' | 'go-size' | 'go-position';

/**
 * Position text: the rows from the top, separated by `/`; in a row `x` is Black, `o` White, `.` an
 * empty point and a number a run of empty points (like FEN). Then the side to move (`b` or `w`),
 * and optionally `ko=<vertex>` (the point the side to move may not retake) and `passes=<1|2>`
 * (consecutive passes just played; 2 means the game is over). Example, 5×5, White to move:
 * `5/1x3/2o2/5/5 w`. Letters are case-insensitive. History (superko) is not part of the text.
 */
export function encodePosition(pos: GoPosition): string {
  const { geo, color } = pos;
  const rows: string[] = [];
  for (let y = 0; y < geo.size; y++) {
    let row = '';
    let run = 0;
    for (let x = 0; x < geo.size; x++) {
      const c = color[geo.point(x, y)]!;
      if (c === EMPTY) {
        run++;
        continue;
      }
      if (run) row += run;
      run = 0;
      row += c === BLACK ? 'x' : 'o';
    }
    if (run) row += run;
    rows.push(row);
  }
  let text = `${rows.join('/')} ${pos.side === BLACK ? 'b' : 'w'}`;
  if (pos.ko !== 0) text += ` ko=${vertexToString(geo.size, geo.moveOf[pos.ko]!)}`;
  if (pos.passes > 0) text += ` passes=${pos.passes}`;
  return text;
}

/** Reads position text (see `encodePosition`) for a game with `rules`. */
export function decodePosition(text: string, rules: GoRules): Result<GoPosition, QiError<CodecErrorCode>> {
  const geo = geometry(rules.size);
  const parts = text.trim().split(/\s+/);
  const board = parts[0] ?? '';
  const cells = readRows(board, geo);
  if (!cells.ok) return cells;
  let side: StoneColor = BLACK;
  let ko = 0;
  let passes = 0;
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!.toLowerCase();
    if (part === 'b' || part === 'x') side = BLACK;
    else if (part === 'w' || part === 'o') side = WHITE;
    else if (part.startsWith('ko=')) {
      const v = parseVertex(geo.size, part.slice(3));
      if (!v.ok || v.value === geo.passId)
        return err('go-syntax', `bad ko point "${parts[i]}" in "${text}"`, parts[i]);
      ko = geo.pointOf[v.value]!;
      if (cells.value[ko] !== EMPTY)
        return err('go-position', `the ko point ${part.slice(3).toUpperCase()} is not empty`, parts[i]);
    } else if (/^passes=[0-2]$/.test(part)) passes = Number(part.slice(7));
    else
      return err(
        'go-syntax',
        `unexpected "${parts[i]}" in "${text}" (expected b, w, ko=V or passes=N)`,
        parts[i],
      );
  }
  const pos = new GoPosition(geo, rules);
  const bad = pos.loadBoard(cells.value, side, ko, passes);
  if (bad !== 0) {
    const v = vertexToString(geo.size, geo.moveOf[bad]!);
    return err('go-position', `the string at ${v} has no liberties`, v);
  }
  return ok(pos);
}

function readRows(board: string, geo: Geometry): Result<Uint8Array, QiError<CodecErrorCode>> {
  const rows = board.split('/');
  if (rows.length !== geo.size)
    return err('go-size', `expected ${geo.size} rows separated by "/", got ${rows.length}`, board);
  const cells = geo.emptyBoard.slice();
  for (let y = 0; y < rows.length; y++) {
    const row = rows[y]!;
    let x = 0;
    for (let i = 0; i < row.length; i++) {
      const ch = row[i]!;
      if (ch >= '0' && ch <= '9') {
        let j = i;
        while (j + 1 < row.length && row[j + 1]! >= '0' && row[j + 1]! <= '9') j++;
        x += Number(row.slice(i, j + 1));
        i = j;
        continue;
      }
      const lower = ch.toLowerCase();
      const c = lower === 'x' ? BLACK : lower === 'o' ? WHITE : ch === '.' ? EMPTY : -1;
      if (c < 0) return err('go-syntax', `unexpected "${ch}" in row ${y + 1} of "${board}"`, `row ${y + 1}`);
      if (x < geo.size) cells[geo.point(x, y)] = c;
      x++;
    }
    if (x !== geo.size)
      return err('go-size', `row ${y + 1} ("${row}") has ${x} points, expected ${geo.size}`, `row ${y + 1}`);
  }
  return ok(cells);
}
