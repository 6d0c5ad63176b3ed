import { Budget, type Player } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { T_B4, T_F3, T_F33, T_FIVE, T_FLEX4, TYPE_SLOTS } from './combos.js';
import { P_B4, P_F4X2 } from './patterns.js';
import { PnTable } from './pn-table.js';
import { sortByKeyDesc } from './sort.js';
import { ThreatTable } from './threat-table.js';
import type { ThreatResult } from './threats.js';

export interface PnLimits {
  /** Most nodes created (each child is one node); the pool's size bounds it too. */
  readonly nodes?: number;
  readonly timeMs?: number;
  readonly signal?: AbortSignal;
  /** Longest line searched, in plies (both sides), so a proof is at most this long. */
  readonly maxPly?: number;
}

export interface PnResult extends ThreatResult {
  /** Nodes in the pool when the search ended (the tree's size). */
  readonly treeNodes: number;
  /** The root's proof and disproof numbers when the search ended (0 / INF once decided). */
  readonly rootPn: number;
  readonly rootDn: number;
  /** Nodes of the defender-VCF checks in this search (not in `nodes`: they use their own pool). */
  readonly checkNodes: number;
}

/** The solver's options; their defaults are in PN_DEFAULTS. */
export interface PnOptions {
  /** log2 of the node pool's size. */
  readonly poolBits?: number;
  /** log2 of the proved/disproved table's size (and of the transposition numbers' table). */
  readonly tableBits?: number;
  /** New nodes of a position already searched in this search start from its numbers there. */
  readonly transpositions?: boolean;
  /**
   * VCT: node budget of the check, at each expanded defender node after an attacker's open three
   * (no five point to block), that the defender has no VCF of its own; when it has one the node is
   * disproved at once. 0 = no check (the defender's counter-fours are then only searched in the tree).
   */
  readonly defenderVcfNodes?: number;
  /** Initial proof number of an attacker's move that makes an open three (a four's is 1). */
  readonly threePn?: number;
  /** Initial proof number of an attacker's move that makes two open threes at once. */
  readonly doubleThreePn?: number;
}

/**
 * The defaults of PnOptions. `threePn` 6 solved the most of 29 harvested wins at 400k nodes (tried
 * 0, 1, 3, 6, 12): a three lets the defender choose among several replies. A double three leaves it
 * fewer (it must spoil both threes' open-four points at once, or counter-four): 2.
 */
export const PN_DEFAULTS: Required<PnOptions> = {
  poolBits: 20,
  tableBits: 18,
  transpositions: true,
  defenderVcfNodes: 100,
  threePn: 6,
  doubleThreePn: 2,
};

/** Proof and disproof numbers are clamped here ("infinite"). */
const INF = 0x3fffffff;
const DEFAULT_MAX_PLY = 80;
const MAX_PLY_CAP = 200;
/** Cells of the largest board (22×22): a pool must hold one expansion beyond its node budget. */
const MAX_CELLS = 22 * 22;
/** Table size of the defender-VCF checker (its proved/disproved positions carry across checks). */
const CHECK_TABLE_BITS = 14;
/** Table depth meaning "any": a proof here holds whatever the remaining budget. */
const ANY = 63;
const SALT_VCT = 0x2545f491;
const SALT_AND = 0x6c8e9cf5;
const SALT_WHITE = 0x1b873593;
const SALT_HI_AND = 0x4cf5ad43;
const RULE_SALT: Record<string, number> = { freestyle: 0, standard: 0x27d4eb2f, renju: 0x165667b1 };

/**
 * Proof-number search for threat-space wins (VCF: fours only; VCT: fours and open threes) of the side
 * to move. A best-first tree in a preallocated pool of typed arrays (no allocation per node): each
 * round walks from the root to the most-proving leaf (OR = attacker to move: least proof number; AND =
 * defender: least disproof number), making the moves on the position, expands it, and backs the numbers
 * up while unmaking. Children are evaluated when created: a five, a block that must be made, a threat
 * that is no threat (the attacker's move left neither a four nor an open-four point: disproved).
 * Initial numbers come from the pattern counters: an AND node's proof number is the number of replies
 * it has, an OR node's disproof number the number of attacking moves.
 *
 * Moves: the attacker plays its fours (and in VCT its open-three moves), or blocks the defender's five
 * point; the defender blocks a four, or against open-four points plays a cell where the attacker
 * would make a four on the four-making lines of every such point at once (every defence of a three or
 * of a double-four point is among them; renju: of any point), or any four of its own (counter-fours;
 * the attacker must then block). Sound: a proof is a forced win.
 * Renju: black never plays a forbidden cell; a black defender whose only block is forbidden has lost.
 *
 * A transposition table (Zobrist keys of the position, salted by mode, attacker and node kind) keeps
 * proved and disproved positions across searches until `clear()`; the tree itself is per search. A
 * second table keeps, within one search, the numbers of unsolved positions: a new node whose position
 * was already searched elsewhere in the tree (the same threats in another order) starts from them
 * (option `transpositions`), so the search does not take each order of the same threats for a fresh,
 * cheap line.
 *
 * In VCT a defender node after an open three (the attacker has open-four points but no five point)
 * is first checked by a small VCF search of the defender's (option `defenderVcfNodes`, its own pool
 * and table): a defender with a VCF wins before the three becomes a five, so the node is disproved
 * without growing the tree. The tree already holds the defender's counter-fours, so this saves nodes
 * rather than making proofs sound; a disproof only ever removes a line from a proof.
 *
 * `resume` continues the last search on the same tree (a search stopped by its clock).
 */
export class PnSearch {
  private readonly cap: number;
  private readonly mv: Int16Array;
  private readonly parent: Int32Array;
  private readonly first: Int32Array;
  private readonly count: Int16Array;
  private readonly pn: Int32Array;
  private readonly dn: Int32Array;
  private used = 0;
  readonly table: ThreatTable;
  /** Numbers of the unsolved positions of the current search (transpositions start from them). */
  private readonly numbers: PnTable;
  private pos!: GomokuPosition;
  private attacker: Player = 0;
  private vct = false;
  private maxPly = DEFAULT_MAX_PLY;
  private salt = 0;
  private moves = new Int32Array(0);
  private keys = new Int32Array(0);
  /** Cells on the lines of the attacker's open-four points, marked with the current `gen`. */
  private stamp = new Int32Array(0);
  /** How many open-four points a stamped cell spoils. */
  private hits = new Int32Array(0);
  private gen = 0;
  /** Proof and disproof thresholds of the node on the walk at each ply. */
  private readonly thP = new Int32Array(MAX_PLY_CAP + 2);
  private readonly thD = new Int32Array(MAX_PLY_CAP + 2);

  private readonly transpositions: boolean;
  private readonly threePn: number;
  private readonly doubleThreePn: number;
  /** Node budget of a defender-VCF check. */
  private readonly checkNodes: number;
  /** The defender-VCF checker (null when `defenderVcfNodes` is 0). */
  private readonly checker: PnSearch | null;
  /** The root of the last search (its hash and side), for `resume`. */
  private rootLo = 0;
  private rootHi = 0;
  private rootSide: Player = 0;
  private searched = false;
  /** Nodes used by the defender-VCF checks since the search began. */
  private checked = 0;

  constructor(options: PnOptions = {}) {
    const o = { ...PN_DEFAULTS, ...definedOnly(options) };
    this.transpositions = o.transpositions;
    this.threePn = o.threePn;
    this.doubleThreePn = o.doubleThreePn;
    this.cap = 1 << o.poolBits;
    this.mv = new Int16Array(this.cap);
    this.parent = new Int32Array(this.cap);
    this.first = new Int32Array(this.cap);
    this.count = new Int16Array(this.cap);
    this.pn = new Int32Array(this.cap);
    this.dn = new Int32Array(this.cap);
    this.table = new ThreatTable(o.tableBits);
    this.numbers = new PnTable(o.transpositions ? o.tableBits : 0);
    this.checkNodes = o.defenderVcfNodes;
    this.checker =
      o.defenderVcfNodes > 0
        ? new PnSearch({
            poolBits: Math.ceil(Math.log2(o.defenderVcfNodes + MAX_CELLS)),
            tableBits: CHECK_TABLE_BITS,
            transpositions: false,
            defenderVcfNodes: 0,
          })
        : null;
  }

  /** Nodes in the pool: the tree of the current or last search. */
  get treeSize(): number {
    return this.used;
  }

  clear(): void {
    this.table.clear();
    this.checker?.clear();
  }

  vcfSearch(pos: GomokuPosition, limits: PnLimits = {}): PnResult {
    return this.run(pos, false, limits);
  }

  vctSearch(pos: GomokuPosition, limits: PnLimits = {}): PnResult {
    return this.run(pos, true, limits);
  }

  /**
   * Continues the last search from its tree (kept as it ended) with new limits; `limits.nodes` counts
   * the tree's nodes so far. A fresh search when `pos` is not that search's root.
   */
  resume(pos: GomokuPosition, limits: PnLimits = {}): PnResult {
    if (
      !this.searched ||
      pos !== this.pos ||
      pos.hashLo !== this.rootLo ||
      pos.hashHi !== this.rootHi ||
      pos.toMove !== this.rootSide
    )
      return this.run(pos, this.vct, limits);
    return this.result(this.loop(limits));
  }

  /**
   * True when the side to move has a VCF found within about `nodes` nodes (the search stops before
   * an expansion past them); no clock, nothing allocated.
   */
  hasVcf(pos: GomokuPosition, nodes: number): boolean {
    this.begin(pos, false, DEFAULT_MAX_PLY);
    this.searchLoop(null, Math.min(nodes + pos.cells, this.cap));
    return this.pn[0] === 0;
  }

  private run(pos: GomokuPosition, vct: boolean, limits: PnLimits): PnResult {
    this.begin(pos, vct, Math.min(limits.maxPly ?? DEFAULT_MAX_PLY, MAX_PLY_CAP));
    return this.result(this.loop(limits));
  }

  /** Sets up a new search of `pos` (a root node only). */
  private begin(pos: GomokuPosition, vct: boolean, maxPly: number): void {
    this.pos = pos;
    this.vct = vct;
    this.attacker = pos.toMove;
    this.maxPly = maxPly;
    this.salt = ((RULE_SALT[pos.rule] ?? 0) ^ (vct ? SALT_VCT : 0) ^ (this.attacker ? SALT_WHITE : 0)) >>> 0;
    this.rootLo = pos.hashLo;
    this.rootHi = pos.hashHi;
    this.rootSide = pos.toMove;
    this.searched = true;
    this.checked = 0;
    if (this.moves.length < pos.cells) {
      this.moves = new Int32Array(pos.cells);
      this.keys = new Int32Array(pos.cells);
      this.stamp = new Int32Array(pos.cells);
      this.hits = new Int32Array(pos.cells);
      this.gen = 0;
    }
    if (this.transpositions) this.numbers.clear();
    this.used = 1;
    this.mv[0] = -1;
    this.parent[0] = -1;
    this.count[0] = 0;
    const finished = pos.outcome().kind !== 'ongoing';
    if (finished) {
      this.pn[0] = INF;
      this.dn[0] = 0;
    } else {
      this.pn[0] = 1;
      this.dn[0] = 1;
    }
  }

  /** Runs the search under `limits`; true when a limit stopped it. */
  private loop(limits: PnLimits): boolean {
    const budget =
      limits.timeMs !== undefined || limits.signal !== undefined
        ? new Budget({ ...limits, nodes: undefined })
        : null;
    return this.searchLoop(budget, Math.min(limits.nodes ?? Number.POSITIVE_INFINITY, this.cap));
  }

  /**
   * Expands most-proving leaves from the root until it is decided, the clock runs out or the pool
   * would pass `maxNodes`; ends with the position back at the root. True when a limit stopped it.
   */
  private searchLoop(budget: Budget | null, maxNodes: number): boolean {
    const pos = this.pos;
    let aborted = false;
    let rounds = 0;
    // Thresholds as in df-pn: the walk stays below a node while its numbers are under the thresholds
    // it was entered with (its most-proving leaf is then still below it), instead of backing up to the
    // root after every expansion; the position stays made down to `n` between rounds.
    const thP = this.thP;
    const thD = this.thD;
    thP[0] = INF;
    thD[0] = INF;
    let n = 0;
    let ply = 0;
    while (this.pn[0] !== 0 && this.dn[0] !== 0) {
      // The clock every 4 rounds: a round (a descent of up to `maxPly` makes and an expansion) can take ~0.5 ms.
      if ((++rounds & 3) === 0 && budget?.exhausted(0)) {
        aborted = true;
        break;
      }
      while (this.count[n]! > 0) {
        const c = this.descend(n, ply);
        pos.make(this.mv[c]!);
        n = c;
        ply++;
      }
      if (this.used + pos.cells > maxNodes) {
        aborted = true;
        break;
      }
      this.expand(n, ply);
      for (;;) {
        this.backUp(n, ply);
        const p = this.pn[n]!;
        const d = this.dn[n]!;
        if (n === 0 || (p !== 0 && d !== 0 && p < thP[ply]! && d < thD[ply]!)) break;
        pos.unmake();
        n = this.parent[n]!;
        ply--;
      }
    }
    while (n !== 0) {
      pos.unmake();
      n = this.parent[n]!;
      ply--;
      this.backUp(n, ply);
    }
    return aborted;
  }

  private result(aborted: boolean): PnResult {
    const win = this.pn[0] === 0;
    const line = win ? this.proofLine() : [];
    return {
      win,
      move: line[0] ?? -1,
      line,
      complete: win || this.dn[0] === 0 || !aborted,
      nodes: this.used,
      depth: Math.ceil(line.length / 2),
      treeNodes: this.used,
      rootPn: this.pn[0]!,
      rootDn: this.dn[0]!,
      checkNodes: this.checked,
    };
  }

  /**
   * The proof's main line: at OR nodes the proving child, at AND nodes the first reply that has children
   * (a reply decided by the table or by its move types ends the line there).
   */
  private proofLine(): number[] {
    const line: number[] = [];
    let n = 0;
    let ply = 0;
    while (this.count[n]! > 0 && line.length < this.maxPly) {
      const base = this.first[n]!;
      const k = this.count[n]!;
      let next = -1;
      if ((ply & 1) === 0) {
        for (let i = 0; i < k; i++)
          if (this.pn[base + i] === 0) {
            next = base + i;
            break;
          }
      } else {
        // Every reply is proved: follow one that was searched further (not decided by the table).
        next = base;
        for (let i = 0; i < k; i++)
          if (this.count[base + i]! > 0) {
            next = base + i;
            break;
          }
      }
      if (next < 0) break;
      line.push(this.mv[next]!);
      n = next;
      ply++;
    }
    // Decided without children: a five to play, or a table hit (its move kept in the table).
    if (line.length === 0 && this.pn[0] === 0) {
      const five = this.pos.firstFive(this.attacker);
      const m = five >= 0 ? five : this.table.lastMove;
      if (m >= 0 && this.pos.isLegal(m)) line.push(m);
    }
    return line;
  }

  /**
   * The child of expanded node `n` (at `ply`) on the most-proving path, with its thresholds set at
   * `ply + 1`: at an OR node the least proof number (threshold: the second least + 1, within n's), the
   * disproof threshold what n's leaves to it; at an AND node the same with the numbers swapped.
   */
  private descend(n: number, ply: number): number {
    const or = (ply & 1) === 0;
    const base = this.first[n]!;
    const k = this.count[n]!;
    const num = or ? this.pn : this.dn;
    const other = or ? this.dn : this.pn;
    let best = base;
    let v = num[base]!;
    let v2 = INF;
    for (let i = 1; i < k; i++) {
      const x = num[base + i]!;
      if (x < v) {
        v2 = v;
        v = x;
        best = base + i;
      } else if (x < v2) v2 = x;
    }
    const thNum = or ? this.thP : this.thD;
    const thOther = or ? this.thD : this.thP;
    const t = thNum[ply]!;
    thNum[ply + 1] = v2 >= INF ? t : Math.min(t, v2 + 1);
    const to = thOther[ply]!;
    thOther[ply + 1] = to >= INF ? INF : to - other[n]! + other[best]!;
    return best;
  }

  /** Recomputes an expanded node's numbers from its children, and records a decided node in the table. */
  private backUp(n: number, ply: number): void {
    const k = this.count[n]!;
    if (k === 0) return;
    const base = this.first[n]!;
    const or = (ply & 1) === 0;
    let min = INF;
    let sum = 0;
    const a = or ? this.pn : this.dn;
    const b = or ? this.dn : this.pn;
    for (let i = 0; i < k; i++) {
      const x = a[base + i]!;
      if (x < min) min = x;
      sum += b[base + i]!;
    }
    if (sum > INF) sum = INF;
    a[n] = min;
    b[n] = sum;
    if (this.pn[n] === 0 || this.dn[n] === 0) this.record(n, ply);
    else if (this.transpositions) {
      const lo = (this.pos.hashLo ^ this.salt ^ (or ? 0 : SALT_AND)) >>> 0;
      const hi = (this.pos.hashHi ^ (or ? 0 : SALT_HI_AND)) >>> 0;
      this.numbers.store(lo, hi, this.pn[n]!, this.dn[n]!);
    }
  }

  private record(n: number, ply: number): void {
    const or = (ply & 1) === 0;
    const lo = (this.pos.hashLo ^ this.salt ^ (or ? 0 : SALT_AND)) >>> 0;
    const hi = (this.pos.hashHi ^ (or ? 0 : SALT_HI_AND)) >>> 0;
    let move = -1;
    if (or && this.pn[n] === 0) {
      const base = this.first[n]!;
      for (let i = 0; i < this.count[n]!; i++)
        if (this.pn[base + i] === 0) {
          move = this.mv[base + i]!;
          break;
        }
    }
    this.table.store(lo, hi, ANY, this.pn[n] === 0, move);
  }

  private prove(n: number): true {
    this.pn[n] = 0;
    this.dn[n] = INF;
    return true;
  }

  private disprove(n: number): true {
    this.pn[n] = INF;
    this.dn[n] = 0;
    return true;
  }

  private types(player: Player, from: number): number {
    const tc = this.pos.typeCount;
    const base = player * TYPE_SLOTS;
    let s = 0;
    for (let t = from; t < T_FIVE; t++) s += tc[base + t]!;
    return s;
  }

  /** Initial numbers of node `n` (its move just made), `ply` plies from the root; true when decided. */
  private evaluate(n: number, ply: number): boolean {
    const pos = this.pos;
    const me = this.attacker;
    const you = (1 - me) as Player;
    const or = (ply & 1) === 0;
    const lo = (pos.hashLo ^ this.salt ^ (or ? 0 : SALT_AND)) >>> 0;
    const hi = (pos.hashHi ^ (or ? 0 : SALT_HI_AND)) >>> 0;
    if (or) {
      if (pos.fiveCount(me) > 0) return this.prove(n);
      const theirs = pos.fiveCount(you);
      if (theirs >= 2 || ply >= this.maxPly) return this.disprove(n);
      if (theirs === 1) {
        if (me === 0 && pos.isForbidden(pos.firstFive(you))) return this.disprove(n);
      } else if (this.types(me, this.vct ? T_F3 : T_B4) === 0) return this.disprove(n);
      const hit = this.table.probe(lo, hi, ANY);
      if (hit === 1) return this.prove(n);
      if (hit === 0) return this.disprove(n);
      this.pn[n] = 1;
      this.dn[n] = theirs === 1 ? 1 : this.types(me, this.vct ? T_F3 : T_B4);
      return false;
    }
    if (pos.fiveCount(you) > 0) return this.disprove(n);
    const fives = pos.fiveCount(me);
    if (fives >= 2) return this.prove(n);
    if (fives === 1) {
      if (you === 0 && pos.isForbidden(pos.firstFive(me))) return this.prove(n);
    } else if (!this.vct || pos.countOf(me, T_FLEX4) === 0) return this.disprove(n);
    const hit = this.table.probe(lo, hi, ANY);
    if (hit === 1) return this.prove(n);
    if (hit === 0) return this.disprove(n);
    // After a three the defender has a tempo: a VCF of its own wins first.
    if (fives === 0 && this.checker) {
      const vcf = this.checker.hasVcf(pos, this.checkNodes);
      this.checked += this.checker.treeSize;
      if (vcf) return this.disprove(n);
    }
    this.pn[n] = fives === 1 ? 1 : this.types(me, T_B4) + this.types(you, T_B4);
    this.dn[n] = 1;
    return false;
  }

  /**
   * Decides leaf `n` from the position (its move made) or creates its children, with initial numbers
   * read from the move types (no make/unmake per child): an attacker's open four or double four
   * wins, a four forces one reply, an open three a few.
   */
  private expand(n: number, ply: number): void {
    if (this.evaluate(n, ply)) return;
    const or = (ply & 1) === 0;
    const k = or ? this.attackMoves() : this.defenceMoves();
    const base = this.used;
    this.used += k;
    const pos = this.pos;
    const mine = this.attacker * pos.cells;
    const blocking = or && pos.fiveCount((1 - this.attacker) as Player) > 0;
    // A child's key: the position's, the move's stone, the side to move flipped, the child's kind.
    const z = pos.config.zobrist;
    const side = pos.toMove;
    const kidLo = pos.hashLo ^ this.salt ^ z[pos.cells * 4]! ^ (or ? SALT_AND : 0);
    const kidHi = pos.hashHi ^ z[pos.cells * 4 + 1]! ^ (or ? SALT_HI_AND : 0);
    for (let i = 0; i < k; i++) {
      const c = base + i;
      const m = this.moves[i]!;
      this.mv[c] = m;
      this.parent[c] = n;
      this.count[c] = 0;
      this.pn[c] = 1;
      this.dn[c] = 1;
      if (or) {
        const t = pos.ctype[mine + m]!;
        if (t >= T_FLEX4 && !blocking) {
          this.prove(c);
          continue;
        }
        if (t === T_F33) this.pn[c] = this.doubleThreePn;
        else if (t < T_B4 && t >= T_F3) this.pn[c] = this.threePn;
      }
      if (this.transpositions) {
        const zk = (m * 2 + side) * 2;
        if (this.numbers.probe((kidLo ^ z[zk]!) >>> 0, (kidHi ^ z[zk + 1]!) >>> 0)) {
          this.pn[c] = Math.max(this.pn[c]!, this.numbers.pn);
          this.dn[c] = Math.max(this.dn[c]!, this.numbers.dn);
        }
      }
    }
    this.first[n] = base;
    this.count[n] = k;
    if (k === 0) {
      if (or) this.disprove(n);
      else this.prove(n);
    }
  }

  /** The attacker's moves: the block of the defender's five point, else its fours (and open-three moves). */
  private attackMoves(): number {
    const pos = this.pos;
    const me = this.attacker;
    const you = (1 - me) as Player;
    const out = this.moves;
    if (pos.fiveCount(you) === 1) {
      out[0] = pos.firstFive(you);
      return 1;
    }
    const key = this.keys;
    const min = this.vct ? T_F3 : T_B4;
    const base = me * pos.cells;
    const { ctype, cscore, forbid } = pos;
    let k = 0;
    for (let c = 0; c < pos.cells; c++) {
      const t = ctype[base + c]!;
      if (t < min) continue;
      if (me === 0 && forbid[c] === 1 && pos.isForbidden(c)) continue;
      key[k] = t * 65536 + cscore[base + c]!;
      out[k++] = c;
    }
    sortByKeyDesc(out, key, k);
    return k;
  }

  /**
   * The defender's replies: the block of a four; else every four of the defender's own, and the
   * attacker's four-points that spoil every open-four point (straight-four or double-four point) at
   * once. A stone changes a point's type only from the point itself or from a line through it, and
   * only a line where the point makes a four matters; a move that leaves one such point as it was
   * loses to it. Renju keeps the union of the points' lines (there a white stone can make a black
   * point forbidden or not, through the threes of other lines).
   */
  private defenceMoves(): number {
    const pos = this.pos;
    const me = this.attacker;
    const you = (1 - me) as Player;
    const out = this.moves;
    if (pos.fiveCount(me) === 1) {
      out[0] = pos.firstFive(me);
      return 1;
    }
    const key = this.keys;
    const mine = me * pos.cells;
    const theirs = you * pos.cells;
    const { ctype, cscore, forbid, pat } = pos;
    const lineAt = pos.config.geo.lineAt;
    const exact = pos.rule !== 'renju';
    const patBase = me * pos.cells * 4;
    const stamp = this.stamp;
    const hits = this.hits;
    const gen = ++this.gen;
    let points = 0;
    for (let c = 0; c < pos.cells; c++) {
      if (ctype[mine + c]! !== T_FLEX4) continue;
      points++;
      this.mark(c, gen);
      for (let d = 0; d < 4; d++) {
        const p = pat[patBase + c * 4 + d]!;
        if (exact && (p < P_B4 || p > P_F4X2)) continue;
        for (let s = c * 40 + d * 10, e = s + 10; s < e; s++) {
          const j = lineAt[s]!;
          if (j >= 0) this.mark(j, gen);
        }
      }
    }
    const need = exact ? points : 1;
    let k = 0;
    for (let c = 0; c < pos.cells; c++) {
      const ta = ctype[mine + c]!;
      const td = ctype[theirs + c]!;
      if (td < T_B4 && (ta < T_B4 || stamp[c] !== gen || hits[c]! < need)) continue;
      if (you === 0 && forbid[c] === 1 && pos.isForbidden(c)) continue;
      key[k] = td >= T_B4 ? 1 << 20 : ta * 65536 + cscore[mine + c]!;
      out[k++] = c;
    }
    sortByKeyDesc(out, key, k);
    return k;
  }

  /** Counts one more open-four point whose spoiling cells include `c` (`stamp` tells the count is current). */
  private mark(c: number, gen: number): void {
    if (this.stamp[c] === gen) this.hits[c] = this.hits[c]! + 1;
    else {
      this.stamp[c] = gen;
      this.hits[c] = 1;
    }
  }
}

/** The options of `o` that are set (so `undefined` never overrides a default). */
function definedOnly(o: PnOptions): PnOptions {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as PnOptions;
}
