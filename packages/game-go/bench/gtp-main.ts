/**
 * Runs Qi's GTP engine on stdin/stdout from the sources (for benchmarks and GUIs before a build):
 *   node --conditions=@qi/source --import tsx bench/gtp-main.ts [--size 9] [--playouts N | --time S]
 *        [--threads K] [--komi K] [--seed N] [--resign R] [--mcts name=value,...] [--verbose]
 * Thinking lines go to stderr with --verbose; `--mcts` sets MCTS options over the engine's own
 * (numbers and true/false, e.g. `scoreBonus=0.1`).
 */
import { runGtpEngine } from '../src/gtp/run.js';
import { ENGINE_FLAGS, fail, numberFlag, readFlags } from './flags.js';

const flags = readFlags(ENGINE_FLAGS);
const num = (name: string): number | undefined => numberFlag(flags, name, undefined);
const verbose = flags.verbose === true;
const mcts: Record<string, number | boolean> = {};
for (const pair of flags.mcts === undefined ? [] : flags.mcts.split(',')) {
  const [name = '', value = ''] = pair.split('=');
  const parsed = value === 'true' ? true : value === 'false' ? false : Number(value);
  if (name === '' || value === '' || (typeof parsed === 'number' && !Number.isFinite(parsed))) {
    fail(`--mcts: expected name=value with a number or true/false, not "${pair}"`);
  }
  mcts[name] = parsed;
}
await runGtpEngine(process.stdin, process.stdout, {
  size: num('size'),
  komi: num('komi'),
  playouts: num('playouts'),
  time: num('time'),
  threads: num('threads'),
  seed: num('seed'),
  resign: num('resign'),
  engine: { mcts },
  ...(verbose ? { log: (line: string) => process.stderr.write(`${line}\n`) } : {}),
});
