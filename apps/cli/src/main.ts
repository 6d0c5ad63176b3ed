import type { Registry } from '@qi/core-search';
import { Command, CommanderError } from 'commander';
import { registerAnalyze } from './commands/analyze.js';
import { registerBench } from './commands/bench.js';
import { registerBook } from './commands/book.js';
import { registerDistributed } from './commands/distributed.js';
import { registerList } from './commands/list.js';
import { registerMatch } from './commands/match.js';
import { registerPerft } from './commands/perft.js';
import { registerPlay } from './commands/play.js';
import { registerProtocols } from './commands/protocols.js';
import { registerSolve } from './commands/solve.js';
import { registerTournament } from './commands/tournament.js';
import { registerTree } from './commands/tree.js';
import type { Ctx } from './context.js';
import { CliError, type CliIO, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './io.js';
import { createRegistry } from './registry.js';

export const VERSION = '0.1.0';

/**
 * Runs the CLI on `argv` (without the node and script paths) and returns the exit code:
 * 0 ok, 1 runtime failure, 2 usage error. Never throws and never prints a stack trace
 * (unless QI_DEBUG is set). Tests may pass their own registry.
 */
export async function main(
  argv: readonly string[],
  io: CliIO,
  registry: Registry = createRegistry(),
): Promise<number> {
  const ctx: Ctx = { registry, io };
  try {
    await buildProgram(ctx).parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    return report(e, io);
  }
}

function buildProgram(ctx: Ctx): Command {
  const { io, registry } = ctx;
  // Settings made before adding commands are inherited by them.
  const program = new Command('qi')
    .description(
      'Qi: board-game engines — play, matches and tournaments, engine protocols, analysis, bench, perft.',
    )
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // One line per error: commander's suggestion ("Did you mean play?") joins the message.
      outputError: (s, write) => write(`qi: ${s.trim().replace(/\s*\n\s*/g, ' ')} (see --help)\n`),
      getOutHelpWidth: () => 100,
      getErrHelpWidth: () => 100,
    })
    .showSuggestionAfterError(true);
  registerPlay(program, ctx);
  registerMatch(program, ctx);
  registerTournament(program, ctx);
  registerDistributed(program, ctx);
  registerProtocols(program, ctx);
  registerAnalyze(program, ctx);
  registerBench(program, ctx);
  registerPerft(program, ctx);
  registerBook(program, ctx);
  registerSolve(program, ctx);
  registerTree(program, ctx);
  registerList(program, ctx);
  program.addHelpText(
    'after',
    [
      '',
      'Examples:',
      '  qi play tictactoe                                   play X against the AI',
      "  qi play 'go(size=9)' --human black --time 1000     Go on a 9x9 board",
      '  qi match tictactoe --a minimax --b random --games 20',
      '  qi match "gomoku(size=15)" --a alphabeta --b mcts --games 4 --time 100 --workers 2 --out r.jsonl',
      "  qi match 'go(size=9)' --a mcts --b 'gtp:/usr/games/gnugo --mode gtp --level 1' --games 2 --time 500",
      '  qi tournament connect4 --player alphabeta --player mcts --player random --games 10',
      '  qi analyze xiangqi --depth 6                        info lines and the best move',
      '  qi bench                                            node-count signature and nodes/s',
      '  qi ucci | qi uci | qi gtp | qi gomocup              engine protocols on stdin/stdout',
      '  qi solve tictactoe                                  value draw',
      "  qi solve tictactoe 'x.o/.x./..o'                    value and best moves of a position",
      '  qi tree tictactoe --count                           nodes 549946, games 255168',
      '  qi perft tictactoe --depth 9                        127872',
      '  qi list                                             games, searchers and their options',
      '',
      `Games: ${registry.games.map((g) => g.meta.id).join(', ')}`,
      `Searchers: ${registry.searchers.map((s) => s.id).join(', ')}`,
      "Games and searchers take options as specs, e.g. 'minimax(depth=4)' (quote them in the shell).",
      'Exit codes: 0 ok, 1 runtime failure, 2 usage error. Run qi <command> --help for details.',
    ].join('\n'),
  );
  return program;
}

function report(e: unknown, io: CliIO): number {
  if (e instanceof CommanderError) {
    // Commander has already printed its message (or the help/version text).
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return EXIT_OK;
    return EXIT_USAGE;
  }
  if (e instanceof CliError) {
    io.stderr.write(`qi: error: ${e.message}\n`);
    return e.exitCode;
  }
  const message = e instanceof Error ? e.message : String(e);
  io.stderr.write(`qi: error: ${message}\n`);
  if (process.env.QI_DEBUG && e instanceof Error && e.stack) io.stderr.write(`${e.stack}\n`);
  return EXIT_FAILURE;
}
