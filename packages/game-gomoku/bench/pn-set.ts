/**
 * The proof-number VCT search alone on the VCT-attack set (fixtures/vct-attack.json): for each
 * position a search from a cleared table with a node budget (default 1M, the pool's size), no clock.
 * Prints id:nodes/ms per position (X = not proved), then the totals: proved, proved within 800 ms
 * (about what the engine can give it at 1 s a move), nodes per second.
 *
 * Solver options (PnOptions) may follow as name=value, e.g. `defenderVcfNodes=0 doubleThreePn=6` for
 * the search before session 9.
 *
 *   node --conditions=@qi/source --import tsx bench/pn-set.ts [nodes] [name=value…]
 */
import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { createGomoku } from '../src/plugin.js';
import { PnSearch } from '../src/pn-search.js';
import { parseOptions } from './kv.js';

const { positions } = JSON.parse(
  readFileSync(new URL('../fixtures/vct-attack.json', import.meta.url), 'utf8'),
) as { positions: { id: string; position: string }[] };
const nodes = Number(process.argv[2] ?? 1_000_000);
const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const options = parseOptions(process.argv.slice(3));
const pn = new PnSearch({ poolBits: 20, tableBits: 18, ...options });
let ms = 0;
let total = 0;
let checks = 0;
let proved = 0;
let fast = 0;
const out: string[] = [];
for (const f of positions) {
  const pos = unwrap(game.decode(f.position));
  pn.clear();
  const t0 = performance.now();
  const r = pn.vctSearch(pos, { nodes });
  const t = performance.now() - t0;
  ms += t;
  total += r.nodes;
  checks += r.checkNodes;
  if (r.win) proved++;
  if (r.win && t < 800) fast++;
  out.push(`${f.id.replace('vct-attack-', '')}:${r.win ? '' : 'X'}${r.nodes}/${t.toFixed(0)}`);
}
console.log(out.join(' '));
console.log(
  `${JSON.stringify(options)} proved ${proved}/${positions.length}, within 800 ms ${fast}; ${total} nodes (and ${checks} in defender-VCF checks) in ${(ms / 1000).toFixed(1)} s, ${(total / ms).toFixed(0)}k nodes/s`,
);
