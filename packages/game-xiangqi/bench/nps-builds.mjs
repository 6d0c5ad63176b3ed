// Search speed of a built checkout, to compare two builds (e.g. main copied to /tmp and a branch):
// the 8 bench positions (read from the checkout's src/engine/bench-positions.ts) searched to a fixed
// depth with fresh 32 MB tables, `reps` times; prints the node count of each position, the best move and score of each (identical counts and answers: the same tree), and nodes per
// CPU second of each repetition and the best of them.
//   node bench/nps-builds.mjs <checkout root, built> [depth=9] [reps=3]
import { readFileSync } from 'node:fs';

const root = process.argv[2];
const depth = Number(process.argv[3] ?? 9);
const reps = Number(process.argv[4] ?? 3);
const xq = await import(`${root}/packages/game-xiangqi/dist/index.js`);
const cs = await import(`${root}/packages/core-search/dist/index.js`);
// The positions are read from the checkout's own source (its bundle does not export them): one list.
const source = readFileSync(`${root}/packages/game-xiangqi/src/engine/bench-positions.ts`, 'utf8');
const FENS = [...source.matchAll(/'([^']+ [wb] - - \d+ \d+)'/g)].map((m) => m[1]);
if (FENS.length !== 8) throw new Error(`nps-builds: expected 8 bench positions, read ${FENS.length}`);
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const e = cs.unwrap(xq.createXiangqiEngine({ search: { hashMb: 32 } }));
let bestNps = 0;
for (let rep = 0; rep < reps; rep++) {
  let nodes = 0,
    ms = 0;
  const per = [];
  const sig = [];
  for (const fen of FENS) {
    e.searcher.newGame();
    const c0 = cpu();
    const r = e.searcher.start(cs.unwrap(e.game.decode(fen)), { depth }).run();
    ms += cpu() - c0;
    nodes += r.stats.nodes;
    per.push(r.stats.nodes);
    sig.push(`${r.bestMove}:${JSON.stringify(r.score)}`);
  }
  const nps = Math.round((nodes / ms) * 1000);
  if (nps > bestNps) bestNps = nps;
  console.log(
    `rep ${rep} depth ${depth} nodes ${nodes} [${per.join(' ')}] cpu ${ms.toFixed(0)} ms ${nps} nps  best/score ${sig.join(' ')}`,
  );
}
console.log(`best ${bestNps} nodes/cpu-s`);
