/**
 * An independent brute-force solver for tests and fixture building: a plain board, fives found by
 * walking lines, no pattern tables, no threat types, no shared code with the engine. Freestyle and
 * standard rules only (renju's forbidden moves are not modelled here).
 *
 * `attackerWins(n)` proves that the side to move can force a five within `n` of its own moves
 * (the five included):
 * - `vcf` mode tries only attacker moves after which it has a five point (fours); the defender
 *   must then block (any other reply loses at once) unless it has a five of its own;
 * - `threats` mode also tries every attacker move within distance 2 of a stone, and the defender
 *   then answers with every empty cell.
 * A `true` is a proof of a forced win. In `vcf` mode a `false` is exact for wins by fours only.
 */
export type BruteMode = 'vcf' | 'threats';

const DIRS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;
const DX = DIRS.map(([dx]) => dx);
const DY = DIRS.map(([, dy]) => dy);

/** Thrown when a solve exceeds its node budget. */
export class BruteBudgetExceeded extends Error {}

export class BruteSolver {
  readonly board: Int8Array;
  nodes = 0;
  /** Node budget; exceeding it throws BruteBudgetExceeded (the board is then left mid-search). */
  maxNodes = Number.POSITIVE_INFINITY;
  private readonly memo = new Map<string, boolean>();
  /**
   * The moves made by the search so far, and the moves before it that orders its tries (see
   * `nearby`); set `recent` to the position's last moves before a solve to help it.
   */
  recent: number[] = [];

  /** `cells`: 0 empty, 1 black, 2 white; `toMove`: 1 black or 2 white. */
  constructor(
    readonly size: number,
    readonly rule: 'freestyle' | 'standard',
    cells: ArrayLike<number>,
    public toMove: 1 | 2,
  ) {
    this.board = Int8Array.from(cells as ArrayLike<number>);
    this.exact = rule === 'standard';
  }

  private readonly exact: boolean;

  /** Placing `color` on the empty `cell` completes a winning line. */
  makesFive(cell: number, color: number): boolean {
    const s = this.size;
    const b = this.board;
    const x = cell % s;
    const y = (cell - x) / s;
    for (let d = 0; d < 4; d++) {
      const dx = DX[d]!;
      const dy = DY[d]!;
      let run = 1;
      let cx = x + dx;
      let cy = y + dy;
      while (cx >= 0 && cy >= 0 && cx < s && cy < s && b[cy * s + cx] === color) {
        run++;
        cx += dx;
        cy += dy;
      }
      cx = x - dx;
      cy = y - dy;
      while (cx >= 0 && cy >= 0 && cx < s && cy < s && b[cy * s + cx] === color) {
        run++;
        cx -= dx;
        cy -= dy;
      }
      if (this.exact ? run === 5 : run >= 5) return true;
    }
    return false;
  }

  /** Empty cells where `color` completes a five. */
  fivePoints(color: number): number[] {
    const out: number[] = [];
    for (let c = 0; c < this.board.length; c++)
      if (this.board[c] === 0 && this.makesFive(c, color)) out.push(c);
    return out;
  }

  /** Empty cells within Chebyshev distance 2 of a stone. */
  nearCells(): number[] {
    const s = this.size;
    const out: number[] = [];
    for (let c = 0; c < this.board.length; c++) {
      if (this.board[c] !== 0) continue;
      const x = c % s;
      const y = (c - x) / s;
      let near = false;
      for (let dy = -2; dy <= 2 && !near; dy++)
        for (let dx = -2; dx <= 2 && !near; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < s && ny < s && this.board[ny * s + nx] !== 0) near = true;
        }
      if (near) out.push(c);
    }
    return out;
  }

  /** Can the side to move force a five within `n` of its moves? */
  attackerWins(n: number, mode: BruteMode): boolean {
    if (++this.nodes > this.maxNodes) throw new BruteBudgetExceeded(`more than ${this.maxNodes} nodes`);
    const me = this.toMove;
    const you = (3 - me) as 1 | 2;
    if (n <= 0) return false;
    if (this.fivePoints(me).length > 0) return true;
    if (n < 2) return false;
    const theirs = this.fivePoints(you);
    if (theirs.length >= 2) return false;
    const key = `${mode}${n}:${this.toMove}:${String.fromCharCode.apply(null, this.board as unknown as number[])}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    // With a five to block, the block is the only move that does not lose at once.
    const tried =
      theirs.length === 1 ? theirs : mode === 'vcf' ? this.fourMoves(me) : this.nearby(this.nearCells());
    let result = false;
    for (const m of tried)
      if (this.afterMove(m, n, mode)) {
        result = true;
        break;
      }
    if (this.memo.size > 2_000_000) this.memo.clear();
    this.memo.set(key, result);
    return result;
  }

  /**
   * Does the side to move win within `n` moves starting with `m`? General entry: any position
   * where the side to move has no five to play.
   */
  winsWith(m: number, n: number, mode: BruteMode): boolean {
    const me = this.toMove;
    const you = (3 - me) as 1 | 2;
    if (this.fivePoints(me).length > 0) throw new Error('winsWith: the side to move has a five to play');
    const theirs = this.fivePoints(you);
    if (theirs.length >= 2 || (theirs.length === 1 && theirs[0] !== m)) return false;
    return this.afterMove(m, n, mode);
  }

  /** `m` by the side to move, which has no five point; the opponent has none left after `m`. */
  private afterMove(m: number, n: number, mode: BruteMode): boolean {
    const me = this.toMove;
    const you = (3 - me) as 1 | 2;
    if (n < 2) return false;
    this.board[m] = me;
    this.toMove = you;
    this.recent.push(m);
    // New five points can only lie on the move's lines.
    const fives = this.lineFives(m, me);
    let ok: boolean;
    if (fives.length >= 2) ok = true;
    // With one move left after the reply, a win needs a five point the reply cannot block: two of
    // them now (a defender stone never makes attacker five points).
    else if (n === 2) ok = false;
    else {
      const replies = fives.length === 1 ? fives : mode === 'vcf' ? [] : this.nearby(this.emptyCells());
      ok = replies.length > 0;
      for (const r of replies) {
        this.board[r] = you;
        this.toMove = me;
        this.recent.push(r);
        const w = this.attackerWins(n - 1, mode);
        this.recent.pop();
        this.board[r] = 0;
        this.toMove = you;
        if (!w) {
          ok = false;
          break;
        }
      }
    }
    this.recent.pop();
    this.board[m] = 0;
    this.toMove = me;
    return ok;
  }

  /** Five points of `color` on the four lines through `cell`, within 4 cells of it. */
  private lineFives(cell: number, color: number): number[] {
    const s = this.size;
    const x = cell % s;
    const y = (cell - x) / s;
    const out: number[] = [];
    for (let d = 0; d < 4; d++)
      for (let k = -4; k <= 4; k++) {
        const nx = x + DX[d]! * k;
        const ny = y + DY[d]! * k;
        if (k === 0 || nx < 0 || ny < 0 || nx >= s || ny >= s) continue;
        const e = ny * s + nx;
        if (this.board[e] === 0 && this.makesFive(e, color) && !out.includes(e)) out.push(e);
      }
    return out;
  }

  /**
   * Attacker moves after which it has a five point. Called only when it has none yet, so a new
   * five point lies on one of the move's four lines within 4 cells.
   */
  fourMoves(color: number): number[] {
    const out: number[] = [];
    for (const c of this.nearCells()) {
      this.board[c] = color;
      const four = this.lineFives(c, color).length > 0;
      this.board[c] = 0;
      if (four) out.push(c);
    }
    return out;
  }

  /**
   * `cells` nearest the last two moves first (Chebyshev distance). Only the order of the tries
   * changes, never the answer: it finds wins and refutations sooner.
   */
  private nearby(cells: number[]): number[] {
    const anchors = this.recent.slice(-2);
    if (anchors.length === 0) return cells;
    const s = this.size;
    const dist = (c: number) => {
      let d = Number.POSITIVE_INFINITY;
      for (const a of anchors)
        d = Math.min(
          d,
          Math.max(Math.abs((c % s) - (a % s)), Math.abs(Math.floor(c / s) - Math.floor(a / s))),
        );
      return d;
    };
    const keyed = cells.map((c) => [dist(c), c] as const);
    keyed.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    return keyed.map(([, c]) => c);
  }

  private emptyCells(): number[] {
    const out: number[] = [];
    for (let c = 0; c < this.board.length; c++) if (this.board[c] === 0) out.push(c);
    return out;
  }
}
