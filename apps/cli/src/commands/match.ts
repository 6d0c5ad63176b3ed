import { type GameRecord, type MatchSummary, runMatch, summarize, type Tally } from '@qi/arena';
import type { SearchLimits } from '@qi/core-search';
import type { Command } from 'commander';
import { match } from 'ts-pattern';
import type { Ctx } from '../context.js';
import { percent, round, signed } from '../format.js';
import { printer } from '../io.js';
import { intOption, seedOption } from '../options.js';
import { aiDefaultText, defaultAi } from '../registry.js';
import { resolveGame, resolveSearcher } from '../resolve.js';
import { type GameView, viewOf } from '../views.js';

interface MatchFlags {
  a?: string;
  b: string;
  games: number;
  nodes?: number;
  time?: number;
  seed: number;
  json?: boolean;
}

export function registerMatch(program: Command, ctx: Ctx): void {
  program
    .command('match')
    .summary('play searchers against each other and estimate the Elo difference')
    .description(
      'Play A against B for N games, alternating sides (A moves first in the 1st, 3rd, … game).\n' +
        'Prints one line per game, a summary with the Elo difference A−B and its 95% interval\n' +
        '(pentanomial over side-swapped pairs when every game is paired, else trinomial), and,\n' +
        'as the last line, the result as a JSON object. Every game is seeded: the same seed and\n' +
        'node limit replay the same match.',
    )
    .argument('<game>', 'game spec, e.g. tictactoe')
    .option('--a <spec>', `searcher spec for player A (default: ${aiDefaultText(ctx.registry)})`)
    .option('--b <spec>', 'searcher spec for player B', 'random')
    .option('--games <n>', 'number of games', intOption(1), 10)
    .option('--nodes <n>', 'node (or playout) limit per move', intOption(1))
    .option('--time <ms>', 'time limit per move in milliseconds', intOption(1))
    .option('--seed <n>', 'match seed (each game and move derives its own)', seedOption, 1)
    .option('--json', 'print every line as JSON (one object per game, then the summary)')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi match tictactoe --a minimax --b random --games 20',
        "  qi match tictactoe --a 'minimax(depth=2)' --b minimax --games 10 --seed 7",
        '  qi match tictactoe --a random --b random --games 100 --json | tail -1',
      ].join('\n'),
    )
    .action((gameSpec: string, flags: MatchFlags) => runMatchCommand(ctx, gameSpec, flags));
}

async function runMatchCommand(ctx: Ctx, gameSpec: string, flags: MatchFlags): Promise<void> {
  const { registry, io } = ctx;
  const print = printer(io);
  const game = resolveGame(registry, gameSpec);
  const a = resolveSearcher(registry, flags.a ?? defaultAi(registry, game.info), game, '--a');
  const b = resolveSearcher(registry, flags.b, game, '--b');
  const view = viewOf(game);
  const limits: SearchLimits = {
    ...(flags.nodes === undefined ? {} : { nodes: flags.nodes }),
    ...(flags.time === undefined ? {} : { timeMs: flags.time }),
  };
  if (!flags.json)
    print(`${game.spec}: A = ${a.spec}, B = ${b.spec}, ${flags.games} games, seed ${flags.seed}`);
  const result = await runMatch(game, a, b, {
    games: flags.games,
    seed: flags.seed,
    limits,
    onGame: (record, index, tally) =>
      print(
        flags.json
          ? JSON.stringify(gameJson(record, index, view))
          : gameLine(record, index, flags.games, tally, view),
      ),
  });
  const summary = summarize(result.records.map((r) => r.result));
  if (!flags.json) print(...summaryLines(summary));
  print(
    JSON.stringify({
      game: game.spec,
      a: a.spec,
      b: b.spec,
      games: summary.games,
      aWins: summary.aWins,
      bWins: summary.bWins,
      draws: summary.draws,
      score: round(summary.score, 4),
      elo: round(summary.estimate.elo, 1),
      eloLow: round(summary.estimate.eloLow, 1),
      eloHigh: round(summary.estimate.eloHigh, 1),
      model: summary.estimate.model,
      los: round(summary.los, 4),
      pentanomial: summary.pentanomial,
      seed: flags.seed,
      ...limits,
    }),
  );
}

const resultWord = (r: GameRecord['result']): string =>
  match(r)
    .with('a', () => 'A wins')
    .with('b', () => 'B wins')
    .with('draw', () => 'draw')
    .exhaustive();

function gameLine(r: GameRecord, index: number, games: number, t: Tally, view: GameView): string {
  const n = String(index + 1).padStart(String(games).length);
  return (
    `game ${n}/${games}: A as ${view.sides[r.aSide]}: ${resultWord(r.result)} (${r.reason}) ` +
    `after ${r.moves.length} plies; A +${t.aWins} =${t.draws} -${t.bWins}`
  );
}

function gameJson(r: GameRecord, index: number, view: GameView) {
  return {
    index: index + 1,
    aSide: view.sides[r.aSide],
    result: r.result,
    reason: r.reason,
    plies: r.moves.length,
    seed: r.seed,
    moves: r.moves.map((m) => m.text),
    ...(r.note === undefined ? {} : { note: r.note }),
  };
}

function summaryLines(s: MatchSummary): string[] {
  const e = s.estimate;
  return [
    `A: ${s.aWins} wins, ${s.draws} draws, ${s.bWins} losses; score ${s.score.toFixed(3)} over ${s.games} games`,
    `Elo A−B: ${signed(e.elo)}  95% CI [${signed(e.eloLow)}, ${signed(e.eloHigh)}] (${e.model}); ` +
      `LOS ${percent(s.los)}`,
  ];
}
