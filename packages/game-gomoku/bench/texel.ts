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
 * mover's result on it (scale K fitted first with the reference values, below). Prints the reference,
 * shipped and fitted values and the loss.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Player, unwrap } from '@qi/core-search';
import {
  FITTED_PATTERNS,
  FITTED_TYPES,
  LINE_VALUE,
  T_F43,
  T_FLEX4,
  TYPE_BONUS,
  TYPE_SLOTS,
} from '../src/combos.js';
import { EVAL_LINE, EVAL_MOVER_TENTHS, EVAL_TYPE } from '../src/eval-weights.js';
import { moverWeighted } from '../src/evaluate.js';
import { createGomoku } from '../src/plugin.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    iterations: { type: 'string', default: '300' },
    fix: { type: 'string', default: '' },
    write: { type: 'boolean', default: false },
  },
});

/** The tuned values: line patterns, then type bonuses, then the mover's weight in tenths. */
const PATTERNS: readonly number[] = FITTED_PATTERNS.map(([, p]) => p);
const PATTERN_NAMES = FITTED_PATTERNS.map(([name]) => name);
/** The type bonuses that positions where nothing forces can show (fours and four-threes are left out). */
const TYPES = FITTED_TYPES.map(([, t]) => t);
const TYPE_NAMES = FITTED_TYPES.map(([name]) => name);
/** The starting point and scale reference: the ordering values, the mover's weight 12 tenths. */
const REFERENCE = [...PATTERNS.map((p) => LINE_VALUE[p] ?? 0), ...TYPES.map((t) => TYPE_BONUS[t] ?? 0), 12];
/** The values in src/eval-weights.ts now. */
const SHIPPED = [
  ...PATTERN_NAMES.map((n) => EVAL_LINE[n]),
  ...TYPE_NAMES.map((n) => EVAL_TYPE[n]),
  EVAL_MOVER_TENTHS,
];

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
      const k = PATTERNS.indexOf(pos.patternAt(p, c, d));
      if (k >= 0) f[k]!++;
    }
  }
  TYPES.forEach((t, k) => {
    f[PATTERNS.length + k] = pos.typeCount[p * TYPE_SLOTS + t]!;
  });
  return f;
}

const N = PATTERNS.length + TYPES.length;

/** Each side's potential in a sample with values `w` (before the mover's weight). */
function sides(s: Sample, w: readonly number[]): { me: number; you: number } {
  let me = 0;
  let you = 0;
  for (let k = 0; k < N; k++) {
    me += w[k]! * s.me[k]!;
    you += w[k]! * s.you[k]!;
  }
  return { me, you };
}

/** The evaluation of a sample with values `w` (last entry: the mover's weight in tenths). */
function evalOf(s: Sample, w: readonly number[]): number {
  const { me, you } = sides(s, w);
  return weigh(me, you, w);
}

/** The evaluation's formula (src/evaluate.ts) with the mover's weight `w[N]`. */
const weigh = (me: number, you: number, w: readonly number[]) => moverWeighted(me, you, w[N]!);

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

function loss(w: readonly number[], k: number): number {
  let sum = 0;
  for (const s of samples) {
    const p = sigmoid(evalOf(s, w) / k);
    sum += (s.won - p) ** 2;
  }
  return sum / samples.length;
}

// Scale: the K that fits the current values best (golden-section search on a log scale).
let lo = Math.log(10);
let hi = Math.log(20000);
for (let i = 0; i < 60; i++) {
  const a = lo + (hi - lo) * 0.382;
  const b = lo + (hi - lo) * 0.618;
  if (loss(REFERENCE, Math.exp(a)) < loss(REFERENCE, Math.exp(b))) hi = b;
  else lo = a;
}
const K = Math.exp((lo + hi) / 2);
console.log(`${games} games, ${samples.length} quiet positions; K = ${K.toFixed(1)}`);
console.log(`loss: reference ${loss(REFERENCE, K).toFixed(5)}, shipped ${loss(SHIPPED, K).toFixed(5)}`);

// Adam on the mean squared error, values kept ≥ 0 (a pattern never hurts its owner).
const names = [...PATTERN_NAMES, ...TYPE_NAMES, 'MOVER_TENTHS'];
const fixed = new Set(values.fix.split(',').filter(Boolean));
for (const f of fixed) if (!names.includes(f)) throw new Error(`--fix: unknown value ${f}`);
const w = [...REFERENCE];
const m = new Float64Array(N + 1);
const v = new Float64Array(N + 1);
const rate = 0.5;
for (let it = 1; it <= Number(values.iterations); it++) {
  const g = new Float64Array(N + 1);
  for (const s of samples) {
    const { me, you } = sides(s, w);
    const p = sigmoid(weigh(me, you, w) / K);
    // d/dw of (won - p)^2 = -2 (won - p) p (1 - p) / K * de/dw
    const c = (-2 * (s.won - p) * p * (1 - p)) / K;
    for (let k = 0; k < N; k++) g[k]! += (c * (w[N]! * s.me[k]! - 10 * s.you[k]!)) / 10;
    g[N]! += (c * me) / 10;
  }
  for (let k = 0; k <= N; k++) {
    if (fixed.has(names[k]!)) continue;
    const gk = g[k]! / samples.length;
    m[k] = 0.9 * m[k]! + 0.1 * gk;
    v[k] = 0.999 * v[k]! + 0.001 * gk * gk;
    const mh = m[k]! / (1 - 0.9 ** it);
    const vh = v[k]! / (1 - 0.999 ** it);
    w[k] = Math.max(0, w[k]! - (rate * mh) / (Math.sqrt(vh) + 1e-12));
  }
  if (it % 100 === 0) console.log(`iteration ${it}: loss ${loss(w, K).toFixed(5)}`);
}
console.log('value        reference  shipped   fitted');
names.forEach((n, k) => {
  const cols = [
    String(REFERENCE[k]).padStart(9),
    String(SHIPPED[k]).padStart(8),
    w[k]!.toFixed(1).padStart(8),
  ];
  console.log(`${n.padEnd(12)} ${cols.join(' ')}`);
});
if (values.write) {
  const r = (k: number) => Math.round(w[k]!);
  const line = PATTERN_NAMES.map((n, k) => `${n}: ${r(k)}`).join(', ');
  const type = TYPE_NAMES.map((n, k) => `${n}: ${r(PATTERNS.length + k)}`).join(', ');
  const file = new URL('../src/eval-weights.ts', import.meta.url);
  writeFileSync(
    file,
    `// Generated by \`bench/texel.ts --write\` from bench/data/texel-games.jsonl; edit by re-running it.
// The evaluation's values (src/evaluate.ts, src/combos.ts), fitted on played games' quiet positions.

/** Per-direction values of the line patterns a stone on an empty cell would make. */
export const EVAL_LINE = { ${line} } as const;
/** Bonuses of the move types a stone on an empty cell would make. */
export const EVAL_TYPE = { ${type} } as const;
/** The weight of the side to move's potential against the opponent's (10), in tenths. */
export const EVAL_MOVER_TENTHS = ${r(N)};
`,
  );
  console.log(`wrote ${file.pathname}`);
}
