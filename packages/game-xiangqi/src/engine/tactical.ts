import * as geometry from '../geometry.js';
import * as pieces from '../pieces.js';
import type { XiangqiPosition } from '../position.js';
import { attackedBy } from './attacks.js';

const { AREA, MOVE_FROM, MOVE_TO, OWN_HALF } = geometry;
const { KING, PAWN, TYPE } = pieces;

/** Switches of the tactical move list (quiescence and capture ordering). */
export interface TacticalOptions {
  /** Order captures most valuable victim first, then least valuable attacker (MVV-LVA). */
  readonly mvvLva: boolean;
  /** Leave out captures of a protected piece worth clearly less than the capturer (quiescence only sees gains). */
  readonly skipLosingCaptures: boolean;
  /** In check, every legal move is tactical (quiescence searches the evasions instead of standing pat on captures). */
  readonly checkEvasions: boolean;
}

export const DEFAULT_TACTICAL_OPTIONS: TacticalOptions = {
  mvvLva: true,
  skipLosingCaptures: true,
  checkEvasions: true,
};

/** Exchange values in half-soldiers by type (index 1..7): general, advisor, elephant, horse, chariot, cannon, soldier. */
const VALUE = [0, 0, 4, 4, 8, 18, 9, 2] as const;
/** A capture is losing when the capturer is worth this much more than a protected victim. */
const LOSING_MARGIN = 2;

/**
 * The tactical moves of a position for alpha-beta: captures ordered by MVV-LVA with clearly losing
 * captures of protected pieces left out, or, in check, every evasion with captures first.
 * Reuses its buffers; one instance per game.
 */
export class XiangqiTactics {
  private readonly keys = new Int32Array(256);

  constructor(readonly options: TacticalOptions = DEFAULT_TACTICAL_OPTIONS) {}

  tacticalMoves(pos: XiangqiPosition, out: Int32Array): number {
    const opts = this.options;
    if (opts.checkEvasions && pos.inCheck()) {
      const n = pos.generate(out);
      if (opts.mvvLva) this.sortByKey(pos, out, n);
      return n;
    }
    let n = pos.generateCaptures(out);
    if (opts.skipLosingCaptures) n = this.dropLosing(pos, out, n);
    if (opts.mvvLva) this.sortByKey(pos, out, n);
    return n;
  }

  /**
   * The same list as `tacticalMoves`, picked from the position's `n` legal moves in generation order
   * (the legal captures come out of `generate` in the order `generateCaptures` writes them).
   */
  tacticalAmong(pos: XiangqiPosition, moves: Int32Array, n: number, out: Int32Array): number {
    const opts = this.options;
    let k = 0;
    if (opts.checkEvasions && pos.inCheck()) {
      out.set(moves.subarray(0, n));
      k = n;
    } else {
      const cells = pos.board.cells;
      for (let i = 0; i < n; i++) {
        const m = moves[i]!;
        if (cells[MOVE_TO[m]!] !== 0) out[k++] = m;
      }
      if (opts.skipLosingCaptures) k = this.dropLosing(pos, out, k);
    }
    if (opts.mvvLva) this.sortByKey(pos, out, k);
    return k;
  }

  /** Whether the legal `move` is among `tacticalMoves(pos)`, without listing them. */
  isTactical(pos: XiangqiPosition, move: number): boolean {
    const opts = this.options;
    if (opts.checkEvasions && pos.inCheck()) return true;
    const cells = pos.board.cells;
    if (cells[MOVE_TO[move]!] === 0) return false;
    return !opts.skipLosingCaptures || !XiangqiTactics.losing(cells, move, (pos.toMove ^ 1) as 0 | 1);
  }

  /** Value of the piece on `cell` in exchange units (a soldier across the river counts double). */
  private static valueAt(cells: Uint8Array, cell: number): number {
    const pid = cells[cell]!;
    const type = TYPE[pid]!;
    if (type === PAWN) return AREA[cell]! & OWN_HALF[pid & 32 ? 1 : 0] ? 2 : 4;
    return VALUE[type as 1]!;
  }

  /** A capture of a piece worth clearly less than the capturer, onto a cell `enemy` defends. */
  private static losing(cells: Uint8Array, m: number, enemy: 0 | 1): boolean {
    const from = MOVE_FROM[m]!;
    const to = MOVE_TO[m]!;
    const gain = XiangqiTactics.valueAt(cells, to);
    const risk = TYPE[cells[from]!] === KING ? 0 : XiangqiTactics.valueAt(cells, from);
    if (risk - gain <= LOSING_MARGIN) return false;
    const mover = cells[from]!;
    const victim = cells[to]!;
    cells[to] = mover;
    cells[from] = 0;
    const defended = attackedBy(cells, to, enemy);
    cells[from] = mover;
    cells[to] = victim;
    return defended;
  }

  private dropLosing(pos: XiangqiPosition, out: Int32Array, n: number): number {
    const cells = pos.board.cells;
    const enemy = (pos.toMove ^ 1) as 0 | 1;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      if (!XiangqiTactics.losing(cells, m, enemy)) out[kept++] = m;
    }
    return kept;
  }

  /** Sorts captures by victim value, then by cheaper attacker; quiet moves (evasions) keep their order after them. */
  private sortByKey(pos: XiangqiPosition, out: Int32Array, n: number): void {
    const cells = pos.board.cells;
    const keys = this.keys;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      const to = MOVE_TO[m]!;
      const from = MOVE_FROM[m]!;
      keys[i] =
        cells[to] === 0
          ? -1000 - i
          : XiangqiTactics.valueAt(cells, to) * 64 - VALUE[TYPE[cells[from]!] as 1]!;
    }
    // Insertion sort: lists are short, and equal keys keep the generator's order (deterministic).
    for (let i = 1; i < n; i++) {
      const m = out[i]!;
      const k = keys[i]!;
      let j = i - 1;
      while (j >= 0 && keys[j]! < k) {
        out[j + 1] = out[j]!;
        keys[j + 1] = keys[j]!;
        j--;
      }
      out[j + 1] = m;
      keys[j + 1] = k;
    }
  }
}
