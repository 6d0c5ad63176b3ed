import type { SprtParams } from '@qi/arena';
import type { Command } from 'commander';
import {
  type ArenaFlags,
  addArenaOptions,
  checkOpeningFlags,
  numberOption,
  parseSprt,
  sprtFrom,
} from '../arena/options.js';
import { runArena } from '../arena/run.js';
import type { Ctx } from '../context.js';
import { AI_DEFAULT_TEXT, defaultAi } from '../registry.js';
import { resolveGame } from '../resolve.js';

interface MatchFlags extends ArenaFlags {
  a?: string;
  b: string;
  sprt?: SprtParams;
  elo0?: number;
  elo1?: number;
  alpha?: number;
  beta?: number;
}

export function registerMatch(program: Command, ctx: Ctx): void {
  const cmd = program
    .command('match')
    .summary('play two players (searchers or engines) against each other, with Elo and SPRT')
    .description(
      'Play A against B in pairs of games with the colours swapped (A moves first in the 1st, 3rd, …\n' +
        'game), each pair from the same opening. Players are searcher specs or external engines:\n' +
        '  gtp:COMMAND       a Go engine over GTP, e.g. gtp:"/usr/games/gnugo --mode gtp --level 10"\n' +
        '  uci:COMMAND       a UCI engine (Xiangqi: UCI_Variant xiangqi is sent), e.g. uci:/usr/games/fairy-stockfish\n' +
        '  ucci:COMMAND      a UCCI Xiangqi engine;  gomocup:COMMAND  a Gomocup (Piskvork) engine\n' +
        '  options: uci(Skill Level=5,Hash=16,name=fsf,movetime=200):COMMAND (name, timeout, depth,\n' +
        "  nodes and movetime are Qi's; the others are sent to the engine)\n" +
        'Progress goes to stderr; stdout gets the result table and, last, one JSON summary line.\n' +
        'With --out, every finished game is appended as a JSON line at once, so an interrupted run\n' +
        'loses nothing and --resume plays only the missing games.',
    )
    .argument('<game>', 'game spec, e.g. "gomoku(size=15)"')
    .option('--a <spec>', `player A (default: ${AI_DEFAULT_TEXT})`)
    .option('--b <spec>', 'player B', 'random');
  addArenaOptions(cmd, 'number of games')
    .option(
      '--sprt <params>',
      'stop early by SPRT: elo0=0,elo1=10,alpha=0.05,beta=0.05 (any subset)',
      parseSprt,
    )
    .option('--elo0 <elo>', 'SPRT: Elo of H0 (default 0)', numberOption)
    .option('--elo1 <elo>', 'SPRT: Elo of H1 (default 10)', numberOption)
    .option('--alpha <p>', 'SPRT: false-positive rate (default 0.05)', numberOption)
    .option('--beta <p>', 'SPRT: false-negative rate (default 0.05)', numberOption)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi match tictactoe --a minimax --b random --games 20',
        '  qi match "gomoku(size=15)" --a alphabeta --b mcts --games 4 --time 100 --workers 2 --out r.jsonl',
        '  qi match "gomoku(size=15)" --a alphabeta --b mcts --games 4 --time 100 --workers 2 --out r.jsonl --resume',
        "  qi match 'go(size=9)' --a mcts --b 'gtp:/usr/games/gnugo --mode gtp --level 1' --games 2 --time 500",
        '  qi match xiangqi --a alphabeta --b "uci(Skill Level=0):/usr/games/fairy-stockfish" --time 200',
        '  qi match connect4 --a alphabeta --b mcts --random-plies 4 --games 200 --nodes 5000 \\',
        '      --sprt elo0=0,elo1=50 --workers 2 --out c4.jsonl --report c4.html --save-games c4-games',
        '  qi match tictactoe --a random --b random --games 100 --json | tail -1',
      ].join('\n'),
    )
    .action(async (gameSpec: string, flags: MatchFlags) => {
      checkOpeningFlags(flags);
      const sprt = sprtFrom(flags);
      const game = resolveGame(ctx.registry, gameSpec);
      await runArena(ctx, {
        ...flags,
        gameSpec,
        mode: 'match',
        players: [
          { spec: flags.a ?? defaultAi(ctx.registry, game), flag: '--a' },
          { spec: flags.b, flag: '--b' },
        ],
        resume: flags.resume === true,
        json: flags.json === true,
        ...(sprt ? { sprt } : {}),
      });
    });
}
