import { readFileSync } from 'node:fs';
import * as goPkg from '@qi/game-go';
import * as gomokuPkg from '@qi/game-gomoku';
import * as xiangqiPkg from '@qi/game-xiangqi';
import type { Command } from 'commander';
import { numberOption } from '../arena/options.js';
import type { Ctx } from '../context.js';
import { CliError, EXIT_FAILURE } from '../io.js';
import { intOption, seedOption } from '../options.js';

const pick = (flags: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.filter((k) => flags[k] !== undefined).map((k) => [k, flags[k]]));

/** The shape every game package's protocol loop has: read lines from `input`, answer on `output`. */
type EngineLoop = (
  input: AsyncIterable<string | Uint8Array>,
  output: { write(text: string): unknown },
  options?: Record<string, unknown>,
) => Promise<void>;

interface ProtocolEntry {
  readonly name: string;
  readonly summary: string;
  readonly pkg: string;
  readonly exportName: string;
  /** The loop, or undefined while the package does not export it yet. */
  readonly loop: () => EngineLoop | undefined;
  readonly examples: readonly string[];
  /** Flags beyond --seed, added to the command; `options` maps parsed flags to the loop's options. */
  readonly flags?: (cmd: Command) => Command;
  readonly options?: (flags: Record<string, unknown>, ctx: Ctx) => Record<string, unknown>;
}

/** Book files named by the GUI (UCCI `bookfiles`) are read from disk. */
const xiangqiOptions = (flags: Record<string, unknown>) => ({
  readFile: (path: string) => readFileSync(path),
  ...(flags.seed === undefined ? {} : { seed: flags.seed }),
});

// Looked up by name on the package namespace, so the CLI picks up each engine as soon as its
// package exports it (until then the command says it is not available).
const exported = (ns: object, name: string): unknown => (ns as Record<string, unknown>)[name];

const PROTOCOLS: readonly ProtocolEntry[] = [
  {
    name: 'ucci',
    summary: 'run the Xiangqi engine over UCCI on stdin/stdout (ICCS moves, ranks 0-9)',
    pkg: '@qi/game-xiangqi',
    exportName: 'runXiangqiEngine',
    loop: () => {
      const run = exported(xiangqiPkg, 'runXiangqiEngine') as
        | ((mode: 'ucci' | 'uci', ...rest: Parameters<EngineLoop>) => Promise<void>)
        | undefined;
      return run && ((input, output, options) => run('ucci', input, output, options));
    },
    options: xiangqiOptions,
    examples: ["printf 'ucci\\nposition startpos\\ngo depth 6\\n' | qi ucci"],
  },
  {
    name: 'uci',
    summary: 'run the Xiangqi engine over UCI (UCI_Variant xiangqi; ranks 1-10) on stdin/stdout',
    pkg: '@qi/game-xiangqi',
    exportName: 'runXiangqiEngine',
    loop: () => {
      const run = exported(xiangqiPkg, 'runXiangqiEngine') as
        | ((mode: 'ucci' | 'uci', ...rest: Parameters<EngineLoop>) => Promise<void>)
        | undefined;
      return run && ((input, output, options) => run('uci', input, output, options));
    },
    options: xiangqiOptions,
    examples: ["printf 'uci\\nposition startpos\\ngo movetime 500\\n' | qi uci"],
  },
  {
    name: 'gtp',
    summary: 'run the Go engine over GTP 2 on stdin/stdout (for GoGui, Sabaki, gogui-twogtp)',
    pkg: '@qi/game-go',
    exportName: 'runGtpEngine',
    loop: () => exported(goPkg, 'runGtpEngine') as EngineLoop | undefined,
    flags: (cmd) =>
      cmd
        .option('--size <n>', 'board size until boardsize (default 19)', intOption(2, 25))
        .option('--komi <k>', 'komi until komi (default 7.5)', numberOption)
        .option('--playouts <n>', 'playouts per move (with --time: a cap)', intOption(1))
        .option('--time <s>', 'seconds per move (a time_settings clock may shorten it)', numberOption)
        .option('--threads <n>', 'search threads', intOption(1, 64))
        .option('--resign <rate>', 'resign below this win rate (0 = never)', numberOption)
        .option('--log', 'write the thinking lines to stderr'),
    options: (f, ctx) => ({
      ...pick(f, ['size', 'komi', 'playouts', 'time', 'threads', 'resign', 'seed']),
      ...(f.log ? { log: (line: string) => ctx.io.stderr.write(`${line}\n`) } : {}),
    }),
    examples: [
      "printf 'boardsize 9\\nclear_board\\ngenmove b\\nquit\\n' | qi gtp",
      'gogui-twogtp -black "qi gtp --time 5" -white "gnugo --mode gtp" -size 9 -games 10',
    ],
  },
  {
    name: 'gomocup',
    summary: 'run the Gomoku engine over the Gomocup (Piskvork) protocol on stdin/stdout',
    pkg: '@qi/game-gomoku',
    exportName: 'runGomocupEngine',
    loop: () => exported(gomokuPkg, 'runGomocupEngine') as EngineLoop | undefined,
    flags: (cmd) => cmd.option('--messages', 'also print MESSAGE lines saying why each move was chosen'),
    options: (f) => pick(f, ['seed', 'messages']),
    examples: ["printf 'START 15\\nBEGIN\\nEND\\n' | qi gomocup"],
  },
];

/** `qi ucci`, `qi uci`, `qi gtp`, `qi gomocup`: each hands stdin/stdout to its game's protocol loop. */
export function registerProtocols(program: Command, ctx: Ctx): void {
  for (const p of PROTOCOLS) {
    const cmd = program
      .command(p.name)
      .summary(p.summary)
      .description(
        `${p.summary[0]!.toUpperCase()}${p.summary.slice(1)}.\n` +
          `Reads commands line by line until quit or end of input; nothing else is printed on stdout.\n` +
          `(Served by ${p.exportName} from ${p.pkg}.)`,
      )
      .option('--seed <n>', 'seed for the engine’s random choices', seedOption);
    (p.flags ? p.flags(cmd) : cmd)
      .addHelpText('after', ['', 'Examples:', ...p.examples.map((e) => `  ${e}`)].join('\n'))
      .action(async (flags: Record<string, unknown>) => {
        const loop = p.loop();
        if (!loop)
          throw new CliError(
            EXIT_FAILURE,
            `qi ${p.name} is not available in this build: ${p.pkg} does not export ${p.exportName} yet`,
          );
        await loop(
          ctx.io.stdin as AsyncIterable<string | Uint8Array>,
          ctx.io.stdout,
          p.options ? p.options(flags, ctx) : pick(flags, ['seed']),
        );
      });
  }
}
