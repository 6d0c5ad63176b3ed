/**
 * The engine on the VCT-attack set (fixtures/vct-attack.json, built by scripts/build-vct-attack.ts):
 * the side to move has a VCT beyond the depth-limited threat search. A hit is a move the engine plays
 * as a proven win (reason `vct` or `vcf`: its solvers claim only forced wins), or the set's own first
 * move. A fresh engine per position, `timeMs` (default 1000) a move; engine options may follow as
 * name=value (e.g. pnVct=false for the previous behaviour).
 *
 *   node --conditions=@qi/source --import tsx bench/vct-attack.ts [timeMs] [name=value…]
 */
import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { GomokuEngine } from '../src/engine.js';
import { createGomoku } from '../src/plugin.js';
import { parseOptions } from './kv.js';

interface Fixture {
  readonly id: string;
  readonly position: string;
  readonly move: string;
  readonly line: readonly string[];
}
const { positions } = JSON.parse(
  readFileSync(new URL('../fixtures/vct-attack.json', import.meta.url), 'utf8'),
) as { positions: Fixture[] };
const timeMs = Number(process.argv[2] ?? 1000);
const extra = parseOptions(process.argv.slice(3));
const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
let hits = 0;
let spent = 0;
let maxMs = 0;
const reasons = new Map<string, number>();
const missed: string[] = [];
for (const f of positions) {
  const pos = unwrap(game.decode(f.position));
  const e = new GomokuEngine(game).choose(pos, { timeMs, ...extra });
  spent += e.timeMs;
  maxMs = Math.max(maxMs, e.timeMs);
  reasons.set(e.reason, (reasons.get(e.reason) ?? 0) + 1);
  const name = game.moveToString(pos, e.move);
  if (e.reason === 'vct' || e.reason === 'vcf' || name === f.move) hits++;
  else missed.push(`${f.id}:${name}(${e.reason})`);
}
console.log(
  `${hits}/${positions.length} solved (${((100 * hits) / positions.length).toFixed(0)}%), ${timeMs} ms a move, mean ${(spent / positions.length).toFixed(0)} ms used, max ${maxMs.toFixed(0)} ms; reasons ${JSON.stringify(Object.fromEntries(reasons))} ${JSON.stringify(extra)}`,
);
if (missed.length > 0) console.log(`  missed: ${missed.join(' ')}`);
