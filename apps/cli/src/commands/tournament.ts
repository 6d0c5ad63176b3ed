import type { Command } from 'commander';
import { type ArenaFlags, addArenaOptions, checkOpeningFlags } from '../arena/options.js';
import { runArena } from '../arena/run.js';
import type { Ctx } from '../context.js';
import { usageError } from '../io.js';

interface TournamentFlags extends ArenaFlags {
  player: string[];
  mode: string;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerTournament(program: Command, ctx: Ctx): void {
  const cmd = program
    .command('tournament')
    .summary('round-robin or gauntlet of several players on one game')
    .description(
      'Play every pair of players (round-robin) or the first player against each other one\n' +
        '(gauntlet), --games games per pairing in colour-swapped pairs from the same openings.\n' +
        'Players are searcher specs or engines (see qi match --help). Prints standings with\n' +
        "each player's Elo against the field and each pairing's Elo difference, then a JSON line.",
    )
    .argument('<game>', 'game spec, e.g. connect4')
    .option('--player <spec>', 'a player (repeat the flag, at least two)', collect)
    .option(
      '--mode <mode>',
      'round-robin or gauntlet (the first --player against the others)',
      'round-robin',
    );
  addArenaOptions(cmd, 'games per pairing')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        "  qi tournament tictactoe --player minimax --player 'mcts(playouts=200)' --player random --games 10",
        "  qi tournament connect4 --mode gauntlet --player alphabeta --player mcts --player 'alphabeta(nullMove=false)' \\",
        '      --games 20 --nodes 5000 --random-plies 4 --workers 2 --out t.jsonl --report t.html',
      ].join('\n'),
    )
    .action(async (gameSpec: string, flags: TournamentFlags) => {
      checkOpeningFlags(flags);
      if (flags.mode !== 'round-robin' && flags.mode !== 'gauntlet')
        throw usageError(`--mode: expected round-robin or gauntlet, got "${flags.mode}"`);
      const players = flags.player ?? [];
      if (players.length < 2)
        throw usageError(`tournament needs at least two --player flags, got ${players.length}`);
      await runArena(ctx, {
        ...flags,
        gameSpec,
        mode: flags.mode,
        players: players.map((spec, i) => ({ spec, flag: `--player #${i + 1}` })),
        resume: flags.resume === true,
        json: flags.json === true,
      });
    });
}
