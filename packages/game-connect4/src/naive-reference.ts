/*
 * An independent reference for the standard 7×6 board, sharing no code with the plugin: the board is a
 * 42-character string in reading order (top row first), a drop scans the column from the bottom, and a win
 * is found by scanning every cell in every direction. Used by the perft test and the perft benchmark;
 * not exported from the package.
 */
export const W = 7;
export const H = 6;
export const EMPTY_BOARD = '.'.repeat(W * H);

/** The board after dropping `stone` into `col`, or null when the column is full. */
export function drop(board: string, col: number, stone: string): string | null {
  for (let r = H - 1; r >= 0; r--) {
    const i = r * W + col;
    if (board[i] === '.') return board.slice(0, i) + stone + board.slice(i + 1);
  }
  return null;
}

/** Someone has four in a row anywhere on the board. */
export function anyFour(board: string): boolean {
  const at = (r: number, c: number) => (r >= 0 && r < H && c >= 0 && c < W ? board[r * W + c] : '.');
  for (let r = 0; r < H; r++)
    for (let c = 0; c < W; c++) {
      const s = at(r, c);
      if (s === '.') continue;
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
      ] as const)
        if (at(r + dr, c + dc) === s && at(r + 2 * dr, c + 2 * dc) === s && at(r + 3 * dr, c + 3 * dc) === s)
          return true;
    }
  return false;
}
