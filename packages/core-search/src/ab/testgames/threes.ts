/**
 * A test-only game for the alpha-beta tests and bench: three in a row on a 3×3 or 4×4 board, stones
 * placed anywhere (size 3 is tic-tac-toe). It has every optional capability a searcher can use:
 * evaluation, tactical moves (wins, then blocks), extensions (a move that threatens a win), check
 * (facing a threat) and a null move. Not exported from the package.
 */
import {
  type Game,
  type GameMeta,
  type GamePlugin,
  ONGOING,
  type Outcome,
  outcomeOf,
  type Player,
  type Position,
} from '../../game.js';
import { resolveParams } from '../../params.js';
import { err, ok, type QiError, type Result } from '../../result.js';
import { zobristKeys } from '../../rng.js';
import { canonicalSpec } from '../../spec/canonical.js';

const EMPTY = 0;
const NULL_MOVE_MARK = 255;
const X_WINS = outcomeOf('win', 0, 'three in a row');
const O_WINS = outcomeOf('win', 1, 'three in a row');
const FULL = outcomeOf('draw', 'board full');

/** Board geometry shared by every position of one size: segments of three and Zobrist keys. */
export class ThreesShape {
  readonly cells: number;
  /** Segments of three cells, flattened: segment s is cells [3s, 3s+1, 3s+2]. */
  readonly segments: Int8Array;
  /** For each cell, the segments through it. */
  readonly through: (readonly number[])[];
  /** (lo, hi) per cell and piece, then the side-to-move pair. */
  readonly keys: Uint32Array;

  constructor(readonly size: number) {
    this.cells = size * size;
    const segs: number[] = [];
    const dirs = [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ] as const;
    for (let r = 0; r < size; r++)
      for (let c = 0; c < size; c++)
        for (const [dr, dc] of dirs) {
          const r2 = r + 2 * dr;
          const c2 = c + 2 * dc;
          if (r2 < 0 || r2 >= size || c2 < 0 || c2 >= size) continue;
          segs.push(r * size + c, (r + dr) * size + c + dc, r2 * size + c2);
        }
    this.segments = Int8Array.from(segs);
    this.through = Array.from({ length: this.cells }, () => [] as number[]);
    for (let s = 0; s < segs.length / 3; s++)
      for (let k = 0; k < 3; k++) (this.through[segs[s * 3 + k]!] as number[]).push(s);
    this.keys = zobristKeys(this.cells * 4 + 2, 0x3e3 + size);
  }

  get segmentCount(): number {
    return this.segments.length / 3;
  }
}

export class ThreesPosition implements Position {
  readonly cells: Uint8Array;
  private readonly history: Uint8Array;
  private readonly wonStack: Uint8Array;
  private count = 0;
  private side: Player = 0;
  private stones = 0;
  /** 0 nobody, else piece (1 = X, 2 = O) that made three. */
  private won = 0;
  hashLo = 0;
  hashHi = 0;

  constructor(readonly shape: ThreesShape) {
    this.cells = new Uint8Array(shape.cells);
    this.history = new Uint8Array(shape.cells * 2 + 2);
    this.wonStack = new Uint8Array(shape.cells * 2 + 2);
  }

  get toMove(): Player {
    return this.side;
  }
  get ply(): number {
    return this.count;
  }

  /** Sets the board without history (decode); the winner is recomputed from scratch. */
  setup(cells: ArrayLike<number>, side: Player): void {
    const keys = this.shape.keys;
    this.count = 0;
    this.stones = 0;
    this.won = 0;
    this.side = side;
    this.hashLo = 0;
    this.hashHi = 0;
    for (let i = 0; i < this.shape.cells; i++) {
      const p = cells[i]!;
      this.cells[i] = p;
      if (p === EMPTY) continue;
      this.stones++;
      this.hashLo ^= keys[(i * 2 + p - 1) * 2]!;
      this.hashHi ^= keys[(i * 2 + p - 1) * 2 + 1]!;
    }
    if (side === 1) {
      this.hashLo ^= keys[this.shape.cells * 4]!;
      this.hashHi ^= keys[this.shape.cells * 4 + 1]!;
    }
    this.hashLo >>>= 0;
    this.hashHi >>>= 0;
    const segs = this.shape.segments;
    for (let s = 0; s < segs.length; s += 3) {
      const v = this.cells[segs[s]!]!;
      if (v !== EMPTY && v === this.cells[segs[s + 1]!] && v === this.cells[segs[s + 2]!]) this.won = v;
    }
  }

  generate(out: Int32Array): number {
    if (this.won !== 0 || this.stones === this.shape.cells) return 0;
    let n = 0;
    for (let i = 0; i < this.shape.cells; i++) if (this.cells[i] === EMPTY) out[n++] = i;
    return n;
  }

  isLegal(move: number): boolean {
    return (
      Number.isInteger(move) &&
      move >= 0 &&
      move < this.shape.cells &&
      this.cells[move] === EMPTY &&
      this.won === 0
    );
  }

  make(move: number): void {
    const piece = this.side + 1;
    const keys = this.shape.keys;
    const k = (move * 2 + piece - 1) * 2;
    const sk = this.shape.cells * 4;
    this.cells[move] = piece;
    this.history[this.count] = move;
    this.wonStack[this.count] = this.won;
    this.count++;
    this.stones++;
    this.hashLo = (this.hashLo ^ keys[k]! ^ keys[sk]!) >>> 0;
    this.hashHi = (this.hashHi ^ keys[k + 1]! ^ keys[sk + 1]!) >>> 0;
    if (this.won === 0) {
      const segs = this.shape.segments;
      for (const s of this.shape.through[move]!) {
        const b = s * 3;
        if (
          this.cells[segs[b]!] === piece &&
          this.cells[segs[b + 1]!] === piece &&
          this.cells[segs[b + 2]!] === piece
        ) {
          this.won = piece;
          break;
        }
      }
    }
    this.side = (1 - this.side) as Player;
  }

  unmake(): void {
    this.count--;
    const move = this.history[this.count]!;
    this.won = this.wonStack[this.count]!;
    this.side = (1 - this.side) as Player;
    const piece = this.side + 1;
    const keys = this.shape.keys;
    const k = (move * 2 + piece - 1) * 2;
    const sk = this.shape.cells * 4;
    this.cells[move] = EMPTY;
    this.stones--;
    this.hashLo = (this.hashLo ^ keys[k]! ^ keys[sk]!) >>> 0;
    this.hashHi = (this.hashHi ^ keys[k + 1]! ^ keys[sk + 1]!) >>> 0;
  }

  makeNull(): void {
    const keys = this.shape.keys;
    const sk = this.shape.cells * 4;
    this.history[this.count] = NULL_MOVE_MARK;
    this.wonStack[this.count] = this.won;
    this.count++;
    this.side = (1 - this.side) as Player;
    this.hashLo = (this.hashLo ^ keys[sk]!) >>> 0;
    this.hashHi = (this.hashHi ^ keys[sk + 1]!) >>> 0;
  }

  unmakeNull(): void {
    const keys = this.shape.keys;
    const sk = this.shape.cells * 4;
    this.count--;
    this.side = (1 - this.side) as Player;
    this.hashLo = (this.hashLo ^ keys[sk]!) >>> 0;
    this.hashHi = (this.hashHi ^ keys[sk + 1]!) >>> 0;
  }

  outcome(): Outcome {
    if (this.won === 1) return X_WINS;
    if (this.won === 2) return O_WINS;
    return this.stones === this.shape.cells ? FULL : ONGOING;
  }

  /** The opponent has two in a segment whose third cell is empty: it wins next move unless stopped. */
  inCheck(): boolean {
    return this.threats((2 - this.side) as 1 | 2, null) > 0;
  }

  /**
   * Counts empty cells that would complete three for `piece`; writes each once into `out` if given
   * (`seen` marks cells already written).
   */
  threats(piece: 1 | 2, out: { buf: Int32Array; n: number; seen: Uint8Array } | null): number {
    if (this.won !== 0) return 0;
    const segs = this.shape.segments;
    let count = 0;
    for (let s = 0; s < segs.length; s += 3) {
      let mine = 0;
      let empty = -1;
      for (let k = 0; k < 3; k++) {
        const c = segs[s + k]!;
        const v = this.cells[c]!;
        if (v === piece) mine++;
        else if (v === EMPTY) empty = c;
      }
      if (mine !== 2 || empty < 0) continue;
      count++;
      if (out && out.seen[empty] === 0) {
        out.seen[empty] = 1;
        out.buf[out.n++] = empty;
      }
    }
    return count;
  }

  clone(): this {
    const p = new ThreesPosition(this.shape) as this;
    p.copyFrom(this);
    return p;
  }

  copyFrom(other: this): void {
    this.cells.set(other.cells);
    this.history.set(other.history);
    this.wonStack.set(other.wonStack);
    this.count = other.count;
    this.side = other.side;
    this.stones = other.stones;
    this.won = other.won;
    this.hashLo = other.hashLo;
    this.hashHi = other.hashHi;
  }
}

export const threesMeta: GameMeta = {
  id: 'threes',
  name: 'Threes (test game)',
  description: 'Three in a row on a 3×3 or 4×4 board; stones go anywhere.',
  params: [
    { name: 'size', type: 'int', default: 4, min: 3, max: 4, description: 'board side' },
    { name: 'evaluate', type: 'bool', default: true, description: 'offer a heuristic evaluation' },
  ],
};

const PIECE_CHARS = '.xo';
const COLS = 'abcd';

export const threes: GamePlugin<ThreesPosition> = {
  meta: threesMeta,
  create(raw = {}) {
    const r = resolveParams<{ size: number; evaluate: boolean }>('threes', threesMeta.params, raw);
    if (!r.ok) return r;
    const { size, evaluate } = r.value;
    const shape = new ThreesShape(size);
    const scratch: { buf: Int32Array; n: number; seen: Uint8Array } = {
      buf: new Int32Array(shape.cells),
      n: 0,
      seen: new Uint8Array(shape.cells),
    };
    const game: Game<ThreesPosition> = {
      meta: threesMeta,
      info: {
        id: 'threes',
        moveIdLimit: shape.cells,
        maxMoves: shape.cells,
        maxPlies: shape.cells,
        smallTree: size === 3,
        drawsPossible: true,
      },
      params: r.value,
      spec: canonicalSpec('threes', threesMeta.params, r.value),
      initial: () => new ThreesPosition(shape),
      decode: (text) => decodeThrees(shape, text),
      encode: encodeThrees,
      moveToString: (pos, move) =>
        `${COLS[move % pos.shape.size]}${pos.shape.size - Math.floor(move / pos.shape.size)}`,
      parseMove: (pos, text) => parseThreesMove(pos, text),
      tacticalMoves: (pos, out) => {
        // Wins first, then blocks of the opponent's wins: the game's "captures".
        scratch.seen.fill(0);
        scratch.buf = out;
        scratch.n = 0;
        const me = (pos.toMove + 1) as 1 | 2;
        pos.threats(me, scratch);
        pos.threats((3 - me) as 1 | 2, scratch);
        return scratch.n;
      },
      extension: (pos) => (pos.inCheck() ? 1 : 0),
    };
    if (evaluate) game.evaluate = evaluateThrees;
    return ok(game);
  },
};

/** Open segments count for their owner: one stone 1, two stones 10; from the side to move's view. */
export function evaluateThrees(pos: ThreesPosition): number {
  const segs = pos.shape.segments;
  const cells = pos.cells;
  const me = pos.toMove + 1;
  let score = 0;
  for (let s = 0; s < segs.length; s += 3) {
    let mine = 0;
    let theirs = 0;
    for (let k = 0; k < 3; k++) {
      const v = cells[segs[s + k]!]!;
      if (v === me) mine++;
      else if (v !== EMPTY) theirs++;
    }
    if (theirs === 0 && mine > 0) score += mine === 1 ? 1 : 10;
    else if (mine === 0 && theirs > 0) score -= theirs === 1 ? 1 : 10;
  }
  return score;
}

function encodeThrees(pos: ThreesPosition): string {
  const n = pos.shape.size;
  const rows: string[] = [];
  for (let r = 0; r < n; r++) {
    let row = '';
    for (let c = 0; c < n; c++) row += PIECE_CHARS[pos.cells[r * n + c]!];
    rows.push(row);
  }
  return `${rows.join('/')} ${pos.toMove === 0 ? 'x' : 'o'}`;
}

function decodeThrees(shape: ThreesShape, text: string): Result<ThreesPosition, QiError> {
  const m = /^([.xo/]+) ([xo])$/.exec(text.trim());
  if (!m) return err('threes-syntax', `expected "<rows> <x|o>", got "${text}"`, 0);
  const rows = m[1]!.split('/');
  if (rows.length !== shape.size || rows.some((r) => r.length !== shape.size))
    return err('threes-syntax', `expected ${shape.size} rows of ${shape.size} cells in "${text}"`, 0);
  const cells = rows
    .join('')
    .split('')
    .map((ch) => PIECE_CHARS.indexOf(ch));
  const pos = new ThreesPosition(shape);
  pos.setup(cells, m[2] === 'x' ? 0 : 1);
  return ok(pos);
}

function parseThreesMove(pos: ThreesPosition, text: string): Result<number, QiError> {
  const n = pos.shape.size;
  const m = /^([a-d])([1-4])$/.exec(text.trim());
  const col = m ? COLS.indexOf(m[1]!) : -1;
  const row = m ? n - Number(m[2]) : -1;
  if (col < 0 || col >= n || row < 0 || row >= n) return err('move-syntax', `bad cell "${text}"`, 0);
  const move = row * n + col;
  return pos.isLegal(move) ? ok(move) : err('illegal-move', `cell ${text} is not playable`, 0);
}
