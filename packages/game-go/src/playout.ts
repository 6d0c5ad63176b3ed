import type { Rng } from '@qi/core-search';
import type { GoPosition } from './board.js';
import { EDGE, EMPTY } from './geometry.js';
import { escapeIsLaddered } from './ladder.js';
import { pattern3Code, pattern3Table } from './patterns.js';
import { DEFAULT_PRIOR_KNOBS, type PriorKnobs } from './priors.js';
import { isSelfAtari, isTrueEye, libertiesAfter } from './tactics.js';

export type PlayoutPolicy = 'default' | 'uniform';

/**
 * Knobs of the default (heavier) playout policy. Each move, answering the opponent's last stone:
 * 1. with probability `capture`: capture an opponent string in atari next to the last move, or save
 *    one of ours it put in atari (capture an attacker, or extend if that gives 2+ liberties);
 * 2. with probability `pattern`: play a 3×3 shape point (see patterns.ts) around the last move;
 * 3. otherwise a uniformly random move that is not a true eye and, with `avoidSelfAtari`, does not
 *    put a string of 2+ stones in atari (single-stone throw-ins stay allowed for nakade).
 * With `ladders`, an atari escape that leaves two liberties is played only when a ladder read
 * says the string is not captured anyway (the priors use the same reading). The priors' own knobs
 * (priors.ts `PriorKnobs`) travel with these, so one object configures a game's knowledge.
 */
export interface PlayoutKnobs extends PriorKnobs {
  readonly capture: number;
  readonly pattern: number;
  readonly avoidSelfAtari: boolean;
}

export const DEFAULT_POLICY: PlayoutKnobs = {
  capture: 0.9,
  // 0.95 against 0.8: +93 [+26, +168] over 103 games on 13×13 at 200 ms a move (SPRT H1, bench/README.md session 25).
  pattern: 0.95,
  avoidSelfAtari: true,
  ...DEFAULT_PRIOR_KNOBS,
};

/** The knobs of the playout running now (set by `runPlayout`). */
let knobs: PlayoutKnobs = DEFAULT_POLICY;

/**
 * Plays `pos` (a scratch copy) to the end with `playFast`: the side to move passes when it has no
 * legal move that does not fill its own true eye, and the game ends after two passes or at
 * `plyLimit` plies (default: the rules' limit, so the position is then terminal). Playouts check
 * simple ko, never superko, and never play suicide. Writes the move ids (passes included, so the
 * players alternate) into `played` while it has room, and returns how many it wrote.
 */
export function runPlayout(
  pos: GoPosition,
  rng: Rng,
  played: Int32Array,
  policy: PlayoutPolicy,
  plyLimit: number = pos.rules.maxPlies,
  use: PlayoutKnobs = DEFAULT_POLICY,
): number {
  const { passId, moveOf } = pos.geo;
  knobs = use;
  const room = played.length;
  let n = 0;
  if (policy === 'uniform') return uniformPlayout(pos, rng, played, plyLimit);
  {
    const table = pattern3Table();
    state = rng.u32() | 1;
    while (pos.passes < 2 && pos.plyCount < plyLimit) {
      const p = defaultMove(pos, table);
      pos.playFast(p);
      if (n < room) played[n++] = p === 0 ? passId : moveOf[p]!;
    }
  }
  return n;
}

/**
 * The uniform policy as one tight loop: a local xorshift32 stream (seeded from `rng`, so runs
 * still replay) picks a random start in the empty list, and the scan takes the first point that
 * is not the ko point, not the mover's true eye and not suicide.
 */
function uniformPlayout(pos: GoPosition, rng: Rng, played: Int32Array, plyLimit: number): number {
  const { color, empties } = pos;
  const { W, passId, moveOf } = pos.geo;
  const room = played.length;
  let s = rng.u32() | 1;
  let n = 0;
  while (pos.passes < 2 && pos.plyCount < plyLimit) {
    const count = pos.emptyCount;
    const c = pos.side;
    const ko = pos.ko;
    let p = 0;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    let i = (((s >>> 0) * count) / 4294967296) | 0;
    for (let k = 0; k < count; k++) {
      const q = empties[i]!;
      if (++i === count) i = 0;
      if (q === ko) continue;
      const a = color[q - W]!;
      const b = color[q + 1]!;
      const d = color[q + W]!;
      const e = color[q - 1]!;
      if (a === EMPTY || b === EMPTY || d === EMPTY || e === EMPTY) {
        p = q;
        break;
      }
      if (
        (a === c || a === EDGE) &&
        (b === c || b === EDGE) &&
        (d === c || d === EDGE) &&
        (e === c || e === EDGE) &&
        isTrueEye(pos, q, c)
      )
        continue;
      if (!pos.isSuicide(q, c)) {
        p = q;
        break;
      }
    }
    pos.playFast(p);
    if (n < room) played[n++] = p === 0 ? passId : moveOf[p]!;
  }
  return n;
}

/** Legal for the side to move, not suicide, not its own true eye (ko and superko aside). */
function playable(pos: GoPosition, p: number, c: number): boolean {
  if (p === pos.ko) return false;
  const color = pos.color;
  const W = pos.geo.W;
  const a = color[p - W]!;
  const b = color[p + 1]!;
  const d = color[p + W]!;
  const e = color[p - 1]!;
  // An empty neighbour means a liberty, and a point with one is no eye.
  if (a === EMPTY || b === EMPTY || d === EMPTY || e === EMPTY) return true;
  if (
    (a === c || a === EDGE) &&
    (b === c || b === EDGE) &&
    (d === c || d === EDGE) &&
    (e === c || e === EDGE) &&
    isTrueEye(pos, p, c)
  )
    return false;
  return !pos.isSuicide(p, c);
}

const candidates = new Int32Array(16);
const seenHeads = new Int32Array(9);
/** The default policy's xorshift32 state, reseeded from the caller's Rng at each playout. */
let state = 1;

function nextRandom(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return state >>> 0;
}
/** Uniform integer in [0, n). */
const below = (n: number) => ((nextRandom() * n) / 4294967296) | 0;
/** True with probability `p`. */
const chance = (p: number) => nextRandom() < p * 4294967296;

function defaultMove(pos: GoPosition, table: Uint8Array): number {
  const last = pos.lastPt;
  const c = pos.side;
  if (last !== 0) {
    if (chance(knobs.capture)) {
      const n = tacticalMoves(pos, last, c);
      if (n > 0) return candidates[n === 1 ? 0 : below(n)]!;
    }
    if (chance(knobs.pattern)) {
      const n = patternMoves(pos, last, c, table);
      if (n > 0) return candidates[n === 1 ? 0 : below(n)]!;
    }
  }
  const n = pos.emptyCount;
  if (n === 0) return 0;
  const { empties, color } = pos;
  const W = pos.geo.W;
  const avoid = knobs.avoidSelfAtari;
  let i = below(n);
  for (let k = 0; k < n; k++) {
    const p = empties[i]!;
    if (++i === n) i = 0;
    if (!playable(pos, p, c)) continue;
    if (!avoid) return p;
    // Self-atari is only possible with at most one empty neighbour; lone stones may throw in.
    const a = color[p - W]!;
    const b = color[p + 1]!;
    const d = color[p + W]!;
    const e = color[p - 1]!;
    if ((a === EMPTY ? 1 : 0) + (b === EMPTY ? 1 : 0) + (d === EMPTY ? 1 : 0) + (e === EMPTY ? 1 : 0) >= 2)
      return p;
    if ((a === c || b === c || d === c || e === c) && isSelfAtari(pos, p, c)) continue;
    return p;
  }
  return 0;
}

/**
 * Captures and atari escapes around the last move (its string and the strings in its 3×3
 * block, each looked at once), written to `candidates`; returns how many.
 */
function tacticalMoves(pos: GoPosition, last: number, c: number): number {
  const { color, head } = pos;
  const around = pos.geo.around;
  let n = 0;
  let seen = 0;
  for (let k = -1; k < 8; k++) {
    const q = k < 0 ? last : last + around[k]!;
    const cq = color[q]!;
    if (cq === EMPTY || cq === EDGE || !pos.inAtari(q)) continue;
    const h = head[q]!;
    let dup = false;
    for (let j = 0; j < seen; j++) if (seenHeads[j] === h) dup = true;
    if (dup) continue;
    seenHeads[seen++] = h;
    if (cq !== c) n = addCandidate(pos, n, pos.atariLiberty(q), c);
    else n = saveString(pos, q, c, n);
  }
  return n;
}

/** Candidates that save our string at `q` (in atari): capture an attacker in atari, or extend. */
function saveString(pos: GoPosition, q: number, c: number, n: number): number {
  const { color, head, next } = pos;
  const W = pos.geo.W;
  const o = 3 - c;
  const h = head[q]!;
  let s = h;
  do {
    if (color[s - W] === o && pos.inAtari(s - W)) n = addCandidate(pos, n, pos.atariLiberty(s - W), c);
    if (color[s + 1] === o && pos.inAtari(s + 1)) n = addCandidate(pos, n, pos.atariLiberty(s + 1), c);
    if (color[s + W] === o && pos.inAtari(s + W)) n = addCandidate(pos, n, pos.atariLiberty(s + W), c);
    if (color[s - 1] === o && pos.inAtari(s - 1)) n = addCandidate(pos, n, pos.atariLiberty(s - 1), c);
    s = next[s]!;
  } while (s !== h);
  const lib = pos.atariLiberty(q);
  const libs = libertiesAfter(pos, lib, c, 3);
  if (libs >= 3 || (libs === 2 && !(knobs.ladders && playable(pos, lib, c) && escapeIsLaddered(pos, lib))))
    n = addCandidate(pos, n, lib, c);
  return n;
}

function addCandidate(pos: GoPosition, n: number, p: number, c: number): number {
  if (n >= candidates.length || !playable(pos, p, c)) return n;
  for (let i = 0; i < n; i++) if (candidates[i] === p) return n;
  candidates[n] = p;
  return n + 1;
}

/** 3×3 shape points among the 8 neighbours of the last move that are not self-atari. */
function patternMoves(pos: GoPosition, last: number, c: number, table: Uint8Array): number {
  const color = pos.color;
  const { around, W } = pos.geo;
  let n = 0;
  for (let k = 0; k < 8; k++) {
    const p = last + around[k]!;
    if (color[p] !== EMPTY) continue;
    const code = pattern3Code(color, p, W);
    if (table[code] === 0 || !playable(pos, p, c)) continue;
    // Two empty neighbours rule out self-atari without walking strings.
    const empty =
      (code & 3 ? 0 : 1) + ((code >> 2) & 3 ? 0 : 1) + ((code >> 4) & 3 ? 0 : 1) + ((code >> 6) & 3 ? 0 : 1);
    if (empty < 2 && isSelfAtari(pos, p, c)) continue;
    candidates[n++] = p;
  }
  return n;
}
