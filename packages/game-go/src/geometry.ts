/**
 * Board geometry for one size, shared by every position of that size.
 *
 * Points live on a padded 1-D board of width W = size + 2: the point (x, y) with x, y in [0, size)
 * (y = 0 is the TOP row, as in SGF and on screen) is `(y + 1) * W + (x + 1)`. The ring of EDGE
 * cells around the board means neighbour and diagonal reads never need bounds checks.
 *
 * Move ids are dense: `y * size + x` for a stone, `size * size` for pass (`passId`).
 */

export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export const EDGE = 3;
/** A stone colour: BLACK (player 0) or WHITE (player 1). */
export type StoneColor = 1 | 2;

export const MIN_SIZE = 2;
export const MAX_SIZE = 19;

export class Geometry {
  /** Padded width (size + 2). */
  readonly W: number;
  /** Padded cell count (W * W). */
  readonly S: number;
  /** The pass move id (size * size); also the number of points. */
  readonly passId: number;
  /** On-board points in move-id order. */
  readonly points: Int32Array;
  /** Move id → point (only for stone moves, index < passId). */
  readonly pointOf: Int32Array;
  /** Point → move id, or -1 for an edge cell. */
  readonly moveOf: Int32Array;
  /** The empty board: EDGE on the padding ring, EMPTY inside. */
  readonly emptyBoard: Uint8Array;
  /** Neighbour offsets N, E, S, W and diagonal offsets NE, SE, SW, NW. */
  readonly dirs: Int32Array;
  readonly diags: Int32Array;
  /** The 8 cells around a point: the 4 neighbours, then the 4 diagonals. */
  readonly around: Int32Array;
  /** Column and row of each padded cell (-1 on the padding ring's first row/column). */
  readonly xOf: Int8Array;
  readonly yOf: Int8Array;
  /** Distance of each point to the nearest edge (0 = first line), -1 off the board. */
  readonly line: Int8Array;
  /**
   * Scratch for flood fills (scoring, liberty counting, setup). Shared by every position of this
   * size: callers must not nest uses. A cell is marked when `mark[p] === stamp`; bumping the stamp
   * clears all marks in O(1).
   */
  readonly mark: Int32Array;
  readonly stack: Int32Array;
  stamp = 0;

  constructor(readonly size: number) {
    const W = size + 2;
    this.W = W;
    this.S = W * W;
    this.passId = size * size;
    this.points = new Int32Array(size * size);
    this.pointOf = new Int32Array(size * size);
    this.moveOf = new Int32Array(this.S).fill(-1);
    this.emptyBoard = new Uint8Array(this.S).fill(EDGE);
    this.line = new Int8Array(this.S).fill(-1);
    this.xOf = new Int8Array(this.S);
    this.yOf = new Int8Array(this.S);
    for (let i = 0; i < this.S; i++) {
      this.xOf[i] = (i % W) - 1;
      this.yOf[i] = Math.floor(i / W) - 1;
    }
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const m = y * size + x;
        const p = (y + 1) * W + x + 1;
        this.points[m] = p;
        this.pointOf[m] = p;
        this.moveOf[p] = m;
        this.emptyBoard[p] = EMPTY;
        this.line[p] = Math.min(x, y, size - 1 - x, size - 1 - y);
      }
    this.mark = new Int32Array(this.S);
    this.stack = new Int32Array(this.S);
    this.dirs = Int32Array.of(-W, 1, W, -1);
    this.diags = Int32Array.of(-W + 1, W + 1, W - 1, -W - 1);
    this.around = Int32Array.of(-W, 1, W, -1, -W + 1, W + 1, W - 1, -W - 1);
  }

  /** Column (0 = left) of a point. */
  x(p: number): number {
    return (p % this.W) - 1;
  }
  /** Row (0 = top) of a point. */
  y(p: number): number {
    return Math.floor(p / this.W) - 1;
  }
  point(x: number, y: number): number {
    return (y + 1) * this.W + x + 1;
  }
  /** A fresh stamp for `mark` (wraps safely by clearing the marks). */
  nextStamp(): number {
    if (this.stamp >= 0x7fff_fff0) {
      this.mark.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
}

const cache: (Geometry | undefined)[] = [];

/** The shared geometry of a size in [MIN_SIZE, MAX_SIZE]. */
export function geometry(size: number): Geometry {
  let g = cache[size];
  if (!g) {
    if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE)
      throw new RangeError(`Go board size must be an integer in [${MIN_SIZE}, ${MAX_SIZE}], got ${size}`);
    g = new Geometry(size);
    cache[size] = g;
  }
  return g;
}
