// Texel tuning of XiangqiEvalParams: a local search (one parameter at a time, ±step, kept while the
// loss falls) minimising the mean squared difference between the win probability of Qi's static
// evaluation and that of the label's score, over the quiet positions of data/texel-labels.tsv
// (made by label.ts). Every tenth position is held out to show the fit generalises. Writes the result
// as JSON (the losses and a complete XiangqiEvalParams) to the --out path, from the hand values (never
// from a previous tuning), so a run regenerates it from scratch. The engine does not read it: a tuned
// set becomes the default only after it wins a match (bench/README.md).
//
//   node --conditions=@qi/source --import tsx scripts/texel/tune.ts --out data/texel-tuned.json
//     [--data data/texel-labels.tsv] [--passes 12] [--min-count 30] [--quiet-margin 20] [--tune-material] [--any-material]
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { unwrap } from '@qi/core-search';
import { XiangqiEvaluator } from '../../src/engine/evaluate.js';
import { HAND_EVAL_PARAMS, type XiangqiEvalParams } from '../../src/engine/params.js';
import { tableIndex } from '../../src/engine/tables.js';
import { XiangqiTactics } from '../../src/engine/tactical.js';
import { fileOf, rankOf } from '../../src/geometry.js';
import { xiangqi } from '../../src/index.js';
import { KIND } from '../../src/pieces.js';
import type { XiangqiPosition } from '../../src/position.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: 'data/texel-labels.tsv' },
    passes: { type: 'string', default: '12' },
    'min-count': { type: 'string', default: '30' },
    'quiet-margin': { type: 'string', default: '20' },
    'tune-material': { type: 'boolean', default: false },
    'any-material': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

if (values.out === undefined || values.out.startsWith('src/')) {
  console.error('tune.ts: --out FILE.json is required (under data/ or scripts/, not src/)');
  process.exit(2);
}
const outPath = values.out;
const game = unwrap(xiangqi.create());
const train: XiangqiPosition[] = [];
const trainLabel: number[] = [];
const test: XiangqiPosition[] = [];
const testLabel: number[] = [];
const lines = readFileSync(values.data, 'utf8').split('\n').filter(Boolean);

// Quiet for Qi too: a capture search from the position (hand values) must agree with the static
// evaluation within the margin, so a piece left hanging does not teach the material values to shrink.
const hand = new XiangqiEvaluator(HAND_EVAL_PARAMS);
const tactics = new XiangqiTactics();
const buffers = Array.from({ length: 12 }, () => new Int32Array(256));
function quiesce(pos: XiangqiPosition, alpha: number, beta: number, depth: number): number {
  const stand = hand.evaluate(pos);
  const inCheck = pos.inCheck();
  if (!inCheck) {
    if (stand >= beta || depth === 0) return stand;
    if (stand > alpha) alpha = stand;
  } else if (depth === 0) return stand;
  const out = buffers[depth]!;
  const n = tactics.tacticalMoves(pos, out);
  if (inCheck && n === 0) return -30000;
  let best = inCheck ? -30000 : stand;
  for (let i = 0; i < n; i++) {
    pos.make(out[i]!);
    const v = -quiesce(pos, -beta, -alpha, depth - 1);
    pos.unmake();
    if (v > best) best = v;
    if (v > alpha) alpha = v;
    if (alpha >= beta) break;
  }
  return best;
}
// Master players give material only for compensation, so their games' imbalanced positions teach
// that material is worth little. Unless asked, only positions with the same pieces on both sides are used
// (the positional terms are fitted there; the material values stay as set).
function balanced(pos: XiangqiPosition): boolean {
  const n = new Int32Array(16);
  for (let pid = 16; pid < 48; pid++) if (pos.board.at[pid] !== 0) n[KIND[pid]!]!++;
  for (let t = 1; t <= 7; t++) if (n[t] !== n[t + 8]) return false;
  return true;
}
let unbalanced = 0;
let dropped = 0;
// Every quiet position, balanced or not: the label scale is fitted on these.
const scalePos: XiangqiPosition[] = [];
const scaleLabel: number[] = [];
lines.forEach((line, i) => {
  const [fen, score] = line.split('\t');
  const pos = unwrap(game.decode(fen!));
  if (Math.abs(quiesce(pos, -32000, 32000, 10) - hand.evaluate(pos)) > Number(values['quiet-margin'])) {
    dropped++;
    return;
  }
  if (i % 10 !== 9) {
    scalePos.push(pos);
    scaleLabel.push(Number(score));
  }
  if (!values['any-material'] && !balanced(pos)) {
    unbalanced++;
    return;
  }
  (i % 10 === 9 ? test : train).push(pos);
  (i % 10 === 9 ? testLabel : trainLabel).push(Number(score));
});
console.error(`${unbalanced} with unequal material and ${dropped} with captures pending for Qi left out`);
console.error(`${train.length} training and ${test.length} held-out positions`);

/** Win probability of a centipawn score, on the usual 400-per-decade logistic. */
const K = 400 / Math.LN10;
const prob = (cp: number) => 1 / (1 + Math.exp(-cp / K));

function loss(params: XiangqiEvalParams, set: XiangqiPosition[], labels: number[], c: number): number {
  const e = new XiangqiEvaluator(params);
  let sum = 0;
  for (let i = 0; i < set.length; i++) {
    const d = prob(e.evaluate(set[i]!)) - prob(c * labels[i]!);
    sum += d * d;
  }
  return sum / set.length;
}

// The label engine's centipawns are not ours: find the scale c that fits the hand evaluation best
// (golden-section search) over every quiet training position, material imbalances included, then keep it, so tuning keeps Qi's own scale (search margins depend on it).
let lo = 0.2;
let hi = 5;
const g = (Math.sqrt(5) - 1) / 2;
for (let i = 0; i < 40; i++) {
  const a = hi - g * (hi - lo);
  const b = lo + g * (hi - lo);
  if (loss(HAND_EVAL_PARAMS, scalePos, scaleLabel, a) < loss(HAND_EVAL_PARAMS, scalePos, scaleLabel, b))
    hi = b;
  else lo = a;
}
const scale = (lo + hi) / 2;
console.error(`label scale ${scale.toFixed(3)}`);

// The tunable numbers: paths into a mutable copy of the parameters, with a step each.
type Mutable = { [k: string]: number | boolean | number[] | number[][] };
// (The hand values' `tables` and `tablesEg` are one array, and the clone keeps them one: a step moves both.)
const p = structuredClone(HAND_EVAL_PARAMS) as unknown as Mutable;
interface Knob {
  readonly name: string;
  readonly step: number;
  get(): number;
  set(v: number): void;
}
const knobs: Knob[] = [];
const scalar = (key: string, step: number) =>
  knobs.push({ name: key, step, get: () => p[key] as number, set: (v) => void (p[key] = v) });
const pair = (key: string, step: number) => {
  for (const j of [0, 1])
    knobs.push({
      name: `${key}[${j}]`,
      step,
      get: () => (p[key] as number[])[j]!,
      set: (v) => void ((p[key] as number[])[j] = v),
    });
};
// Material stays as set unless asked: the static evaluation misses terms the labels see (king attacks
// above all), and a least-squares fit answers such noise by shrinking every large weight (regression
// dilution), material most; measured on the first 1,128 labels: chariot 900 -> 520 in the middle game.
if (values['tune-material'])
  for (const key of ['advisor', 'elephant', 'horse', 'chariot', 'cannon', 'soldier']) pair(key, 5);
for (const key of ['connectedSoldiers', 'chariotMobility', 'horseMobility', 'cannonMobility']) pair(key, 1);
for (const key of [
  'missingAdvisorPerChariot',
  'missingElephantPerCannon',
  'missingGuardPerHorse',
  'emptyCannon',
  'pinningCannon',
  'chariotOnKingFile',
  'kingAttack',
  'kingOffFile',
  'trappedHorse',
  'tempo',
])
  scalar(key, 2);
for (const key of ['attackerWeight'])
  for (const j of [0, 1, 2, 3])
    knobs.push({
      name: `${key}[${j}]`,
      step: 1,
      get: () => (p[key] as number[])[j]!,
      set: (v) => void ((p[key] as number[])[j] = Math.max(0, v)),
    });

// Piece-square entries, left-right pairs together (the tables stay symmetric), only on points where
// enough training positions have that piece (others keep the written value).
const counts = new Int32Array(8 * 90);
for (const pos of train) {
  const b = pos.board;
  for (let pid = 16; pid < 48; pid++) {
    const sq = b.at[pid]!;
    if (sq === 0) continue;
    const kind = KIND[pid]!;
    const type = kind & 7;
    const red = kind < 8;
    const file = red ? fileOf(sq) : 8 - fileOf(sq);
    const rank = red ? rankOf(sq) : 9 - rankOf(sq);
    counts[type * 90 + tableIndex(Math.min(file, 8 - file), rank)]!++;
    if (file !== 8 - file) counts[type * 90 + tableIndex(Math.max(file, 8 - file), rank)]!++;
  }
}
const tables = p.tables as unknown as number[][];
for (let type = 1; type <= 7; type++)
  for (let rank = 0; rank < 10; rank++)
    for (let file = 0; file <= 4; file++) {
      const i = tableIndex(file, rank);
      const j = tableIndex(8 - file, rank);
      if (counts[type * 90 + i]! < Number(values['min-count'])) continue;
      knobs.push({
        name: `tables[${type}][${file},${rank}]`,
        step: 3,
        get: () => tables[type]![i]!,
        set: (v) => {
          tables[type]![i] = v;
          tables[type]![j] = v;
        },
      });
    }
console.error(`${knobs.length} parameters`);

const current = () => p as unknown as XiangqiEvalParams;
let best = loss(current(), train, trainLabel, scale);
const before = { train: best, test: loss(HAND_EVAL_PARAMS, test, testLabel, scale) };
console.error(`hand values: training loss ${before.train.toFixed(6)}, held out ${before.test.toFixed(6)}`);
const started = Date.now();
for (let pass = 1; pass <= Number(values.passes); pass++) {
  let improved = 0;
  for (const k of knobs) {
    const v0 = k.get();
    for (const dir of [1, -1]) {
      let v = v0;
      let moved = false;
      for (;;) {
        k.set(v + dir * k.step);
        const l = loss(current(), train, trainLabel, scale);
        if (l < best) {
          best = l;
          v += dir * k.step;
          moved = true;
        } else {
          k.set(v);
          break;
        }
      }
      if (moved) {
        improved++;
        break;
      }
    }
  }
  const held = loss(current(), test, testLabel, scale);
  console.error(
    `pass ${pass}: ${improved} moved, training loss ${best.toFixed(6)}, held out ${held.toFixed(6)}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (improved === 0) break;
}
const after = { train: best, test: loss(current(), test, testLabel, scale) };

writeFileSync(
  outPath,
  `${JSON.stringify(
    {
      generatedBy: 'scripts/texel/tune.ts',
      labels: values.data,
      positions: { labelled: lines.length, train: train.length, heldOut: test.length },
      scale,
      loss: { hand: before, tuned: after },
      params: current(),
    },
    null,
    1,
  )}\n`,
);
console.error(`wrote ${outPath}`);
