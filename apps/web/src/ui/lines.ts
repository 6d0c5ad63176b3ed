/** Directions of a row of stones: across, down, and the two diagonals. */
const DIRS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/**
 * The longest straight run of same-coloured stones through `cell` (cells are `y * size + x`), if it
 * has at least `min` stones; else null. Used to highlight a winning five after the last move.
 */
export function runThrough(
  board: ArrayLike<number>,
  size: number,
  cell: number,
  min = 5,
): readonly number[] | null {
  if (cell < 0 || cell >= size * size) return null;
  const colour = board[cell];
  if (!colour) return null;
  const x0 = cell % size;
  const y0 = (cell - x0) / size;
  const same = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < size && y < size && board[y * size + x] === colour;
  let best: number[] = [];
  for (const [dx, dy] of DIRS) {
    let x = x0;
    let y = y0;
    while (same(x - dx, y - dy)) {
      x -= dx;
      y -= dy;
    }
    const run: number[] = [];
    while (same(x, y)) {
      run.push(y * size + x);
      x += dx;
      y += dy;
    }
    if (run.length > best.length) best = run;
  }
  return best.length >= min ? best : null;
}

/** Gomoku star points: the centre, plus the 4th-line corners on boards of 13 and more. */
export function gomokuStars(size: number): number[] {
  const mid = Math.floor(size / 2);
  const centre = mid * size + mid;
  if (size < 13) return size % 2 === 1 ? [centre] : [];
  const a = 3;
  const b = size - 4;
  return [a * size + a, a * size + b, centre, b * size + a, b * size + b];
}
