/**
 * Runs Qi's GTP engine on stdin/stdout from the sources (for benchmarks and GUIs before a build):
 *   node --conditions=@qi/source --import tsx bench/gtp-main.ts [--size 9] [--playouts N | --time S]
 *        [--threads K] [--komi K] [--seed N] [--resign R] [--mcts name=value,...]
 *        [--knobs name=value,...] [--verbose]
 * Thinking lines go to stderr with --verbose; `--mcts` sets MCTS options over the engine's own
 * (numbers and true/false, e.g. `scoreBonus=0.1`), `--knobs` the playouts' and priors' knobs
 * (`pattern=0.7`: the `go-engine` option names of engine/knob-options.ts).
 */
import { MCTS_OPTIONS } from '@qi/core-search';
import { KNOB_OPTIONS } from '../src/engine/knob-options.js';
import { runGtpEngine } from '../src/gtp/run.js';
import { DEFAULT_POLICY } from '../src/playout.js';
import { ENGINE_FLAGS, numberFlag, optionsFlag, readFlags } from './flags.js';

const flags = readFlags(ENGINE_FLAGS);
const num = (name: string): number | undefined => numberFlag(flags, name, undefined);
const verbose = flags.verbose === true;
const mcts = optionsFlag(flags, 'mcts', MCTS_OPTIONS);
const knobs = { ...DEFAULT_POLICY, ...optionsFlag(flags, 'knobs', KNOB_OPTIONS) };
await runGtpEngine(process.stdin, process.stdout, {
  size: num('size'),
  komi: num('komi'),
  playouts: num('playouts'),
  time: num('time'),
  threads: num('threads'),
  seed: num('seed'),
  resign: num('resign'),
  engine: { mcts, knobs },
  ...(verbose ? { log: (line: string) => process.stderr.write(`${line}\n`) } : {}),
});
