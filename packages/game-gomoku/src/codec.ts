import { err, ok, type Player, type QiError, type Result } from '@qi/core-search';
import { BLACK, EMPTY, fiveOnBoard, GomokuPosition, WHITE } from './board.js';
import { type BoardConfig, boardConfig } from './config.js';
import type { Rule } from './rules.js';

export type GomokuErrorCode =
  | 'gomoku-syntax'
  | 'gomoku-size'
  | 'gomoku-counts'
  | 'gomoku-five'
  | 'gomoku-move'
  | 'gomoku-occupied'
  | 'gomoku-game-over';

export type GomokuError = QiError<GomokuErrorCode>;

const COLUMNS = 'abcdefghijklmnopqrstuv';

/** Gomocup coordinates of a cell: x = column from the left, y = row from the top, both 0-based. */
export function cellToXY(size: number, cell: number): { x: number; y: number } {
  const x = cell % size;
  return { x, y: (cell - x) / size };
}

/** The cell at Gomocup coordinates, or a typed error when off the board. */
export function xyToCell(size: number, x: number, y: number): Result<number, GomokuError> {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= size || y >= size)
    return err('gomoku-move', `${x},${y} is off the ${size}×${size} board (0-based x,y)`, `${x},${y}`);
  return ok(y * size + x);
}

/**
 * Cell names: a column letter (`a` = left; every letter is used, `i` included) and a row number
 * counted from the bottom (`1` = bottom row). On 15×15 the centre is `h8` (x = 7, y = 7).
 */
export function cellName(size: number, cell: number): string {
  const { x, y } = cellToXY(size, cell);
  return `${COLUMNS[x]}${size - y}`;
}

/** Reads a cell name (`h8`, `H8`) or Gomocup's 0-based `x,y` (`7,7`); any cell on the board, empty or not. */
export function parseCellName(size: number, text: string): Result<number, GomokuError> {
  const t = text.trim().toLowerCase();
  const named = /^([a-v])(\d{1,2})$/.exec(t);
  if (named) {
    const x = COLUMNS.indexOf(named[1]!);
    const row = Number(named[2]);
    if (x >= size || row < 1 || row > size)
      return err('gomoku-move', `"${text}" is off the ${size}×${size} board`, text);
    return ok((size - row) * size + x);
  }
  const xy = /^(\d{1,2})\s*,\s*(\d{1,2})$/.exec(t);
  if (xy) return xyToCell(size, Number(xy[1]), Number(xy[2]));
  return err('gomoku-move', `"${text}" is not a cell (use a letter and a row like h8, or 0-based x,y)`, text);
}

/** Parses a move for `pos`: the cell must be empty and the game not over. */
export function parseMoveText(pos: GomokuPosition, text: string): Result<number, GomokuError> {
  const cell = parseCellName(pos.size, text);
  if (!cell.ok) return cell;
  if (pos.outcome().kind !== 'ongoing')
    return err('gomoku-game-over', `the game is over (${describeOutcome(pos)})`, text);
  if (pos.board[cell.value] !== EMPTY)
    return err('gomoku-occupied', `${cellName(pos.size, cell.value)} is already taken`, text);
  return ok(cell.value);
}

function describeOutcome(pos: GomokuPosition): string {
  const o = pos.outcome();
  return o.kind === 'win' ? `${o.winner === 0 ? 'black' : 'white'} won: ${o.reason}` : o.kind;
}

/**
 * Position text, two forms:
 *
 * 1. Board diagram (like FEN): rows from the top, separated by `/` or line breaks; cells `x` black,
 *    `o` white, `.` (or `-`, `_`) empty, and a number stands for that many empty cells. An optional
 *    last token `b` or `w` (after a space) names the side to move; without it black moves when the
 *    counts are equal and white when black has one stone more. Example (5×5): `5/5/2x2/1o3/5 w`.
 *    A five on the board ends the game for its owner. A diagram has no history: a renju forbidden
 *    move that ended a game reads back as an ordinary stone.
 * 2. Move list: `size:` then moves separated by commas or spaces, from the empty board, e.g.
 *    `15:h8,i9,h9` (the size may be left out: `:h8,i9`). Moves are replayed, so the position keeps them
 *    as history (it can unmake them) and a forbidden move ends the game as in play.
 *
 * Errors: `gomoku-syntax`, `gomoku-size`, `gomoku-counts`, `gomoku-five`, and move errors in lists.
 */
export function decodePosition(config: BoardConfig, text: string): Result<GomokuPosition, GomokuError> {
  const colon = text.indexOf(':');
  return colon >= 0
    ? decodeMoveList(config, text.slice(0, colon).trim(), text.slice(colon + 1))
    : decodeDiagram(config, text);
}

function decodeMoveList(
  config: BoardConfig,
  sizeText: string,
  list: string,
): Result<GomokuPosition, GomokuError> {
  if (sizeText !== '') {
    if (!/^\d+$/.test(sizeText))
      return err('gomoku-syntax', `"${sizeText}" before ":" is not a board size`, 0);
    if (Number(sizeText) !== config.size)
      return err(
        'gomoku-size',
        `move list is for size ${sizeText}, the game is ${config.size}×${config.size}`,
        0,
      );
  }
  const pos = new GomokuPosition(config);
  const tokens = list.split(/[\s,]+/).filter((t) => t !== '');
  for (let i = 0; i < tokens.length; i++) {
    const m = parseMoveText(pos, tokens[i]!);
    if (!m.ok) return err(m.error.code, `move ${i + 1}: ${m.error.message}`, `move ${i + 1}`);
    pos.make(m.value);
  }
  return ok(pos);
}

function decodeDiagram(config: BoardConfig, text: string): Result<GomokuPosition, GomokuError> {
  const size = config.size;
  const tokens = text
    .trim()
    .split(/[\s/]+/)
    .filter((t) => t !== '');
  let side: Player | null = null;
  const last = tokens[tokens.length - 1];
  if (last === 'b' || last === 'w') {
    side = last === 'b' ? 0 : 1;
    tokens.pop();
  }
  if (tokens.length !== size)
    return err('gomoku-size', `expected ${size} rows, got ${tokens.length}`, tokens.length);
  const cells = new Uint8Array(size * size);
  let blacks = 0;
  let whites = 0;
  for (let r = 0; r < size; r++) {
    const row = tokens[r]!;
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
      const v =
        ch === 'x' || ch === 'X'
          ? BLACK
          : ch === 'o' || ch === 'O'
            ? WHITE
            : ch === '.' || ch === '-' || ch === '_'
              ? EMPTY
              : -1;
      if (v < 0)
        return err(
          'gomoku-syntax',
          `row ${r + 1}: unexpected "${ch}" (expected x, o, . or a number)`,
          `${r + 1}:${i + 1}`,
        );
      if (x < size) cells[r * size + x] = v;
      if (v === BLACK) blacks++;
      else if (v === WHITE) whites++;
      x++;
    }
    if (x !== size) return err('gomoku-size', `row ${r + 1} has ${x} cells, expected ${size}`, `${r + 1}`);
  }
  if (side === null) {
    if (blacks === whites) side = 0;
    else if (blacks === whites + 1) side = 1;
    else
      return err(
        'gomoku-counts',
        `black moves first, so black has as many stones as white or one more (black ${blacks}, white ${whites}); add " b" or " w" to set the side to move`,
      );
  }
  const pos = new GomokuPosition(config);
  pos.setup(cells, side);
  const winner = fiveOnBoard(pos);
  if (winner >= 0) {
    // The other colour must not also have a five: check by removing the winner's view.
    const other = new Uint8Array(cells.length);
    for (let c = 0; c < cells.length; c++) other[c] = cells[c] === winner + 1 ? EMPTY : cells[c]!;
    const probe = new GomokuPosition(config);
    probe.setup(other, side);
    if (fiveOnBoard(probe) >= 0) return err('gomoku-five', 'both black and white have five in a row');
  }
  return ok(pos);
}

/** Encodes as a diagram (numbers for runs of empty cells) with the side to move, e.g. `5/5/2x2/1o3/5 w`. */
export function encodePosition(pos: GomokuPosition): string {
  const size = pos.size;
  const rows: string[] = [];
  for (let y = 0; y < size; y++) {
    let row = '';
    let empty = 0;
    for (let x = 0; x < size; x++) {
      const v = pos.board[y * size + x]!;
      if (v === EMPTY) {
        empty++;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += v === BLACK ? 'x' : 'o';
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return `${rows.join('/')} ${pos.toMove === 0 ? 'b' : 'w'}`;
}

/** Encodes the moves played since the position was created or decoded, e.g. `15:h8,i9`. */
export function encodeMoveList(pos: GomokuPosition): string {
  const moves: string[] = [];
  for (let i = 0; i < pos.ply; i++) moves.push(cellName(pos.size, pos.moveAt(i)));
  return `${pos.size}:${moves.join(',')}`;
}

/**
 * A position from stone lists (cells) and the side to move, for protocols that send a board
 * (Gomocup `BOARD`): any counts are accepted. `game` is a GomokuGame (or anything with its size and
 * rule). Errors: a cell off the board or listed twice, two fives.
 */
export function positionFromStones(
  game: { readonly size: number; readonly rule: Rule },
  black: readonly number[],
  white: readonly number[],
  toMove: Player,
): Result<GomokuPosition, GomokuError> {
  const config = boardConfig(game.size, game.rule);
  const cells = new Uint8Array(config.size * config.size);
  const lists: [readonly number[], number][] = [
    [black, BLACK],
    [white, WHITE],
  ];
  for (const [list, v] of lists)
    for (const c of list) {
      if (!Number.isInteger(c) || c < 0 || c >= cells.length)
        return err('gomoku-move', `cell ${c} is off the ${config.size}×${config.size} board`, c);
      if (cells[c] !== EMPTY)
        return err('gomoku-occupied', `${cellName(config.size, c)} is given twice`, cellName(config.size, c));
      cells[c] = v;
    }
  const rows: string[] = [];
  for (let y = 0; y < config.size; y++) {
    let row = '';
    for (let x = 0; x < config.size; x++) row += '.xo'[cells[y * config.size + x]!];
    rows.push(row);
  }
  return decodeDiagram(config, `${rows.join('/')} ${toMove === 0 ? 'b' : 'w'}`);
}
