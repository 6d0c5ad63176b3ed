/**
 * Runs Qi's GTP engine on stdin/stdout from the sources (for benchmarks and GUIs before a build):
 *   node --conditions=@qi/source --import tsx bench/gtp-main.ts [--size 9] [--playouts N | --time S]
 *        [--threads K] [--komi K] [--seed N] [--resign R] [--mcts name=value,...] [--verbose]
 * Thinking lines go to stderr with --verbose; `--mcts` sets MCTS options over the engine's own
 * (numbers and true/false, e.g. `scoreBonus=0.1`).
 */
import { runGtpEngine } from '../src/gtp/run.js';

const args = process.argv.slice(2);
const num = (name: string): number | undefined => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : undefined;
};
const verbose = args.includes('--verbose');
const mctsAt = args.indexOf('--mcts');
const mcts: Record<string, number | boolean> = {};
for (const pair of mctsAt >= 0 ? (args[mctsAt + 1] ?? '').split(',') : []) {
  const [name = '', value = ''] = pair.split('=');
  const parsed = value === 'true' ? true : value === 'false' ? false : Number(value);
  if (name === '' || value === '' || (typeof parsed === 'number' && !Number.isFinite(parsed))) {
    process.stderr.write(`--mcts: expected name=value with a number or true/false, not "${pair}"\n`);
    process.exit(2);
  }
  mcts[name] = parsed;
}
await runGtpEngine(process.stdin, process.stdout, {
  size: num('--size'),
  komi: num('--komi'),
  playouts: num('--playouts'),
  time: num('--time'),
  threads: num('--threads'),
  seed: num('--seed'),
  resign: num('--resign'),
  engine: { mcts },
  ...(verbose ? { log: (line: string) => process.stderr.write(`${line}\n`) } : {}),
});
