/**
 * Runs Qi's GTP engine on stdin/stdout from the sources (for benchmarks and GUIs before a build):
 *   node --conditions=@qi/source --import tsx bench/gtp-main.ts [--size 9] [--playouts N | --time S]
 *        [--threads K] [--komi K] [--seed N] [--resign R] [--option name=value]... [--verbose]
 * Thinking lines go to stderr with --verbose. `--option` sets a playout-knowledge engine option that
 * has no flag (`fillBoard=N`, `linePriors=true|false`, `ladders=true|false`), for A/B runs.
 */
import type { GoEngineOptions } from '../src/engine/options.js';
import { runGtpEngine } from '../src/gtp/run.js';

const args = process.argv.slice(2);
const num = (name: string): number | undefined => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : undefined;
};
const verbose = args.includes('--verbose');
const engine: { -readonly [K in 'fillBoard' | 'linePriors' | 'ladders']?: GoEngineOptions[K] } = {};
for (let i = 0; i < args.length; i++) {
  if (args[i] !== '--option') continue;
  const [name, value = ''] = (args[i + 1] ?? '').split('=');
  if (name === 'fillBoard' && /^\d+$/.test(value)) engine.fillBoard = Number(value);
  else if ((name === 'linePriors' || name === 'ladders') && (value === 'true' || value === 'false'))
    engine[name] = value === 'true';
  else {
    process.stderr.write(
      `gtp-main: bad --option ${args[i + 1] ?? ''} (fillBoard=N, linePriors=bool, ladders=bool)\n`,
    );
    process.exit(2);
  }
}
await runGtpEngine(process.stdin, process.stdout, {
  size: num('--size'),
  komi: num('--komi'),
  playouts: num('--playouts'),
  time: num('--time'),
  threads: num('--threads'),
  seed: num('--seed'),
  resign: num('--resign'),
  engine,
  ...(verbose ? { log: (line: string) => process.stderr.write(`${line}\n`) } : {}),
});
