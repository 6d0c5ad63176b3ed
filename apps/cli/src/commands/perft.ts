import { perft, perftDivide } from '@qi/core-search';
import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { printer, usageError } from '../io.js';
import { intOption } from '../options.js';
import { resolveGame, resolvePosition } from '../resolve.js';

interface PerftFlags {
  depth: number;
  fen?: string;
  divide?: boolean;
}

export function registerPerft(program: Command, ctx: Ctx): void {
  program
    .command('perft')
    .summary('count the leaves of the legal-move tree at an exact depth')
    .description(
      'Count move sequences of exactly --depth plies from a position (perft), using the game’s\n' +
        'fast perft when it has one. Games that end earlier contribute no leaves. The last line is\n' +
        'the total as a bare integer; --divide first prints each root move with its count.',
    )
    .argument('<game>', 'game spec, e.g. tictactoe')
    .requiredOption('--depth <n>', 'depth in plies', intOption(0, 64))
    .option('--fen <text>', 'start position in the game’s text (FEN for xiangqi, x.o/... for tictactoe)')
    .option('--divide', 'print the count below each root move first')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi perft tictactoe --depth 9              127872 (games lasting all 9 plies)',
        "  qi perft tictactoe --depth 2 --fen 'x../.o./...' --divide",
      ].join('\n'),
    )
    .action((gameSpec: string, flags: PerftFlags) => {
      const game = resolveGame(ctx.registry, gameSpec);
      const pos = resolvePosition(game, flags.fen, '--fen');
      const print = printer(ctx.io);
      if (flags.divide) {
        if (flags.depth < 1) throw usageError('--divide needs --depth 1 or more');
        let total = 0;
        for (const { move, count } of perftDivide(game, pos, flags.depth)) {
          print(`${game.moveToString(pos, move)}: ${count}`);
          total += count;
        }
        print(String(total));
        return;
      }
      print(String(perft(game, pos, flags.depth)));
    });
}
