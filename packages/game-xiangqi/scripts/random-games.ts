// Plays seeded random games and tallies how they end (a quick look at the rules in action).
import { Rng, unwrap } from '@qi/core-search';
import { xiangqi } from '../src/plugin.js';

const game = unwrap(xiangqi.create());
const rng = new Rng(Number(process.argv[3] ?? 1));
const tally = new Map<string, number>();
const moves = new Int32Array(game.info.maxMoves);
let plies = 0;
const t0 = performance.now();
const games = Number(process.argv[2] ?? 200);
for (let g = 0; g < games; g++) {
  const pos = game.initial();
  for (;;) {
    const o = pos.outcome();
    if (o.kind !== 'ongoing') {
      const key =
        o.kind === 'win' ? `${o.winner === 0 ? 'red' : 'black'} wins: ${o.reason}` : `draw: ${o.reason}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
      break;
    }
    const n = pos.generate(moves);
    pos.make(moves[rng.int(n)]!);
    plies++;
  }
}
console.log([...tally.entries()].sort((a, b) => b[1] - a[1]));
console.log(`${games} games, ${plies} plies, ${(performance.now() - t0).toFixed(0)} ms`);
