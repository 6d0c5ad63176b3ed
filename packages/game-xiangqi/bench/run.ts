// Xiangqi benchmark: perft 5 from the start position against Fairy-Stockfish's `go perft 5` in the same
// run, plus the cost of the full Position (hash and history) relative to the bare perft.
// Run: pnpm bench (in this package), or node --conditions=@qi/source --import tsx bench/run.ts
// QI_BENCH_DEPTH=4 for a quick run.
import { unwrap, perft as walkPerft } from '@qi/core-search';
import { xiangqi } from '../src/plugin.js';
import {
  FAIRY_STOCKFISH_PATH,
  FairyStockfish,
  fairyStockfishAvailable,
} from '../src/testing/fairy-stockfish.js';

const EXPECTED = [1, 44, 1_920, 79_666, 3_290_240, 133_312_995];
const depth = Number(process.env.QI_BENCH_DEPTH ?? 5);
const game = unwrap(xiangqi.create());
const start = game.initial();
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const rate = (n: number, ms: number) => `${(n / ms / 1000).toFixed(1)} M leaves/s`;

// Warm the JIT on a smaller tree first.
game.perft!(start, Math.min(depth, 4));
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const ours = game.perft!(start, depth);
const oursMs = performance.now() - t0;
const cpuUsed = process.cpuUsage(cpu0);
const oursCpu = (cpuUsed.user + cpuUsed.system) / 1e6;
if (ours !== EXPECTED[depth]) throw new Error(`perft ${depth} = ${ours}, expected ${EXPECTED[depth]}`);
console.log(
  `qi xiangqi      perft ${depth} (start): ${ours} leaves in ${seconds(oursMs)} s (${rate(ours, oursMs)}), cpu ${oursCpu.toFixed(2)} s`,
);

if (fairyStockfishAvailable()) {
  const fsf = await FairyStockfish.start();
  const c1 = fsf.cpuSeconds();
  const t1 = performance.now();
  const theirs = await fsf.perft(game.encode(start), depth);
  const theirMs = performance.now() - t1;
  const c2 = fsf.cpuSeconds();
  fsf.close();
  const theirCpu = c1 !== null && c2 !== null ? c2 - c1 : null;
  console.log(
    `fairy-stockfish perft ${depth} (start): ${theirs.total} leaves in ${seconds(theirMs)} s (${rate(theirs.total, theirMs)})` +
      (theirCpu !== null ? `, cpu ${theirCpu.toFixed(2)} s` : ''),
  );
  if (theirs.total !== ours) throw new Error(`counts differ: fairy-stockfish ${theirs.total}, ours ${ours}`);
  console.log(`speed ratio (fairy-stockfish time / qi time): ${(theirMs / oursMs).toFixed(2)}x wall`);
  // On a busy machine wall time depends on scheduling; CPU time is the steadier comparison.
  if (theirCpu !== null) console.log(`speed ratio by cpu time: ${(theirCpu / oursCpu).toFixed(2)}x`);
} else console.log(`fairy-stockfish not found at ${FAIRY_STOCKFISH_PATH}: ratio not measured`);

// The same tree through the Position contract (make/unmake with hash, history and check flags),
// one depth lower: what a searcher pays per node compared with the bare perft.
const contractGame = { ...game, perft: undefined };
const d = Math.max(1, depth - 1);
const t2 = performance.now();
const viaContract = walkPerft(contractGame, start, d);
const contractMs = performance.now() - t2;
const t3 = performance.now();
game.perft!(start, d);
const bareMs = performance.now() - t3;
console.log(
  `position make/unmake perft ${d}: ${viaContract} leaves in ${seconds(contractMs)} s; ` +
    `bare perft ${seconds(bareMs)} s (contract/bare ${(contractMs / bareMs).toFixed(2)}x)`,
);
