import { ONGOING, type Outcome, outcomeOf, type Player, type Position } from '@qi/core-search';
import { generateCandidates } from './candidates.js';
import { PATTERN_CODES, T_FIVE, T_FORBID, TYPE_SLOTS } from './combos.js';
import type { BoardConfig } from './config.js';
import { DIRECTIONS, slotOf } from './geometry.js';
import { fourPointOffset, P_B4, P_F3, P_F4, P_F4X2, P_FIVE, P_OVERLINE } from './patterns.js';

/** Cell contents: 0 empty, 1 black (player 0, moves first), 2 white (player 1). */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;

const O_ONGOING = 0;
const O_BLACK_FIVE = 1;
const O_WHITE_FIVE = 2;
const O_DRAW = 3;
const O_FORBIDDEN = 4;
const OUTCOMES: readonly Outcome[] = [
  ONGOING,
  outcomeOf('win', 0, 'five in a row'),
  outcomeOf('win', 1, 'five in a row'),
  outcomeOf('draw', 'board full'),
  outcomeOf('win', 1, 'forbidden move'),
];

/**
 * A Gomoku position. Moves are cell indices `y * size + x` (x = column from the left, y = row from
 * the top: Gomocup's coordinates). Besides the stones it keeps, incrementally on make/unmake:
 * - line keys: for every cell and direction, the 10 neighbours from each player's view,
 * - line patterns (five, open four, four, open three, …) of a stone placed on each empty cell,
 * - each empty cell's move type and value per player, with counts by type and value sums,
 * - how many stones lie within distance 2 of each cell (for candidate moves).
 * So evaluation and threat detection read counters instead of scanning the board.
 *
 * Renju: black's forbidden moves (double-three, double-four, overline) are legal moves that lose at
 * once (`outcome()` = white wins, reason "forbidden move"), so `generate` stays "every empty cell".
 * Searchers avoid them because they lose; `candidates()` leaves them out.
 */
export class GomokuPosition implements Position {
  readonly size: number;
  readonly cells: number;
  readonly board: Uint8Array;
  /** Base-3 line keys by `player * cells * 4 + cell * 4 + direction`. */
  readonly keys: Int32Array;
  /** Line pattern codes, same index as `keys` (kept for empty cells only). */
  readonly pat: Uint8Array;
  /** Move type (T_*) by `player * cells + cell`; 0 on occupied cells. */
  readonly ctype: Uint8Array;
  /** Move value by `player * cells + cell`; 0 on occupied cells. */
  readonly cscore: Int16Array;
  /** Renju black: 1 where the move may be forbidden (confirm with `isForbidden`). */
  readonly forbid: Uint8Array;
  /** Empty cells by `player * TYPE_SLOTS + type` (renju black's maybe-forbidden cells count as T_FORBID). */
  readonly typeCount: Int32Array;
  /** The evaluation's value of a move by `player * cells + cell` (ComboTable.evalValue); 0 on occupied cells. */
  readonly ceval: Int16Array;
  /** Sum of `ceval` over empty cells, per player: what the evaluation reads. */
  readonly evalSum: Int32Array;
  /** Stones within Chebyshev distance 2 of each cell. */
  readonly near: Uint8Array;
  stones = 0;
  hashLo = 0;
  hashHi = 0;
  /**
   * Search view: when true, `generate` returns `candidates()` (nearby, threat-pruned, ordered moves)
   * instead of every empty cell. Only for a searcher's private copy; the game itself never sets it.
   */
  candidateMode = false;
  /** Search view: at most this many quiet candidates (the best by pattern value) when nothing forces; 0 = all. */
  candidateLimit = 0;
  private side: Player = 0;
  private readonly history: Int16Array;
  /** Outcome code after each ply: `outcomes[count]` is the current one. */
  private readonly outcomes: Uint8Array;
  private count = 0;
  private readonly cells4: number;
  private readonly blackPattern: Uint8Array;
  private readonly whitePattern: Uint8Array;
  private readonly blackCombo: Int32Array;
  private readonly whiteCombo: Int32Array;
  private readonly blackEval: Int32Array;
  private readonly whiteEval: Int32Array;

  constructor(readonly config: BoardConfig) {
    this.blackPattern = config.black.line.pattern;
    this.whitePattern = config.white.line.pattern;
    this.blackCombo = config.black.combo.packed;
    this.whiteCombo = config.white.combo.packed;
    this.blackEval = config.black.combo.evalValue;
    this.whiteEval = config.white.combo.evalValue;
    this.size = config.size;
    this.cells = config.size * config.size;
    this.cells4 = this.cells * 4;
    this.board = new Uint8Array(this.cells);
    this.keys = new Int32Array(2 * this.cells4);
    this.pat = new Uint8Array(2 * this.cells4);
    this.ctype = new Uint8Array(2 * this.cells);
    this.cscore = new Int16Array(2 * this.cells);
    this.ceval = new Int16Array(2 * this.cells);
    this.forbid = new Uint8Array(this.cells);
    this.typeCount = new Int32Array(2 * TYPE_SLOTS);
    this.evalSum = new Int32Array(2);
    this.near = new Uint8Array(this.cells);
    this.history = new Int16Array(this.cells);
    this.outcomes = new Uint8Array(this.cells + 1);
    this.reset();
  }

  get toMove(): Player {
    return this.side;
  }
  get ply(): number {
    return this.count;
  }
  get rule() {
    return this.config.rule;
  }
  /** The last move played since creation/decoding, or -1. */
  get lastMove(): number {
    return this.count > 0 ? this.history[this.count - 1]! : -1;
  }
  /** Move `i` (0-based) of the moves played since creation/decoding. */
  moveAt(i: number): number {
    return this.history[i]!;
  }

  /** Empties the board (black to move). */
  reset(): void {
    const { emptyKeys } = this.config.geo;
    this.board.fill(0);
    this.keys.set(emptyKeys, 0);
    this.keys.set(emptyKeys, this.cells4);
    this.typeCount.fill(0);
    this.evalSum.fill(0);
    this.near.fill(0);
    this.stones = 0;
    this.count = 0;
    this.outcomes[0] = O_ONGOING;
    this.side = 0;
    this.hashLo = 0;
    this.hashHi = 0;
    for (let c = 0; c < this.cells; c++) this.addCell(c);
  }

  /**
   * Sets up stones without history (decoding): `cells` holds 0/1/2 per cell; `side` moves next.
   * The outcome is a five already on the board (for whoever has one) or a full board.
   */
  setup(cells: ArrayLike<number>, side: Player): void {
    this.reset();
    const z = this.config.zobrist;
    for (let c = 0; c < this.cells; c++) {
      const v = cells[c]!;
      if (v === EMPTY) continue;
      const p = v - 1;
      this.place(c, p);
      this.hashLo ^= z[(c * 2 + p) * 2]!;
      this.hashHi ^= z[(c * 2 + p) * 2 + 1]!;
    }
    this.side = side;
    if (side === 1) {
      this.hashLo ^= z[this.cells * 4]!;
      this.hashHi ^= z[this.cells * 4 + 1]!;
    }
    this.hashLo >>>= 0;
    this.hashHi >>>= 0;
    const winner = fiveOnBoard(this);
    this.outcomes[0] =
      winner === 0 ? O_BLACK_FIVE : winner === 1 ? O_WHITE_FIVE : this.stones === this.cells ? O_DRAW : 0;
  }

  generate(out: Int32Array): number {
    if (this.outcomes[this.count] !== O_ONGOING) return 0;
    if (this.candidateMode) return generateCandidates(this, out);
    let n = 0;
    const board = this.board;
    for (let c = 0; c < this.cells; c++) if (board[c] === EMPTY) out[n++] = c;
    return n;
  }

  /** Nearby moves, pruned by threats and ordered best first (see `generateCandidates`). */
  candidates(out: Int32Array): number {
    if (this.outcomes[this.count] !== O_ONGOING) return 0;
    return generateCandidates(this, out);
  }

  isLegal(move: number): boolean {
    return (
      Number.isInteger(move) &&
      move >= 0 &&
      move < this.cells &&
      this.board[move] === EMPTY &&
      this.outcomes[this.count] === O_ONGOING
    );
  }

  make(move: number): void {
    const p = this.side;
    let code = O_ONGOING;
    if (this.ctype[p * this.cells + move] === T_FIVE) code = p === 0 ? O_BLACK_FIVE : O_WHITE_FIVE;
    else if (p === 0 && this.forbid[move] === 1 && this.isForbidden(move)) code = O_FORBIDDEN;
    this.place(move, p);
    if (code === O_ONGOING && this.stones === this.cells) code = O_DRAW;
    this.history[this.count++] = move;
    this.outcomes[this.count] = code;
    const z = this.config.zobrist;
    const k = (move * 2 + p) * 2;
    this.hashLo = (this.hashLo ^ z[k]! ^ z[this.cells * 4]!) >>> 0;
    this.hashHi = (this.hashHi ^ z[k + 1]! ^ z[this.cells * 4 + 1]!) >>> 0;
    this.side = (1 - p) as Player;
  }

  unmake(): void {
    const move = this.history[--this.count]!;
    const p = (this.board[move]! - 1) as Player;
    this.remove(move);
    const z = this.config.zobrist;
    const k = (move * 2 + p) * 2;
    this.hashLo = (this.hashLo ^ z[k]! ^ z[this.cells * 4]!) >>> 0;
    this.hashHi = (this.hashHi ^ z[k + 1]! ^ z[this.cells * 4 + 1]!) >>> 0;
    this.side = p;
  }

  /**
   * Hands the move to the other side without a stone (threat search asks "what if the opponent moved
   * now?"). Not a game move: undo with `unpass()` before any unmake of earlier moves.
   */
  pass(): void {
    const z = this.config.zobrist;
    this.hashLo = (this.hashLo ^ z[this.cells * 4]!) >>> 0;
    this.hashHi = (this.hashHi ^ z[this.cells * 4 + 1]!) >>> 0;
    this.side = (1 - this.side) as Player;
  }
  unpass(): void {
    this.pass();
  }

  outcome(): Outcome {
    return OUTCOMES[this.outcomes[this.count]!]!;
  }

  clone(): this {
    const p = new GomokuPosition(this.config) as this;
    p.copyFrom(this);
    return p;
  }

  copyFrom(o: this): void {
    this.board.set(o.board);
    this.keys.set(o.keys);
    this.pat.set(o.pat);
    this.ctype.set(o.ctype);
    this.cscore.set(o.cscore);
    this.ceval.set(o.ceval);
    this.forbid.set(o.forbid);
    this.typeCount.set(o.typeCount);
    this.evalSum.set(o.evalSum);
    this.near.set(o.near);
    this.history.set(o.history);
    this.outcomes.set(o.outcomes);
    this.stones = o.stones;
    this.count = o.count;
    this.side = o.side;
    this.hashLo = o.hashLo;
    this.hashHi = o.hashHi;
    this.candidateMode = o.candidateMode;
    this.candidateLimit = o.candidateLimit;
  }

  /** Move type (T_*) of `player` playing the empty `cell`; 0 for occupied cells. */
  typeAt(player: Player, cell: number): number {
    return this.ctype[player * this.cells + cell]!;
  }
  /** Heuristic value of `player` playing the empty `cell`. */
  scoreAt(player: Player, cell: number): number {
    return this.cscore[player * this.cells + cell]!;
  }
  /** Line pattern (P_*) of `player` on the empty `cell` in direction 0..3. */
  patternAt(player: Player, cell: number, dir: number): number {
    return this.pat[player * this.cells4 + cell * 4 + dir]!;
  }
  /** Empty cells where `player` would make a five. */
  fiveCount(player: Player): number {
    return this.typeCount[player * TYPE_SLOTS + T_FIVE]!;
  }
  /** Empty cells of move type `type` for `player` (renju black: not counting maybe-forbidden cells). */
  countOf(player: Player, type: number): number {
    return this.typeCount[player * TYPE_SLOTS + type]!;
  }
  /** The first cell where `player` makes a five, or -1. */
  firstFive(player: Player): number {
    if (this.typeCount[player * TYPE_SLOTS + T_FIVE] === 0) return -1;
    const base = player * this.cells;
    for (let c = 0; c < this.cells; c++) if (this.ctype[base + c] === T_FIVE) return c;
    return -1;
  }

  /**
   * Renju: black playing the empty `cell` is forbidden (overline, double four, or double three
   * whose threes are real: each can become a straight four at a point that is itself not forbidden).
   * A move making exactly five is never forbidden. Always false under other rules and for occupied cells.
   */
  isForbidden(cell: number): boolean {
    if (this.forbid[cell] !== 1 || this.board[cell] !== EMPTY) return false;
    const pat = this.pat;
    const base = cell * 4;
    let fours = 0;
    let threes = 0;
    for (let d = 0; d < 4; d++) {
      const p = pat[base + d]!;
      if (p === P_FIVE) return false;
      if (p === P_OVERLINE) return true;
      if (p === P_B4 || p === P_F4) fours++;
      else if (p === P_F4X2) fours += 2;
      else if (p === P_F3) threes++;
    }
    if (fours >= 2) return true;
    if (threes < 2) return false;
    // Placing the stone leaves this cell's own keys and patterns as they were.
    const { geo, black } = this.config;
    this.place(cell, 0);
    let real = 0;
    for (let d = 0; d < 4 && real < 2; d++) {
      if (pat[base + d] !== P_F3) continue;
      let mask = black.line.fourPoints[this.keys[base + d]!]!;
      for (let bit = 0; mask !== 0; bit++, mask >>= 1) {
        if ((mask & 1) === 0) continue;
        const e = geo.lineAt[cell * 40 + d * 10 + slotOf(fourPointOffset(bit))]!;
        if (e >= 0 && this.board[e] === EMPTY && !this.isForbidden(e)) {
          real++;
          break;
        }
      }
    }
    this.remove(cell);
    return real >= 2;
  }

  // --- incremental tables -------------------------------------------------------------------------

  /** Puts a stone of `p` on the empty cell `c` and updates every table (not hash, history or side). */
  private place(c: number, p: number): void {
    this.dropCell(c);
    this.board[c] = p + 1;
    this.stones++;
    const g = this.config.geo;
    const keys = this.keys;
    const board = this.board;
    const own = p * this.cells4;
    const opp = (1 - p) * this.cells4;
    const end = g.lineStart[c + 1]!;
    for (let i = g.lineStart[c]!; i < end; i++) {
      const ki = g.lineKey[i]!;
      const pow = g.linePow[i]!;
      keys[own + ki] = keys[own + ki]! + pow;
      keys[opp + ki] = keys[opp + ki]! + 2 * pow;
      const j = g.lineCell[i]!;
      if (board[j] === EMPTY) this.refresh(j, ki);
    }
    const nEnd = g.nearStart[c + 1]!;
    for (let i = g.nearStart[c]!; i < nEnd; i++) {
      const j = g.nearCell[i]!;
      this.near[j] = this.near[j]! + 1;
    }
  }

  /** Takes the stone off `c` (the reverse of `place`). */
  private remove(c: number): void {
    const p = this.board[c]! - 1;
    this.board[c] = EMPTY;
    this.stones--;
    const g = this.config.geo;
    const keys = this.keys;
    const board = this.board;
    const own = p * this.cells4;
    const opp = (1 - p) * this.cells4;
    const end = g.lineStart[c + 1]!;
    for (let i = g.lineStart[c]!; i < end; i++) {
      const ki = g.lineKey[i]!;
      const pow = g.linePow[i]!;
      keys[own + ki] = keys[own + ki]! - pow;
      keys[opp + ki] = keys[opp + ki]! - 2 * pow;
      const j = g.lineCell[i]!;
      if (board[j] === EMPTY) this.refresh(j, ki);
    }
    const nEnd = g.nearStart[c + 1]!;
    for (let i = g.nearStart[c]!; i < nEnd; i++) {
      const j = g.nearCell[i]!;
      this.near[j] = this.near[j]! - 1;
    }
    this.addCell(c);
  }

  /** Re-reads one direction's pattern of the empty cell `j` for both players and recombines it. */
  private refresh(j: number, ki: number): void {
    const c4 = this.cells4;
    const pat = this.pat;
    const b0 = this.blackPattern[this.keys[ki]!]!;
    const b1 = this.whitePattern[this.keys[c4 + ki]!]!;
    // A far neighbour often keeps its pattern: then its type and value stay as they are.
    if (pat[ki] === b0 && pat[c4 + ki] === b1) return;
    pat[ki] = b0;
    pat[c4 + ki] = b1;
    this.dropCell(j);
    this.addCell(j, false);
  }

  /** Removes the empty cell `c` from the counters (it is being filled or recomputed). */
  private dropCell(c: number): void {
    const tc = this.typeCount;
    const cw = this.cells + c;
    const black = this.forbid[c] === 1 ? T_FORBID : this.ctype[c]!;
    const white = TYPE_SLOTS + this.ctype[cw]!;
    tc[black] = tc[black]! - 1;
    tc[white] = tc[white]! - 1;
    this.evalSum[0] = this.evalSum[0]! - this.ceval[c]!;
    this.evalSum[1] = this.evalSum[1]! - this.ceval[cw]!;
    this.ctype[c] = 0;
    this.ctype[cw] = 0;
    this.cscore[c] = 0;
    this.cscore[cw] = 0;
    this.ceval[c] = 0;
    this.ceval[cw] = 0;
    this.forbid[c] = 0;
  }

  /** Adds the empty cell `c` to the counters, re-reading its patterns first unless they are current. */
  private addCell(c: number, readPatterns = true): void {
    const pat = this.pat;
    const c4 = this.cells4;
    const b = c * 4;
    const w = c4 + b;
    if (readPatterns) {
      const keys = this.keys;
      for (let d = 0; d < 4; d++) {
        pat[b + d] = this.blackPattern[keys[b + d]!]!;
        pat[w + d] = this.whitePattern[keys[w + d]!]!;
      }
    }
    const B = PATTERN_CODES;
    const k0 = pat[b]! + B * (pat[b + 1]! + B * (pat[b + 2]! + B * pat[b + 3]!));
    const k1 = pat[w]! + B * (pat[w + 1]! + B * (pat[w + 2]! + B * pat[w + 3]!));
    const e0 = this.blackCombo[k0]!;
    const e1 = this.whiteCombo[k1]!;
    const t0 = e0 & 15;
    const f0 = (e0 >> 4) & 1;
    const t1 = e1 & 15;
    const cw = this.cells + c;
    this.ctype[c] = t0;
    this.cscore[c] = e0 >> 8;
    this.forbid[c] = f0;
    this.ctype[cw] = t1;
    this.cscore[cw] = e1 >> 8;
    const tc = this.typeCount;
    const s0 = f0 === 1 ? T_FORBID : t0;
    tc[s0] = tc[s0]! + 1;
    tc[TYPE_SLOTS + t1] = tc[TYPE_SLOTS + t1]! + 1;
    const v0 = this.blackEval[k0]!;
    const v1 = this.whiteEval[k1]!;
    this.ceval[c] = v0;
    this.ceval[cw] = v1;
    this.evalSum[0] = this.evalSum[0]! + v0;
    this.evalSum[1] = this.evalSum[1]! + v1;
  }
}

/** Which player has a five on the board under the rule (0, 1), or -1. Scans lines; for setup only. */
export function fiveOnBoard(pos: GomokuPosition): number {
  const { size, rule } = pos.config;
  let winner = -1;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const v = pos.board[y * size + x]!;
      if (v === EMPTY) continue;
      for (const [dx, dy] of DIRECTIONS) {
        const px = x - dx;
        const py = y - dy;
        if (px >= 0 && py >= 0 && px < size && py < size && pos.board[py * size + px] === v) continue;
        let n = 0;
        let cx = x;
        let cy = y;
        while (cx >= 0 && cy >= 0 && cx < size && cy < size && pos.board[cy * size + cx] === v) {
          n++;
          cx += dx;
          cy += dy;
        }
        const overlineWins = rule === 'freestyle' || (rule === 'renju' && v === WHITE);
        if (n === 5 || (n > 5 && overlineWins)) winner = v - 1;
      }
    }
  return winner;
}
