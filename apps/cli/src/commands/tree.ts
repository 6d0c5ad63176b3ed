import { countTree, type TicTacToePosition } from '@qi/game-tictactoe';
import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { printer, usageError } from '../io.js';
import { requireGame, resolveGame, resolvePosition } from '../resolve.js';

interface TreeFlags {
  count?: boolean;
  position?: string;
  json?: boolean;
}

export function registerTree(program: Command, ctx: Ctx): void {
  program
    .command('tree')
    .summary('count the whole game tree (tictactoe)')
    .description(
      'Walk the complete game tree from a position and count it: every node (root included),\n' +
        'complete games (leaves), distinct positions, and how the games end.',
    )
    .argument('<game>', 'game spec (tictactoe)')
    .option('--count', 'count the tree (the only mode so far, and required)')
    .option('--position <text>', 'start position, e.g. x.o/.x./..o (default: empty board)')
    .option('--json', 'print one JSON object')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi tree tictactoe --count                 nodes 549946, games 255168, positions 5478',
        "  qi tree tictactoe --count --position 'x../.o./...' --json",
      ].join('\n'),
    )
    .action((gameSpec: string, flags: TreeFlags) => {
      const game = resolveGame(ctx.registry, gameSpec);
      requireGame(game, 'tictactoe', 'tree');
      if (!flags.count) throw usageError('tree: nothing to do; pass --count');
      const pos = resolvePosition(game, flags.position, '--position') as TicTacToePosition;
      const t = countTree(pos);
      const print = printer(ctx.io);
      if (flags.json) {
        print(JSON.stringify({ position: game.encode(pos), ...t }));
        return;
      }
      print(
        `nodes ${t.nodes}`,
        `games ${t.games}`,
        `positions ${t.positions}`,
        `x-wins ${t.xWins}`,
        `o-wins ${t.oWins}`,
        `draws ${t.draws}`,
      );
    });
}
