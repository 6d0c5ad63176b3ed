import type { GoPosition } from './board.js';
import { EDGE, EMPTY } from './geometry.js';
import { atariLadders, escapeIsLaddered } from './ladder.js';
import { pattern3Code, pattern3Table } from './patterns.js';
import { captureSize, isTrueEye, libertiesAfter } from './tactics.js';

/**
 * Prior knowledge for MCTS as virtual visits: every move starts with `even` visits at value 0.5,
 * then each heuristic that applies adds that many virtual wins (or losses, marked below). The
 * searcher seeds a new child with value = wins / visits and weight = visits.
 */
export const PRIOR_WEIGHTS = {
  /** Neutral visits at 0.5 for every move, so no single playout decides early (option `priorEven`). */
  even: 10,
  /** Wins for capturing a string in atari (doubled for 3+ stones). */
  capture: 12,
  /** Wins for extending a string out of atari to 2+ liberties. */
  escape: 12,
  /**
   * With ladder reading: losses for an atari escape the ladder captures anyway (instead of the
   * escape's wins), wins for an atari that starts a working ladder.
   */
  ladderEscape: 12,
  ladderAttack: 10,
  /**
   * Wins for a 3×3 shape point (patterns.ts; option `priorPattern`). 12 against 6: +42.6 [+4.9, +81.4] over 303
   * games of 9×9 self-play at 300 ms a move (SPRT H1, bench/README.md session 38).
   */
  pattern: 12,
  /**
   * Losses for a self-atari that captures nothing (halved for a lone stone: throw-ins exist; option
   * `priorSelfAtari`). 6 against 12: +66.1 [+5.4, +131.1] over 117 games of 9×9 self-play at 300 ms a move
   * (SPRT H1, bench/README.md session 39); 24 against 12 lost (−93, H0).
   */
  selfAtari: 6,
  /** Losses for filling one's own true eye. */
  eye: 40,
  /** Wins by distance to the last stone, indexed by dx + dy + max(dx, dy) (2 = adjacent). */
  near: [0, 0, 6, 6, 4, 3] as readonly number[],
  /** Losses for a first-line move in an empty area (no stone in its 3×3 block or 2 points away in a line). */
  firstLine: 8,
  /** Wins for a third- or fourth-line move in such an empty area. */
  openArea: 4,
  /** The pass move's prior value and weight (the tree learns when passing is right). */
  passValue: 0.3,
  passWeight: 10,
};

/** The priors' weights and switches an engine option can change (the rest stay `PRIOR_WEIGHTS`). */
export interface PriorKnobs {
  /** Read ladders (the playouts use the same reading): priors for ladder escapes and attacks. */
  readonly ladders: boolean;
  /** The neutral visits at 0.5 for every move (`PRIOR_WEIGHTS.even`). */
  readonly priorEven: number;
  /** The wins for a 3×3 shape point (`PRIOR_WEIGHTS.pattern`). */
  readonly priorPattern: number;
  /** The losses for a self-atari that captures nothing (`PRIOR_WEIGHTS.selfAtari`). */
  readonly priorSelfAtari: number;
}

export const DEFAULT_PRIOR_KNOBS: PriorKnobs = {
  ladders: true,
  priorEven: PRIOR_WEIGHTS.even,
  priorPattern: PRIOR_WEIGHTS.pattern,
  priorSelfAtari: PRIOR_WEIGHTS.selfAtari,
};

/** See `PRIOR_WEIGHTS`. `moves` are move ids legal in `pos`; writes `value` and `weight` per move. */
export function goPriors(
  pos: GoPosition,
  moves: Int32Array,
  count: number,
  value: Float32Array,
  weight: Float32Array,
  knobs: PriorKnobs = DEFAULT_PRIOR_KNOBS,
): void {
  const w = PRIOR_WEIGHTS;
  const { ladders, priorEven: even, priorPattern: patternWins, priorSelfAtari: selfAtariLosses } = knobs;
  const { geo, color } = pos;
  const { passId, pointOf, W, line } = geo;
  const table = pattern3Table();
  const c = pos.side;
  const last = pos.lastPt;
  const { xOf, yOf } = geo;
  const lx = xOf[last]!;
  const ly = yOf[last]!;
  for (let i = 0; i < count; i++) {
    const m = moves[i]!;
    if (m === passId) {
      value[i] = w.passValue;
      weight[i] = w.passWeight;
      continue;
    }
    const p = pointOf[m]!;
    let wins = even * 0.5;
    let visits = even;
    const code = pattern3Code(color, p, W);
    // A cell of the 3×3 code holds a stone when its two bits differ (1 = Black, 2 = White).
    const quiet = ((code ^ (code >> 1)) & 0x5555) === 0;
    if (!quiet) {
      // Tactics need a neighbour; the liberty walk only runs when it can matter.
      const emptyNeighbours =
        (code & 3 ? 0 : 1) +
        ((code >> 2) & 3 ? 0 : 1) +
        ((code >> 4) & 3 ? 0 : 1) +
        ((code >> 6) & 3 ? 0 : 1);
      if (emptyNeighbours === 0 && isTrueEye(pos, p, c)) {
        visits += w.eye;
        value[i] = wins / visits;
        weight[i] = visits;
        continue;
      }
      const captured = captureSize(pos, p, c);
      if (captured > 0) {
        const bonus = captured >= 3 ? 2 * w.capture : w.capture;
        wins += bonus;
        visits += bonus;
      }
      const libs = emptyNeighbours >= 2 ? emptyNeighbours : libertiesAfter(pos, p, c, 2);
      if (libs >= 2 && savesString(pos, p, c)) {
        if (ladders && libertiesAfter(pos, p, c, 3) === 2 && escapeIsLaddered(pos, p))
          visits += w.ladderEscape;
        else {
          wins += w.escape;
          visits += w.escape;
        }
      }
      if (ladders && libs >= 2 && laddersNeighbour(pos, p, c)) {
        wins += w.ladderAttack;
        visits += w.ladderAttack;
      }
      if (libs < 2 && captured === 0)
        visits += hasFriendlyNeighbour(pos, p, c) ? selfAtariLosses : selfAtariLosses / 2;
      if (table[code] === 1) {
        wins += patternWins;
        visits += patternWins;
      }
    }
    if (last !== 0) {
      const dx = Math.abs(xOf[p]! - lx);
      const dy = Math.abs(yOf[p]! - ly);
      const d = dx + dy + Math.max(dx, dy);
      const bonus = d < w.near.length ? w.near[d]! : 0;
      wins += bonus;
      visits += bonus;
    }
    const ln = line[p]!;
    if ((ln === 0 || ln === 2 || ln === 3) && quiet && farFromStones(color, p, W)) {
      if (ln === 0) visits += w.firstLine;
      else {
        wins += w.openArea;
        visits += w.openArea;
      }
    }
    value[i] = wins / visits;
    weight[i] = visits;
  }
}

/** Playing `p` extends one of our strings that is in atari (its liberty is `p`). */
function savesString(pos: GoPosition, p: number, c: number): boolean {
  const dirs = pos.geo.dirs;
  for (let k = 0; k < 4; k++) {
    const q = p + dirs[k]!;
    if (pos.color[q] === c && pos.inAtari(q)) return true;
  }
  return false;
}

/**
 * Playing `p` ataris an opponent string of two liberties that a ladder then captures.
 */
function laddersNeighbour(pos: GoPosition, p: number, c: number): boolean {
  const dirs = pos.geo.dirs;
  const o = 3 - c;
  for (let k = 0; k < 4; k++) {
    const q = p + dirs[k]!;
    if (pos.color[q] !== o || pos.inAtari(q)) continue;
    if (pos.liberties(q, 3) === 2 && atariLadders(pos, p, q)) return true;
  }
  return false;
}

function hasFriendlyNeighbour(pos: GoPosition, p: number, c: number): boolean {
  const dirs = pos.geo.dirs;
  for (let k = 0; k < 4; k++) if (pos.color[p + dirs[k]!] === c) return true;
  return false;
}

/**
 * No stone two points away in a straight line from `p` (the caller has checked its 3×3 block):
 * a cheap stand-in for "an empty area" around an opening move.
 */
function farFromStones(color: Uint8Array, p: number, W: number): boolean {
  return (
    noStone(color, p - 2 * W) && noStone(color, p + 2 * W) && noStone(color, p - 2) && noStone(color, p + 2)
  );
}

/** Off the array, empty or edge. (A plain function: closures made per call cost an allocation.) */
function noStone(color: Uint8Array, q: number): boolean {
  // Check bounds first: reading past a typed array's end is slow (and off the board anyway).
  if (q < 0 || q >= color.length) return true;
  const v = color[q]!;
  return v === EMPTY || v === EDGE;
}
