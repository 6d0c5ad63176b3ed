import { createInterface, type Interface } from 'node:readline';
import { mixSeed } from '@qi/arena';
import {
  formatScore,
  type Game,
  NO_MOVE,
  type Player,
  type Position,
  type Searcher,
  type SearchLimits,
} from '@qi/core-search';
import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { CliError, type CliIO, EXIT_FAILURE, printer, usageError } from '../io.js';
import { intOption, seedOption } from '../options.js';
import { aiDefaultText, defaultAi } from '../registry.js';
import { resolveGame, resolvePosition, resolveSearcher } from '../resolve.js';
import { type GameView, outcomeText, viewOf } from '../views.js';

interface PlayFlags {
  ai?: string;
  human: string;
  seed: number;
  nodes?: number;
  time?: number;
  position?: string;
}

export function registerPlay(program: Command, ctx: Ctx): void {
  program
    .command('play')
    .summary('play a game against the AI in the terminal')
    .description(
      'Play a game in the terminal against the AI (or watch the AI play itself).\n' +
        'At your turn type a move, or: undo (take back your last move), hint, moves, help, quit.\n' +
        'Reads moves line by line, so it also works with piped input; it stops at end of input.',
    )
    .argument('<game>', 'game spec, e.g. tictactoe')
    .option('--ai <spec>', `searcher spec for the AI (default: ${aiDefaultText(ctx.registry)})`)
    .option('--human <side>', 'who is human: a side name (x, o…), first, second, both or none', 'first')
    .option('--seed <n>', 'seed for the AI', seedOption, 1)
    .option('--nodes <n>', 'AI node (or playout) limit per move', intOption(1))
    .option('--time <ms>', 'AI time limit per move in milliseconds', intOption(1))
    .option('--position <text>', 'start position in the game’s text (e.g. x.o/.x./..o)')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi play tictactoe                          you are X, the AI is O',
        '  qi play tictactoe --human o --ai minimax   the AI opens',
        '  qi play tictactoe --human none             the AI plays itself',
        "  printf 'b2\\nundo\\na1\\nquit\\n' | qi play tictactoe",
      ].join('\n'),
    )
    .action((gameSpec: string, flags: PlayFlags) => play(ctx, gameSpec, flags));
}

/** Reads lines only once a human is asked; echoes piped input so transcripts read naturally. */
class LineReader {
  private rl: Interface | undefined;
  private lines: AsyncIterator<string> | undefined;

  constructor(private readonly io: CliIO) {}

  async ask(prompt: string): Promise<string | null> {
    if (!this.lines) {
      this.rl = createInterface({
        input: this.io.stdin,
        terminal: false,
        crlfDelay: Number.POSITIVE_INFINITY,
      });
      this.lines = this.rl[Symbol.asyncIterator]();
    }
    this.io.stdout.write(prompt);
    const r = await this.lines.next();
    if (r.done) {
      this.io.stdout.write('\n');
      return null;
    }
    if (!this.io.stdin.isTTY) this.io.stdout.write(`${r.value}\n`);
    return r.value;
  }

  close(): void {
    this.rl?.close();
  }
}

function parseHumans(text: string, view: GameView): Set<Player> {
  const t = text.trim().toLowerCase();
  const [first, second] = view.sides.map((s) => s.toLowerCase());
  if (t === 'both') return new Set([0, 1]);
  if (t === 'none') return new Set();
  if (t === 'first' || t === first) return new Set([0]);
  if (t === 'second' || t === second) return new Set([1]);
  throw usageError(`--human: expected ${first}, ${second}, first, second, both or none, got "${text}"`);
}

async function play(ctx: Ctx, gameSpec: string, flags: PlayFlags): Promise<void> {
  const { registry, io } = ctx;
  const print = printer(io);
  const game = resolveGame(registry, gameSpec);
  const view = viewOf(game);
  const humans = parseHumans(flags.human, view);
  const aiSpec = flags.ai ?? defaultAi(registry, game.info);
  // One searcher per AI side (each keeps its own tables), and one for hints; all validate --ai now.
  const ai = new Map<Player, Searcher<Position>>();
  for (const side of [0, 1] as const)
    if (!humans.has(side)) ai.set(side, resolveSearcher(registry, aiSpec, game, '--ai'));
  const hinter = resolveSearcher(registry, aiSpec, game, '--ai');
  const pos = resolvePosition(game, flags.position, '--position');
  const limits: SearchLimits = {
    ...(flags.nodes === undefined ? {} : { nodes: flags.nodes }),
    ...(flags.time === undefined ? {} : { timeMs: flags.time }),
  };
  const history: { move: number; side: Player }[] = [];
  const reader = new LineReader(io);
  const search = (searcher: Searcher<Position>) =>
    searcher.start(pos, { ...limits, seed: mixSeed(flags.seed, history.length) }).run();

  const show = (last: number) => print('', view.render(pos, last), '');
  const playMove = (move: number) => {
    history.push({ move, side: pos.toMove });
    pos.make(move);
    for (const s of ai.values()) s.played?.(move);
    show(move);
  };

  print(
    `${game.meta.name}: ${[0, 1].map((s) => `${view.sides[s]} ${humans.has(s as Player) ? 'you' : aiSpec}`).join(', ')}`,
  );
  if (humans.size > 0) print('Type a move, or help for the commands.');
  show(-1);
  try {
    for (;;) {
      const outcome = pos.outcome();
      if (outcome.kind !== 'ongoing') {
        print(`Result: ${outcomeText(outcome, view.sides)}`);
        return;
      }
      const side = pos.toMove;
      const searcher = ai.get(side);
      if (searcher) {
        const r = search(searcher);
        if (r.bestMove === NO_MOVE || !pos.isLegal(r.bestMove))
          throw new CliError(EXIT_FAILURE, `${searcher.spec} found no legal move in ${game.encode(pos)}`);
        print(
          `${view.sides[side]} (${searcher.spec}) plays ${game.moveToString(pos, r.bestMove)}` +
            `  [score ${formatScore(r.score)}, ${r.stats.nodes} nodes]`,
        );
        playMove(r.bestMove);
        continue;
      }
      const line = await reader.ask(`${view.sides[side]} to move> `);
      if (line === null) {
        print('End of input: leaving the game unfinished.');
        return;
      }
      const input = line.trim();
      const command = input.toLowerCase();
      if (input === '') continue;
      if (command === 'quit' || command === 'exit' || command === 'q') {
        print('Bye.');
        return;
      }
      if (command === 'help' || command === '?') {
        print(
          `Moves: ${view.moveHelp}.`,
          'Commands: undo (take back your last move), hint (ask the AI), moves (list legal moves), quit.',
        );
      } else if (command === 'moves') {
        print(legalMoves(game, pos).join(' '));
      } else if (command === 'hint') {
        hinter.newGame();
        const r = search(hinter);
        print(`Hint: ${game.moveToString(pos, r.bestMove)} (score ${formatScore(r.score)})`);
      } else if (command === 'undo') {
        undo();
      } else {
        const move = game.parseMove(pos, input);
        if (move.ok) playMove(move.value);
        else print(`Not a legal move: ${move.error.message}. Type help for the commands.`);
      }
    }
  } finally {
    reader.close();
  }

  /** Takes back moves to the human's previous turn (one ply when both sides are human). */
  function undo(): void {
    let k = history.length - 1;
    while (k >= 0 && !humans.has(history[k]!.side)) k--;
    if (k < 0) {
      print('Nothing to undo.');
      return;
    }
    while (history.length > k) {
      history.pop();
      pos.unmake();
    }
    // Searchers that reuse their tree across moves must forget the undone line.
    for (const s of ai.values()) s.newGame();
    const last = history[history.length - 1];
    show(last ? last.move : -1);
  }
}

function legalMoves(game: Game<Position>, pos: Position): string[] {
  const buf = new Int32Array(game.info.maxMoves);
  const n = pos.generate(buf);
  return [...buf.subarray(0, n)].map((m) => game.moveToString(pos, m));
}
