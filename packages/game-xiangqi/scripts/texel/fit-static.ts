// Least-squares fit of XiangqiEvalParams to a label engine's static evaluation (label.ts --static).
// The evaluation is linear in its parameters once the attack weights carry the king-attack factor, so
// the fit is one ridge regression: features per position (material and piece-square counts by phase,
// mobility, guards, the general's lines and attackers, tempo), the piece-square entries pulled towards
// 0 (a point seldom seen keeps its piece's material value). The fitted values are scaled so their
// material is closest to the hand values' (the search's margins are in those units). Every tenth
// position is held out. Writes the losses and a complete XiangqiEvalParams as JSON to --out.
//
//   node --conditions=@qi/source --import tsx scripts/texel/fit-static.ts \
//     --data data/static-labels.tsv --out data/static-fit.json [--ridge 20] [--fix-material] [--share 1] [--write]
//
// --fix-material keeps the hand material values: their sum is one feature, whose fitted weight is the
// scale between the label's units and Qi's, and only the positional terms are free.
// --share S takes S of each fitted coefficient and 1 − S of the hand value's (0.5: halfway).
//
// --write also writes src/engine/fitted-params.ts (FITTED_EVAL_PARAMS, the engine's default). The engine's
// values come from
//   fit-static.ts --fix-material --share 0.5 --write
// (bench/README.md, session 35: the full fit lost −33 Elo in self-play, halfway to it won).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { unwrap } from '@qi/core-search';
import { XiangqiEvaluator } from '../../src/engine/evaluate.js';
import { HAND_EVAL_PARAMS, type XiangqiEvalParams } from '../../src/engine/params.js';
import { xiangqi } from '../../src/index.js';
import { FEATURES, features, paramsOf, vectorOf } from './static-features.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: 'data/static-labels.tsv' },
    out: { type: 'string' },
    ridge: { type: 'string', default: '20' },
    'max-label': { type: 'string', default: '3000' },
    'fix-material': { type: 'boolean', default: false },
    share: { type: 'string', default: '1' },
    write: { type: 'boolean', default: false },
  },
});
if (values.out === undefined || values.out.startsWith('src/')) {
  console.error('fit-static.ts: --out FILE.json is required (under data/ or scripts/, not src/)');
  process.exit(2);
}

const game = unwrap(xiangqi.create());
const n = FEATURES.length;
const hand = vectorOf(HAND_EVAL_PARAMS);
const evaluator = new XiangqiEvaluator(HAND_EVAL_PARAMS);
const xtx = new Float64Array(n * n);
const xty = new Float64Array(n);
const test: { x: Float64Array; y: number; qi: number }[] = [];
const x = new Float64Array(n);
let train = 0;
let skipped = 0;
let worst = 0;
const lines = readFileSync(values.data, 'utf8').split('\n').filter(Boolean);
lines.forEach((line, i) => {
  const [fen, label] = line.split('\t');
  const pos = unwrap(game.decode(fen!));
  const y = (pos.board.side === 0 ? 1 : -1) * Number(label);
  if (Math.abs(y) > Number(values['max-label']) || !features(pos.board, x)) {
    skipped++;
    return;
  }
  // The features must reproduce the evaluation itself (up to its integer truncations).
  const qi = evaluator.redView(pos.board) + (pos.board.side === 0 ? 1 : -1) * HAND_EVAL_PARAMS.tempo;
  let dot = 0;
  for (let j = 0; j < n; j++) dot += x[j]! * hand[j]!;
  worst = Math.max(worst, Math.abs(dot - qi));
  if (i % 10 === 0) {
    test.push({ x: Float64Array.from(x), y, qi });
    return;
  }
  train++;
  const nz: number[] = [];
  for (let j = 0; j < n; j++) if (x[j] !== 0) nz.push(j);
  for (const a of nz) {
    xty[a]! += x[a]! * y;
    for (const b of nz) xtx[a * n + b]! += x[a]! * x[b]!;
  }
});
if (worst > 3) throw new Error(`features disagree with the evaluation by ${worst} cp`);
console.error(
  `${train} training, ${test.length} held out, ${skipped} skipped; features match the evaluation within ${worst.toFixed(1)} cp`,
);

const ridge = Number(values.ridge);
FEATURES.forEach((f, j) => {
  if (f.ridge) xtx[j * n + j]! += ridge;
  else if (xtx[j * n + j] === 0 && !f.material) xtx[j * n + j] = 1; // never seen, not penalised: stays 0
});
const theta = values['fix-material'] ? fitWithHandMaterial() : solve(xtx, xty, n);

// One scale so the fitted material is closest to the hand material (least squares over the pairs).
let num = 0;
let den = 0;
FEATURES.forEach((f, j) => {
  if (f.material) {
    num += theta[j]! * hand[j]!;
    den += theta[j]! * theta[j]!;
  }
});
const scale = num / den;
const full = paramsOf(
  theta.map((v) => v * scale),
  HAND_EVAL_PARAMS,
);
// The fit's share of the result (of its integer values): the rest stays the hand values'.
const share = Number(values.share);
const fullVector = vectorOf(full);
const fitted: XiangqiEvalParams =
  share === 1
    ? full
    : paramsOf(
        fullVector.map((v, j) => share * v + (1 - share) * hand[j]!),
        HAND_EVAL_PARAMS,
      );

/** Held-out correlation and the RMSE after the best linear scale, of a score vector against the labels. */
function heldOut(score: (t: (typeof test)[number]) => number): { corr: number; rmse: number } {
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const t of test) {
    const s = score(t);
    sx += s;
    sy += t.y;
    sxx += s * s;
    syy += t.y * t.y;
    sxy += s * t.y;
  }
  const m = test.length;
  const cov = sxy / m - (sx / m) * (sy / m);
  const vx = sxx / m - (sx / m) ** 2;
  const vy = syy / m - (sy / m) ** 2;
  const corr = cov / Math.sqrt(vx * vy);
  return { corr, rmse: Math.sqrt(vy * (1 - corr * corr)) };
}
const dot = (v: Float64Array | readonly number[], t: (typeof test)[number]) => {
  let s = 0;
  for (let j = 0; j < n; j++) s += t.x[j]! * v[j]!;
  return s;
};
const before = heldOut((t) => t.qi);
const after = heldOut((t) => dot(theta, t));
const rounded = heldOut((t) => dot(vectorOf(fitted), t));
console.error(
  `held out: hand corr ${before.corr.toFixed(4)} rmse ${before.rmse.toFixed(1)}; fitted corr ${after.corr.toFixed(4)} rmse ${after.rmse.toFixed(1)}; the written values (share ${share}) ${rounded.corr.toFixed(4)}; scale ${scale.toFixed(3)}`,
);
const show = (k: keyof XiangqiEvalParams) => `${k} ${JSON.stringify(fitted[k])}`;
for (const k of Object.keys(fitted) as (keyof XiangqiEvalParams)[])
  if (k !== 'tables' && k !== 'tablesEg') console.error(show(k));
writeFileSync(
  values.out,
  `${JSON.stringify({ heldOut: { hand: before, fitted: after }, scale, ridge, params: fitted }, null, 1)}\n`,
);
console.error(`wrote ${values.out}`);
if (values.write) {
  const path = 'src/engine/fitted-params.ts';
  const how = `${lines.length} labelled positions, ridge ${ridge}${values['fix-material'] ? ', hand material' : ''}, share ${share}`;
  writeFileSync(path, paramsSource(fitted, how, share));
  console.error(`wrote ${path} (format it with biome)`);
}

/** The fitted parameters as a TypeScript module (tables as 9-wide grids, as in tables.ts). */
function paramsSource(p: XiangqiEvalParams, how: string, share: number): string {
  const grid = (t: readonly number[]) =>
    t.length === 0
      ? '[]'
      : `[\n${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
          .map(
            (row) =>
              `    ${t
                .slice(row * 9, row * 9 + 9)
                .map((v) => String(v).padStart(4))
                .join(',')},`,
          )
          .join('\n')}\n  ]`;
  const tables = (ts: readonly (readonly number[])[]) => `[\n  ${ts.map(grid).join(',\n  ')},\n]`;
  const { tables: mg, tablesEg: eg, ...rest } = p;
  // Only what differs from the hand values is written; the rest is theirs.
  const changed = Object.entries(rest).filter(
    ([k, v]) => JSON.stringify(v) !== JSON.stringify(HAND_EVAL_PARAMS[k as keyof XiangqiEvalParams]),
  );
  return `// Generated by scripts/texel/fit-static.ts --write (${how}); do not edit.
import { HAND_EVAL_PARAMS } from './hand-params.js';
import type { XiangqiEvalParams } from './params.js';
import type { PieceTables } from './tables.js';

// biome-ignore format: boards read best as 9-wide grids
const TABLES_MG: PieceTables = ${tables(mg)};
// biome-ignore format: boards read best as 9-wide grids
const TABLES_EG: PieceTables = ${tables(eg)};

/**
 * The evaluation fitted to Fairy-Stockfish's static evaluation of master-game positions (least squares),
 * each coefficient ${share} of the way from the hand value to the fit's.
 */
export const FITTED_EVAL_PARAMS: XiangqiEvalParams = {
  ...HAND_EVAL_PARAMS,
${changed.map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`).join('\n')}
  tables: TABLES_MG,
  tablesEg: TABLES_EG,
};
`;
}

/**
 * The fit with the material columns collapsed into one (the hand values times the counts): the reduced
 * normal equations are Tᵀ·A·T and Tᵀ·b, T mapping the reduced coefficients onto the full ones.
 */
function fitWithHandMaterial(): Float64Array {
  const free = FEATURES.flatMap((f, j) => (f.material ? [] : [j]));
  const m = free.length; // the combined material column's index in the reduced system
  const size = m + 1;
  const col = (j: number, k: number): number =>
    k < m ? (free[k] === j ? 1 : 0) : FEATURES[j]!.material ? hand[j]! : 0;
  // T is sparse: column k < m has a single 1 at free[k]; column m has the hand material values.
  const mat = FEATURES.flatMap((f, j) => (f.material ? [j] : []));
  const rows = (k: number): number[] => (k < m ? [free[k]!] : mat);
  const a = new Float64Array(size * size);
  const b = new Float64Array(size);
  for (let p = 0; p < size; p++) {
    for (const i of rows(p)) b[p]! += col(i, p) * xty[i]!;
    for (let q = 0; q < size; q++) {
      let s = 0;
      for (const i of rows(p)) for (const j of rows(q)) s += col(i, p) * xtx[i * n + j]! * col(j, q);
      a[p * size + q] = s;
    }
  }
  const reduced = solve(a, b, size);
  const full = new Float64Array(n);
  free.forEach((j, k) => {
    full[j] = reduced[k]!;
  });
  for (const j of mat) full[j] = reduced[m]! * hand[j]!;
  return full;
}

/** Solves the symmetric positive definite system a·x = b (Cholesky). */
function solve(a: Float64Array, b: Float64Array, size: number): Float64Array {
  const l = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j <= i; j++) {
      let s = a[i * size + j]!;
      for (let k = 0; k < j; k++) s -= l[i * size + k]! * l[j * size + k]!;
      l[i * size + j] = i === j ? Math.sqrt(s) : s / l[j * size + j]!;
    }
  const z = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * size + k]! * z[k]!;
    z[i] = s / l[i * size + i]!;
  }
  const out = new Float64Array(size);
  for (let i = size - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < size; k++) s -= l[k * size + i]! * out[k]!;
    out[i] = s / l[i * size + i]!;
  }
  return out;
}
