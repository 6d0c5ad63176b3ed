import { ONGOING, type Outcome, outcomeOf, type Player, type Position } from '@qi/core-search';
import { Board } from './board.js';
import { type FenSetup, writeFen } from './fen.js';
import * as geometry from './geometry.js';
import type { Side } from './pieces.js';
import * as pieces from './pieces.js';
import { judgeCycle } from './repetition.js';

/** The game rules a position applies (from the game's parameters). */
export interface XiangqiRules {
  /** Plies without a capture after which the game is drawn (120 = the 60-move rule). */
  readonly moveLimit: number;
  /**
   * Occurrences of a position that end the game by the repetition rules (2 = the first repeat; 3 is
   * Fairy-Stockfish's count). Below the search root (`setSearchRoot`) a first repeat is judged at once.
   */
  readonly repetitions: number;
}

export const DEFAULT_RULES: XiangqiRules = { moveLimit: 120, repetitions: 2 };

const CHECK_UNKNOWN = 2;
/** No search root: repetitions count as the game's rules say (see `setSearchRoot`). */
const NO_ROOT = 0x7fffffff;

/** The id `unmake` sees for a null move in the history. */
export const NULL_MOVE = -1;

// Local copies of hot tables (see board.ts).
const { MOVE_FROM, MOVE_TO } = geometry;
const { KIND, Z_HI, Z_LO, Z_SIDE_HI, Z_SIDE_LO } = pieces;

const RED_MATES = outcomeOf('win', 0, 'checkmate');
const BLACK_MATES = outcomeOf('win', 1, 'checkmate');
const RED_STALEMATES = outcomeOf('win', 0, 'stalemate');
const BLACK_STALEMATES = outcomeOf('win', 1, 'stalemate');

/** Zobrist hash of a board from scratch (decode and tests; make/unmake update it incrementally). */
export function hashBoard(board: Board): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let pid = 16; pid < 48; pid++) {
    const sq = board.at[pid]!;
    if (sq === 0) continue;
    lo ^= Z_LO[KIND[pid]! * 256 + sq]!;
    hi ^= Z_HI[KIND[pid]! * 256 + sq]!;
  }
  if (board.side === 1) {
    lo ^= Z_SIDE_LO;
    hi ^= Z_SIDE_HI;
  }
  return [lo >>> 0, hi >>> 0];
}

/**
 * A Xiangqi position with its game history. History arrays are indexed by ply: entry `j` holds the
 * state of the position at ply `j` (hash, no-capture clock, in-check flag, repetition floor) and the move
 * played from it. That is all the repetition rules need, so search sees perpetual check and chase too.
 */
export class XiangqiPosition implements Position {
  /** The board: read it freely; changing it directly would bypass the history and the caches. */
  readonly board = new Board();
  hashLo = 0;
  hashHi = 0;
  private plies = 0;
  private startSide: Side = 0;
  private startFullmove = 1;
  private capacity = 0;
  /** Move played at ply j (NULL_MOVE for a pass) and the piece id it captured (0 none). */
  private moves = new Int32Array(0);
  private captured = new Uint8Array(0);
  /** State at ply j. */
  private hashLoAt = new Uint32Array(0);
  private hashHiAt = new Uint32Array(0);
  private clockAt = new Uint16Array(0);
  /** Side to move at ply j is in check: 1 yes, 0 no, CHECK_UNKNOWN until someone asks (saves a test per make). */
  private checkAt = new Uint8Array(0);
  /** Earliest ply a repetition may look back to (the last capture, null move or the start). */
  private floorAt = new Int32Array(0);
  /** Pieces chased by the move at ply j, as a mask of victim slots; `chaseKnownAt[j]` says it is computed. */
  private chaseAt = new Uint16Array(0);
  private chaseKnownAt = new Uint8Array(0);
  private outcomeAt: (Outcome | undefined)[] = [];
  /**
   * The search root's ply (none: NO_ROOT): a cycle that starts at or after it is judged at its first
   * repeat (the search predicts the verdict the cycle leads to, as the side repeating it would go on);
   * a position seen before it ends the game only at its `rules.repetitions`-th occurrence, as the
   * referee rules.
   */
  private rootPly = NO_ROOT;
  private readonly scratch = new Int32Array(128);
  /** Ply at which the board's `prepare()` (pins, check) is known to be current, else -1. */
  private preparedAt = -1;
  private readonly moveLimitDraw: Outcome;

  constructor(readonly rules: XiangqiRules = DEFAULT_RULES) {
    this.grow(256);
    const limit = rules.moveLimit;
    this.moveLimitDraw = outcomeOf(
      'draw',
      `no capture in ${limit % 2 ? `${limit} plies` : `${limit / 2} moves`}`,
    );
  }

  /** A position set up from a decoded FEN, with an empty history. */
  static fromSetup(setup: FenSetup, rules: XiangqiRules = DEFAULT_RULES): XiangqiPosition {
    const pos = new XiangqiPosition(rules);
    pos.board.copyFrom(setup.board);
    pos.startSide = setup.board.side;
    pos.startFullmove = setup.fullmove;
    pos.plies = 0;
    const [lo, hi] = hashBoard(pos.board);
    pos.hashLo = lo;
    pos.hashHi = hi;
    pos.hashLoAt[0] = lo;
    pos.hashHiAt[0] = hi;
    pos.clockAt[0] = Math.min(setup.halfmove, 0xffff);
    pos.checkAt[0] = pos.board.inCheck() ? 1 : 0;
    pos.floorAt[0] = 0;
    pos.outcomeAt[0] = undefined;
    return pos;
  }

  get toMove(): Player {
    return this.board.side;
  }
  get ply(): number {
    return this.plies;
  }
  /** Plies since the last capture. */
  get halfmoveClock(): number {
    return this.clockAt[this.plies]!;
  }
  get fullmove(): number {
    return this.startFullmove + ((this.plies + this.startSide) >> 1);
  }
  /** The move played at an earlier ply (NULL_MOVE for a pass). */
  moveAt(ply: number): number {
    return this.moves[ply]!;
  }
  /**
   * Whether the side to move at `ply` (≤ current ply) was in check, i.e. the move before it gave check;
   * undefined when no one has asked yet (the repetition rules then replay the cycle to find out).
   */
  checkAtPly(ply: number): boolean | undefined {
    const c = this.checkAt[ply];
    return c === CHECK_UNKNOWN ? undefined : c === 1;
  }
  storeCheckAt(ply: number, inCheck: boolean): void {
    this.checkAt[ply] = inCheck ? 1 : 0;
  }
  /** Hash halves of the position at an earlier ply. */
  hashAtPly(ply: number): [number, number] {
    return [this.hashLoAt[ply]!, this.hashHiAt[ply]!];
  }
  /** Earliest ply the repetition rules look back to from `ply`. */
  floorAtPly(ply: number): number {
    return this.floorAt[ply]!;
  }
  /** Piece id captured by the move at `ply` (0 if none). */
  capturedAt(ply: number): number {
    return this.captured[ply]!;
  }
  /** Cached chase mask of the move at `ply` (see repetition.ts), or -1 when not computed yet. */
  chaseMaskAt(ply: number): number {
    return this.chaseKnownAt[ply] ? this.chaseAt[ply]! : -1;
  }
  storeChaseMask(ply: number, mask: number): void {
    this.chaseAt[ply] = mask;
    this.chaseKnownAt[ply] = 1;
  }
  get initialSide(): Side {
    return this.startSide;
  }

  inCheck(): boolean {
    const j = this.plies;
    let c = this.checkAt[j];
    if (c === CHECK_UNKNOWN) this.checkAt[j] = c = this.board.inCheck() ? 1 : 0;
    return c === 1;
  }

  /** Whether the legal `move` gives check (as `make`, then `inCheck`, would say), without playing it. */
  givesCheck(move: number): boolean {
    return this.board.givesCheck(MOVE_FROM[move]!, MOVE_TO[move]!);
  }

  generate(out: Int32Array): number {
    if (this.over()) return 0;
    const n = this.board.generate(out, this.preparedAt === this.plies);
    this.preparedAt = this.plies;
    this.checkAt[this.plies] = this.board.checked ? 1 : 0;
    return n;
  }

  /** Legal captures (for quiescence); none once the game is over. */
  generateCaptures(out: Int32Array): number {
    if (this.over()) return 0;
    const n = this.board.generateCaptures(out, this.preparedAt === this.plies);
    this.preparedAt = this.plies;
    this.checkAt[this.plies] = this.board.checked ? 1 : 0;
    return n;
  }

  isLegal(move: number): boolean {
    if (!(move >= 0 && move < MOVE_FROM.length) || (move | 0) !== move) return false;
    if (this.over()) return false;
    return this.board.isLegal(MOVE_FROM[move]!, MOVE_TO[move]!);
  }

  /** The game has ended by a rule (uses the cached outcome when `outcome()` already ran at this ply). */
  private over(): boolean {
    const cached = this.outcomeAt[this.plies];
    return (cached ?? this.ruleOutcome()) !== ONGOING;
  }

  make(move: number): void {
    const j = this.plies;
    this.preparedAt = -1;
    if (j + 2 > this.capacity) this.grow(this.capacity * 2);
    const b = this.board;
    const cells = b.cells;
    const from = MOVE_FROM[move]!;
    const to = MOVE_TO[move]!;
    const pid = cells[from]!;
    const cap = cells[to]!;
    this.moves[j] = move;
    this.captured[j] = cap;
    const kind = KIND[pid]! * 256;
    let lo = this.hashLo ^ Z_LO[kind + from]! ^ Z_LO[kind + to]! ^ Z_SIDE_LO;
    let hi = this.hashHi ^ Z_HI[kind + from]! ^ Z_HI[kind + to]! ^ Z_SIDE_HI;
    if (cap !== 0) {
      lo ^= Z_LO[KIND[cap]! * 256 + to]!;
      hi ^= Z_HI[KIND[cap]! * 256 + to]!;
      b.at[cap] = 0;
    }
    cells[to] = pid;
    cells[from] = 0;
    b.at[pid] = to;
    b.side = (b.side ^ 1) as Side;
    this.hashLo = lo >>> 0;
    this.hashHi = hi >>> 0;
    const k = j + 1;
    this.plies = k;
    this.hashLoAt[k] = this.hashLo;
    this.hashHiAt[k] = this.hashHi;
    this.clockAt[k] = cap !== 0 ? 0 : Math.min(this.clockAt[j]! + 1, 0xffff);
    this.floorAt[k] = cap !== 0 ? k : this.floorAt[j]!;
    this.checkAt[k] = CHECK_UNKNOWN;
    this.chaseKnownAt[j] = 0;
    this.outcomeAt[k] = undefined;
  }

  unmake(): void {
    const j = this.plies - 1;
    this.preparedAt = -1;
    const move = this.moves[j]!;
    const b = this.board;
    b.side = (b.side ^ 1) as Side;
    this.plies = j;
    this.hashLo = this.hashLoAt[j]!;
    this.hashHi = this.hashHiAt[j]!;
    if (move === NULL_MOVE) return;
    const from = MOVE_FROM[move]!;
    const to = MOVE_TO[move]!;
    const cells = b.cells;
    const pid = cells[to]!;
    const cap = this.captured[j]!;
    cells[from] = pid;
    cells[to] = cap;
    b.at[pid] = from;
    if (cap !== 0) b.at[cap] = to;
  }

  /** Passes the move (null-move pruning). A repetition never spans a null move. */
  makeNull(): void {
    const j = this.plies;
    this.preparedAt = -1;
    if (j + 2 > this.capacity) this.grow(this.capacity * 2);
    this.moves[j] = NULL_MOVE;
    this.captured[j] = 0;
    const b = this.board;
    b.side = (b.side ^ 1) as Side;
    this.hashLo = (this.hashLo ^ Z_SIDE_LO) >>> 0;
    this.hashHi = (this.hashHi ^ Z_SIDE_HI) >>> 0;
    const k = j + 1;
    this.plies = k;
    this.hashLoAt[k] = this.hashLo;
    this.hashHiAt[k] = this.hashHi;
    this.clockAt[k] = Math.min(this.clockAt[j]! + 1, 0xffff);
    this.floorAt[k] = k;
    this.checkAt[k] = CHECK_UNKNOWN;
    this.chaseKnownAt[j] = 0;
    this.outcomeAt[k] = undefined;
  }

  unmakeNull(): void {
    this.unmake();
  }

  outcome(): Outcome {
    const j = this.plies;
    const cached = this.outcomeAt[j];
    if (cached !== undefined) return cached;
    let o: Outcome;
    const any = this.board.hasLegalMove(this.scratch);
    this.preparedAt = j;
    this.checkAt[j] = this.board.checked ? 1 : 0;
    if (!any) {
      const red = this.board.side === 0;
      if (this.checkAt[j] === 1) o = red ? BLACK_MATES : RED_MATES;
      else o = red ? BLACK_STALEMATES : RED_STALEMATES;
    } else o = this.ruleOutcome();
    this.outcomeAt[j] = o;
    return o;
  }

  /**
   * The verdict of the repetition and no-capture rules alone (no move generation): ONGOING unless the
   * position repeats (judged by the Asian rules over the cycle) or the no-capture limit is reached.
   */
  ruleOutcome(): Outcome {
    const j = this.plies;
    const floor = this.floorAt[j]!;
    if (j - floor >= 4) {
      const lo = this.hashLo;
      const hi = this.hashHi;
      let seen = 1;
      for (let i = j - 4; i >= floor; i -= 2) {
        if (this.hashLoAt[i] !== lo || this.hashHiAt[i] !== hi) continue;
        if (++seen >= this.rules.repetitions || (seen === 2 && i >= this.rootPly))
          return judgeCycle(this, i, j);
      }
    }
    if (this.clockAt[j]! >= this.rules.moveLimit) return this.moveLimitDraw;
    return ONGOING;
  }

  /**
   * Marks the current ply as the search root (see `rootPly`; alpha-beta calls it on its copy): the
   * history before it counts repetitions as the game does, a cycle below it is judged at its first repeat.
   */
  setSearchRoot(): void {
    this.rootPly = this.plies;
    this.outcomeAt[this.plies] = undefined;
  }

  clone(): this {
    const copy = new XiangqiPosition(this.rules) as this;
    copy.copyFrom(this);
    return copy;
  }

  copyFrom(other: this): void {
    if (this.capacity < other.capacity) this.grow(other.capacity);
    this.board.copyFrom(other.board);
    this.preparedAt = -1;
    this.hashLo = other.hashLo;
    this.hashHi = other.hashHi;
    this.plies = other.plies;
    this.rootPly = other.rootPly;
    this.startSide = other.startSide;
    this.startFullmove = other.startFullmove;
    const n = other.plies + 1;
    this.moves.set(other.moves.subarray(0, n));
    this.captured.set(other.captured.subarray(0, n));
    this.hashLoAt.set(other.hashLoAt.subarray(0, n));
    this.hashHiAt.set(other.hashHiAt.subarray(0, n));
    this.clockAt.set(other.clockAt.subarray(0, n));
    this.checkAt.set(other.checkAt.subarray(0, n));
    this.floorAt.set(other.floorAt.subarray(0, n));
    this.chaseAt.set(other.chaseAt.subarray(0, n));
    this.chaseKnownAt.set(other.chaseKnownAt.subarray(0, n));
    for (let i = 0; i < n; i++) this.outcomeAt[i] = other.outcomeAt[i];
  }

  /** FEN of the current position (the history is not part of it). */
  toFen(): string {
    return writeFen(this.board, this.halfmoveClock, this.fullmove);
  }

  private grow(capacity: number): void {
    const widen = <T extends Int32Array | Uint32Array | Uint16Array | Uint8Array>(
      a: T,
      make: (n: number) => T,
    ) => {
      const b = make(capacity);
      b.set(a.subarray(0, Math.min(a.length, capacity)));
      return b;
    };
    this.moves = widen(this.moves, (n) => new Int32Array(n));
    this.captured = widen(this.captured, (n) => new Uint8Array(n));
    this.hashLoAt = widen(this.hashLoAt, (n) => new Uint32Array(n));
    this.hashHiAt = widen(this.hashHiAt, (n) => new Uint32Array(n));
    this.clockAt = widen(this.clockAt, (n) => new Uint16Array(n));
    this.checkAt = widen(this.checkAt, (n) => new Uint8Array(n));
    this.floorAt = widen(this.floorAt, (n) => new Int32Array(n));
    this.chaseAt = widen(this.chaseAt, (n) => new Uint16Array(n));
    this.chaseKnownAt = widen(this.chaseKnownAt, (n) => new Uint8Array(n));
    this.capacity = capacity;
  }
}
