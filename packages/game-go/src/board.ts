import { ONGOING, type Outcome, type Player, type Position } from '@qi/core-search';
import { areaOutcome } from './area-outcome.js';
import { removeString, restoreString } from './captured-strings.js';
import { BLACK, EDGE, EMPTY, type Geometry, type StoneColor, WHITE } from './geometry.js';
import { GAME_OVER, KO, LEGAL, OCCUPIED, OFF_BOARD, SUICIDE, SUPERKO } from './legality.js';
import { linkString, mergeStrings, splitStrings } from './link-strings.js';
import { isSuicide, moveKind, PLAIN, SUICIDAL } from './move-kind.js';
import { addLiberty } from './pseudo-liberties.js';
import type { GoRules } from './rules.js';
import { scoreBoard } from './score.js';
import { SuperkoHistory } from './superko-history.js';
import { repeatsEarlierBoard } from './superko-repeat.js';
import { KO_KEYS, PASS1_HI, PASS1_LO, PASS2_HI, PASS2_LO, SIDE_HI, SIDE_LO, STONE_KEYS } from './zobrist.js';

const SK_NONE = 0;
const SK_POSITIONAL = 1;
const SK_SITUATIONAL = 2;

// Undo record layout (one fixed-size record per ply).
const R_PT = 0; // point played, 0 for pass
const R_EIDX = 1; // index the point had in the empty list
const R_KO = 2;
const R_PASSES = 3;
const R_LAST = 4;
const R_CAPTOP = 5;
const R_MERGETOP = 6;
const R_LO = 7;
const R_HI = 8;
const R_HEAD = 9; // what the point's string slots held before (a captured string may need them back)
const R_NEXT = 10;
const R_SIZE = 11;
const R_PLIBS = 12;
const R_LSUM = 13;
const R_LSQ = 14;
const R_CAPSTONES = 15; // stones removed by the move (captures and suicide)
const REC = 16;

/**
 * A Go position on a padded 1-D board.
 *
 * Strings (groups) are circular linked lists of stones (`next`) with a representative (`head`).
 * Per string, at its head, we keep the stone count and PSEUDO-liberties: the number of
 * (stone, empty neighbour) adjacencies `plibs`, with the sum `lsum` and sum of squares `lsq` of
 * those empty points. A string is captured when `plibs` reaches 0, and it is in atari exactly when
 * all its pseudo-liberties are one point: `plibs * lsq === lsum * lsum` (Cauchy-Schwarz equality);
 * that point is `lsum / plibs`. All of this updates in O(1) per adjacency: no flood fill on a move.
 *
 * Empty points are kept in a list with O(1) removal (swap with the last) for random moves.
 *
 * The string work lives beside this file: link-strings.ts (setup, merge, split),
 * captured-strings.ts (removal and its undo), pseudo-liberties.ts; move-kind.ts classifies a move
 * and superko-repeat.ts tests superko without playing it.
 *
 * `make`/`unmake` are exact and LIFO: the undo record restores the empty list order, the strings
 * (merges are undone by re-splicing the circular lists), captures, ko, passes, the superko history
 * and the hash. `playFast` plays a legal move WITHOUT any undo record or superko history: it is the
 * playout path; after it the position is "detached" and `unmake` refuses to run.
 *
 * Resignation is not a move: it is a game-level action of the protocol or the UI (GTP answers
 * `resign`, SGF records `RE[W+R]`).
 */
export class GoPosition implements Position {
  // --- board -----------------------------------------------------------------------------
  /** Colour of every padded cell: EMPTY, BLACK, WHITE or EDGE. */
  readonly color: Uint8Array;
  /** One buffer for every per-cell int array, so copyFrom is a single `set`. */
  private readonly ints: Int32Array;
  readonly head: Int32Array;
  readonly next: Int32Array;
  /** Per string head: stones, pseudo-liberties, their sum and sum of squares. */
  readonly strSize: Int32Array;
  readonly plibs: Int32Array;
  readonly lsum: Int32Array;
  readonly lsq: Int32Array;
  /** Empty points (first `emptyCount` entries) and each empty point's index in that list. */
  readonly empties: Int32Array;
  readonly emptyAt: Int32Array;
  emptyCount = 0;
  /** Side to move as a stone colour. */
  side: StoneColor = BLACK;
  /** The point the side to move may not play because of a simple ko (0 = none). */
  ko = 0;
  /** Consecutive passes just played (the game is over at 2). */
  passes = 0;
  /** Point of the last stone move (0 after a pass or at the start). */
  lastPt = 0;
  /** Plies played since the position was created or decoded (edits do not reset it). */
  plyCount = 0;
  /** Zobrist hash of the stones alone (superko compares these). */
  boardLo = 0;
  boardHi = 0;
  /** Set by `playFast`: the undo and superko history no longer match the board. */
  detached = false;

  // --- history ---------------------------------------------------------------------------
  private readonly undo: Int32Array;
  private undoTop = 0;
  /** Removed strings: (head, colour) pairs. */
  private readonly caps: Int32Array;
  private capTop = 0;
  /** Merges: (survivor head, absorbed head) pairs. */
  private readonly merges: Int32Array;
  private mergeTop = 0;
  /** Boards after each ply since the last edit. */
  private readonly superko: SuperkoHistory;
  private scored: Outcome | null = null;
  /** Black's area lead after komi behind `scored` (valid while `scored` is set). */
  private scoredLead = 0;

  private readonly superkoMode: number;
  /** Padded width (copied from the geometry for the hot paths). */
  private readonly W: number;

  constructor(
    readonly geo: Geometry,
    readonly rules: GoRules,
  ) {
    const S = geo.S;
    this.W = geo.W;
    this.color = new Uint8Array(S);
    this.ints = new Int32Array(S * 8);
    this.head = this.ints.subarray(0, S);
    this.next = this.ints.subarray(S, 2 * S);
    this.strSize = this.ints.subarray(2 * S, 3 * S);
    this.plibs = this.ints.subarray(3 * S, 4 * S);
    this.lsum = this.ints.subarray(4 * S, 5 * S);
    this.lsq = this.ints.subarray(5 * S, 6 * S);
    this.empties = this.ints.subarray(6 * S, 7 * S);
    this.emptyAt = this.ints.subarray(7 * S, 8 * S);
    const plies = rules.maxPlies + 1;
    this.undo = new Int32Array(plies * REC);
    this.caps = new Int32Array(plies * 8 + 2);
    this.merges = new Int32Array(plies * 8);
    this.superko = new SuperkoHistory(plies + 1);
    this.superkoMode =
      rules.superko === 'positional'
        ? SK_POSITIONAL
        : rules.superko === 'situational'
          ? SK_SITUATIONAL
          : SK_NONE;
    this.loadBoard(geo.emptyBoard, BLACK, 0, 0);
  }

  // --- Position contract -----------------------------------------------------------------
  get toMove(): Player {
    return (this.side - 1) as Player;
  }
  get ply(): number {
    return this.plyCount;
  }
  get hashLo(): number {
    let h = this.boardLo;
    if (this.side === WHITE) h ^= SIDE_LO;
    if (this.ko !== 0) h ^= KO_KEYS[this.ko * 2]!;
    if (this.passes === 1) h ^= PASS1_LO;
    else if (this.passes >= 2) h ^= PASS2_LO;
    return h >>> 0;
  }
  get hashHi(): number {
    let h = this.boardHi;
    if (this.side === WHITE) h ^= SIDE_HI;
    if (this.ko !== 0) h ^= KO_KEYS[this.ko * 2 + 1]!;
    if (this.passes === 1) h ^= PASS1_HI;
    else if (this.passes >= 2) h ^= PASS2_HI;
    return h >>> 0;
  }
  /** Stones on the board. */
  get stones(): number {
    return this.geo.passId - this.emptyCount;
  }
  /** The last move as a move id: the pass id after a pass, -1 at the start or after an edit. */
  get lastMove(): number {
    if (this.passes > 0) return this.geo.passId;
    return this.lastPt === 0 ? -1 : this.geo.moveOf[this.lastPt]!;
  }
  /** Moves `unmake` can take back (those since the position was created or last edited). */
  get undoDepth(): number {
    return this.detached ? 0 : this.undoTop;
  }
  /** The game has ended: two consecutive passes, or the ply limit. */
  get over(): boolean {
    return this.passes >= 2 || this.plyCount >= this.rules.maxPlies;
  }

  generate(out: Int32Array): number {
    if (this.over) return 0;
    const { points, passId } = this.geo;
    const color = this.color;
    const c = this.side;
    const sk = this.superkoMode !== SK_NONE;
    // A move that neither captures nor is suicide adds one stone, so it can only repeat a position
    // that had one stone more than now: usually there is none and the superko scan is skipped.
    const plainMayRepeat = sk && this.superko.hasStones(this.stones + 1);
    const W = this.W;
    let n = 0;
    for (let m = 0; m < passId; m++) {
      const p = points[m]!;
      if (color[p] !== EMPTY || p === this.ko) continue;
      // No stone next to it (EMPTY is 0, EDGE 3): a plain move, no string to look at.
      const a = color[p - W]!;
      const b = color[p + 1]!;
      const d = color[p + W]!;
      const e = color[p - 1]!;
      const kind =
        (a === EMPTY || a === EDGE) &&
        (b === EMPTY || b === EDGE) &&
        (d === EMPTY || d === EDGE) &&
        (e === EMPTY || e === EDGE)
          ? PLAIN
          : moveKind(this, p, c);
      if (kind === SUICIDAL && !this.rules.suicide) continue;
      if (sk && (kind !== PLAIN || plainMayRepeat) && this.repeats(p, c)) continue;
      out[n++] = m;
    }
    out[n++] = passId;
    return n;
  }

  isLegal(move: number): boolean {
    return this.whyIllegal(move) === LEGAL;
  }

  /** LEGAL (0) or the reason a move id is not legal here (see ILLEGAL_REASONS). */
  whyIllegal(move: number): number {
    const { passId, pointOf } = this.geo;
    if (!Number.isInteger(move) || move < 0 || move > passId) return OFF_BOARD;
    if (this.over) return GAME_OVER;
    if (move === passId) return LEGAL;
    const p = pointOf[move]!;
    if (this.color[p] !== EMPTY) return OCCUPIED;
    if (p === this.ko) return KO;
    const kind = moveKind(this, p, this.side);
    if (kind === SUICIDAL && !this.rules.suicide) return SUICIDE;
    if (this.superkoMode !== SK_NONE && this.repeats(p, this.side)) return SUPERKO;
    return LEGAL;
  }

  make(move: number): void {
    const u = this.undo;
    const r = this.undoTop++ * REC;
    u[R_KO + r] = this.ko;
    u[R_PASSES + r] = this.passes;
    u[R_LAST + r] = this.lastPt;
    u[R_CAPTOP + r] = this.capTop;
    u[R_MERGETOP + r] = this.mergeTop;
    u[R_LO + r] = this.boardLo;
    u[R_HI + r] = this.boardHi;
    if (move === this.geo.passId) {
      u[R_PT + r] = 0;
      this.playPass();
    } else {
      const p = this.geo.pointOf[move]!;
      u[R_PT + r] = p;
      u[R_EIDX + r] = this.emptyAt[p]!;
      u[R_HEAD + r] = this.head[p]!;
      u[R_NEXT + r] = this.next[p]!;
      u[R_SIZE + r] = this.strSize[p]!;
      u[R_PLIBS + r] = this.plibs[p]!;
      u[R_LSUM + r] = this.lsum[p]!;
      u[R_LSQ + r] = this.lsq[p]!;
      u[R_CAPSTONES + r] = this.place(p, true);
    }
    this.superko.push(this.boardLo, this.boardHi, this.stones, this.side);
  }

  unmake(): void {
    if (this.detached) throw new Error('GoPosition: unmake after playFast (the undo history is gone)');
    if (this.undoTop === 0) throw new Error('GoPosition: nothing to unmake');
    const u = this.undo;
    const r = --this.undoTop * REC;
    this.superko.pop();
    this.plyCount--;
    this.side = (3 - this.side) as StoneColor;
    this.scored = null;
    const p = u[R_PT + r]!;
    if (p !== 0) {
      const { color, head, caps, merges } = this;
      // 1. Put removed strings back (their links and head stats were never touched).
      const capStart = u[R_CAPTOP + r]!;
      while (this.capTop > capStart) {
        const col = caps[--this.capTop]!;
        const h = caps[--this.capTop]!;
        restoreString(this, h, col);
      }
      // 2. Split merged strings in reverse order.
      const mergeStart = u[R_MERGETOP + r]!;
      while (this.mergeTop > mergeStart) {
        const t = merges[--this.mergeTop]!;
        const s = merges[--this.mergeTop]!;
        splitStrings(this, s, t);
      }
      // 3. Give the point back to the neighbouring strings as a pseudo-liberty.
      const dirs = this.geo.dirs;
      const pp = p * p;
      for (let k = 0; k < 4; k++) {
        const q = p + dirs[k]!;
        const cq = color[q]!;
        if (cq === BLACK || cq === WHITE) addLiberty(this, head[q]!, p, pp);
      }
      // 4. Empty the point and restore whatever its slots held.
      color[p] = EMPTY;
      head[p] = u[R_HEAD + r]!;
      this.next[p] = u[R_NEXT + r]!;
      this.strSize[p] = u[R_SIZE + r]!;
      this.plibs[p] = u[R_PLIBS + r]!;
      this.lsum[p] = u[R_LSUM + r]!;
      this.lsq[p] = u[R_LSQ + r]!;
      // 5. Re-insert into the empty list at its old index (inverse of swap-remove).
      const i = u[R_EIDX + r]!;
      const empties = this.empties;
      const moved = empties[i]!;
      empties[this.emptyCount] = moved;
      this.emptyAt[moved] = this.emptyCount;
      empties[i] = p;
      this.emptyAt[p] = i;
      this.emptyCount++;
    }
    this.ko = u[R_KO + r]!;
    this.passes = u[R_PASSES + r]!;
    this.lastPt = u[R_LAST + r]!;
    this.boardLo = u[R_LO + r]! >>> 0;
    this.boardHi = u[R_HI + r]! >>> 0;
  }

  outcome(): Outcome {
    if (this.passes < 2 && this.plyCount < this.rules.maxPlies) return ONGOING;
    if (this.scored === null) {
      this.scoredLead = this.areaScore() - this.rules.komi;
      this.scored = areaOutcome(this.scoredLead, this.passes < 2);
    }
    return this.scored;
  }

  /** Black's area lead after komi (Tromp-Taylor); for a finished game, the one `outcome()` scored. */
  lead(): number {
    return this.outcome().kind === 'ongoing' ? this.areaScore() - this.rules.komi : this.scoredLead;
  }

  clone(): this {
    const p = new GoPosition(this.geo, this.rules) as this;
    p.copyFrom(this);
    return p;
  }

  copyFrom(o: this): void {
    this.color.set(o.color);
    this.ints.set(o.ints);
    this.emptyCount = o.emptyCount;
    this.side = o.side;
    this.ko = o.ko;
    this.passes = o.passes;
    this.lastPt = o.lastPt;
    this.plyCount = o.plyCount;
    this.boardLo = o.boardLo;
    this.boardHi = o.boardHi;
    this.detached = o.detached;
    this.scored = o.scored;
    this.scoredLead = o.scoredLead;
    // Only the used prefixes of the histories matter; short loops beat allocating subarray views.
    const n = o.undoTop * REC;
    for (let i = 0; i < n; i++) this.undo[i] = o.undo[i]!;
    this.undoTop = o.undoTop;
    for (let i = 0; i < o.capTop; i++) this.caps[i] = o.caps[i]!;
    this.capTop = o.capTop;
    for (let i = 0; i < o.mergeTop; i++) this.merges[i] = o.merges[i]!;
    this.mergeTop = o.mergeTop;
    this.superko.copyFrom(o.superko);
  }

  /**
   * Copies only the board of `o` (stones, strings, ko, side to move) and starts with empty
   * histories: a cheap scratch copy on which `make`/`unmake` can read ahead (ladders), even when
   * `o` is a playout's detached position. Superko and the hash are not meaningful on it.
   */
  copyBoardFrom(o: GoPosition): void {
    this.color.set(o.color);
    this.ints.set(o.ints);
    this.emptyCount = o.emptyCount;
    this.side = o.side;
    this.ko = o.ko;
    this.passes = o.passes;
    this.lastPt = o.lastPt;
    this.plyCount = 0;
    this.boardLo = o.boardLo;
    this.boardHi = o.boardHi;
    this.detached = false;
    this.scored = null;
    this.undoTop = 0;
    this.capTop = 0;
    this.mergeTop = 0;
    this.superko.clear();
  }

  // --- fast play (playouts) --------------------------------------------------------------

  /**
   * Plays a LEGAL stone at padded point `p` (0 = pass) for the side to move, keeping the board,
   * strings, ko, passes and ply count, but no hash, undo record or superko history. For playouts
   * on a scratch copy: afterwards `unmake` refuses to run and the hash is stale until the next
   * `copyFrom` or `loadBoard`.
   */
  playFast(p: number): void {
    this.detached = true;
    if (p === 0) this.playPass();
    else this.place(p, false);
  }

  // --- queries used by policies, priors and protocols ------------------------------------

  /** The string at `p` (a stone) has exactly one liberty. */
  inAtari(p: number): boolean {
    const h = this.head[p]!;
    const n = this.plibs[h]!;
    const s = this.lsum[h]!;
    return n * this.lsq[h]! === s * s;
  }

  /** The liberty of a string in atari (undefined for other strings). */
  atariLiberty(p: number): number {
    const h = this.head[p]!;
    return this.lsum[h]! / this.plibs[h]!;
  }

  /** PLAIN, CAPTURES or SUICIDAL for an empty point `p` played by `c` (ko and superko aside). */
  moveKind(p: number, c: number): number {
    return moveKind(this, p, c);
  }

  /**
   * Playing the empty point `p` would be suicide for `c` (ko and superko aside): no empty
   * neighbour, no own neighbour string with another liberty, no enemy neighbour string in atari.
   * The playout's check, with early exits.
   */
  isSuicide(p: number, c: number): boolean {
    return isSuicide(this, p, c);
  }

  /** Exact liberties of the string at stone `p`, counting at most `max`. */
  liberties(p: number, max = 1 << 30): number {
    const { geo, color, next } = this;
    const { mark, dirs } = geo;
    const stamp = geo.nextStamp();
    const h = this.head[p]!;
    let n = 0;
    let q = h;
    do {
      for (let k = 0; k < 4; k++) {
        const r = q + dirs[k]!;
        if (color[r] === EMPTY && mark[r] !== stamp) {
          mark[r] = stamp;
          if (++n >= max) return n;
        }
      }
      q = next[q]!;
    } while (q !== h);
    return n;
  }

  /** Stones of the string at `p`, as points. */
  stringPoints(p: number): number[] {
    const out: number[] = [];
    const h = this.head[p]!;
    let q = h;
    do {
      out.push(q);
      q = this.next[q]!;
    } while (q !== h);
    return out;
  }

  /** Liberties of the string at `p`, as points, each once (for static reading, not playouts). */
  libertyPoints(p: number): number[] {
    const out: number[] = [];
    const { color } = this;
    const { dirs } = this.geo;
    for (const s of this.stringPoints(p))
      for (let k = 0; k < 4; k++) {
        const q = s + dirs[k]!;
        if (color[q] === EMPTY && !out.includes(q)) out.push(q);
      }
    return out;
  }

  /** Black area minus White area (Tromp-Taylor), without komi. */
  areaScore(): number {
    return scoreBoard(this.geo, this.color);
  }

  /** Per move id: +1 Black's point, -1 White's, 0 neutral (Tromp-Taylor). Returns the area score. */
  ownershipInto(out: Int8Array): number {
    return scoreBoard(this.geo, this.color, out);
  }

  /** Move ids played since the position was created or last edited (passes included). */
  moveHistory(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.undoTop; i++) {
      const p = this.undo[i * REC + R_PT]!;
      out.push(p === 0 ? this.geo.passId : this.geo.moveOf[p]!);
    }
    return out;
  }

  /**
   * Replaces the whole board (an edit, e.g. decoding, handicap or SGF setup). Clears the undo and
   * superko history (the new board becomes its first entry); keeps the ply count. `cells` is a
   * padded colour array of this geometry. Returns 0, or a point of a string without liberties (the
   * board is then not a legal Go position and the caller should reject it).
   */
  loadBoard(cells: Uint8Array, side: StoneColor, ko: number, passes: number): number {
    const { geo, color, empties, emptyAt } = this;
    const { points, mark } = geo;
    color.set(cells);
    for (let i = 0; i < geo.S; i++) {
      const c = color[i]!;
      if (geo.moveOf[i]! < 0) color[i] = EDGE;
      else if (c !== BLACK && c !== WHITE) color[i] = EMPTY;
    }
    this.ints.fill(0);
    this.emptyCount = 0;
    this.boardLo = 0;
    this.boardHi = 0;
    let bad = 0;
    const stamp = geo.nextStamp();
    for (let m = 0; m < points.length; m++) {
      const p = points[m]!;
      const c = color[p]!;
      if (c === EMPTY) {
        emptyAt[p] = this.emptyCount;
        empties[this.emptyCount++] = p;
        continue;
      }
      this.boardLo ^= STONE_KEYS[(p * 2 + c - 1) * 2]!;
      this.boardHi ^= STONE_KEYS[(p * 2 + c - 1) * 2 + 1]!;
      if (mark[p] === stamp) continue;
      if (linkString(this, p, stamp) === 0 && bad === 0) bad = p;
    }
    this.boardLo >>>= 0;
    this.boardHi >>>= 0;
    this.side = side;
    this.ko = ko;
    this.passes = passes;
    this.lastPt = 0;
    this.detached = false;
    this.scored = null;
    this.undoTop = 0;
    this.capTop = 0;
    this.mergeTop = 0;
    this.superko.reset(this.boardLo, this.boardHi, this.stones, side);
    return bad;
  }

  /** Changes the side to move (an edit: clears the history like `loadBoard`). */
  setSide(side: StoneColor): void {
    this.loadBoard(this.color.slice(), side, 0, 0);
  }

  // --- internals -------------------------------------------------------------------------

  private playPass(): void {
    this.passes++;
    this.ko = 0;
    this.lastPt = 0;
    this.side = (3 - this.side) as StoneColor;
    this.plyCount++;
    this.scored = null;
  }

  /**
   * Places a stone of the side to move at `p` (legal), merges, captures, handles suicide, sets the
   * ko point and passes the turn. Returns the number of stones removed. With `rec`, merges and
   * removed strings are pushed for `unmake`.
   */
  private place(p: number, rec: boolean): number {
    const { color, head, next, strSize, plibs, lsum, lsq, empties, emptyAt, W } = this;
    const c = this.side;
    const o = 3 - c;
    // Leave the empty list (swap with the last entry).
    const i = emptyAt[p]!;
    const lastEmpty = empties[--this.emptyCount]!;
    empties[i] = lastEmpty;
    emptyAt[lastEmpty] = i;
    color[p] = c;
    head[p] = p;
    next[p] = p;
    strSize[p] = 1;
    if (rec) {
      // Playouts skip the hash: nothing reads it before the next copyFrom.
      const sk = (p * 2 + c - 1) * 2;
      this.boardLo = (this.boardLo ^ STONE_KEYS[sk]!) >>> 0;
      this.boardHi = (this.boardHi ^ STONE_KEYS[sk + 1]!) >>> 0;
    }
    // Pseudo-liberties of the new stone; the point stops being one for its neighbours.
    const pp = p * p;
    let pl = 0;
    let ls = 0;
    let lq = 0;
    const q0 = p - W;
    const q1 = p + 1;
    const q2 = p + W;
    const q3 = p - 1;
    const c0 = color[q0]!;
    const c1 = color[q1]!;
    const c2 = color[q2]!;
    const c3 = color[q3]!;
    if (c0 === EMPTY) {
      pl++;
      ls += q0;
      lq += q0 * q0;
    } else if (c0 !== EDGE) {
      const h = head[q0]!;
      plibs[h]!--;
      lsum[h]! -= p;
      lsq[h]! -= pp;
    }
    if (c1 === EMPTY) {
      pl++;
      ls += q1;
      lq += q1 * q1;
    } else if (c1 !== EDGE) {
      const h = head[q1]!;
      plibs[h]!--;
      lsum[h]! -= p;
      lsq[h]! -= pp;
    }
    if (c2 === EMPTY) {
      pl++;
      ls += q2;
      lq += q2 * q2;
    } else if (c2 !== EDGE) {
      const h = head[q2]!;
      plibs[h]!--;
      lsum[h]! -= p;
      lsq[h]! -= pp;
    }
    if (c3 === EMPTY) {
      pl++;
      ls += q3;
      lq += q3 * q3;
    } else if (c3 !== EDGE) {
      const h = head[q3]!;
      plibs[h]!--;
      lsum[h]! -= p;
      lsq[h]! -= pp;
    }
    plibs[p] = pl;
    lsum[p] = ls;
    lsq[p] = lq;
    // Join friendly strings (the smaller list is relabelled).
    let h = p;
    if (c0 === c || c1 === c || c2 === c || c3 === c) {
      if (c0 === c) h = this.merge(h, head[q0]!, rec);
      if (c1 === c && head[q1] !== h) h = this.merge(h, head[q1]!, rec);
      if (c2 === c && head[q2] !== h) h = this.merge(h, head[q2]!, rec);
      if (c3 === c && head[q3] !== h) h = this.merge(h, head[q3]!, rec);
    }
    // Capture enemy strings left without liberties.
    let removed = 0;
    if (c0 === o || c1 === o || c2 === o || c3 === o) {
      if (c0 === o && plibs[head[q0]!] === 0) removed += this.remove(head[q0]!, o, rec);
      if (c1 === o && color[q1] === o && plibs[head[q1]!] === 0) removed += this.remove(head[q1]!, o, rec);
      if (c2 === o && color[q2] === o && plibs[head[q2]!] === 0) removed += this.remove(head[q2]!, o, rec);
      if (c3 === o && color[q3] === o && plibs[head[q3]!] === 0) removed += this.remove(head[q3]!, o, rec);
    }
    // Simple ko: one stone captured by a lone stone that now has that point as its only liberty.
    this.ko = removed === 1 && strSize[h] === 1 && plibs[h] === 1 ? lsum[h]! : 0;
    if (plibs[h] === 0) removed += this.remove(h, c, rec); // suicide (only when allowed)
    this.lastPt = p;
    this.passes = 0;
    this.side = o as StoneColor;
    this.plyCount++;
    this.scored = null;
    return removed;
  }

  /** Joins the strings at heads `a` and `b` (see `mergeStrings`); with `rec`, for `unmake`. */
  private merge(a: number, b: number, rec: boolean): number {
    const s = mergeStrings(this, a, b);
    if (rec) {
      this.merges[this.mergeTop++] = s;
      this.merges[this.mergeTop++] = s === a ? b : a;
    }
    return s;
  }

  /** Removes the string at head `h` (see `removeString`); with `rec`, hashed and kept for `unmake`. */
  private remove(h: number, col: number, rec: boolean): number {
    if (rec) {
      this.caps[this.capTop++] = h;
      this.caps[this.capTop++] = col;
    }
    return removeString(this, h, col, rec);
  }

  /** Whether playing `p` (legal apart from superko) recreates an earlier position under the superko rule. */
  private repeats(p: number, c: number): boolean {
    const sideAfter = this.superkoMode === SK_SITUATIONAL ? 3 - c : 0;
    return repeatsEarlierBoard(this, this.superko, p, c, sideAfter);
  }
}
