/**
 * Move-ordering and speed probe: the quiet alpha-beta's nodes to a fixed depth over positions from short self-play
 * games, for each given set of alpha-beta options (fewer nodes to the same depth = better ordering).
 *
 *   node --conditions=@qi/source --import tsx bench/order-probe.ts --depth 7 --games 6 A:history=true B:history=false
 */
import { parseArgs } from 'node:util';
import { Rng, unwrap } from '@qi/core-search';
import { GomokuEngine } from '../src/engine.js';
import { createGomoku } from '../src/plugin.js';
import { parseOptions } from './kv.js';
import { playRandomOpening } from './opening.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    depth: { type: 'string', default: '7' },
    games: { type: 'string', default: '6' },
    seed: { type: 'string', default: '1' },
  },
});
const variants = positionals.map((p) => {
  const [name, rest] = p.split(':');
  return { name: name!, opts: parseOptions(rest ? rest.split(',') : []) };
});
const game = unwrap(createGomoku({ size: 15 }));
const rng = new Rng(Number(values.seed));
const positions = [];
for (let g = 0; g < Number(values.games); g++) {
  const engine = new GomokuEngine(game);
  const pos = game.initial();
  playRandomOpening(pos, rng);
  while (pos.outcome().kind === 'ongoing' && pos.stones < 40) {
    const m = engine.choose(pos, { timeMs: 0, nodes: 20_000 });
    if (m.reason === 'search') positions.push(pos.clone());
    pos.make(m.move);
  }
}
const totals = variants.map(() => 0);
const times = variants.map(() => 0);
for (const p of positions) {
  const row = variants.map((v, i) => {
    const engine = new GomokuEngine(game);
    const t0 = performance.now();
    const m = engine.choose(p, {
      timeMs: 0,
      depth: Number(values.depth),
      searcherOptions: v.opts,
      vct: false,
      pnVct: false,
    });
    times[i]! += performance.now() - t0;
    totals[i]! += m.nodes;
    return m.nodes;
  });
  console.log(`ply ${p.stones} ${row.join(' ')}`);
}
console.log(`positions ${positions.length}`);
for (const [i, v] of variants.entries())
  console.log(
    `${v.name} ${JSON.stringify(v.opts)} total nodes ${totals[i]} in ${(times[i]! / 1000).toFixed(2)} s, ${Math.round(totals[i]! / times[i]!)}k nodes/s`,
  );
