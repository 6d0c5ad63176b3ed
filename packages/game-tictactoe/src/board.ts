import { ONGOING, type Outcome, outcomeOf, type Player, type Position, zobristKeys } from '@qi/core-search';

/** The eight winning lines, as cell indices 0..8 in reading order (a3 b3 c3 / a2 b2 c2 / a1 b1 c1). */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

const EMPTY = 0;
/** Zobrist keys: [cell*2 + player] as (lo, hi) pairs, then the side-to-move key. */
const KEYS = zobristKeys(9 * 2 * 2 + 2, 0x7177);
const SIDE_LO = KEYS[36]!;
const SIDE_HI = KEYS[37]!;

const X_WINS = outcomeOf('win', 0, 'three in a row');
const O_WINS = outcomeOf('win', 1, 'three in a row');
const FULL = outcomeOf('draw', 'board full');

/**
 * A tic-tac-toe position: cells hold 0 (empty), 1 (X, player 0) or 2 (O, player 1).
 * Moves are cell indices 0..8 in reading order.
 */
export class TicTacToePosition implements Position {
  readonly cells = new Uint8Array(9);
  private readonly history = new Int8Array(9);
  private count = 0;
  /** Plies played before this object was decoded (stones already on the board). */
  private base = 0;
  hashLo = 0;
  hashHi = 0;
  private cachedOutcome: Outcome | null = null;

  get toMove(): Player {
    return ((this.base + this.count) & 1) as Player;
  }
  get ply(): number {
    return this.count;
  }
  /** Stones on the board. */
  get stones(): number {
    return this.base + this.count;
  }

  /** Places stones without history (used by decode); the side to move follows from the counts. */
  setCells(cells: ArrayLike<number>): void {
    this.count = 0;
    this.base = 0;
    this.hashLo = 0;
    this.hashHi = 0;
    for (let i = 0; i < 9; i++) {
      const c = cells[i]!;
      this.cells[i] = c;
      if (c !== EMPTY) {
        this.base++;
        this.hashLo ^= KEYS[(i * 2 + c - 1) * 2]!;
        this.hashHi ^= KEYS[(i * 2 + c - 1) * 2 + 1]!;
      }
    }
    if (this.base & 1) {
      this.hashLo ^= SIDE_LO;
      this.hashHi ^= SIDE_HI;
    }
    this.hashLo >>>= 0;
    this.hashHi >>>= 0;
    this.cachedOutcome = null;
  }

  generate(out: Int32Array): number {
    if (this.outcome() !== ONGOING) return 0;
    let n = 0;
    for (let i = 0; i < 9; i++) if (this.cells[i] === EMPTY) out[n++] = i;
    return n;
  }

  isLegal(move: number): boolean {
    return (
      Number.isInteger(move) &&
      move >= 0 &&
      move < 9 &&
      this.cells[move] === EMPTY &&
      this.outcome() === ONGOING
    );
  }

  make(move: number): void {
    const piece = this.toMove + 1;
    this.cells[move] = piece;
    this.history[this.count++] = move;
    const k = (move * 2 + piece - 1) * 2;
    this.hashLo = (this.hashLo ^ KEYS[k]! ^ SIDE_LO) >>> 0;
    this.hashHi = (this.hashHi ^ KEYS[k + 1]! ^ SIDE_HI) >>> 0;
    this.cachedOutcome = null;
  }

  unmake(): void {
    const move = this.history[--this.count]!;
    const piece = this.cells[move]!;
    this.cells[move] = EMPTY;
    const k = (move * 2 + piece - 1) * 2;
    this.hashLo = (this.hashLo ^ KEYS[k]! ^ SIDE_LO) >>> 0;
    this.hashHi = (this.hashHi ^ KEYS[k + 1]! ^ SIDE_HI) >>> 0;
    this.cachedOutcome = null;
  }

  outcome(): Outcome {
    if (this.cachedOutcome) return this.cachedOutcome;
    let o = ONGOING;
    for (const [a, b, c] of LINES) {
      const v = this.cells[a]!;
      if (v !== EMPTY && v === this.cells[b] && v === this.cells[c]) {
        o = v === 1 ? X_WINS : O_WINS;
        break;
      }
    }
    if (o === ONGOING && this.stones === 9) o = FULL;
    this.cachedOutcome = o;
    return o;
  }

  clone(): this {
    // Construct through the runtime class so subclasses (test doubles) clone as themselves.
    const p = new (this.constructor as new () => this)();
    p.copyFrom(this);
    return p;
  }

  copyFrom(other: this): void {
    this.cells.set(other.cells);
    this.history.set(other.history);
    this.count = other.count;
    this.base = other.base;
    this.hashLo = other.hashLo;
    this.hashHi = other.hashHi;
    this.cachedOutcome = other.cachedOutcome;
  }
}
