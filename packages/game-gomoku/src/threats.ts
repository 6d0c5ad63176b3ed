import { Budget, type Player } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { T_B4, T_F3, T_FLEX4 } from './combos.js';
import { sortByKeyDesc } from './sort.js';
import { ThreatTable } from './threat-table.js';

export interface ThreatLimits {
  /** Most attacker moves, the winning five included (default 30 for VCF, 9 for VCT). */
  readonly depth?: number;
  /** Node budget (attacker and defender nodes). */
  readonly nodes?: number;
  readonly timeMs?: number;
  readonly signal?: AbortSignal;
  /**
   * Find the shortest win by iterative deepening (1, 2, … depth attacker moves). Without it one
   * search runs at the full depth: much faster when there is no win, and any win it finds is forced
   * but maybe not the shortest. Default: true for VCT, false for VCF.
   */
  readonly shortest?: boolean;
}

export interface ThreatResult {
  /** A forced win for the side to move was proven. */
  readonly win: boolean;
  /** The first move of the win, or -1. */
  readonly move: number;
  /** The line found: attacker and defender moves alternately (it may stop early at a table hit). */
  readonly line: readonly number[];
  /**
   * The search ran to the end: `win: false` then means "no win within `depth` among the moves this
   * search tries" (fours for VCF; fours and open threes for VCT). False when a limit stopped it.
   */
  readonly complete: boolean;
  readonly nodes: number;
  /**
   * The attacker-move budget of the search that decided: with `shortest`, the length of the shortest
   * win (or the deepest budget searched without one); otherwise the full `depth`.
   */
  readonly depth: number;
}

const WIN = 1;
const FAIL = 0;
const ABORT = -1;
const MAX_PLY = 160;
/** Hash salts so attacker/defender nodes, VCF/VCT and rules never share table entries. */
const DEFENDER_LO = 0x9e3779b9;
const DEFENDER_HI = 0x7f4a7c15;
const VCT_LO = 0x85ebca6b;
const VCT_HI = 0xc2b2ae35;
const RULE_SALT: Record<string, number> = { freestyle: 0, standard: 0x27d4eb2f, renju: 0x165667b1 };

/**
 * Threat-space search: proves wins by continuous fours (VCF) or by continuous threats, fours and open
 * threes (VCT), for the side to move. Attacker nodes try the attacker's fours (and, in VCT, moves making
 * an open three or better); a four leaves the defender one block; against an open-four threat the
 * defender tries every cell where the attacker would make a four (these include every defence of an
 * open three or of a double-four point) and every counter-four of its own, so counter-VCFs are seen.
 * Sound: a claimed win is forced. Incomplete by design: attacks other than fours/threes are not tried.
 *
 * Renju: black never attacks or defends on a forbidden cell (it would lose), and a black defender whose
 * only block is forbidden has lost. (A white stone cannot make a black cell forbidden, except in the rare
 * case of making a three's four-point unforbidden; that case is not modelled.)
 *
 * The search make/unmakes on the position it is given and leaves it as it was. The transposition
 * table persists across calls until `clear()`.
 */
export class ThreatSearch {
  readonly table: ThreatTable;
  private pos!: GomokuPosition;
  private attacker: Player = 0;
  private withThrees = false;
  private nodes = 0;
  private budget: Budget = new Budget({});
  private maxNodes = Number.POSITIVE_INFINITY;
  private aborted = false;
  private salt = 0;
  private buffers: Int32Array[] = [];
  private keys: Int32Array[] = [];
  private readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLen = new Int32Array(MAX_PLY);

  constructor(options: { tableBits?: number } = {}) {
    this.table = new ThreatTable(options.tableBits ?? 16);
  }

  clear(): void {
    this.table.clear();
  }

  /** Victory by continuous fours for the side to move. */
  vcf(pos: GomokuPosition, limits: ThreatLimits = {}): ThreatResult {
    return this.run(pos, false, limits);
  }

  /** Victory by continuous threats (fours and open threes) for the side to move. */
  vct(pos: GomokuPosition, limits: ThreatLimits = {}): ThreatResult {
    return this.run(pos, true, limits);
  }

  private run(pos: GomokuPosition, vct: boolean, limits: ThreatLimits): ThreatResult {
    this.pos = pos;
    this.withThrees = vct;
    this.attacker = pos.toMove;
    this.nodes = 0;
    this.aborted = false;
    this.budget = new Budget(limits);
    this.maxNodes = limits.nodes ?? Number.POSITIVE_INFINITY;
    this.salt = RULE_SALT[pos.rule] ?? 0;
    if (this.buffers.length === 0 || this.buffers[0]!.length < pos.cells) {
      this.buffers = Array.from({ length: MAX_PLY }, () => new Int32Array(pos.cells));
      this.keys = Array.from({ length: MAX_PLY }, () => new Int32Array(pos.cells));
    }
    const maxDepth = limits.depth ?? (vct ? 9 : 30);
    let done = 0;
    const none = (complete: boolean): ThreatResult => ({
      win: false,
      move: -1,
      line: [],
      complete,
      nodes: this.nodes,
      depth: done,
    });
    if (pos.outcome().kind !== 'ongoing') return none(true);
    const shortest = limits.shortest ?? vct;
    for (let depth = shortest ? 1 : maxDepth; depth <= maxDepth; depth++) {
      const r = this.attack(0, depth);
      if (r === ABORT) return none(false);
      if (r === WIN) {
        const line = Array.from(this.pv.subarray(0, this.pvLen[0]!));
        return { win: true, move: line[0] ?? -1, line, complete: true, nodes: this.nodes, depth };
      }
      done = depth;
    }
    return none(true);
  }

  private tick(): boolean {
    this.nodes++;
    // The node limit is exact (so callers can split a budget); the clock is read every 256 nodes.
    if (this.nodes >= this.maxNodes || ((this.nodes & 255) === 0 && this.budget.exhausted(this.nodes)))
      this.aborted = true;
    return this.aborted;
  }

  /** The attacker is to move with `depth` moves left (the five included). */
  private attack(ply: number, depth: number): number {
    if (this.tick()) return ABORT;
    const pos = this.pos;
    const me = this.attacker;
    const you = (1 - me) as Player;
    this.pvLen[ply] = 0;
    if (pos.fiveCount(me) > 0) {
      this.setLeaf(ply, pos.firstFive(me));
      return WIN;
    }
    if (depth < 2 || ply >= MAX_PLY - 2 || pos.fiveCount(you) >= 2) return FAIL;
    const lo = (pos.hashLo ^ (this.withThrees ? VCT_LO : 0) ^ this.salt) >>> 0;
    const hi = (pos.hashHi ^ (this.withThrees ? VCT_HI : 0)) >>> 0;
    const hit = this.table.probe(lo, hi, depth);
    if (hit === 0) return FAIL;
    if (hit === 1 && pos.isLegal(this.table.lastMove)) {
      this.setLeaf(ply, this.table.lastMove);
      return WIN;
    }
    const moves = this.buffers[ply]!;
    let n: number;
    if (pos.fiveCount(you) === 1) {
      const block = pos.firstFive(you);
      if (me === 0 && pos.isForbidden(block)) return FAIL;
      moves[0] = block;
      n = 1;
    } else n = this.attackMoves(ply);
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      pos.make(m);
      const r = this.defend(ply + 1, depth - 1);
      pos.unmake();
      if (r === ABORT) return ABORT;
      if (r === WIN) {
        this.setPv(ply, m);
        this.table.store(lo, hi, depth, true, m);
        return WIN;
      }
    }
    this.table.store(lo, hi, depth, false, -1);
    return FAIL;
  }

  /** The defender is to move after an attacker's threat; the attacker has `depth` moves left. */
  private defend(ply: number, depth: number): number {
    if (this.tick()) return ABORT;
    const pos = this.pos;
    const me = this.attacker;
    const you = (1 - me) as Player;
    this.pvLen[ply] = 0;
    if (pos.fiveCount(you) > 0) return FAIL;
    const fives = pos.fiveCount(me);
    if (fives >= 2) return depth >= 1 ? WIN : FAIL;
    if (fives === 1) {
      const block = pos.firstFive(me);
      if (you === 0 && pos.isForbidden(block)) return depth >= 1 ? WIN : FAIL;
      pos.make(block);
      const r = this.attack(ply + 1, depth);
      pos.unmake();
      if (r === WIN) this.setPv(ply, block);
      return r;
    }
    // No four: only an open-four (or double-four) point is a threat, and only VCT plays those.
    if (!this.withThrees || depth < 2 || ply >= MAX_PLY - 2 || pos.countOf(me, T_FLEX4) === 0) return FAIL;
    const lo = (pos.hashLo ^ DEFENDER_LO ^ VCT_LO ^ this.salt) >>> 0;
    const hi = (pos.hashHi ^ DEFENDER_HI ^ VCT_HI) >>> 0;
    const hit = this.table.probe(lo, hi, depth);
    if (hit >= 0) return hit === 1 ? WIN : FAIL;
    const moves = this.buffers[ply]!;
    const n = this.defenceMoves(ply);
    let last = -1;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      pos.make(m);
      const r = this.attack(ply + 1, depth);
      pos.unmake();
      if (r === ABORT) return ABORT;
      if (r === FAIL) {
        this.table.store(lo, hi, depth, false, m);
        return FAIL;
      }
      last = m;
    }
    if (last >= 0) this.setPv(ply, last);
    this.table.store(lo, hi, depth, true, last);
    return WIN;
  }

  /** The attacker's fours (and in VCT its open-three moves), strongest first. */
  private attackMoves(ply: number): number {
    const pos = this.pos;
    const me = this.attacker;
    const out = this.buffers[ply]!;
    const key = this.keys[ply]!;
    const min = this.withThrees ? T_F3 : T_B4;
    const base = me * pos.cells;
    const { ctype, cscore, forbid } = pos;
    let n = 0;
    for (let c = 0; c < pos.cells; c++) {
      const t = ctype[base + c]!;
      if (t < min) continue;
      if (me === 0 && forbid[c] === 1 && pos.isForbidden(c)) continue;
      key[n] = t * 65536 + cscore[base + c]!;
      out[n++] = c;
    }
    sortByKeyDesc(out, key, n);
    return n;
  }

  /** Every cell where the attacker would make a four, and the defender's own fours. */
  private defenceMoves(ply: number): number {
    const pos = this.pos;
    const me = this.attacker;
    const you = (1 - me) as Player;
    const out = this.buffers[ply]!;
    const key = this.keys[ply]!;
    const mine = me * pos.cells;
    const theirs = you * pos.cells;
    const { ctype, cscore, forbid } = pos;
    let n = 0;
    for (let c = 0; c < pos.cells; c++) {
      const ta = ctype[mine + c]!;
      const td = ctype[theirs + c]!;
      if (ta < T_B4 && td < T_B4) continue;
      if (you === 0 && forbid[c] === 1 && pos.isForbidden(c)) continue;
      // Counter-fours first (they may refute at once), then the attacker's best points.
      key[n] = td >= T_B4 ? 1 << 20 : ta * 65536 + cscore[mine + c]!;
      out[n++] = c;
    }
    sortByKeyDesc(out, key, n);
    return n;
  }

  /** The line from `ply` is just `move` (a five, or a table hit whose continuation is not kept). */
  private setLeaf(ply: number, move: number): void {
    this.pv[ply * MAX_PLY] = move;
    this.pvLen[ply] = 1;
  }

  /** The line from `ply` is `move` followed by the line from `ply + 1`. */
  private setPv(ply: number, move: number): void {
    const row = ply * MAX_PLY;
    const next = (ply + 1) * MAX_PLY;
    this.pv[row] = move;
    const len = ply + 1 < MAX_PLY ? this.pvLen[ply + 1]! : 0;
    for (let i = 0; i < len; i++) this.pv[row + 1 + i] = this.pv[next + i]!;
    this.pvLen[ply] = len + 1;
  }
}

let shared: ThreatSearch | null = null;
const sharedSearch = (): ThreatSearch => {
  shared ??= new ThreatSearch();
  return shared;
};

/** VCF for the side to move (a shared search with a 2^16-entry table). `pos` is left as it was. */
export function findVcf(pos: GomokuPosition, limits: ThreatLimits = {}): ThreatResult {
  return sharedSearch().vcf(pos, limits);
}

/** VCT for the side to move (a shared search with a 2^16-entry table). `pos` is left as it was. */
export function findVct(pos: GomokuPosition, limits: ThreatLimits = {}): ThreatResult {
  return sharedSearch().vct(pos, limits);
}

/** The opponent's VCF if it were to move now (a pass is simulated). `pos` is left as it was. */
export function findOpponentVcf(
  pos: GomokuPosition,
  limits: ThreatLimits = {},
  search: ThreatSearch = sharedSearch(),
): ThreatResult {
  pos.pass();
  try {
    return search.vcf(pos, limits);
  } finally {
    pos.unpass();
  }
}
