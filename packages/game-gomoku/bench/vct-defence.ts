/**
 * The engine on the VCT-defence set (fixtures/vct-defence.json, built by scripts/build-vct-defence.ts):
 * in each position the opponent would win by a VCT; a hit is a move in the brute-forced defence set.
 * Each position gets a fresh engine and `timeMs` (default 1000) for the move; engine options may follow
 * as name=value.
 *
 *   pnpm --filter @qi/game-gomoku exec node --conditions=@qi/source --import tsx bench/vct-defence.ts [timeMs] [name=value…]
 */
import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { GomokuEngine } from '../src/engine.js';
import { createGomoku } from '../src/plugin.js';
import type { Rule } from '../src/rules.js';
import { parseOptions } from './kv.js';

interface Fixture {
  readonly id: string;
  readonly size: number;
  readonly rule: Rule;
  readonly position: string;
  readonly moves: number;
  readonly defences: readonly string[];
}
const { positions } = JSON.parse(
  readFileSync(new URL('../fixtures/vct-defence.json', import.meta.url), 'utf8'),
) as { positions: Fixture[] };
const timeMs = Number(process.argv[2] ?? 1000);
/** Engine options as name=value after the time, e.g. pnVct=false. */
const extra = parseOptions(process.argv.slice(3));

{
  let hits = 0;
  let spent = 0;
  const reasons = new Map<string, number>();
  const missed: string[] = [];
  for (const f of positions) {
    const game = unwrap(createGomoku({ size: f.size, rule: f.rule }));
    const pos = unwrap(game.decode(f.position));
    const e = new GomokuEngine(game).choose(pos, { timeMs, ...extra });
    spent += e.timeMs;
    reasons.set(e.reason, (reasons.get(e.reason) ?? 0) + 1);
    if (f.defences.includes(game.moveToString(pos, e.move))) hits++;
    else missed.push(`${f.id}:${game.moveToString(pos, e.move)}(${e.reason})`);
  }
  console.log(
    `${hits}/${positions.length} moves in the defence set (${((100 * hits) / positions.length).toFixed(0)}%), ${timeMs} ms a move, mean ${(spent / positions.length).toFixed(0)} ms used; reasons ${JSON.stringify(Object.fromEntries(reasons))}`,
  );
  if (missed.length > 0) console.log(`  missed: ${missed.join(' ')}`);
}
