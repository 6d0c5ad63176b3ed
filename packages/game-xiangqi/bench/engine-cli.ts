/**
 * Runs Qi's Xiangqi engine on stdin/stdout (`ucci` or `uci` as the first argument), from sources:
 *   node --conditions=@qi/source --import tsx bench/engine-cli.ts uci
 * The strength benchmark starts it as a child process, as a GUI would start `qi uci`.
 * QI_XQ_SEARCH="lmp=false,futility=false" overrides alpha-beta options (to measure a feature switched off).
 */
import { readFileSync } from 'node:fs';
import type { RawParams } from '@qi/core-search';
import { runXiangqiEngine } from '../src/protocol/run.js';

const mode = process.argv[2] === 'ucci' ? 'ucci' : 'uci';
const search: Record<string, string> = {};
for (const kv of (process.env.QI_XQ_SEARCH ?? '').split(',').filter(Boolean)) {
  const [k, v] = kv.split('=');
  if (!k || v === undefined) throw new Error(`QI_XQ_SEARCH: expected name=value, got "${kv}"`);
  search[k.trim()] = v.trim();
}
await runXiangqiEngine(mode, process.stdin, process.stdout, {
  readFile: (path) => readFileSync(path),
  ...(Object.keys(search).length ? { engine: { search: search as RawParams } } : {}),
});
process.exit(0);
