// Search speed of a built checkout, to compare two builds (e.g. main copied to /tmp and a branch):
// the 8 bench positions (src/engine/bench-positions.ts, copied here since the bundle does not export
// them) searched to a fixed depth with fresh 32 MB tables, `reps` times; prints the node count of each
// position, the best move and score of each (identical counts and answers: the same tree), and nodes per
// CPU second of each repetition and the best of them.
//   node bench/nps-builds.mjs <checkout root, built> [depth=9] [reps=3]
const root = process.argv[2];
const depth = Number(process.argv[3] ?? 9);
const reps = Number(process.argv[4] ?? 3);
const xq = await import(`${root}/packages/game-xiangqi/dist/index.js`);
const cs = await import(`${root}/packages/core-search/dist/index.js`);
const FENS = [
  'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
  'r1bakabr1/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3',
  'r1bakabr1/9/6n2/p3p1N1p/2pn5/1c4P2/P1P1c3P/N2CB2C1/4A4/R1BAK3R w - - 1 9',
  '2bak4/4a4/c3bc2n/p1p1C1r1p/6p2/6PR1/P1P1P3P/2N1B1N2/9/2BAKA3 w - - 7 14',
  '5ab2/4k4/4b1n2/N3p3p/2pR2c2/P3c4/2P3r2/3CBC3/4A4/2BAK4 b - - 0 27',
  '3akab2/9/1cn4RN/p1pNpr2p/2b1P4/3c2p2/8P/3CB4/4A4/2BAK4 w - - 14 29',
  '4kab2/4a4/4b4/8p/r5p2/7R1/2P1P1P1P/4B4/4A2cN/2BAK4 b - - 1 26',
  '3k5/4a4/4b4/9/2r6/9/9/4B4/4A4/3AK1R2 w - - 0 40',
];
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
