import { readFileSync, writeFileSync } from 'node:fs';
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
  type SearchResult,
} from '@qi/core-search';
import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { withGameFlags } from '../game-flags.js';
import { CliError, type CliIO, EXIT_FAILURE, inputError, printer, usageError } from '../io.js';
import { intOption, seedOption } from '../options.js';
import { AI_DEFAULT_TEXT, defaultAi } from '../registry.js';
import { resolveGame, resolvePosition, resolveSearcher } from '../resolve.js';
import { type LoadedGame, parseGameText, saveGameText } from '../saved-games.js';
import { infoText, liveSearch, pvText } from '../search-info.js';
import { type GameView, outcomeText, viewOf } from '../views.js';

interface PlayFlags {
  ai?: string;
  ai2?: string;
  human: string;
  seed: number;
  nodes?: number;
  time?: number;
  depth?: number;
  position?: string;
  moves?: string;
  load?: string;
  info?: boolean;
}

export function registerPlay(program: Command, ctx: Ctx): void {
  program
    .command('play')
    .summary('play a game in the terminal: against the AI, AI against AI, or two humans')
    .description(
      'Play a game in the terminal against the AI, watch two AIs, or let two people take turns.\n' +
        'At your turn type a move in the game’s notation, or a command: undo, redo, hint, moves,\n' +
        'board, position, save FILE, load FILE, help, quit. While the AI thinks its search info\n' +
        '(depth, score, principal variation) is shown live on a terminal (--info prints every\n' +
        'line, also into pipes). Reads moves line by line, so piped input works; it stops at the\n' +
        'end of input. save writes SGF for go (.sgf), otherwise a PGN-style record with the start\n' +
        'position in a FEN tag; load (and --load) reads those, or a plain list of moves.',
    )
    .argument('<game>', 'game spec, e.g. tictactoe, xiangqi, "go(size=9)"')
    .option('--ai <spec>', `searcher spec for the AI (default: ${AI_DEFAULT_TEXT})`)
    .option('--ai2 <spec>', 'a different searcher for the second side when the AI plays both')
    .option(
      '--human <side>',
      'who is human: a side name (x, o, black, red…), first, second, both or none',
      'first',
    )
    .option('--seed <n>', 'seed for the AI', seedOption, 1)
    .option('--nodes <n>', 'AI node (or playout) limit per move', intOption(1))
    .option('--time <ms>', 'AI time limit per move in milliseconds', intOption(1))
    .option('--depth <n>', 'AI depth limit per move', intOption(1, 200))
    .option('--position <text>', 'start position in the game’s text (FEN, board rows…)')
    .option('--moves <list>', 'moves to play first, separated by spaces')
    .option('--load <file>', 'start from a saved game (SGF for go, PGN-style record, move list)')
    .option('--info', 'print every search info line of the AI (default: a live line on terminals)')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  qi play tictactoe                          you are X, the AI is O',
        '  qi play gomoku --size 15 --rule standard   game options as flags (or a spec: "gomoku(size=15)")',
        '  qi play go --size 9                        Go on a 9x9 board',
        '  qi play tictactoe --human o --ai minimax   the AI opens',
        "  qi play 'go(size=9)' --human black --time 2000",
        '  qi play xiangqi --human red --time 1000    moves like h2e2 (ICCS)',
        "  qi play 'gomoku(size=15)' --human none --ai alphabeta --ai2 mcts --time 300",
        '  qi play connect4 --human both              two people at one terminal',
        "  printf 'b2\\nundo\\na1\\nquit\\n' | qi play tictactoe",
      ].join('\n'),
    )
    // Game options may also be given as flags: `qi play gomoku --size 15 --rule standard`.
    .allowUnknownOption()
    .allowExcessArguments()
    .action((gameSpec: string, flags: PlayFlags, command: Command) =>
      play(ctx, withGameFlags(ctx.registry, gameSpec, command.args.slice(1)), flags),
    );
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

function readGameFile(game: Game<Position>, file: string, flag: string): LoadedGame {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw usageError(`${flag}: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
  const r = parseGameText(game, text);
  if (!r.ok) throw inputError(`${flag} ${file}`, r.error);
  return r.value;
}

async function play(ctx: Ctx, gameSpec: string, flags: PlayFlags): Promise<void> {
  const { registry, io } = ctx;
  const print = printer(io);
  const game = resolveGame(registry, gameSpec);
  const view = viewOf(game);
  const humans = parseHumans(flags.human, view);
  const aiSpec = flags.ai ?? defaultAi(registry, game);
  const aiSpecs: [string, string] = [aiSpec, flags.ai2 ?? aiSpec];
  // One searcher per AI side (each keeps its own tables), and one for hints; all validate the specs now.
  const ai = new Map<Player, Searcher<Position>>();
  for (const side of [0, 1] as const)
    if (!humans.has(side))
      ai.set(side, resolveSearcher(registry, aiSpecs[side], game, side && flags.ai2 ? '--ai2' : '--ai'));
  const hinter = resolveSearcher(registry, aiSpec, game, '--ai');
  if (flags.load !== undefined && flags.position !== undefined)
    throw usageError('give --load or --position, not both');
  const loaded = flags.load !== undefined ? readGameFile(game, flags.load, '--load') : null;
  const start: Position = loaded ? loaded.start : resolvePosition(game, flags.position, '--position');
  const pos = start.clone();
  const limits: SearchLimits = {
    ...(flags.nodes === undefined ? {} : { nodes: flags.nodes }),
    ...(flags.time === undefined ? {} : { timeMs: flags.time }),
    ...(flags.depth === undefined ? {} : { depth: flags.depth }),
  };
  const history: { move: number; side: Player }[] = [];
  const redo: number[] = [];
  const reader = new LineReader(io);
  const tty = io.stdout.isTTY === true;

  const search = async (searcher: Searcher<Position>, who: string): Promise<SearchResult> => {
    const root = pos.clone();
    const r = await liveSearch(
      searcher,
      root,
      { ...limits, seed: mixSeed(flags.seed, history.length) },
      {
        throttleMs: flags.info ? 0 : 150,
        onInfo: (info) => {
          if (flags.info) print(`  ${who}: ${infoText(game, root, info)}`);
          else if (tty)
            io.stdout.write(`\r\x1b[K  ${who} thinking: ${infoText(game, root, info)}`.slice(0, 160));
        },
      },
    );
    if (tty && !flags.info) io.stdout.write('\r\x1b[K');
    return r;
  };

  const show = () => {
    const last = history[history.length - 1];
    print('', view.render(pos, last ? last.move : -1), '');
  };
  const playMove = (move: number, quiet = false) => {
    history.push({ move, side: pos.toMove });
    pos.make(move);
    for (const s of ai.values()) s.played?.(move);
    if (!quiet) show();
  };
  const replaceGame = (g: LoadedGame) => {
    while (history.length > 0) {
      history.pop();
      pos.unmake();
    }
    pos.copyFrom(g.start as typeof pos);
    redo.length = 0;
    for (const s of ai.values()) s.newGame();
    for (const m of g.moves) playMove(m, true);
  };

  for (const m of loaded?.moves ?? []) playMove(m, true);
  for (const word of (flags.moves ?? '').split(/\s+/).filter(Boolean)) {
    const m = game.parseMove(pos, word);
    if (!m.ok) throw inputError(`--moves "${word}"`, m.error);
    playMove(m.value, true);
  }

  print(
    `${game.meta.name}: ${[0, 1].map((s) => `${view.sides[s]} ${humans.has(s as Player) ? 'you' : aiSpecs[s]}`).join(', ')}`,
  );
  if (humans.size > 0) print('Type a move, or help for the commands.');
  show();
  try {
    for (;;) {
      const outcome = pos.outcome();
      const side = pos.toMove;
      const searcher = outcome.kind === 'ongoing' ? ai.get(side) : undefined;
      if (outcome.kind !== 'ongoing') {
        print(`Result: ${outcomeText(outcome, view.sides)}`);
        // With a human at the board, the game can still be undone or saved.
        if (humans.size === 0) return;
      } else if (searcher) {
        const r = await search(searcher, view.sides[side]);
        if (r.bestMove === NO_MOVE || !pos.isLegal(r.bestMove))
          throw new CliError(EXIT_FAILURE, `${searcher.spec} found no legal move in ${game.encode(pos)}`);
        const root = pos.clone();
        print(
          `${view.sides[side]} (${searcher.spec}) plays ${game.moveToString(pos, r.bestMove)}` +
            `  [depth ${r.stats.depth}, score ${formatScore(r.score)}, ${r.stats.nodes} nodes` +
            `${r.pv.length > 1 ? `, pv ${pvText(game, root, r.pv)}` : ''}]`,
        );
        redo.length = 0;
        playMove(r.bestMove);
        continue;
      }
      const line = await reader.ask(
        outcome.kind === 'ongoing' ? `${view.sides[side]} to move> ` : 'game over> ',
      );
      if (line === null) {
        if (outcome.kind === 'ongoing') print('End of input: leaving the game unfinished.');
        return;
      }
      const input = line.trim();
      const [word = '', ...rest] = input.split(/\s+/);
      const command = word.toLowerCase();
      const arg = rest.join(' ');
      if (input === '') continue;
      if (command === 'quit' || command === 'exit' || command === 'q') {
        print('Bye.');
        return;
      }
      if (command === 'help' || command === '?') {
        print(
          `Moves: ${view.moveHelp}.`,
          'Commands: undo (take back to your previous turn), redo, hint (ask the AI), moves (legal moves),',
          '  board, position (the position text), save FILE, load FILE, quit.',
        );
      } else if (command === 'moves') {
        print(legalMoves(game, pos).join(' '));
      } else if (command === 'board') {
        show();
      } else if (command === 'position' || command === 'fen') {
        print(game.encode(pos));
      } else if (command === 'hint') {
        if (outcome.kind !== 'ongoing') print('The game is over.');
        else {
          hinter.newGame();
          const r = await search(hinter, 'hint');
          print(
            `Hint: ${game.moveToString(pos, r.bestMove)} (score ${formatScore(r.score)}` +
              `${r.pv.length > 1 ? `, pv ${pvText(game, pos, r.pv)}` : ''})`,
          );
        }
      } else if (command === 'undo') {
        undo();
      } else if (command === 'redo') {
        redoMoves();
      } else if (command === 'save') {
        if (!arg) print('Usage: save FILE');
        else {
          try {
            writeFileSync(
              arg,
              saveGameText(
                game,
                start,
                history.map((h) => h.move),
                { sides: view.sides, players: playerNames() },
              ),
            );
            print(`Saved to ${arg}.`);
          } catch (e) {
            print(`Cannot save to ${arg}: ${(e as NodeJS.ErrnoException).code ?? e}`);
          }
        }
      } else if (command === 'load') {
        if (!arg) print('Usage: load FILE');
        else {
          try {
            const g = readGameFile(game, arg, 'load');
            start.copyFrom(g.start as typeof start);
            replaceGame(g);
            print(`Loaded ${arg}: ${g.moves.length} moves.`);
            show();
          } catch (e) {
            print(e instanceof Error ? e.message : String(e));
          }
        }
      } else if (outcome.kind !== 'ongoing') {
        print('The game is over: undo, save, or quit.');
      } else {
        const move = game.parseMove(pos, input);
        if (move.ok) {
          redo.length = 0;
          playMove(move.value);
        } else print(`Not a legal move: ${move.error.message}. Type help for the commands.`);
      }
    }
  } finally {
    reader.close();
  }

  function playerNames(): [string, string] {
    return [0, 1].map((s) => (humans.has(s as Player) ? 'human' : aiSpecs[s]!)) as [string, string];
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
      redo.push(history.pop()!.move);
      pos.unmake();
    }
    // Searchers that reuse their tree across moves must forget the undone line.
    for (const s of ai.values()) s.newGame();
    show();
  }

  /** Replays undone moves up to the human's next turn. */
  function redoMoves(): void {
    if (redo.length === 0) {
      print('Nothing to redo.');
      return;
    }
    do {
      const move = redo.pop()!;
      if (!pos.isLegal(move)) {
        redo.length = 0;
        break;
      }
      playMove(move, true);
    } while (redo.length > 0 && !humans.has(pos.toMove));
    for (const s of ai.values()) s.newGame();
    show();
  }
}

function legalMoves(game: Game<Position>, pos: Position): string[] {
  const buf = new Int32Array(game.info.maxMoves);
  const n = pos.generate(buf);
  return [...buf.subarray(0, n)].map((m) => game.moveToString(pos, m));
}
