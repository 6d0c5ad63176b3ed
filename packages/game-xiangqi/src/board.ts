import * as geometry from './geometry.js';
import type { Side } from './pieces.js';
import * as pieces from './pieces.js';

// Module-local copies of the tables and constants the hot loops read. Some runtimes (vitest's module
// runner) turn every use of an imported binding into a property read through a getter, which costs
// ~10x in move generation; locals keep tests and benchmarks on the same code speed.
const { AREA, FORWARD, MOVE_FROM, MOVE_TO, OWN_HALF, PALACE, POINTS, RED_ELEPHANT, SQ90 } = geometry;
const { ADVISOR, CANNON, ELEPHANT, HORSE, KIND, KING, OFF, PAWN, ROOK, SIDE_BIT, TYPE } = pieces;

/** Slots in the order `hasLegalMove` tries them: chariots, cannons, horses, soldiers, elephants, advisors, general. */
const LEGAL_PROBE_ORDER = new Uint8Array([7, 8, 9, 10, 5, 6, 11, 12, 13, 14, 15, 3, 4, 1, 2, 0]);
const ORTHO = new Int8Array([1, -1, 16, -16]);
const DIAG = new Int8Array([15, 17, -15, -17]);
/** Horse jumps grouped by leg: for leg ORTHO[i], the targets HORSE_JUMP[2i], HORSE_JUMP[2i+1]. */
const HORSE_JUMP = new Int8Array([18, -14, -18, 14, 33, 31, -31, -33]);
/**
 * Horses that attack a cell, grouped by the leg they need (a diagonal neighbour of the cell):
 * for leg DIAG[i], a horse on HORSE_FROM[2i] or HORSE_FROM[2i+1] attacks when that leg is empty.
 */
const HORSE_FROM = new Int8Array([
  // leg +15 (north-west): horses at (-1,+2) and (-2,+1)
  31, 14,
  // leg +17 (north-east): (+1,+2) and (+2,+1)
  33, 18,
  // leg -15 (south-east): (+1,-2) and (+2,-1)
  -31, -14,
  // leg -17 (south-west): (-1,-2) and (-2,-1)
  -33, -18,
]);

/**
 * The board and the move generator: a padded mailbox of piece ids plus the square of every piece id.
 * Knows nothing of history; `XiangqiPosition` adds hashing and the game rules on top, and perft drives
 * it directly. Legal moves come from a pseudo-legal pass and a filter that only tests the moves that can
 * matter (general moves, pieces pinned to the general, cells that would screen a cannon), so most moves
 * are accepted without playing them.
 */
export class Board {
  /** Piece id on each mailbox cell, 0 empty, OFF outside the board. */
  readonly cells = new Uint8Array(256).fill(OFF);
  /** Mailbox cell of each piece id, 0 when the piece is not on the board. */
  readonly at = new Uint8Array(48);
  side: Side = 0;
  /** Set by `prepare()`: the side to move is in check. */
  checked = false;
  /** Cells whose piece may expose its own general when it leaves (stamped with `stamp`). */
  private readonly sensitive = new Int32Array(256);
  /** Empty cells between the general and an unscreened enemy cannon: a piece landing there gives check. */
  private readonly danger = new Int32Array(256);
  /**
   * In check: the checkers' cells and the cells of their lines (between checker and general, a horse's
   * leg), stamped with `stamp`. A move other than the general's that neither leaves nor lands on one
   * of them leaves every check in place, so only moves touching them need testing.
   */
  private readonly evasion = new Int32Array(256);
  private stamp = 0;
  /** `prepare()` marked at least one danger cell. */
  private anyDanger = false;

  constructor() {
    for (let sq = 0; sq < 256; sq++) if (AREA[sq]) this.cells[sq] = 0;
  }

  copyFrom(other: Board): void {
    this.cells.set(other.cells);
    this.at.set(other.at);
    this.side = other.side;
  }

  put(pid: number, sq: number): void {
    this.cells[sq] = pid;
    this.at[pid] = sq;
  }

  /** Cell of the general of `side` (0 if absent, which only a broken setup can produce). */
  kingSq(side: Side): number {
    return this.at[SIDE_BIT[side]]!;
  }

  /** True when the general of `side`, on `k`, is attacked (board cells only; `at` is not read). */
  attacked(k: number, side: Side): boolean {
    const b = this.cells;
    const e = 8 - (side << 3); // colour offset of the enemy's kinds: 0 Red, 8 Black
    const eR = ROOK + e;
    const eC = CANNON + e;
    const eK = KING + e;
    const eH = HORSE + e;
    const eP = PAWN + e;
    for (let i = 0; i < 4; i++) {
      const d = ORTHO[i]!;
      let t = k + d;
      let p = b[t]!;
      while (p === 0) p = b[(t += d)]!;
      const kd = KIND[p]!;
      // Generals share a file only: an open file between them is the flying-general rule.
      if (kd === eR || kd === eK) return true;
      if (p === OFF) continue;
      p = b[(t += d)]!;
      while (p === 0) p = b[(t += d)]!;
      if (KIND[p] === eC) return true;
    }
    for (let i = 0; i < 4; i++) {
      if (b[k + DIAG[i]!] !== 0) continue;
      if (KIND[b[k + HORSE_FROM[2 * i]!]!] === eH || KIND[b[k + HORSE_FROM[2 * i + 1]!]!] === eH) return true;
    }
    // An enemy soldier next to a general inside its palace has crossed the river, so it attacks sideways too.
    return KIND[b[k + FORWARD[side]]!] === eP || KIND[b[k + 1]!] === eP || KIND[b[k - 1]!] === eP;
  }

  /** The side to move is in check. */
  inCheck(): boolean {
    return this.attacked(this.at[SIDE_BIT[this.side]]!, this.side);
  }

  /**
   * Computes `checked` and marks the sensitive and danger cells for the side to move:
   * - a piece alone between the general and an enemy chariot or general (a pin),
   * - both screens when exactly two pieces stand between the general and an enemy cannon,
   * - the leg of an enemy horse that would otherwise attack the general,
   * - empty cells between the general and an enemy cannon with no screen (danger cells).
   */
  prepare(): void {
    const b = this.cells;
    const side = this.side;
    // Stamps stay in int32 range: on wrap-around the marks are cleared so no stale one can match.
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.sensitive.fill(0);
      this.danger.fill(0);
      this.evasion.fill(0);
    }
    const st = ++this.stamp;
    const sens = this.sensitive;
    const ev = this.evasion;
    const e = 8 - (side << 3);
    const eR = ROOK + e;
    const eC = CANNON + e;
    const eK = KING + e;
    const eH = HORSE + e;
    const eP = PAWN + e;
    const k = this.at[SIDE_BIT[side]]!;
    let checked = false;
    let anyDanger = false;
    for (let i = 0; i < 4; i++) {
      const d = ORTHO[i]!;
      let t = k + d;
      let p = b[t]!;
      while (p === 0) p = b[(t += d)]!;
      if (p === OFF) continue;
      let kd = KIND[p]!;
      if (kd === eR || kd === eK) {
        checked = true;
        for (let u = k + d; u !== t; u += d) ev[u] = st;
        ev[t] = st;
        continue;
      }
      const s1 = t;
      if (kd === eC) {
        for (let u = k + d; u !== s1; u += d) this.danger[u] = st;
        anyDanger ||= s1 !== k + d;
        // No `continue`: this cannon may itself screen another cannon further on.
      }
      p = b[(t += d)]!;
      while (p === 0) p = b[(t += d)]!;
      if (p === OFF) continue;
      kd = KIND[p]!;
      if (kd === eR || kd === eK) {
        sens[s1] = st;
        continue;
      }
      if (kd === eC) {
        checked = true;
        for (let u = k + d; u !== t; u += d) ev[u] = st;
        ev[t] = st;
        continue;
      }
      const s2 = t;
      p = b[(t += d)]!;
      while (p === 0) p = b[(t += d)]!;
      if (KIND[p] === eC) {
        sens[s1] = st;
        sens[s2] = st;
      }
    }
    for (let i = 0; i < 4; i++) {
      const h1 = k + HORSE_FROM[2 * i]!;
      const h2 = k + HORSE_FROM[2 * i + 1]!;
      if (KIND[b[h1]!] === eH || KIND[b[h2]!] === eH) {
        const leg = k + DIAG[i]!;
        if (b[leg] === 0) {
          checked = true;
          ev[leg] = st;
          if (KIND[b[h1]!] === eH) ev[h1] = st;
          if (KIND[b[h2]!] === eH) ev[h2] = st;
        } else sens[leg] = st;
      }
    }
    // Soldiers: ahead of the general, and beside it (inside the palace a soldier has crossed the river).
    const ahead = k + FORWARD[side];
    if (KIND[b[ahead]!] === eP) {
      checked = true;
      ev[ahead] = st;
    }
    if (KIND[b[k + 1]!] === eP) {
      checked = true;
      ev[k + 1] = st;
    }
    if (KIND[b[k - 1]!] === eP) {
      checked = true;
      ev[k - 1] = st;
    }
    this.checked = checked;
    this.anyDanger = anyDanger;
  }

  /** Plays from→to on the board, tests the mover's general, and takes it back. */
  legalSlow(from: number, to: number): boolean {
    const b = this.cells;
    const pid = b[from]!;
    const cap = b[to]!;
    b[to] = pid;
    b[from] = 0;
    const side = this.side;
    const k = TYPE[pid] === KING ? to : this.at[SIDE_BIT[side]]!;
    const bad = this.attacked(k, side);
    b[from] = pid;
    b[to] = cap;
    return !bad;
  }

  /**
   * Whether from→to (a legal move of the side to move) leaves the opponent's general attacked: the
   * move is played on the cells only, the test made, and the cells restored.
   */
  givesCheck(from: number, to: number): boolean {
    const b = this.cells;
    const pid = b[from]!;
    const enemy = (this.side ^ 1) as Side;
    const k = this.at[SIDE_BIT[enemy]]!;
    // The general is not attacked before the move, and an attack on it reads only the cells of its
    // file and rank (chariots, cannons, soldiers, the other general), its diagonal neighbours (horse
    // legs) and the horse points: a move touching none of them cannot give check.
    const kf = k & 15;
    const kr = k >> 4;
    const ff = Math.abs((from & 15) - kf);
    const fr = Math.abs((from >> 4) - kr);
    const tf = Math.abs((to & 15) - kf);
    const tr = Math.abs((to >> 4) - kr);
    if (
      ff !== 0 &&
      fr !== 0 &&
      tf !== 0 &&
      tr !== 0 &&
      (ff !== 1 || fr !== 1) &&
      (tf !== 1 || tr !== 1) &&
      !(TYPE[pid] === HORSE && tf + tr === 3)
    )
      return false;
    const cap = b[to]!;
    b[to] = pid;
    b[from] = 0;
    const check = this.attacked(k, enemy);
    b[from] = pid;
    b[to] = cap;
    return check;
  }

  /**
   * Keeps the legal moves among `n` pseudo-legal ones in `out` (in place) and returns their count.
   * Call `prepare()` first.
   */
  filterLegal(out: Int32Array, n: number): number {
    const st = this.stamp;
    const sens = this.sensitive;
    const danger = this.danger;
    let kept = 0;
    const k = this.at[SIDE_BIT[this.side]]!;
    if (this.checked) {
      const ev = this.evasion;
      for (let i = 0; i < n; i++) {
        const m = out[i]!;
        const from = MOVE_FROM[m]!;
        const to = MOVE_TO[m]!;
        if ((from === k || ev[from] === st || ev[to] === st) && this.legalSlow(from, to)) out[kept++] = m;
      }
      return kept;
    }
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      const from = MOVE_FROM[m]!;
      if (from !== k && sens[from] !== st) {
        if (danger[MOVE_TO[m]!] !== st) out[kept++] = m;
      } else if (this.legalSlow(from, MOVE_TO[m]!)) out[kept++] = m;
    }
    return kept;
  }

  /**
   * Legal moves of the side to move into `out`; returns the count. `prepared`: the caller knows
   * `prepare()` already ran on this very board (nothing moved since), so it is skipped.
   */
  generate(out: Int32Array, prepared = false): number {
    if (!prepared) this.prepare();
    return this.filterLegal(out, this.pseudo(out));
  }

  /** Legal captures of the side to move into `out`; returns the count. */
  generateCaptures(out: Int32Array, prepared = false): number {
    if (!prepared) this.prepare();
    return this.filterLegal(out, this.pseudoCaptures(out));
  }

  /**
   * True when the side to move has at least one legal move. Stops at the first one, trying the
   * far-reaching pieces first and the general last (its moves always need a test).
   */
  hasLegalMove(scratch: Int32Array): boolean {
    this.prepare();
    const own = SIDE_BIT[this.side];
    const st = this.stamp;
    // Not in check and no cell where a move would screen a cannon: any move of a piece that cannot
    // expose the general is legal, so a chariot with a free or enemy neighbour answers at once.
    if (!this.checked && !this.anyDanger) {
      const b = this.cells;
      const en = 48 - own;
      for (let pid = own + 7; pid <= own + 8; pid++) {
        const from = this.at[pid]!;
        if (from === 0 || this.sensitive[from] === st) continue;
        for (let i = 0; i < 4; i++) {
          const p = b[from + ORTHO[i]!]!;
          if (p === 0 || p & en) return true;
        }
      }
    }
    for (let i = 0; i < 16; i++) {
      const pid = own + LEGAL_PROBE_ORDER[i]!;
      if (this.at[pid] === 0) continue;
      const n = this.pieceMoves(pid, scratch, 0);
      const from = this.at[pid]!;
      if (this.checked) {
        // Only the general's moves and moves touching a checker's line can answer the check.
        const any = pid === own || this.evasion[from] === st;
        for (let j = 0; j < n; j++) {
          const to = MOVE_TO[scratch[j]!]!;
          if ((any || this.evasion[to] === st) && this.legalSlow(from, to)) return true;
        }
        continue;
      }
      const quick = pid !== own && this.sensitive[from] !== st;
      for (let j = 0; j < n; j++) {
        const m = scratch[j]!;
        if (quick ? this.danger[MOVE_TO[m]!] !== st : this.legalSlow(from, MOVE_TO[m]!)) return true;
      }
    }
    return false;
  }

  /**
   * The number of legal moves of the side to move, counted without writing them (perft's last ply).
   * Only moves that may expose the general are played out; in check every move is.
   */
  countLegal(scratch: Int32Array): number {
    this.prepare();
    if (this.checked) return this.filterLegal(scratch, this.pseudo(scratch));
    const b = this.cells;
    const at = this.at;
    const side = this.side;
    const own = SIDE_BIT[side];
    const en = 48 - own; // the other colour bit
    const block = own | OFF;
    const st = this.stamp;
    const sens = this.sensitive;
    const danger = this.danger;
    let count = 0;
    let from = at[own]!;
    const palace = PALACE[side];
    for (let i = 0; i < 4; i++) {
      const t = from + ORTHO[i]!;
      if (AREA[t]! & palace && !(b[t]! & own) && this.legalSlow(from, t)) count++;
    }
    for (let pid = own + 1; pid <= own + 2; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const slow = sens[from] === st;
      for (let i = 0; i < 4; i++) {
        const t = from + DIAG[i]!;
        if (AREA[t]! & palace && !(b[t]! & own) && (slow ? this.legalSlow(from, t) : danger[t] !== st))
          count++;
      }
    }
    const elephantArea = RED_ELEPHANT << side;
    for (let pid = own + 3; pid <= own + 4; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const slow = sens[from] === st;
      for (let i = 0; i < 4; i++) {
        const d = DIAG[i]!;
        const t = from + 2 * d;
        if (
          AREA[t]! & elephantArea &&
          b[from + d] === 0 &&
          !(b[t]! & own) &&
          (slow ? this.legalSlow(from, t) : danger[t] !== st)
        )
          count++;
      }
    }
    for (let pid = own + 5; pid <= own + 6; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const slow = sens[from] === st;
      for (let i = 0; i < 4; i++) {
        if (b[from + ORTHO[i]!] !== 0) continue;
        let t = from + HORSE_JUMP[2 * i]!;
        if (!(b[t]! & block) && (slow ? this.legalSlow(from, t) : danger[t] !== st)) count++;
        t = from + HORSE_JUMP[2 * i + 1]!;
        if (!(b[t]! & block) && (slow ? this.legalSlow(from, t) : danger[t] !== st)) count++;
      }
    }
    // Chariots and cannons: a fast path when nothing needs testing.
    const plain = !this.anyDanger;
    for (let pid = own + 7; pid <= own + 10; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const slow = sens[from] === st;
      const cannon = pid >= own + 9;
      for (let i = 0; i < 4; i++) {
        const d = ORTHO[i]!;
        let t = from + d;
        let p = b[t]!;
        if (plain && !slow) {
          while (p === 0) {
            count++;
            p = b[(t += d)]!;
          }
        } else {
          while (p === 0) {
            if (slow ? this.legalSlow(from, t) : danger[t] !== st) count++;
            p = b[(t += d)]!;
          }
        }
        if (cannon) {
          if (p === OFF) continue;
          p = b[(t += d)]!;
          while (p === 0) p = b[(t += d)]!;
        }
        if (p & en && (!slow || this.legalSlow(from, t))) count++;
      }
    }
    const fwd = FORWARD[side];
    const home = OWN_HALF[side];
    for (let pid = own + 11; pid <= own + 15; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const slow = sens[from] === st;
      let t = from + fwd;
      if (!(b[t]! & block) && (slow ? this.legalSlow(from, t) : danger[t] !== st)) count++;
      if (!(AREA[from]! & home)) {
        t = from + 1;
        if (!(b[t]! & block) && (slow ? this.legalSlow(from, t) : danger[t] !== st)) count++;
        t = from - 1;
        if (!(b[t]! & block) && (slow ? this.legalSlow(from, t) : danger[t] !== st)) count++;
      }
    }
    return count;
  }

  /** Pseudo-legal moves (obeying every movement rule but not yet the general's safety). */
  pseudo(out: Int32Array): number {
    const own = SIDE_BIT[this.side];
    let n = 0;
    for (let pid = own; pid < own + 16; pid++) if (this.at[pid] !== 0) n = this.pieceMoves(pid, out, n);
    return n;
  }

  /** Appends the pseudo-legal moves of piece `pid` (on the board, of the side to move) from index n. */
  pieceMoves(pid: number, out: Int32Array, n: number): number {
    const b = this.cells;
    const side = this.side;
    const own = SIDE_BIT[side];
    const en = 48 - own;
    const block = own | OFF;
    const from = this.at[pid]!;
    const mb = SQ90[from]! * POINTS;
    switch (TYPE[pid]) {
      case KING:
      case ADVISOR: {
        const palace = PALACE[side];
        const dirs = TYPE[pid] === KING ? ORTHO : DIAG;
        for (let i = 0; i < 4; i++) {
          const t = from + dirs[i]!;
          if (AREA[t]! & palace && !(b[t]! & own)) out[n++] = mb + SQ90[t]!;
        }
        return n;
      }
      case ELEPHANT: {
        const area = RED_ELEPHANT << side;
        for (let i = 0; i < 4; i++) {
          const d = DIAG[i]!;
          const t = from + 2 * d;
          if (AREA[t]! & area && b[from + d] === 0 && !(b[t]! & own)) out[n++] = mb + SQ90[t]!;
        }
        return n;
      }
      case HORSE:
        for (let i = 0; i < 4; i++) {
          if (b[from + ORTHO[i]!] !== 0) continue;
          let t = from + HORSE_JUMP[2 * i]!;
          if (!(b[t]! & block)) out[n++] = mb + SQ90[t]!;
          t = from + HORSE_JUMP[2 * i + 1]!;
          if (!(b[t]! & block)) out[n++] = mb + SQ90[t]!;
        }
        return n;
      case ROOK:
        for (let i = 0; i < 4; i++) {
          const d = ORTHO[i]!;
          let t = from + d;
          let p = b[t]!;
          while (p === 0) {
            out[n++] = mb + SQ90[t]!;
            p = b[(t += d)]!;
          }
          if (p & en) out[n++] = mb + SQ90[t]!;
        }
        return n;
      case CANNON:
        for (let i = 0; i < 4; i++) {
          const d = ORTHO[i]!;
          let t = from + d;
          let p = b[t]!;
          while (p === 0) {
            out[n++] = mb + SQ90[t]!;
            p = b[(t += d)]!;
          }
          if (p === OFF) continue;
          p = b[(t += d)]!;
          while (p === 0) p = b[(t += d)]!;
          if (p & en) out[n++] = mb + SQ90[t]!;
        }
        return n;
      default: {
        let t = from + FORWARD[side];
        if (!(b[t]! & block)) out[n++] = mb + SQ90[t]!;
        if (!(AREA[from]! & OWN_HALF[side])) {
          t = from + 1;
          if (!(b[t]! & block)) out[n++] = mb + SQ90[t]!;
          t = from - 1;
          if (!(b[t]! & block)) out[n++] = mb + SQ90[t]!;
        }
        return n;
      }
    }
  }

  /** Pseudo-legal captures only. */
  pseudoCaptures(out: Int32Array): number {
    const b = this.cells;
    const at = this.at;
    const side = this.side;
    const own = SIDE_BIT[side];
    const en = 48 - own; // the other colour bit
    let n = 0;
    let from = at[own]!;
    if (from !== 0) {
      const mb = SQ90[from]! * POINTS;
      const palace = PALACE[side];
      for (let i = 0; i < 4; i++) {
        const t = from + ORTHO[i]!;
        if (AREA[t]! & palace && b[t]! & en) out[n++] = mb + SQ90[t]!;
      }
    }
    for (let pid = own + 1; pid <= own + 2; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const mb = SQ90[from]! * POINTS;
      const palace = PALACE[side];
      for (let i = 0; i < 4; i++) {
        const t = from + DIAG[i]!;
        if (AREA[t]! & palace && b[t]! & en) out[n++] = mb + SQ90[t]!;
      }
    }
    const elephantArea = RED_ELEPHANT << side;
    for (let pid = own + 3; pid <= own + 4; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const mb = SQ90[from]! * POINTS;
      for (let i = 0; i < 4; i++) {
        const d = DIAG[i]!;
        const t = from + 2 * d;
        if (AREA[t]! & elephantArea && b[from + d] === 0 && b[t]! & en) out[n++] = mb + SQ90[t]!;
      }
    }
    for (let pid = own + 5; pid <= own + 6; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const mb = SQ90[from]! * POINTS;
      for (let i = 0; i < 4; i++) {
        if (b[from + ORTHO[i]!] !== 0) continue;
        let t = from + HORSE_JUMP[2 * i]!;
        if (b[t]! & en) out[n++] = mb + SQ90[t]!;
        t = from + HORSE_JUMP[2 * i + 1]!;
        if (b[t]! & en) out[n++] = mb + SQ90[t]!;
      }
    }
    for (let pid = own + 7; pid <= own + 8; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const mb = SQ90[from]! * POINTS;
      for (let i = 0; i < 4; i++) {
        const d = ORTHO[i]!;
        let t = from + d;
        let p = b[t]!;
        while (p === 0) p = b[(t += d)]!;
        if (p & en) out[n++] = mb + SQ90[t]!;
      }
    }
    for (let pid = own + 9; pid <= own + 10; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const mb = SQ90[from]! * POINTS;
      for (let i = 0; i < 4; i++) {
        const d = ORTHO[i]!;
        let t = from + d;
        let p = b[t]!;
        while (p === 0) p = b[(t += d)]!;
        if (p === OFF) continue;
        p = b[(t += d)]!;
        while (p === 0) p = b[(t += d)]!;
        if (p & en) out[n++] = mb + SQ90[t]!;
      }
    }
    const fwd = FORWARD[side];
    const home = OWN_HALF[side];
    for (let pid = own + 11; pid <= own + 15; pid++) {
      from = at[pid]!;
      if (from === 0) continue;
      const mb = SQ90[from]! * POINTS;
      if (b[from + fwd]! & en) out[n++] = mb + SQ90[from + fwd]!;
      if (!(AREA[from]! & home)) {
        if (b[from + 1]! & en) out[n++] = mb + SQ90[from + 1]!;
        if (b[from - 1]! & en) out[n++] = mb + SQ90[from - 1]!;
      }
    }
    return n;
  }

  /**
   * True when from→to obeys the movement rules of the piece on `from` for the side to move
   * (own piece, reachable, target not own). Used to validate moves from tables and user input.
   */
  isPseudoLegal(from: number, to: number): boolean {
    const b = this.cells;
    const side = this.side;
    const own = SIDE_BIT[side];
    const pid = b[from]!;
    if (!(pid & own) || pid === OFF || from === to) return false;
    const target = b[to]!;
    if (target & (own | OFF)) return false;
    const df = (to & 15) - (from & 15);
    const dr = (to >> 4) - (from >> 4);
    const adf = Math.abs(df);
    const adr = Math.abs(dr);
    switch (TYPE[pid]) {
      case KING:
        return adf + adr === 1 && (AREA[to]! & PALACE[side]) !== 0;
      case 2: // advisor
        return adf === 1 && adr === 1 && (AREA[to]! & PALACE[side]) !== 0;
      case 3: // elephant
        return (
          adf === 2 && adr === 2 && (AREA[to]! & (RED_ELEPHANT << side)) !== 0 && b[(from + to) >> 1] === 0
        );
      case HORSE: {
        if (!((adf === 1 && adr === 2) || (adf === 2 && adr === 1))) return false;
        const leg = adr === 2 ? from + (dr > 0 ? 16 : -16) : from + (df > 0 ? 1 : -1);
        return b[leg] === 0;
      }
      case ROOK:
      case CANNON: {
        if (df !== 0 && dr !== 0) return false;
        const d = df === 0 ? (dr > 0 ? 16 : -16) : df > 0 ? 1 : -1;
        let between = 0;
        for (let t = from + d; t !== to; t += d) if (b[t] !== 0) between++;
        if (TYPE[pid] === ROOK) return between === 0;
        return target === 0 ? between === 0 : between === 1;
      }
      case PAWN: {
        if (to === from + FORWARD[side]) return true;
        return dr === 0 && adf === 1 && !(AREA[from]! & OWN_HALF[side]);
      }
      default:
        return false;
    }
  }

  /** Legal for the side to move: movement rules and the general's safety. */
  isLegal(from: number, to: number): boolean {
    return this.isPseudoLegal(from, to) && this.legalSlow(from, to);
  }
}
