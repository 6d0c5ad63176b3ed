import { readFileSync } from 'node:fs';
import type { Position } from '@qi/core-search';
import { formatScore, NO_MOVE } from '@qi/core-search';
import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { inputError, printer, usageError } from '../io.js';
import { intOption, seedOption } from '../options.js';
import { AI_DEFAULT_TEXT, defaultAi } from '../registry.js';
import { resolveGame, resolvePosition, resolveSearcher } from '../resolve.js';
import { infoText, liveSearch, pvText } from '../search-info.js';

interface AnalyzeFlags {
  fen?: string;
  position?: string;
  sgf?: string;
  moves?: string;
  ai?: string;
  time?: number;
  nodes?: number;
  depth?: number;
  seed: number;
  json?: boolean;
}

export function registerAnalyze(program: Command, ctx: Ctx): void {
  program
    .command('analyze')
    .summary('search one position and print the search info lines and the best move')
    .description(
      'Run a searcher on a position: the game’s start, --fen/--position text, or an SGF file (go),\n' +
        'then optional --moves. Prints an info line per iteration (depth, score, nodes, nps, pv) and,\n' +
        'last, "bestmove <move>". Without a limit the search gets 1000 ms.',
    )
    .argument('<game>', 'game spec, e.g. xiangqi')
    .option('--fen <text>', 'position text in the game’s format (FEN for xiangqi, rows for go/gomoku)')
    .option('--position <text>', 'the same as --fen')
    .option('--sgf <file>', 'an SGF file (go): the position at the end of its main line')
    .option('--moves <list>', 'moves to play first, separated by spaces, in the game’s notation')
    .option('--ai <spec>', `searcher spec (default: ${AI_DEFAULT_TEXT})`)
    .option('--time <ms>', 'time limit in milliseconds', intOption(1))
    .option('--nodes <n>', 'node (or playout) limit', intOption(1))
    .option('--depth <n>', 'depth limit', intOption(1, 200))
    .option('--seed <n>', 'search seed', seedOption, 1)
    .option('--json', 'print info lines and the result as JSON objects')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi analyze xiangqi --depth 6',
        "  qi analyze xiangqi --fen 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w' --time 2000",
        "  qi analyze 'go(size=9)' --sgf game.sgf --ai 'mcts' --nodes 20000",
        "  qi analyze 'gomoku(size=15)' --moves 'h8 h9 i9' --time 500 --json",
      ].join('\n'),
    )
    .action(async (gameSpec: string, flags: AnalyzeFlags) => {
      const { registry, io } = ctx;
      const print = printer(io);
      const game = resolveGame(registry, gameSpec);
      const sources = [flags.fen, flags.position, flags.sgf].filter((x) => x !== undefined);
      if (sources.length > 1) throw usageError('give one of --fen, --position or --sgf');
      let text = flags.fen ?? flags.position;
      if (flags.sgf !== undefined) {
        try {
          text = readFileSync(flags.sgf, 'utf8');
        } catch (e) {
          throw usageError(`--sgf: cannot read ${flags.sgf}: ${(e as NodeJS.ErrnoException).code ?? e}`);
        }
      }
      const pos: Position = resolvePosition(
        game,
        text,
        flags.sgf !== undefined ? '--sgf' : flags.fen ? '--fen' : '--position',
      );
      for (const word of (flags.moves ?? '').split(/\s+/).filter(Boolean)) {
        const m = game.parseMove(pos, word);
        if (!m.ok) throw inputError(`--moves "${word}"`, m.error);
        pos.make(m.value);
      }
      if (pos.outcome().kind !== 'ongoing')
        throw usageError('the game is over in that position: nothing to analyze');
      const searcher = resolveSearcher(registry, flags.ai ?? defaultAi(registry, game), game, '--ai');
      const limited = flags.time !== undefined || flags.nodes !== undefined || flags.depth !== undefined;
      const limits = {
        ...(flags.time === undefined ? {} : { timeMs: flags.time }),
        ...(flags.nodes === undefined ? {} : { nodes: flags.nodes }),
        ...(flags.depth === undefined ? {} : { depth: flags.depth }),
        ...(limited ? {} : { timeMs: 1000 }),
        seed: flags.seed,
      };
      if (!flags.json) print(`${game.spec} ${searcher.spec}: ${game.encode(pos)}`);
      const r = await liveSearch(searcher, pos, limits, {
        throttleMs: 0,
        onInfo: (info) =>
          print(
            flags.json
              ? JSON.stringify({
                  type: 'info',
                  depth: info.stats.depth,
                  score: formatScore(info.score),
                  nodes: info.stats.nodes,
                  nps: Math.round(info.stats.nps),
                  timeMs: Math.round(info.stats.timeMs),
                  pv: pvText(game, pos, info.pv).split(' ').filter(Boolean),
                })
              : `info ${infoText(game, pos, info)}`,
          ),
      });
      const best = r.bestMove === NO_MOVE ? '(none)' : game.moveToString(pos, r.bestMove);
      if (flags.json)
        print(
          JSON.stringify({
            type: 'bestmove',
            move: best,
            score: formatScore(r.score),
            depth: r.stats.depth,
            nodes: r.stats.nodes,
            timeMs: Math.round(r.stats.timeMs),
            pv: pvText(game, pos, r.pv).split(' ').filter(Boolean),
          }),
        );
      else print(`bestmove ${best}`);
    });
}
