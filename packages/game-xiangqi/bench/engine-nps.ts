/**
 * Search speed of Qi's Xiangqi engine: the bench positions (src/engine/bench-positions.ts) searched to a
 * fixed depth with fresh tables, printing nodes, time and nodes per second per position and in total
 * (per CPU second of this process, which a busy machine does not distort, and per wall-clock second),
 * plus the ratio of each feature's node count to the default (a feature that saves work shows < 1 when
 * switched off… and > 1 means switching it off costs nodes).
 *   node --conditions=@qi/source --import tsx bench/engine-nps.ts [depth]
 */
import { type RawParams, unwrap } from '@qi/core-search';
import { BENCH_POSITIONS } from '../src/engine/bench-positions.js';
import { createXiangqiEngine, type XiangqiEngineOptions } from '../src/engine/engine.js';

const depth = Number(process.argv[2] ?? 7);

const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

function run(options: XiangqiEngineOptions, verbose: boolean): { nodes: number; ms: number; wallMs: number } {
  const e = unwrap(createXiangqiEngine({ ...options, search: { hashMb: 32, ...options.search } }));
  let nodes = 0;
  let ms = 0;
  let wallMs = 0;
  for (const fen of BENCH_POSITIONS) {
    e.searcher.newGame();
    const t0 = performance.now();
    const c0 = cpuMs();
    const r = e.searcher.start(unwrap(e.game.decode(fen)), { depth }).run();
    const t = Math.max(0.001, cpuMs() - c0);
    wallMs += performance.now() - t0;
    nodes += r.stats.nodes;
    ms += t;
    if (verbose)
      console.log(
        `${String(r.stats.nodes).padStart(9)} nodes ${t.toFixed(0).padStart(6)} ms cpu ${String(Math.round((r.stats.nodes / t) * 1000)).padStart(8)} nps  ${fen}`,
      );
  }
  return { nodes, ms, wallMs };
}

// Warm the compiler first so the timed runs measure steady speed.
run({}, false);
const base = run({}, true);
console.log(
  `total ${base.nodes} nodes at depth ${depth}: ${base.ms.toFixed(0)} ms of CPU, ${Math.round((base.nodes / base.ms) * 1000)} nodes per CPU second (${Math.round((base.nodes / base.wallMs) * 1000)} per wall-clock second)`,
);

const toggles: [string, XiangqiEngineOptions][] = [
  ['nullMove=false', { search: { nullMove: false } as RawParams }],
  ['lmr=false', { search: { lmr: false } as RawParams }],
  ['qsCheckEvasions=false', { search: { qsCheckEvasions: false } as RawParams }],
  ['checkExtension=false', { features: { checkExtension: false } }],
  ['skipLosingCaptures=false', { features: { skipLosingCaptures: false } }],
  ['mvvLva=false', { features: { mvvLva: false } }],
];
for (const [name, options] of toggles) {
  const r = run(options, false);
  console.log(
    `${name.padEnd(26)} nodes ×${(r.nodes / base.nodes).toFixed(2)}  CPU time ×${(r.ms / base.ms).toFixed(2)}  ${Math.round((r.nodes / r.ms) * 1000)} nodes per CPU second`,
  );
}
