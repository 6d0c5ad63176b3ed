// Perft of random legal positions against Fairy-Stockfish, for checks wider than the unit tests.
//   node --conditions=@qi/source --import tsx scripts/random-vs-oracle.ts [seed=1] [positions=200] [depth=3]
import { Rng, unwrap } from '@qi/core-search';
import { perft } from '../src/perft.js';
import { xiangqi } from '../src/plugin.js';
import { FairyStockfish } from '../src/testing/fairy-stockfish.js';
import { randomPositionFen } from '../src/testing/random-position.js';

const [seed = 1, count = 200, depth = 3] = process.argv.slice(2).map(Number);
const game = unwrap(xiangqi.create());
const fsf = await FairyStockfish.start();
const rng = new Rng(seed);
let mismatches = 0;
let leaves = 0;
const t = performance.now();
for (let i = 0; i < count; i++) {
  const fen = randomPositionFen(rng, 0.2 + 0.7 * rng.float());
  const pos = unwrap(game.decode(fen));
  for (let d = 1; d <= depth; d++) {
    const ours = perft(pos, d);
    const theirs = (await fsf.perft(fen, d)).total;
    leaves += theirs;
    if (ours !== theirs) {
      mismatches++;
      console.log(`MISMATCH ${fen} depth ${d}: ours ${ours}, fairy-stockfish ${theirs}`);
      break;
    }
  }
}
console.log(
  `${count} random positions, depths 1-${depth}: ${mismatches} mismatches, ${leaves} leaves, ${((performance.now() - t) / 1000).toFixed(1)} s`,
);
fsf.close();
process.exitCode = mismatches ? 1 : 0;
