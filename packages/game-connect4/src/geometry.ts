/** Stone values in `cells`: 0 empty, 1 the first player (x), 2 the second player (o). */
export const EMPTY = 0;
export const MIN_SIZE = 4;
export const MAX_SIZE = 9;

/**
 * The board shape, shared by every position of one game. Cells are numbered column by column from the
 * bottom: `cell = col * height + row`, so a column's cells are contiguous and a drop is `heights[col]++`.
 */
export interface Geometry {
  readonly width: number;
  readonly height: number;
  readonly cells: number;
  /** Columns from the centre outwards: good moves first for searchers that take `generate`'s order. */
  readonly order: Uint8Array;
  /** Every straight line of four cells, four cell indices per window. */
  readonly windows: Uint8Array;
  readonly windowCount: number;
}

/** The four line directions as (column step, row step): vertical, horizontal and both diagonals. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

export function makeGeometry(width: number, height: number): Geometry {
  const order = new Uint8Array(width);
  const centre = (width - 1) / 2;
  Array.from({ length: width }, (_, c) => c)
    .sort((a, b) => Math.abs(a - centre) - Math.abs(b - centre) || a - b)
    .forEach((c, i) => {
      order[i] = c;
    });
  const windows: number[] = [];
  for (let col = 0; col < width; col++)
    for (let row = 0; row < height; row++)
      for (const [dc, dr] of DIRECTIONS) {
        const endCol = col + 3 * dc;
        const endRow = row + 3 * dr;
        if (endCol >= width || endRow < 0 || endRow >= height) continue;
        for (let k = 0; k < 4; k++) windows.push((col + k * dc) * height + row + k * dr);
      }
  return {
    width,
    height,
    cells: width * height,
    order,
    windows: Uint8Array.from(windows),
    windowCount: windows.length / 4,
  };
}

/**
 * True when a stone of `stone` at (col, row) would complete four in a row. The cell itself is not read,
 * so this answers both "did the stone just played win?" and "would playing here win?".
 */
export function makesFour(
  geo: Geometry,
  cells: Uint8Array,
  col: number,
  row: number,
  stone: number,
): boolean {
  const { width, height } = geo;
  for (let d = 0; d < 4; d++) {
    const dc = DIRECTIONS[d]![0];
    const dr = DIRECTIONS[d]![1];
    let run = 1;
    for (let c = col + dc, r = row + dr; c < width && r >= 0 && r < height; c += dc, r += dr) {
      if (cells[c * height + r] !== stone) break;
      run++;
    }
    for (let c = col - dc, r = row - dr; c >= 0 && r >= 0 && r < height; c -= dc, r -= dr) {
      if (cells[c * height + r] !== stone) break;
      run++;
    }
    if (run >= 4) return true;
  }
  return false;
}
