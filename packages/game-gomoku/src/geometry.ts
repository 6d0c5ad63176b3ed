/**
 * Board geometry for one size: cells are `y * size + x` with x the column (0 = left, Gomocup's x)
 * and y the row from the top (0 = top, Gomocup's y). Tables are built once per size and shared.
 */

/** The four line directions as (dx, dy): horizontal, vertical, diagonal, anti-diagonal. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/** How far a line pattern looks on each side of a cell (5 so exact-five rules can see an overline). */
export const REACH = 5;

/** Slot in a line key for a neighbour at `offset` (-5..-1, 1..5): slots 0..4 left, 5..9 right. */
export function slotOf(offset: number): number {
  return offset < 0 ? offset + REACH : offset + REACH - 1;
}

/** Chebyshev radius of the "near" zone used for candidate moves. */
export const NEAR_RADIUS = 2;

export interface Geometry {
  readonly size: number;
  readonly cells: number;
  /**
   * For each cell c, the cells whose line key changes when c changes: `lineStart[c]..lineStart[c+1]`
   * index into `lineCell` (the neighbour j), `lineKey` (j * 4 + direction) and `linePow` (3^slot of
   * c's slot inside j's key: keys are base-3 numbers, one digit per neighbour).
   */
  readonly lineStart: Int32Array;
  readonly lineCell: Int32Array;
  readonly lineKey: Int32Array;
  readonly linePow: Int32Array;
  /** `step[c * 40 + d * 10 + slot]`: the cell at that slot of c's line in direction d, or -1 off the board. */
  readonly lineAt: Int32Array;
  /** Line keys of an empty board: off-board slots read as blocked (digit 2) for both players. */
  readonly emptyKeys: Int32Array;
  /** Cells within NEAR_RADIUS (Chebyshev) of c, excluding c: `nearStart[c]..nearStart[c+1]` into `nearCell`. */
  readonly nearStart: Int32Array;
  readonly nearCell: Int32Array;
}

const cache = new Map<number, Geometry>();

export function geometry(size: number): Geometry {
  let g = cache.get(size);
  if (!g) {
    g = build(size);
    cache.set(size, g);
  }
  return g;
}

function build(size: number): Geometry {
  const cells = size * size;
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size;
  const lineAt = new Int32Array(cells * 40).fill(-1);
  const emptyKeys = new Int32Array(cells * 4);
  const lineCellList: number[] = [];
  const lineKeyList: number[] = [];
  const linePowList: number[] = [];
  const lineStart = new Int32Array(cells + 1);
  const nearList: number[] = [];
  const nearStart = new Int32Array(cells + 1);
  for (let c = 0; c < cells; c++) {
    const x = c % size;
    const y = (c - x) / size;
    lineStart[c] = lineCellList.length;
    nearStart[c] = nearList.length;
    for (let d = 0; d < 4; d++) {
      const [dx, dy] = DIRECTIONS[d]!;
      for (let k = -REACH; k <= REACH; k++) {
        if (k === 0) continue;
        const nx = x + dx * k;
        const ny = y + dy * k;
        const slot = slotOf(k);
        if (inside(nx, ny)) {
          const j = ny * size + nx;
          lineAt[c * 40 + d * 10 + slot] = j;
          // c sits at offset -k in j's line in the same direction.
          lineCellList.push(j);
          lineKeyList.push(j * 4 + d);
          linePowList.push(3 ** slotOf(-k));
        } else emptyKeys[c * 4 + d] = emptyKeys[c * 4 + d]! + 2 * 3 ** slot;
      }
    }
    for (let oy = -NEAR_RADIUS; oy <= NEAR_RADIUS; oy++)
      for (let ox = -NEAR_RADIUS; ox <= NEAR_RADIUS; ox++)
        if ((ox || oy) && inside(x + ox, y + oy)) nearList.push((y + oy) * size + x + ox);
  }
  lineStart[cells] = lineCellList.length;
  nearStart[cells] = nearList.length;
  return {
    size,
    cells,
    lineStart,
    lineCell: Int32Array.from(lineCellList),
    lineKey: Int32Array.from(lineKeyList),
    linePow: Int32Array.from(linePowList),
    lineAt,
    emptyKeys,
    nearStart,
    nearCell: Int32Array.from(nearList),
  };
}
