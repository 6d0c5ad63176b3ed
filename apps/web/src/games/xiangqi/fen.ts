/** A piece on the board as the UI draws it. */
export interface Piece {
  /** Point index `rank * 9 + file`, rank 0 on Red's side (ICCS a0 = 0). */
  readonly point: number;
  /** FEN letter: upper case Red, lower case Black (K A B N R C P). */
  readonly letter: string;
}

/**
 * Reads the piece placement of a Xiangqi FEN (the first field; ranks from Black's side, rank 9 first).
 * The plugin has already validated the FEN it writes, so this only needs to read it.
 */
export function piecesOfFen(fen: string): Piece[] {
  const placement = fen.trim().split(/\s+/)[0] ?? '';
  const pieces: Piece[] = [];
  placement.split('/').forEach((row, i) => {
    const rank = 9 - i;
    let file = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '9') file += Number(ch);
      else {
        pieces.push({ point: rank * 9 + file, letter: ch });
        file++;
      }
    }
  });
  return pieces;
}

const RED_CHARS: Record<string, string> = { K: '帥', A: '仕', B: '相', N: '傌', R: '俥', C: '炮', P: '兵' };
const BLACK_CHARS: Record<string, string> = { k: '將', a: '士', b: '象', n: '馬', r: '車', c: '砲', p: '卒' };

/** The traditional character of a piece (Red and Black use different characters for most kinds). */
export const pieceChar = (letter: string): string => RED_CHARS[letter] ?? BLACK_CHARS[letter] ?? '?';

export const isRed = (letter: string): boolean => letter >= 'A' && letter <= 'Z';

/** ICCS name of a point: file letter and rank digit (`h2`). */
export const pointName = (point: number): string =>
  String.fromCharCode(97 + (point % 9)) + String(Math.floor(point / 9));

/** From and to points of a move id (`from * 90 + to`). */
export const moveEnds = (move: number): readonly [number, number] => [Math.floor(move / 90), move % 90];
