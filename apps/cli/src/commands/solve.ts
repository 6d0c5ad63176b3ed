import type { Player } from '@qi/core-search';
import { type TicTacToePosition, TicTacToeSolver, type Value } from '@qi/game-tictactoe';
import type { Command } from 'commander';
import { match } from 'ts-pattern';
import type { Ctx } from '../context.js';
import { printer } from '../io.js';
import { requireGame, resolveGame, resolvePosition } from '../resolve.js';
import { outcomeText, viewOf } from '../views.js';

const valueWord = (v: Value): string =>
  match(v)
    .with(1, () => 'win')
    .with(0, () => 'draw')
    .with(-1, () => 'loss')
    .exhaustive();

export function registerSolve(program: Command, ctx: Ctx): void {
  program
    .command('solve')
    .summary('solve a position exactly: value and best moves (tictactoe)')
    .description(
      'Solve a position exactly. Prints the value for the side to move (win, draw or loss),\n' +
        'the best moves (fastest win, slowest loss), and every legal move with its value for the\n' +
        'side to move and the number of plies to the end under perfect play.',
    )
    .argument('<game>', 'game spec (tictactoe)')
    .argument('[position]', 'position text, e.g. x.o/.x./..o (default: empty board)')
    .option('--json', 'print one JSON object')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi solve tictactoe                   value draw',
        "  qi solve tictactoe 'x.o/.x./..o'",
        "  qi solve tictactoe 'xx./oo./...' --json",
      ].join('\n'),
    )
    .action((gameSpec: string, positionText: string | undefined, flags: { json?: boolean }) => {
      const game = resolveGame(ctx.registry, gameSpec);
      requireGame(game, 'tictactoe', 'solve');
      const pos = resolvePosition(game, positionText, 'position') as TicTacToePosition;
      const view = viewOf(game);
      const s = new TicTacToeSolver().solve(pos);
      const name = (m: number) => game.moveToString(pos, m);
      const print = printer(ctx.io);
      if (flags.json) {
        print(
          JSON.stringify({
            position: game.encode(pos),
            toMove: view.sides[pos.toMove],
            value: valueWord(s.value),
            plies: s.distance,
            best: s.bestMoves.map(name),
            moves: s.moves.map((m) => ({ move: name(m.move), value: valueWord(m.value), plies: m.distance })),
          }),
        );
        return;
      }
      print(`position ${game.encode(pos)} (${view.sides[pos.toMove as Player]} to move)`);
      const outcome = pos.outcome();
      print(`value ${valueWord(s.value)}`);
      if (outcome.kind !== 'ongoing') {
        print(`game over: ${outcomeText(outcome, view.sides)}`);
        return;
      }
      print(`plies to the end ${s.distance}`, `best ${s.bestMoves.map(name).join(' ')}`, 'moves');
      for (const m of s.moves) print(`  ${name(m.move)} ${valueWord(m.value)} in ${m.distance}`);
    });
}
