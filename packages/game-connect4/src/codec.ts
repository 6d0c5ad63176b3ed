import { err, ok, type QiError, type Result } from '@qi/core-search';
import { Connect4Position, DRAW_STATUS, ONGOING_STATUS } from './board.js';
import { EMPTY, type Geometry } from './geometry.js';

export type Connect4ErrorCode = 'c4-syntax' | 'c4-illegal' | 'c4-move';

const STONE_CHARS = '.xo';

/**
 * Position text: the rows from the top down, separated by `/`, each with one character per column:
 * `x` (first player), `o` (second player), `.`, `-` or `_` (empty). Whitespace is ignored. The side to
 * move follows from the counts because x always moves first. The empty 7×6 board is
 * `......./......./......./......./......./.......`.
 *
 * Decoding checks syntax (`c4-syntax`), then legality (`c4-illegal`): no floating stones, x has as many
 * stones as o or one more, at most one winner, the winner moved last, and every four of the winner runs
 * through one stone the winner could have played last. It does not search for a full move order.
 */
export function decodeBoard(
  geo: Geometry,
  text: string,
): Result<Connect4Position, QiError<Connect4ErrorCode>> {
  const rows = text.replace(/\s+/g, '').split('/');
  if (rows.length !== geo.height)
    return err('c4-syntax', `expected ${geo.height} rows separated by "/", got ${rows.length}`, text);
  const cells = new Uint8Array(geo.cells);
  for (let r = 0; r < geo.height; r++) {
    const line = rows[r]!;
    if (line.length !== geo.width)
      return err(
        'c4-syntax',
        `row ${r + 1} from the top has ${line.length} cells, expected ${geo.width}`,
        r + 1,
      );
    for (let col = 0; col < geo.width; col++) {
      const ch = line[col]!.toLowerCase();
      const stone = ch === '-' || ch === '_' ? EMPTY : STONE_CHARS.indexOf(ch);
      if (stone < 0)
        return err('c4-syntax', `unexpected "${line[col]}" in row ${r + 1} (expected x, o or .)`, r + 1);
      cells[col * geo.height + (geo.height - 1 - r)] = stone;
    }
  }
  const status = legalStatus(geo, cells);
  if (!status.ok) return status;
  const pos = new Connect4Position(geo);
  pos.setBoard(cells, status.value);
  return ok(pos);
}

/** Checks gravity, counts and wins of a decoded board; returns its status code (see `Connect4Position`). */
function legalStatus(geo: Geometry, cells: Uint8Array): Result<number, QiError<Connect4ErrorCode>> {
  const { width, height } = geo;
  const counts = [0, 0, 0];
  for (let col = 0; col < width; col++)
    for (let row = 0; row < height; row++) {
      const stone = cells[col * height + row]!;
      counts[stone]!++;
      if (stone !== EMPTY && row > 0 && cells[col * height + row - 1] === EMPTY)
        return err('c4-illegal', `a stone floats above an empty cell in column ${col + 1}`, col + 1);
    }
  const xs = counts[1]!;
  const os = counts[2]!;
  if (xs !== os && xs !== os + 1)
    return err('c4-illegal', `x moves first, so x has as many stones as o or one more (x ${xs}, o ${os})`);
  const fours = [[] as number[], [] as number[], [] as number[]];
  for (let w = 0; w < geo.windowCount; w++) {
    const a = cells[geo.windows[w * 4]!]!;
    if (a === EMPTY) continue;
    let same = true;
    for (let k = 1; k < 4; k++) same &&= cells[geo.windows[w * 4 + k]!] === a;
    if (same) fours[a]!.push(w);
  }
  const xWins = fours[1]!.length > 0;
  const oWins = fours[2]!.length > 0;
  if (xWins && oWins) return err('c4-illegal', 'both x and o have four in a row');
  if (!xWins && !oWins) return ok(xs + os === geo.cells ? DRAW_STATUS : ONGOING_STATUS);
  const winner = xWins ? 1 : 2;
  if (winner === 1 && xs !== os + 1) return err('c4-illegal', 'x has four in a row but o moved after it');
  if (winner === 2 && xs !== os) return err('c4-illegal', 'o has four in a row but x moved after it');
  // The last stone played sits on top of its column and lies in every four the winner has.
  for (let col = 0; col < width; col++) {
    let h = 0;
    while (h < height && cells[col * height + h] !== EMPTY) h++;
    const top = col * height + h - 1;
    if (h === 0 || cells[top] !== winner) continue;
    if (fours[winner]!.every((w) => geo.windows.subarray(w * 4, w * 4 + 4).includes(top))) return ok(winner);
  }
  return err('c4-illegal', 'the fours on the board could not all have been completed by one last move');
}

export function encodeBoard(pos: Connect4Position): string {
  const { width, height } = pos.geo;
  const rows: string[] = [];
  for (let row = height - 1; row >= 0; row--) {
    let line = '';
    for (let col = 0; col < width; col++) line += STONE_CHARS[pos.cells[col * height + row]!];
    rows.push(line);
  }
  return rows.join('/');
}

/** Columns are written 1..width from the left, the usual Connect Four notation (e.g. the game "4453"). */
export function columnName(col: number): string {
  return String(col + 1);
}

/** Accepts a column number 1..width or a letter a.. from the left; returns a legal move or `c4-move`. */
export function parseColumn(pos: Connect4Position, text: string): Result<number, QiError<Connect4ErrorCode>> {
  const t = text.trim().toLowerCase();
  let col: number;
  if (/^[1-9]$/.test(t)) col = Number(t) - 1;
  else if (/^[a-i]$/.test(t)) col = t.charCodeAt(0) - 97;
  else return err('c4-move', `"${text}" is not a column (use 1..${pos.geo.width} or a letter)`, text);
  if (col >= pos.geo.width)
    return err('c4-move', `there is no column ${col + 1} on a board ${pos.geo.width} wide`, text);
  if (!pos.isLegal(col)) {
    const why = pos.outcome().kind !== 'ongoing' ? 'the game is over' : 'the column is full';
    return err('c4-move', `column ${col + 1} is not playable: ${why}`, text);
  }
  return ok(col);
}
