import type { TicTacToePosition } from './board.js';

/** Game-theoretic value for the side to move: 1 win, 0 draw, -1 loss. */
export type Value = -1 | 0 | 1;

export interface Solution {
  readonly value: Value;
  /** Plies to the end under perfect play (winner hurries, loser delays). */
  readonly distance: number;
  /** Every move that keeps the value (the fastest win / slowest loss first). */
  readonly bestMoves: readonly number[];
  /** Each legal move with its value for the side to move after playing it. */
  readonly moves: readonly { readonly move: number; readonly value: Value; readonly distance: number }[];
}

/**
 * Exact solver over the contracts' make/unmake, memoized by board (3^9 entries). Scores prefer
 * faster wins and slower losses, so "best moves" are those a perfect player would pick.
 */
export class TicTacToeSolver {
  /** Packed (value+1) * 16 + distance, or 255 when unknown, indexed by base-3 board code. */
  private readonly memo = new Uint8Array(19683).fill(255);
  private readonly buffers = Array.from({ length: 10 }, () => new Int32Array(9));
  /** Positions solved so far (each distinct board once). */
  solvedCount = 0;

  static code(pos: TicTacToePosition): number {
    let k = 0;
    for (let i = 0; i < 9; i++) k = k * 3 + pos.cells[i]!;
    return k;
  }

  solve(root: TicTacToePosition): Solution {
    const pos = root.clone();
    const moves: { move: number; value: Value; distance: number }[] = [];
    const buf = new Int32Array(9);
    const n = pos.generate(buf);
    for (let i = 0; i < n; i++) {
      pos.make(buf[i]!);
      const packed = this.search(pos, 1);
      pos.unmake();
      moves.push({ move: buf[i]!, value: (1 - (packed >> 4)) as Value, distance: (packed & 15) + 1 });
    }
    const self = this.search(pos, 0);
    const value = ((self >> 4) - 1) as Value;
    const distance = self & 15;
    const rank = (m: { value: Value; distance: number }) => m.value * 100 - m.value * m.distance;
    moves.sort((a, b) => rank(b) - rank(a) || a.move - b.move);
    const best = moves.filter((m) => m.value === value && m.distance === distance).map((m) => m.move);
    return { value, distance, bestMoves: best, moves };
  }

  /** Returns packed (value+1)*16 + distance for the side to move. */
  private search(pos: TicTacToePosition, depth: number): number {
    const code = TicTacToeSolver.code(pos);
    const cached = this.memo[code]!;
    if (cached !== 255) return cached;
    let packed: number;
    const o = pos.outcome();
    if (o.kind !== 'ongoing') {
      const v = o.kind === 'draw' ? 0 : o.winner === pos.toMove ? 1 : -1;
      packed = (v + 1) * 16;
    } else {
      const moves = this.buffers[depth]!;
      const n = pos.generate(moves);
      let bestRank = -1000;
      packed = 0;
      for (let i = 0; i < n; i++) {
        pos.make(moves[i]!);
        const child = this.search(pos, depth + 1);
        pos.unmake();
        const v = 1 - (child >> 4);
        const d = (child & 15) + 1;
        const rank = v * 100 - v * d;
        if (rank > bestRank) {
          bestRank = rank;
          packed = (v + 1) * 16 + d;
        }
      }
    }
    this.memo[code] = packed;
    this.solvedCount++;
    return packed;
  }
}
