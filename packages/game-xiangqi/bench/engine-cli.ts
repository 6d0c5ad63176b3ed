/**
 * Runs Qi's Xiangqi engine on stdin/stdout (`ucci` or `uci` as the first argument), from sources:
 *   node --conditions=@qi/source --import tsx bench/engine-cli.ts uci
 * The strength benchmark starts it as a child process, as a GUI would start `qi uci`.
 */
import { readFileSync } from 'node:fs';
import { runXiangqiEngine } from '../src/protocol/run.js';

const mode = process.argv[2] === 'ucci' ? 'ucci' : 'uci';
await runXiangqiEngine(mode, process.stdin, process.stdout, { readFile: (path) => readFileSync(path) });
process.exit(0);
