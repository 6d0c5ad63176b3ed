import { type Command, InvalidArgumentError } from 'commander';
import {
  addBudgetOptions,
  addMaxPliesOption,
  addQueueOption,
  addRandomPliesOption,
  addWorkersOption,
  numberOption,
} from '../arena/options.js';
import { type ParamText, parseParamText, runTune } from '../arena/tune.js';
import type { Ctx } from '../context.js';
import { usageError } from '../io.js';
import { intOption, seedOption } from '../options.js';

interface TuneFlags {
  base: string;
  param?: ParamText[];
  iterations: number;
  pairs: number;
  r: number;
  time?: number;
  nodes?: number;
  depth?: number;
  seed: number;
  randomPlies?: number;
  maxPlies?: number;
  workers: number;
  out?: string;
  queue?: string;
}

const collectParam = (value: string, previous: ParamText[] = []) => {
  const p = parseParamText(value);
  if (typeof p === 'string') throw new InvalidArgumentError(`${p}.`);
  return [...previous, p];
};

export function registerTune(program: Command, ctx: Ctx): void {
  const cmd = program
    .command('tune')
    .summary('tune numeric searcher options by SPSA over paired games, locally or on a queue')
    .description(
      'SPSA as Fishtest runs it: each iteration perturbs every --param of the base spec by ±c at once\n' +
        '(random signs), plays the two versions against each other in colour-swapped pairs, and moves\n' +
        'the values towards the winner. The trajectory goes to --out (JSON lines); stdout gets the\n' +
        'final spec, then a JSON line. A --param is name (range and start from the option itself),\n' +
        'name=start or name=start:min:max[:cEnd[:rEnd]] (cEnd: perturbation at the end, default\n' +
        'range/20; rEnd: learning rate at the end, default --r).',
    )
    .argument('<game>', 'game spec, e.g. connect4')
    .requiredOption('--base <spec>', 'the searcher spec to tune, e.g. "alphabeta(depth=6)"')
    .option('--param <p>', 'an option to tune (repeat the flag)', collectParam)
    .option('--iterations <n>', 'SPSA iterations', intOption(1, 10_000_000), 200)
    .option('--pairs <n>', 'colour-swapped game pairs per iteration', intOption(1, 1000), 1)
    .option(
      '--r <rate>',
      'learning rate rEnd of every --param that does not set its own',
      numberOption,
      0.002,
    );
  for (const add of [
    addBudgetOptions,
    addRandomPliesOption,
    addMaxPliesOption,
    addWorkersOption,
    addQueueOption,
  ])
    add(cmd);
  cmd
    .option('--seed <n>', 'seed of the signs, openings and games', seedOption, 1)
    .option('--out <file>', 'write the trajectory (one JSON line per iteration, the result last)')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        "  qi tune connect4 --base 'alphabeta(depth=6)' --param aspirationWindow --iterations 500 --out t.jsonl",
        "  qi tune connect4 --base alphabeta --param 'lmrMinMove=3:1:10:1:0.01' --nodes 5000 --queue redis://10.0.0.5:6379",
      ].join('\n'),
    )
    .action(async (gameSpec: string, flags: TuneFlags) => {
      if (!flags.param || flags.param.length === 0) throw usageError('tune needs at least one --param');
      await runTune(ctx, { ...flags, gameSpec, params: flags.param, rEnd: flags.r });
    });
}
