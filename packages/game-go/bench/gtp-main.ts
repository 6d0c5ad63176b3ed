/**
 * Runs Qi's GTP engine on stdin/stdout from the sources (for benchmarks and GUIs before a build):
 *   node --conditions=@qi/source --import tsx bench/gtp-main.ts [--size 9] [--playouts N | --time S]
 *        [--threads K] [--komi K] [--seed N] [--resign R] [--verbose]
 * Thinking lines go to stderr with --verbose.
 */
import { runGtpEngine } from '../src/gtp/run.js';

const args = process.argv.slice(2);
const num = (name: string): number | undefined => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : undefined;
};
const verbose = args.includes('--verbose');
await runGtpEngine(process.stdin, process.stdout, {
  size: num('--size'),
  komi: num('--komi'),
  playouts: num('--playouts'),
  time: num('--time'),
  threads: num('--threads'),
  seed: num('--seed'),
  resign: num('--resign'),
  ...(verbose ? { log: (line: string) => process.stderr.write(`${line}\n`) } : {}),
});
