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

export class BruteSolver {
  readonly board: Int8Array;
  nodes = 0;
  private readonly memo = new Map<string, boolean>();

  /** `cells`: 0 empty, 1 black, 2 white; `toMove`: 1 black or 2 white. */
  constructor(
    readonly size: number,
    readonly rule: 'freestyle' | 'standard',
    cells: ArrayLike<number>,
    public toMove: 1 | 2,
  ) {
    this.board = Int8Array.from(cells as ArrayLike<number>);
  }

  /** Placing `color` on the empty `cell` completes a winning line. */
  makesFive(cell: number, color: number): boolean {
    const s = this.size;
    const x = cell % s;
    const y = (cell - x) / s;
    for (const [dx, dy] of DIRS) {
      let run = 1;
      for (const sign of [1, -1]) {
        let cx = x + dx * sign;
        let cy = y + dy * sign;
        while (cx >= 0 && cy >= 0 && cx < s && cy < s && this.board[cy * s + cx] === color) {
          run++;
          cx += dx * sign;
          cy += dy * sign;
        }
      }
      if (this.rule === 'freestyle' ? run >= 5 : run === 5) return true;
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
    this.nodes++;
    const me = this.toMove;
    const you = (3 - me) as 1 | 2;
    if (n <= 0) return false;
    if (this.fivePoints(me).length > 0) return true;
    if (n < 2) return false;
    const key = `${mode}${n}:${this.toMove}:${this.board.join('')}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    const tried = mode === 'vcf' ? this.fourMoves(me) : this.nearCells();
    for (const m of tried) {
      if (this.winsWith(m, n, mode, you)) {
        result = true;
        break;
      }
    }
    if (this.memo.size > 2_000_000) this.memo.clear();
    this.memo.set(key, result);
    return result;
  }

  /** Does the side to move win within `n` moves starting with `m`? */
  winsWith(m: number, n: number, mode: BruteMode, you = (3 - this.toMove) as 1 | 2): boolean {
    const me = this.toMove;
    if (this.makesFive(m, me)) return true;
    if (n < 2) return false;
    this.board[m] = me;
    this.toMove = you;
    let ok: boolean;
    if (this.fivePoints(you).length > 0) ok = false;
    else {
      const fives = this.fivePoints(me);
      if (fives.length >= 2) ok = true;
      else {
        const replies = fives.length === 1 ? fives : mode === 'vcf' ? [] : this.emptyCells();
        ok = replies.length > 0;
        for (const r of replies) {
          this.board[r] = you;
          this.toMove = me;
          const w = this.attackerWins(n - 1, mode);
          this.board[r] = 0;
          this.toMove = you;
          if (!w) {
            ok = false;
            break;
          }
        }
      }
    }
    this.board[m] = 0;
    this.toMove = me;
    return ok;
  }

  /** Attacker moves after which it has a five point. */
  fourMoves(color: number): number[] {
    const out: number[] = [];
    for (const c of this.nearCells()) {
      this.board[c] = color;
      const four = this.fivePoints(color).length > 0;
      this.board[c] = 0;
      if (four) out.push(c);
    }
    return out;
  }

  private emptyCells(): number[] {
    const out: number[] = [];
    for (let c = 0; c < this.board.length; c++) if (this.board[c] === 0) out.push(c);
    return out;
  }
}
