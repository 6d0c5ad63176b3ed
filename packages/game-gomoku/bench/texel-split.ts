/**
 * Texel-style tuning of the evaluation's values (src/eval-weights.ts: the line patterns, two type
 * bonuses and the mover's weight) on positions from played games, labelled by who won.
 *
 *   node --conditions=@qi/source --import tsx bench/texel.ts GAMES.jsonl… [--iterations 300] [--fix MOVER_TENTHS,B1] [--write]
 *
 * The shipped values come from `bench/texel.ts bench/data/texel-games.jsonl --write` (300 iterations).
 * The fit starts from the move-ordering values (LINE_VALUE, TYPE_BONUS in src/combos.ts) with the
 * mover's weight 12 tenths (the evaluation before the fit), whose best scale K anchors the fitted
 * values' scale, so a rerun on the same data gives the same values. --write rounds them into
 * src/eval-weights.ts.
 *
 * Input: `qi match --out` journals of 15×15 freestyle games. Each position after the opening where
 * nothing forces the reply (no five, four-three or open-four point for either side) gives one sample:
 * per player, the number of (empty cell, direction) pairs of each line pattern and of cells of each move
 * type. The evaluation is linear in the tuned values, so the fit is a logistic regression of the
 * mover's result on it (scale K fitted first with the current values). Prints the current and fitted
 * values and the loss; the values are copied into the source by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Player, unwrap } from '@qi/core-search';
import { LINE_VALUE, T_F2, T_F33, T_F43, T_FLEX4, TYPE_BONUS, TYPE_SLOTS } from '../src/combos.js';
import { EVAL_LINE, EVAL_MOVER_TENTHS, EVAL_TYPE } from '../src/eval-weights.js';
import { P_B1, P_B2, P_B3, P_B4, P_F1, P_F2, P_F3 } from '../src/patterns.js';
import { createGomoku } from '../src/plugin.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    iterations: { type: 'string', default: '300' },
    fix: { type: 'string', default: '' },
    write: { type: 'boolean', default: false },
  },
});

/** The tuned values: line patterns, then type bonuses, then the mover's weight in fifths. */
const PATTERNS = [P_B1, P_F1, P_B2, P_F2, P_B3, P_F3, P_B4] as const;
const PATTERN_NAMES = ['B1', 'F1', 'B2', 'F2', 'B3', 'F3', 'B4'];
/** The type bonuses that positions where nothing forces can show (fours and four-threes are left out). */
const TYPES = [T_F2, T_F33] as const;
const TYPE_NAMES = ['T_F2', 'T_F33'];
/** The starting point and scale reference: the ordering values, the mover's weight 12 tenths. */
const REFERENCE = [...PATTERNS.map((p) => LINE_VALUE[p] ?? 0), ...TYPES.map((t) => TYPE_BONUS[t] ?? 0), 12];
/** The values in src/eval-weights.ts now. */
const SHIPPED = [...Object.values(EVAL_LINE), ...Object.values(EVAL_TYPE), EVAL_MOVER_TENTHS];

interface Sample {
  /** Per player (mover, opponent): counts per tuned pattern, then per tuned type. */
  readonly me: Float64Array;
  readonly you: Float64Array;
  readonly won: number;
}

const game = unwrap(createGomoku({ size: 15 }));
const samples: Sample[] = [];
let games = 0;
for (const file of positionals) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const d = JSON.parse(line) as {
      type: string;
      result?: string;
      aSide?: number;
      openingMoves?: string[];
      moves?: string[];
      start?: string;
    };
    if (d.type !== 'game' || !d.moves || !d.openingMoves) continue;
    if (d.start && !d.start.startsWith('15/')) continue;
    const winner: Player | null =
      d.result === 'a' ? (d.aSide as Player) : d.result === 'b' ? ((1 - d.aSide!) as Player) : null;
    games++;
    const pos = game.initial();
    const all = [...d.openingMoves, ...d.moves];
    for (let i = 0; i < all.length; i++) {
      if (i >= d.openingMoves.length && quiet(pos)) {
        const me = pos.toMove;
        samples.push({
          me: features(pos, me),
          you: features(pos, (1 - me) as Player),
          won: winner === null ? 0.5 : winner === me ? 1 : 0,
        });
      }
      pos.make(unwrap(game.parseMove(pos, all[i]!)));
    }
  }
}

type Pos = ReturnType<typeof game.initial>;

function quiet(pos: Pos): boolean {
  for (const p of [0, 1] as const)
    if (pos.fiveCount(p) > 0 || pos.countOf(p, T_FLEX4) > 0 || pos.countOf(p, T_F43) > 0) return false;
  return pos.outcome().kind === 'ongoing';
}

function features(pos: Pos, p: Player): Float64Array {
  const f = new Float64Array(PATTERNS.length + TYPES.length);
  for (let c = 0; c < pos.cells; c++) {
    if (pos.board[c] !== 0) continue;
    for (let d = 0; d < 4; d++) {
      const k = PATTERNS.indexOf(pos.patternAt(p, c, d) as (typeof PATTERNS)[number]);
      if (k >= 0) f[k]!++;
    }
  }
  TYPES.forEach((t, k) => {
    f[PATTERNS.length + k] = pos.typeCount[p * TYPE_SLOTS + t]!;
  });
  return f;
}

const N = PATTERNS.length + TYPES.length;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
// w[0..N) mover values, w[N..2N) opponent values
const evalOf = (s: Sample, w: readonly number[]) => {
  let v = 0;
  for (let k = 0; k < N; k++) v += w[k]! * s.me[k]! - w[N + k]! * s.you[k]!;
  return v;
};
function loss(w: readonly number[], k: number): number {
  let sum = 0;
  for (const s of samples) sum += (s.won - sigmoid(evalOf(s, w) / k)) ** 2;
  return sum / samples.length;
}
const ref = REFERENCE.slice(0, N);
const REF2 = [...ref.map((x) => (x * 12) / 10), ...ref];
const SH = SHIPPED.slice(0, N);
const SH2 = [...SH.map((x) => (x * EVAL_MOVER_TENTHS) / 10), ...SH];
let lo = Math.log(10);
let hi = Math.log(20000);
for (let i = 0; i < 60; i++) {
  const a = lo + (hi - lo) * 0.382;
  const b = lo + (hi - lo) * 0.618;
  if (loss(REF2, Math.exp(a)) < loss(REF2, Math.exp(b))) hi = b;
  else lo = a;
}
const K = Math.exp((lo + hi) / 2);
console.log(`${games} games, ${samples.length} positions; K ${K.toFixed(1)}; loss ref ${loss(REF2, K).toFixed(5)} shipped ${loss(SH2, K).toFixed(5)}`);
const w = [...REF2];
const m = new Float64Array(2 * N);
const v = new Float64Array(2 * N);
for (let it = 1; it <= Number(values.iterations); it++) {
  const g = new Float64Array(2 * N);
  for (const s of samples) {
    const p = sigmoid(evalOf(s, w) / K);
    const c = (-2 * (s.won - p) * p * (1 - p)) / K;
    for (let k = 0; k < N; k++) {
      g[k]! += c * s.me[k]!;
      g[N + k]! -= c * s.you[k]!;
    }
  }
  for (let k = 0; k < 2 * N; k++) {
    const gk = g[k]! / samples.length;
    m[k] = 0.9 * m[k]! + 0.1 * gk;
    v[k] = 0.999 * v[k]! + 0.001 * gk * gk;
    const mh = m[k]! / (1 - 0.9 ** it);
    const vh = v[k]! / (1 - 0.999 ** it);
    w[k] = Math.max(0, w[k]! - (0.5 * mh) / (Math.sqrt(vh) + 1e-12));
  }
  if (it % 100 === 0) console.log(`iteration ${it}: loss ${loss(w, K).toFixed(5)}`);
}
const names = [...PATTERN_NAMES, ...TYPE_NAMES];
names.forEach((n, k) => console.log(`${n.padEnd(8)} mover ${w[k]!.toFixed(1).padStart(7)}  opponent ${w[N + k]!.toFixed(1).padStart(7)}  shipped×1.7 ${SH2[k]!.toFixed(1)} / ${SH2[N + k]!.toFixed(1)}`));
