import * as goPkg from '@qi/game-go';
import * as gomokuPkg from '@qi/game-gomoku';
import * as xiangqiPkg from '@qi/game-xiangqi';
import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { CliError, EXIT_FAILURE } from '../io.js';
import { seedOption } from '../options.js';

/** The shape every game package's protocol loop has: read lines from `input`, answer on `output`. */
type EngineLoop = (
  input: AsyncIterable<string | Uint8Array>,
  output: { write(text: string): unknown },
  options?: { seed?: number },
) => Promise<void>;

interface ProtocolEntry {
  readonly name: string;
  readonly summary: string;
  readonly pkg: string;
  readonly exportName: string;
  /** The loop, or undefined while the package does not export it yet. */
  readonly loop: () => EngineLoop | undefined;
  readonly examples: readonly string[];
}

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
    examples: ["printf 'uci\\nposition startpos\\ngo movetime 500\\n' | qi uci"],
  },
  {
    name: 'gtp',
    summary: 'run the Go engine over GTP 2 on stdin/stdout (for GoGui, Sabaki, gogui-twogtp)',
    pkg: '@qi/game-go',
    exportName: 'runGtpEngine',
    loop: () => exported(goPkg, 'runGtpEngine') as EngineLoop | undefined,
    examples: ["printf 'boardsize 9\\nclear_board\\ngenmove b\\nquit\\n' | qi gtp"],
  },
  {
    name: 'gomocup',
    summary: 'run the Gomoku engine over the Gomocup (Piskvork) protocol on stdin/stdout',
    pkg: '@qi/game-gomoku',
    exportName: 'runGomocupEngine',
    loop: () => exported(gomokuPkg, 'runGomocupEngine') as EngineLoop | undefined,
    examples: ["printf 'START 15\\nBEGIN\\nEND\\n' | qi gomocup"],
  },
];

/** `qi ucci`, `qi uci`, `qi gtp`, `qi gomocup`: each hands stdin/stdout to its game's protocol loop. */
export function registerProtocols(program: Command, ctx: Ctx): void {
  for (const p of PROTOCOLS) {
    program
      .command(p.name)
      .summary(p.summary)
      .description(
        `${p.summary[0]!.toUpperCase()}${p.summary.slice(1)}.\n` +
          `Reads commands line by line until quit or end of input; nothing else is printed on stdout.\n` +
          `(Served by ${p.exportName} from ${p.pkg}.)`,
      )
      .option('--seed <n>', 'seed for the engine’s random choices', seedOption)
      .addHelpText('after', ['', 'Examples:', ...p.examples.map((e) => `  ${e}`)].join('\n'))
      .action(async (flags: { seed?: number }) => {
        const loop = p.loop();
        if (!loop)
          throw new CliError(
            EXIT_FAILURE,
            `qi ${p.name} is not available in this build: ${p.pkg} does not export ${p.exportName} yet`,
          );
        await loop(
          ctx.io.stdin as AsyncIterable<string | Uint8Array>,
          ctx.io.stdout,
          flags.seed === undefined ? {} : { seed: flags.seed },
        );
      });
  }
}
