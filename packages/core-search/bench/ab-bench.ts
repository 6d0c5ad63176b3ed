/**
 * Alpha-beta speed on the test games: nodes per second, a pinned "bench node count" (the total nodes
 * of fixed-depth searches with default options and hashMb=4, which should change only when the search changes on
 * purpose), and for each feature switched off the node and time ratio to the defaults.
 *
 *   pnpm --filter @qi/core-search bench
 */
import { createAlphaBeta } from '../src/ab/searcher.js';
import { takeaway } from '../src/ab/testgames/takeaway.js';
import { threes } from '../src/ab/testgames/threes.js';
import type { Game, Position } from '../src/game.js';
import type { RawParams } from '../src/params.js';
import { unwrap } from '../src/result.js';
import { minimaxSearcher } from '../src/simple/minimax.js';

/**
 * Changes only when the search (or a test game) changes on purpose: update it in the same commit and
 * say why. The bench flags a difference; nothing fails on it.
 */
const PINNED_BENCH_NODES: number = 50053;

interface Case {
  readonly name: string;
  readonly game: Game<Position>;
  readonly position: string;
  readonly depth: number;
}

const game4 = unwrap(threes.create({ size: 4 })) as unknown as Game<Position>;
const game3 = unwrap(threes.create({ size: 3 })) as unknown as Game<Position>;
const nim = unwrap(takeaway.create({ heap: 60, evaluate: true })) as unknown as Game<Position>;

const cases: readonly Case[] = [
  { name: 'threes 4x4 start', game: game4, position: '..../..../..../.... x', depth: 8 },
  { name: 'threes 4x4 x.../.o..', game: game4, position: 'x.../.o../..../.... x', depth: 8 },
  { name: 'threes 4x4 corner', game: game4, position: '..../..../..../x..o x', depth: 8 },
  { name: 'threes 3x3 start (eval)', game: game3, position: '.../.../... x', depth: 9 },
  { name: 'take-away 60 (noisy eval)', game: nim, position: '60 a', depth: 18 },
];

interface Run {
  nodes: number;
  ms: number;
  perCase: { name: string; nodes: number; ms: number; best: string }[];
}

/** Each case runs `repeats` times on fresh searchers; the fastest run counts (less timer and GC noise). */
function runSuite(options: RawParams, repeats = 3): Run {
  const perCase: Run['perCase'] = [];
  let nodes = 0;
  let ms = 0;
  for (const c of cases) {
    const pos = unwrap(c.game.decode(c.position));
    let elapsed = Number.POSITIVE_INFINITY;
    let r = null;
    for (let i = 0; i < repeats; i++) {
      const searcher = unwrap(createAlphaBeta(c.game, { hashMb: 4, ...options }));
      const t0 = performance.now();
      r = searcher.start(pos, { depth: c.depth }).run();
      elapsed = Math.min(elapsed, performance.now() - t0);
    }
    if (!r) throw new Error('no run');
    nodes += r.stats.nodes;
    ms += elapsed;
    perCase.push({
      name: c.name,
      nodes: r.stats.nodes,
      ms: elapsed,
      best: `${c.game.moveToString(pos, r.bestMove)} depth ${r.stats.depth}`,
    });
  }
  return { nodes, ms, perCase };
}

const fmt = (n: number, width = 11) => Math.round(n).toLocaleString('en-US').padStart(width);

const switches: [string, RawParams][] = [
  ['tt=false', { tt: false }],
  ['ttMoveOrdering=false', { ttMoveOrdering: false }],
  ['tacticalFirst=false', { tacticalFirst: false }],
  ['killers=false,history=false', { killers: false, history: false }],
  ['pvs=false', { pvs: false }],
  ['aspiration=false', { aspiration: false }],
  ['nullMove=false', { nullMove: false }],
  ['lmr=false', { lmr: false }],
  ['quiescence=false', { quiescence: false }],
  ['extensions=false', { extensions: false }],
];

// Warm up the JIT on every configuration (so no code path is measured cold), then measure.
for (let i = 0; i < 3; i++) runSuite({}, 1);
for (const [, options] of switches) runSuite(options, 1);
const base = runSuite({}, 5);
console.log('alpha-beta bench (fixed depth, default options)');
for (const c of base.perCase)
  console.log(
    `  ${c.name.padEnd(28)} ${fmt(c.nodes)} nodes ${fmt((c.nodes * 1000) / c.ms)} nodes/s  best ${c.best}`,
  );
console.log(`  bench node count ${base.nodes}  (${fmt((base.nodes * 1000) / base.ms)} nodes/s overall)`);
if (PINNED_BENCH_NODES !== base.nodes)
  console.log(`  ! bench node count changed from the pinned ${PINNED_BENCH_NODES}`);

console.log('each feature off: nodes and time as a ratio to the defaults (higher = the feature saves more)');
for (const [name, options] of switches) {
  const r = runSuite(options);
  console.log(
    `  ${name.padEnd(28)} nodes x${(r.nodes / base.nodes).toFixed(2)}  time x${(r.ms / base.ms).toFixed(2)}`,
  );
}

// Plain minimax against alpha-beta (exact settings) at the same depth, from the 4x4 start.
const exact = { nullMove: false, lmr: false, quiescence: false, extensions: false };
const start = unwrap(game4.decode('..../..../..../.... x'));
const mm = unwrap(minimaxSearcher.create(game4, { depth: 4, tieBreak: 'first' }))
  .start(start)
  .run();
const abExact = unwrap(createAlphaBeta(game4, exact)).start(start, { depth: 4 }).run();
console.log(
  `minimax/alpha-beta nodes at depth 4 from the 4x4 start: ${mm.stats.nodes} / ${abExact.stats.nodes} = x${(mm.stats.nodes / abExact.stats.nodes).toFixed(1)}`,
);
