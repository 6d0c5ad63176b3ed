import { type Game, ONGOING, type Outcome, outcomeOf, type Player, type Position } from '../../game.js';
import { err, ok, type QiError, type Result } from '../../result.js';
import { type Rng, zobristKeys } from '../../rng.js';

/**
 * A test-only m,n,k-game (k in a row on a w×h board; tic-tac-toe is 3,3,3). Moves are cell
 * indices in reading order. Small, exact and fast: for MCTS tests and benches, never shipped.
 */
export class MnkPosition implements Position {
  readonly cells: Uint8Array;
  private readonly history: Int32Array;
  private count = 0;
  hashLo = 0;
  hashHi = 0;
  /** Winner+1 after the last move made a line (0 = none). */
  private won = 0;
  private stones = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly k: number,
    private readonly keys: Uint32Array,
  ) {
    this.cells = new Uint8Array(w * h);
    this.history = new Int32Array(w * h);
  }

  get toMove(): Player {
    return (this.stones & 1) as Player;
  }
  get ply(): number {
    return this.count;
  }

  generate(out: Int32Array): number {
    if (this.outcome() !== ONGOING) return 0;
    let n = 0;
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] === 0) out[n++] = i;
    return n;
  }

  isLegal(move: number): boolean {
    return (
      Number.isInteger(move) &&
      move >= 0 &&
      move < this.cells.length &&
      this.cells[move] === 0 &&
      this.outcome() === ONGOING
    );
  }

  make(move: number): void {
    const piece = this.toMove + 1;
    this.cells[move] = piece;
    this.history[this.count++] = move;
    this.stones++;
    this.xorKey(move, piece);
    if (this.lineThrough(move, piece)) this.won = piece;
  }

  unmake(): void {
    const move = this.history[--this.count]!;
    const piece = this.cells[move]!;
    this.cells[move] = 0;
    this.stones--;
    this.xorKey(move, piece);
    this.won = 0;
  }

  /** Places stones directly (for decode): the side to move follows from the counts. */
  setCells(cells: ArrayLike<number>): void {
    this.count = 0;
    this.stones = 0;
    this.hashLo = 0;
    this.hashHi = 0;
    this.won = 0;
    this.cells.fill(0);
    for (let i = 0; i < this.cells.length; i++) {
      const c = cells[i]!;
      if (c === 0) continue;
      this.stones++;
      this.cells[i] = c;
      this.xorKey(i, c);
    }
    for (let i = 0; i < this.cells.length; i++) {
      const c = this.cells[i]!;
      if (c !== 0 && this.lineThrough(i, c)) this.won = c;
    }
  }

  outcome(): Outcome {
    if (this.won !== 0) return this.won === 1 ? X_WINS : O_WINS;
    return this.stones === this.cells.length ? FULL : ONGOING;
  }

  clone(): this {
    const p = new MnkPosition(this.w, this.h, this.k, this.keys) as this;
    p.copyFrom(this);
    return p;
  }

  copyFrom(other: this): void {
    this.cells.set(other.cells);
    this.history.set(other.history);
    this.count = other.count;
    this.stones = other.stones;
    this.hashLo = other.hashLo;
    this.hashHi = other.hashHi;
    this.won = other.won;
  }

  private xorKey(cell: number, piece: number): void {
    const i = (cell * 2 + piece - 1) * 2;
    const side = this.cells.length * 4;
    this.hashLo = (this.hashLo ^ this.keys[i]! ^ this.keys[side]!) >>> 0;
    this.hashHi = (this.hashHi ^ this.keys[i + 1]! ^ this.keys[side + 1]!) >>> 0;
  }

  private lineThrough(cell: number, piece: number): boolean {
    const x = cell % this.w;
    const y = (cell - x) / this.w;
    return (
      this.run(x, y, 1, 0, piece) >= this.k ||
      this.run(x, y, 0, 1, piece) >= this.k ||
      this.run(x, y, 1, 1, piece) >= this.k ||
      this.run(x, y, 1, -1, piece) >= this.k
    );
  }

  private run(x: number, y: number, dx: number, dy: number, piece: number): number {
    let n = 1;
    for (let s = 1; ; s++) {
      const a = x + dx * s;
      const b = y + dy * s;
      if (a < 0 || b < 0 || a >= this.w || b >= this.h || this.cells[b * this.w + a] !== piece) break;
      n++;
    }
    for (let s = 1; ; s++) {
      const a = x - dx * s;
      const b = y - dy * s;
      if (a < 0 || b < 0 || a >= this.w || b >= this.h || this.cells[b * this.w + a] !== piece) break;
      n++;
    }
    return n;
  }
}

const X_WINS = outcomeOf('win', 0, 'line');
const O_WINS = outcomeOf('win', 1, 'line');
const FULL = outcomeOf('draw', 'board full');

export interface MnkExtras {
  /** Adds a fast game playout (random empty cells by swap-remove). */
  readonly playout?: boolean;
  /** Adds priors: `(pos, moves, count, value, weight)` as in the Game contract. */
  readonly priors?: Game<MnkPosition>['priors'];
}

/** Creates a test m,n,k game: `mnkGame(3, 3, 3)` is tic-tac-toe. */
export function mnkGame(w: number, h: number, k: number, extras: MnkExtras = {}): Game<MnkPosition> {
  const cells = w * h;
  const keys = zobristKeys(cells * 4 + 2, 0x6e6b + w * 31 + h * 7 + k);
  const id = `mnk-${w}x${h}x${k}`;
  const decode = (text: string): Result<MnkPosition, QiError> => {
    const rows = text.trim().split('/');
    if (rows.length !== h || rows.some((r) => r.length !== w))
      return err('bad-board', `expected ${h} rows of ${w} cells, got "${text}"`);
    const values: number[] = [];
    for (const ch of rows.join('')) {
      const v = ch === 'x' ? 1 : ch === 'o' ? 2 : ch === '.' ? 0 : -1;
      if (v < 0) return err('bad-board', `bad cell "${ch}" in "${text}"`);
      values.push(v);
    }
    const x = values.filter((v) => v === 1).length;
    const o = values.filter((v) => v === 2).length;
    if (x !== o && x !== o + 1) return err('bad-board', `stone counts x=${x} o=${o} are impossible`);
    const p = new MnkPosition(w, h, k, keys);
    p.setCells(values);
    return ok(p);
  };
  const game: Game<MnkPosition> = {
    meta: { id, name: id, description: 'test-only k-in-a-row game', params: [] },
    info: {
      id,
      moveIdLimit: cells,
      maxMoves: cells,
      maxPlies: cells,
      smallTree: cells <= 9,
      drawsPossible: true,
    },
    params: {},
    spec: id,
    initial: () => new MnkPosition(w, h, k, keys),
    decode,
    encode: (pos) => {
      const rows: string[] = [];
      for (let y = 0; y < h; y++) {
        let row = '';
        for (let x = 0; x < w; x++) row += '.xo'[pos.cells[y * w + x]!];
        rows.push(row);
      }
      return rows.join('/');
    },
    moveToString: (_pos, move) => String(move),
    parseMove: (pos, text) => {
      const m = Number(text);
      return pos.isLegal(m) ? ok(m) : err('illegal-move', `"${text}" is not a legal move`);
    },
  };
  if (extras.playout) game.playout = mnkPlayout;
  if (extras.priors) game.priors = extras.priors;
  return game;
}

const empties = new Int32Array(1024);

/** Random empty cells until the game ends; O(1) per move by swap-remove from the empty list. */
function mnkPlayout(pos: MnkPosition, rng: Rng, played: Int32Array): number {
  let n = 0;
  for (let i = 0; i < pos.cells.length; i++) if (pos.cells[i] === 0) empties[n++] = i;
  let len = 0;
  while (n > 0 && pos.outcome() === ONGOING) {
    const j = rng.int(n);
    const m = empties[j]!;
    empties[j] = empties[--n]!;
    pos.make(m);
    played[len++] = m;
  }
  return len;
}
