import { readFileSync, writeFileSync } from 'node:fs';
import { buildBookFromText } from '@qi/game-xiangqi';
import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { CliError, EXIT_FAILURE, inputError, printer, usageError } from '../io.js';
import { intOption } from '../options.js';

interface BuildFlags {
  out: string;
  maxPly: number;
  minCount: number;
  json?: boolean;
}

/** `qi book build`: Qi's own Xiangqi opening book (QIBK format) from game records. */
export function registerBook(program: Command, ctx: Ctx): void {
  const book = program.command('book').summary('opening books: build Qi’s Xiangqi book from game records');
  book
    .command('build')
    .summary('build a Xiangqi opening book from game records (ICCS or WXF move lists, PGN-style)')
    .argument('<files...>', 'game record files (numbered moves like "1. h2e2 h9g7 2. h0g2 …")')
    .requiredOption('--out <file>', 'where to write the book (Qi’s QIBK format)')
    .option('--max-ply <n>', 'plies of each game that enter the book', intOption(1, 200), 16)
    .option('--min-count <n>', 'keep a move only when this many games played it', intOption(1, 100000), 2)
    .option('--json', 'print the statistics as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi book build games/*.pgn --out my-book.qibk',
        '  qi book build games.pgn --out small.qibk --max-ply 10 --min-count 3',
        'Use the book with the engines: qi ucci, then "setoption bookfiles my-book.qibk".',
      ].join('\n'),
    )
    .action((files: string[], flags: BuildFlags) => {
      const texts = files.map((file) => {
        try {
          return readFileSync(file, 'utf8');
        } catch (e) {
          throw usageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
        }
      });
      const built = buildBookFromText(texts, { maxPly: flags.maxPly, minCount: flags.minCount });
      if (!built.ok) throw inputError('game records', built.error);
      try {
        writeFileSync(flags.out, built.value.bytes);
      } catch (e) {
        throw new CliError(
          EXIT_FAILURE,
          `cannot write ${flags.out}: ${(e as NodeJS.ErrnoException).code ?? e}`,
        );
      }
      const s = built.value.stats;
      const print = printer(ctx.io);
      if (flags.json) print(JSON.stringify({ out: flags.out, bytes: built.value.bytes.length, ...s }));
      else
        print(
          `wrote ${flags.out}: ${s.positions} positions, ${s.entries} moves from ${s.games} games ` +
            `(${s.gamesWithIllegalMoves} cut short by an illegal move), ${built.value.bytes.length} bytes`,
        );
    });
}
