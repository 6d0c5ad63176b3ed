/**
 * The proof-number VCT search alone on positions of recorded games (a `qi match --out` file), a
 * held-out check beside the VCT-attack set: every third position with 6+ stones where no side has a
 * five to play or block, a search from a cleared table each, a node budget (default 200k), no clock.
 * Prints proved / disproved / unresolved and the nodes; node counts do not depend on the machine.
 *
 * Solver options (PnOptions) may follow as name=value (e.g. `defenderVcfNodes=0 doubleThreePn=6`).
 *
 *   node --conditions=@qi/source --import tsx bench/pn-games.ts <games.jsonl> [nodes] [name=value…]
 */
import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { createGomoku } from '../src/plugin.js';
import { PnSearch } from '../src/pn-search.js';
import { parseOptions } from './kv.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: pn-games.ts <games.jsonl> [nodes]');
  process.exit(2);
}
const budget = Number(process.argv[3] ?? 200_000);
const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const options = parseOptions(process.argv.slice(4));
const pn = new PnSearch({ poolBits: 20, tableBits: 18, ...options });
let n = 0;
let proved = 0;
let disproved = 0;
let nodes = 0;
let checks = 0;
let k = 0;
let ms = 0;
for (const l of readFileSync(file, 'utf8').split('\n')) {
  if (!l) continue;
  const g = JSON.parse(l) as { type: string; openingMoves: string[]; moves: string[] };
  if (g.type !== 'game') continue;
  const pos = game.initial();
  for (const mv of [...g.openingMoves, ...g.moves]) {
    if (pos.outcome().kind !== 'ongoing') break;
    if (pos.stones >= 6 && pos.fiveCount(0) === 0 && pos.fiveCount(1) === 0 && k++ % 3 === 0) {
      pn.clear();
      const t0 = performance.now();
      const r = pn.vctSearch(pos, { nodes: budget });
      ms += performance.now() - t0;
      n++;
      nodes += r.nodes;
      checks += r.checkNodes;
      if (r.win) proved++;
      else if (r.complete) disproved++;
    }
    pos.make(unwrap(game.parseMove(pos, mv)));
  }
}
console.log(
  `${JSON.stringify(options)} positions ${n}: proved ${proved}, disproved ${disproved}, unresolved ${n - proved - disproved}; ${nodes} nodes (and ${checks} in defender-VCF checks) in ${(ms / 1000).toFixed(1)} s`,
);
