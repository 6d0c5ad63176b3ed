import { type SprtParams, sprtProblem } from '@qi/arena';
import { type Command, InvalidArgumentError } from 'commander';
import { usageError } from '../io.js';
import { intOption, seedOption } from '../options.js';
import { parseQueueUrl } from '../queue/connection.js';

/** Flags shared by `qi match` and `qi tournament`. */
export interface ArenaFlags {
  games: number;
  time?: number;
  nodes?: number;
  depth?: number;
  seed: number;
  openings?: string;
  randomPlies?: number;
  workers: number;
  out?: string;
  resume?: boolean;
  saveGames?: string;
  report?: string;
  maxPlies?: number;
  json?: boolean;
  progress: boolean;
  queue?: string;
}

/** Per-move budget flags (`--time`, `--nodes`, `--depth`), shared by every command that plays games. */
export function addBudgetOptions(cmd: Command): Command {
  return cmd
    .option('--time <ms>', 'time per move in milliseconds', intOption(1))
    .option('--nodes <n>', 'nodes (alpha-beta) or playouts (MCTS) per move', intOption(1))
    .option('--depth <n>', 'search depth per move', intOption(1, 200));
}

export const addRandomPliesOption = (cmd: Command): Command =>
  cmd.option(
    '--random-plies <n>',
    'random openings of n plies from the initial position (seeded), each played twice',
    intOption(0, 1000),
  );

export const addWorkersOption = (cmd: Command): Command =>
  cmd.option('--workers <n>', 'games played at once, on worker threads', intOption(1, 64), 1);

export const addMaxPliesOption = (cmd: Command): Command =>
  cmd.option(
    '--max-plies <n>',
    "adjudicate a draw after n plies (default: the game's own limit)",
    intOption(1),
  );

export const addQueueOption = (cmd: Command): Command =>
  cmd.option(
    '--queue <url>',
    'play the games on `qi worker` processes through this Redis queue, e.g. redis://127.0.0.1:6379/0',
    parseQueueUrl,
  );

export function addArenaOptions(cmd: Command, gamesHelp: string): Command {
  cmd.option('--games <n>', gamesHelp, intOption(1, 1_000_000), 10);
  addBudgetOptions(cmd);
  cmd
    .option('--seed <n>', 'seed of the run: openings and every game derive theirs from it', seedOption, 1)
    .option(
      '--openings <file>',
      'start positions, one position text per line (FEN, board rows…); each is played twice, colours swapped',
    );
  addRandomPliesOption(cmd);
  addWorkersOption(cmd);
  cmd
    .option('--out <file>', 'append each finished game to this file as a JSON line (header first)')
    .option('--resume', 'continue the run recorded in --out: play only the games missing there')
    .option('--save-games <dir>', "write each game's record there (SGF for go, PGN-style text otherwise)")
    .option('--report <file>', 'write a self-contained HTML report (score table, Elo chart, game records)');
  addMaxPliesOption(cmd);
  cmd
    .option('--json', 'print each game as a JSON line on stdout as it ends, then only the JSON summary')
    .option('--no-progress', 'no progress bar on stderr');
  return addQueueOption(cmd);
}

/** Parses `elo0=0,elo1=10,alpha=0.05,beta=0.05` (any subset; the rest take these defaults). */
export function parseSprt(text: string): SprtParams {
  const p: Record<string, number> = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const [key, value, extra] = part.split('=').map((s) => s.trim());
    if (extra !== undefined || value === undefined || !(key! in p))
      throw new InvalidArgumentError(`expected elo0=…,elo1=…,alpha=…,beta=…, got "${part.trim()}".`);
    const n = Number(value);
    if (value === '' || !Number.isFinite(n))
      throw new InvalidArgumentError(`${key} must be a number, got "${value}".`);
    p[key!] = n;
  }
  const params: SprtParams = { elo0: p.elo0!, elo1: p.elo1!, alpha: p.alpha!, beta: p.beta! };
  const problem = sprtProblem(params);
  if (problem) throw new InvalidArgumentError(`${problem}.`);
  return params;
}

export const numberOption = (text: string): number => {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n))
    throw new InvalidArgumentError(`expected a number, got "${text}".`);
  return n;
};

/** SPRT from `--sprt …` and/or the separate flags (which override its parts). */
export function sprtFrom(flags: {
  sprt?: SprtParams;
  elo0?: number;
  elo1?: number;
  alpha?: number;
  beta?: number;
}): SprtParams | undefined {
  const any = flags.elo0 ?? flags.elo1 ?? flags.alpha ?? flags.beta;
  if (!flags.sprt && any === undefined) return undefined;
  const base = flags.sprt ?? { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };
  const p: SprtParams = {
    elo0: flags.elo0 ?? base.elo0,
    elo1: flags.elo1 ?? base.elo1,
    alpha: flags.alpha ?? base.alpha,
    beta: flags.beta ?? base.beta,
  };
  const problem = sprtProblem(p);
  if (problem) throw usageError(`SPRT: ${problem}`);
  return p;
}

/** The one opening source allowed. */
export function checkOpeningFlags(flags: ArenaFlags): void {
  if (flags.openings !== undefined && flags.randomPlies !== undefined)
    throw usageError('give either --openings FILE or --random-plies N, not both');
}
