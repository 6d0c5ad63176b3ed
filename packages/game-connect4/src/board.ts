import { ONGOING, type Outcome, outcomeOf, type Player, type Position, zobristKeys } from '@qi/core-search';
import { EMPTY, type Geometry, MAX_SIZE, makesFour } from './geometry.js';

/** Zobrist keys as (lo, hi) pairs at [(cell * 2 + stone - 1) * 2], sized for the largest board, then the side key. */
const KEYS = zobristKeys(MAX_SIZE * MAX_SIZE * 4 + 2, 0xc4c4);
const SIDE_LO = KEYS[MAX_SIZE * MAX_SIZE * 4]!;
const SIDE_HI = KEYS[MAX_SIZE * MAX_SIZE * 4 + 1]!;

/** Status after each ply, kept as a stack so `unmake` restores the outcome without recomputing it. */
export const ONGOING_STATUS = 0;
export const DRAW_STATUS = 3;
const OUTCOMES: readonly Outcome[] = [
  ONGOING,
  outcomeOf('win', 0, 'four in a row'),
  outcomeOf('win', 1, 'four in a row'),
  outcomeOf('draw', 'board full'),
];

export const keyLo = (cell: number, stone: number): number => KEYS[(cell * 2 + stone - 1) * 2]!;
export const keyHi = (cell: number, stone: number): number => KEYS[(cell * 2 + stone - 1) * 2 + 1]!;

/**
 * A Connect Four position. Moves are column numbers 0..width-1; a stone drops to the lowest empty cell.
 * `cells` holds 0 (empty), 1 (x, player 0, moves first) or 2 (o, player 1).
 */
export class Connect4Position implements Position {
  readonly cells: Uint8Array;
  /** Stones in each column: the row the next stone in that column lands on. */
  readonly heights: Uint8Array;
  private readonly moves: Uint8Array;
  /** status[count]: 0 ongoing, 1 x has won, 2 o has won, 3 draw. */
  private readonly status: Uint8Array;
  private count = 0;
  /** Stones already on the board when the position was decoded. */
  private base = 0;
  hashLo = 0;
  hashHi = 0;

  constructor(readonly geo: Geometry) {
    this.cells = new Uint8Array(geo.cells);
    this.heights = new Uint8Array(geo.width);
    this.moves = new Uint8Array(geo.cells);
    this.status = new Uint8Array(geo.cells + 1);
  }

  get toMove(): Player {
    return ((this.base + this.count) & 1) as Player;
  }
  get ply(): number {
    return this.count;
  }
  get stones(): number {
    return this.base + this.count;
  }
  /** 0 ongoing, 1 x has won, 2 o has won, 3 draw: the allocation-free form of `outcome()`. */
  get statusCode(): number {
    return this.status[this.count]!;
  }

  /**
   * Replaces the board (used by decode, which has already checked gravity and counts). The status is
   * given by the caller because only a whole-board scan can find a win that no recorded move made.
   */
  setBoard(cells: ArrayLike<number>, status: number): void {
    const { width, height } = this.geo;
    this.count = 0;
    this.base = 0;
    this.hashLo = 0;
    this.hashHi = 0;
    this.heights.fill(0);
    for (let i = 0; i < this.geo.cells; i++) {
      const stone = cells[i]!;
      this.cells[i] = stone;
      if (stone === EMPTY) continue;
      this.base++;
      this.hashLo ^= keyLo(i, stone);
      this.hashHi ^= keyHi(i, stone);
    }
    for (let col = 0; col < width; col++) {
      let h = 0;
      while (h < height && this.cells[col * height + h] !== EMPTY) h++;
      this.heights[col] = h;
    }
    if (this.base & 1) {
      this.hashLo ^= SIDE_LO;
      this.hashHi ^= SIDE_HI;
    }
    this.hashLo >>>= 0;
    this.hashHi >>>= 0;
    this.status[0] = status;
  }

  /** True when the side to move can drop a stone into `col` (the game is on and the column has room). */
  canPlay(col: number): boolean {
    return this.heights[col]! < this.geo.height;
  }

  /** True when dropping `stone` into playable column `col` would complete four in a row. */
  winsAt(col: number, stone: number): boolean {
    return makesFour(this.geo, this.cells, col, this.heights[col]!, stone);
  }

  generate(out: Int32Array): number {
    if (this.status[this.count] !== ONGOING_STATUS) return 0;
    const { order, height } = this.geo;
    let n = 0;
    for (let i = 0; i < order.length; i++) {
      const col = order[i]!;
      if (this.heights[col]! < height) out[n++] = col;
    }
    return n;
  }

  isLegal(move: number): boolean {
    return (
      Number.isInteger(move) &&
      move >= 0 &&
      move < this.geo.width &&
      this.heights[move]! < this.geo.height &&
      this.status[this.count] === ONGOING_STATUS
    );
  }

  make(move: number): void {
    const stone = this.toMove + 1;
    const row = this.heights[move]!;
    const cell = move * this.geo.height + row;
    const wins = makesFour(this.geo, this.cells, move, row, stone);
    this.cells[cell] = stone;
    this.heights[move] = row + 1;
    this.moves[this.count++] = move;
    this.hashLo = (this.hashLo ^ keyLo(cell, stone) ^ SIDE_LO) >>> 0;
    this.hashHi = (this.hashHi ^ keyHi(cell, stone) ^ SIDE_HI) >>> 0;
    this.status[this.count] = wins ? stone : this.stones === this.geo.cells ? DRAW_STATUS : ONGOING_STATUS;
  }

  unmake(): void {
    const move = this.moves[--this.count]!;
    const row = this.heights[move]! - 1;
    const cell = move * this.geo.height + row;
    const stone = this.cells[cell]!;
    this.cells[cell] = EMPTY;
    this.heights[move] = row;
    this.hashLo = (this.hashLo ^ keyLo(cell, stone) ^ SIDE_LO) >>> 0;
    this.hashHi = (this.hashHi ^ keyHi(cell, stone) ^ SIDE_HI) >>> 0;
  }

  outcome(): Outcome {
    return OUTCOMES[this.status[this.count]!]!;
  }

  clone(): this {
    // Construct through the runtime class so subclasses (test doubles) clone as themselves.
    const p = new (this.constructor as new (geo: Geometry) => this)(this.geo);
    p.copyFrom(this);
    return p;
  }

  copyFrom(other: this): void {
    this.cells.set(other.cells);
    this.heights.set(other.heights);
    this.moves.set(other.moves);
    this.status.set(other.status);
    this.count = other.count;
    this.base = other.base;
    this.hashLo = other.hashLo;
    this.hashHi = other.hashHi;
  }
}
