import { ok, type Result } from '@qi/core-search';
import { FILES, MOVE_FROM, MOVE_TO, POINTS } from '../geometry.js';
import type { XiangqiPosition } from '../position.js';
import { type MoveError, moveError } from './errors.js';

/**
 * Coordinate notations. ICCS names ranks 0..9 from Red's side (`h2e2`); UCI as Fairy-Stockfish speaks it
 * names them 1..10 (`h3e3`). The two are told apart only by the caller's choice, never guessed: `a1a2`
 * is valid in both and means different squares.
 */
export type CoordinateSystem = 'iccs' | 'uci';

const RANK_BASE: Record<CoordinateSystem, number> = { iccs: 0, uci: 1 };

const pointText = (point: number, system: CoordinateSystem): string =>
  String.fromCharCode(97 + (point % FILES)) + String(Math.floor(point / FILES) + RANK_BASE[system]);

/** `h2e2` (ICCS) or `h3e3` (UCI) for a move id. */
export function formatCoordinates(move: number, system: CoordinateSystem): string {
  return pointText(Math.floor(move / POINTS), system) + pointText(move % POINTS, system);
}

export const formatIccs = (move: number): string => formatCoordinates(move, 'iccs');
export const formatUci = (move: number): string => formatCoordinates(move, 'uci');

const PATTERN: Record<CoordinateSystem, RegExp> = {
  // ICCS is also written upper case with a dash (`H2-E2`).
  iccs: /^([a-i])([0-9])-?([a-i])([0-9])$/,
  uci: /^([a-i])(10|[1-9])([a-i])(10|[1-9])$/,
};

/** Reads a coordinate move and checks it is legal in `pos` (movement rules and the general's safety). */
export function parseCoordinates(
  pos: XiangqiPosition,
  text: string,
  system: CoordinateSystem,
): Result<number, MoveError> {
  const t = text.trim();
  const m = PATTERN[system].exec(system === 'iccs' ? t.toLowerCase() : t);
  if (!m) {
    const example = system === 'iccs' ? 'h2e2 (ranks 0-9)' : 'h3e3 (ranks 1-10)';
    return moveError('move-syntax', `"${text}" is not a ${system.toUpperCase()} move like ${example}`, text);
  }
  const base = RANK_BASE[system];
  const point = (f: string, r: string) => (Number(r) - base) * FILES + (f.charCodeAt(0) - 97);
  const move = point(m[1]!, m[2]!) * POINTS + point(m[3]!, m[4]!);
  // Legal by the movement rules: a game ended by repetition or the move limit still reads its moves,
  // so a GUI can replay a whole record; the caller asks pos.outcome() whether the game is over.
  if (!pos.board.isLegal(MOVE_FROM[move]!, MOVE_TO[move]!))
    return moveError('move-illegal', `${t} is not a legal move here`, t);
  return ok(move);
}

export const parseIccs = (pos: XiangqiPosition, text: string) => parseCoordinates(pos, text, 'iccs');
export const parseUci = (pos: XiangqiPosition, text: string) => parseCoordinates(pos, text, 'uci');
