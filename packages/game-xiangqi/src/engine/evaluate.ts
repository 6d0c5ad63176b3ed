import type { Board } from '../board.js';
import * as geometry from '../geometry.js';
import * as pieces from '../pieces.js';
import type { XiangqiPosition } from '../position.js';
import { EvalCache } from './eval-cache.js';
import { DEFAULT_EVAL_PARAMS, type XiangqiEvalParams } from './params.js';
import { buildPieceSquareValues, type PieceSquareValues } from './tables.js';

// Module-local copies of hot tables (see board.ts for why).
const { AREA, FORWARD, OWN_HALF } = geometry;
const { KIND, OFF, SIDE_BIT } = pieces;

const ORTHO = [1, -1, 16, -16] as const;
/** Horse legs (orthogonal neighbours) and the two jumps over each. */
const LEGS = [16, -16, 1, -1] as const;
const JUMPS = [31, 33, -31, -33, 18, -14, -18, 14] as const;

/** Piece-id slots by type (see pieces.ts). */
const ADVISORS = 1;
const ELEPHANTS = 3;
const HORSES = 5;
const CHARIOTS = 7;
const CANNONS = 9;
const SOLDIERS = 11;

/**
 * The Xiangqi evaluation: material and piece-square values blended by phase, mobility of chariots,
 * horses and cannons, the general's safety (open cannon and chariot lines, attackers in our half,
 * missing advisors and elephants against the pieces that exploit them), connected soldiers across
 * the river, and endgame scaling for material that cannot win. Computed from the board at each call:
 * one pass over the 32 piece slots and short ray scans, no allocation.
 */
export class XiangqiEvaluator {
  readonly params: XiangqiEvalParams;
  private readonly psv: PieceSquareValues;
  private readonly maxPhase: number;
  /** Per side scratch of the last call: middle-game and end-game sums, and piece counts. */
  private readonly mg = new Int32Array(2);
  private readonly eg = new Int32Array(2);
  private readonly plain = new Int32Array(2);
  /** Evaluations of recent positions by hash (the score is a function of the board alone). */
  private readonly cache = new EvalCache();

  constructor(params: XiangqiEvalParams = DEFAULT_EVAL_PARAMS) {
    this.params = params;
    this.psv = buildPieceSquareValues(params);
    const [r, h, c] = params.phaseWeights;
    this.maxPhase = Math.max(1, 4 * (r + h + c));
  }

  /** Score from the side to move's view (from the cache when this position was evaluated recently). */
  evaluate(pos: XiangqiPosition): number {
    const lo = pos.hashLo;
    const hi = pos.hashHi;
    const cache = this.cache;
    if (cache.probe(lo, hi)) return cache.value;
    const v = this.evaluateBoard(pos.board);
    cache.store(lo, hi, v);
    return v;
  }

  /** Score of a board from the side to move's view (tempo included). */
  evaluateBoard(board: Board): number {
    const red = this.redView(board);
    return (board.side === 0 ? red : -red) + this.params.tempo;
  }

  /** Score from Red's view, without tempo. */
  redView(board: Board): number {
    const p = this.params;
    const cells = board.cells;
    const at = board.at;
    const psvMg = this.psv.mg;
    const psvEg = this.psv.eg;
    const mg = this.mg;
    const eg = this.eg;
    const plain = this.plain;
    let phase = 0;
    // Counts per side: advisors, elephants, horses, chariots, cannons, soldiers.
    let a0 = 0;
    let a1 = 0;
    let e0 = 0;
    let e1 = 0;
    let h0 = 0;
    let h1 = 0;
    let r0 = 0;
    let r1 = 0;
    let c0 = 0;
    let c1 = 0;
    let s0 = 0;
    let s1 = 0;
    for (let side = 0; side < 2; side++) {
      const own = SIDE_BIT[side as 0 | 1];
      const en = 48 - own;
      const block = own | OFF;
      let sMg = 0;
      let sEg = 0;
      let flat = 0;
      let a = 0;
      let e = 0;
      let h = 0;
      let r = 0;
      let c = 0;
      let s = 0;
      let mobMg = 0;
      let mobEg = 0;
      for (let slot = 0; slot < 16; slot++) {
        const pid = own + slot;
        const sq = at[pid]!;
        if (sq === 0) continue;
        const ki = KIND[pid]! * 256 + sq;
        sMg += psvMg[ki]!;
        sEg += psvEg[ki]!;
        if (slot < ELEPHANTS) {
          if (slot >= ADVISORS) a++;
        } else if (slot < HORSES) e++;
        else if (slot < CHARIOTS) {
          h++;
          let moves = 0;
          for (let i = 0; i < 4; i++) {
            if (cells[sq + LEGS[i]!] !== 0) continue;
            if (!(cells[sq + JUMPS[2 * i]!]! & block)) moves++;
            if (!(cells[sq + JUMPS[2 * i + 1]!]! & block)) moves++;
          }
          if (moves === 0) flat -= p.trappedHorse;
          mobMg += moves * p.horseMobility[0];
          mobEg += moves * p.horseMobility[1];
        } else if (slot < CANNONS) {
          r++;
          let moves = 0;
          for (let i = 0; i < 4; i++) {
            const d = ORTHO[i]!;
            let t = sq + d;
            while (cells[t] === 0) {
              moves++;
              t += d;
            }
            if (cells[t]! & en) moves++;
          }
          mobMg += moves * p.chariotMobility[0];
          mobEg += moves * p.chariotMobility[1];
        } else if (slot < SOLDIERS) {
          c++;
          let moves = 0;
          for (let i = 0; i < 4; i++) {
            const d = ORTHO[i]!;
            let t = sq + d;
            while (cells[t] === 0) {
              moves++;
              t += d;
            }
          }
          mobMg += moves * p.cannonMobility[0];
          mobEg += moves * p.cannonMobility[1];
        } else {
          s++;
          if (!(AREA[sq]! & OWN_HALF[side as 0 | 1])) {
            // A crossed soldier beside another of ours (they guard each other sideways).
            const right = cells[sq + 1]!;
            if (right & own && right - own >= SOLDIERS) {
              sMg += p.connectedSoldiers[0];
              sEg += p.connectedSoldiers[1];
            }
          }
        }
      }
      mg[side] = sMg + mobMg;
      eg[side] = sEg + mobEg;
      plain[side] = flat;
      if (side === 0) {
        a0 = a;
        e0 = e;
        h0 = h;
        r0 = r;
        c0 = c;
        s0 = s;
      } else {
        a1 = a;
        e1 = e;
        h1 = h;
        r1 = r;
        c1 = c;
        s1 = s;
      }
    }
    const [pr, ph, pc] = p.phaseWeights;
    phase = (r0 + r1) * pr + (h0 + h1) * ph + (c0 + c1) * pc;
    const w = Math.min(phase, this.maxPhase);

    // Guards against the pieces that exploit their absence, and the general's lines.
    plain[0]! -= this.guardPenalty(a0, e0, r1, h1, c1) + this.kingDanger(board, 0, r1, a0 + e0);
    plain[1]! -= this.guardPenalty(a1, e1, r0, h0, c0) + this.kingDanger(board, 1, r0, a1 + e1);

    const mgDiff = mg[0]! - mg[1]!;
    const egDiff = eg[0]! - eg[1]!;
    // Truncation (not rounding) keeps the score exactly antisymmetric under a colour flip.
    let score =
      Math.trunc((mgDiff * w + egDiff * (this.maxPhase - w)) / this.maxPhase) + plain[0]! - plain[1]!;

    if (p.cannotWin) {
      if (score > 0 && r0 + h0 + c0 + s0 === 0) score = 0;
      else if (score < 0 && r1 + h1 + c1 + s1 === 0) score = 0;
      else if (score > 0 && r0 === 0 && s0 === 0 && h0 + c0 === 1 && a1 === 2)
        score = Math.trunc(score / p.drawishDivisor);
      else if (score < 0 && r1 === 0 && s1 === 0 && h1 + c1 === 1 && a0 === 2)
        score = Math.trunc(score / p.drawishDivisor);
    }
    return score;
  }

  private guardPenalty(
    advisors: number,
    elephants: number,
    chariots: number,
    horses: number,
    cannons: number,
  ): number {
    const p = this.params;
    const missingA = 2 - advisors;
    const missingE = 2 - elephants;
    return (
      missingA * (p.missingAdvisorPerChariot * chariots + p.missingGuardPerHorse * horses) +
      missingE * (p.missingElephantPerCannon * cannons + p.missingGuardPerHorse * horses)
    );
  }

  /** Open lines to the general of `side` and enemy attackers in its half. */
  private kingDanger(board: Board, side: 0 | 1, enemyChariots: number, guards: number): number {
    const p = this.params;
    const cells = board.cells;
    const at = board.at;
    const own = SIDE_BIT[side];
    const en = 48 - own;
    const k = at[own]!;
    if (k === 0) return 0;
    let danger = 0;
    if (enemyChariots > 0 && (k & 15) !== 3 + 4) danger += p.kingOffFile;
    // Up the general's file, towards the enemy.
    const d = FORWARD[side];
    let t = k + d;
    while (cells[t] === 0) t += d;
    const first = cells[t]!;
    if (first !== OFF) {
      if (first === en + CANNONS || first === en + CANNONS + 1) danger += p.emptyCannon;
      else {
        t += d;
        while (cells[t] === 0) t += d;
        const second = cells[t]!;
        if (second === en + CHARIOTS || second === en + CHARIOTS + 1) danger += p.chariotOnKingFile;
        else if (second !== OFF) {
          t += d;
          while (cells[t] === 0) t += d;
          const third = cells[t]!;
          if (third === en + CANNONS || third === en + CANNONS + 1) danger += p.pinningCannon;
        }
      }
    }
    // Attackers standing in our half of the board.
    const half = OWN_HALF[side];
    const [wr, wh, wc, ws] = p.attackerWeight;
    let attack = 0;
    for (let slot = HORSES; slot < 16; slot++) {
      const sq = at[en + slot]!;
      if (sq === 0 || !(AREA[sq]! & half)) continue;
      attack += slot < CHARIOTS ? wh : slot < CANNONS ? wr : slot < SOLDIERS ? wc : ws;
    }
    danger += (p.kingAttack * attack * (6 - guards)) >> 1;
    return danger;
  }

  /** The last computed evaluation's per-side sums (middle game, end game) and flat terms, for tests and tuning (a cache hit in `evaluate` leaves them as they were). */
  lastTerms(): { mg: readonly number[]; eg: readonly number[]; flat: readonly number[] } {
    return { mg: [...this.mg], eg: [...this.eg], flat: [...this.plain] };
  }
}
