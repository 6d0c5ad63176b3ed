/**
 * Strength benchmark: Qi's Xiangqi engine (run as a UCI child process, as a GUI runs `qi uci`) against
 * Debian's Fairy-Stockfish, from varied openings taken from the master games, colours swapped per
 * opening. Prints every game and the score with a 95% interval and the Elo difference, plus the counts
 * of illegal moves, crashes and time overruns, and Qi's nodes per second.
 *
 *   pnpm --filter @qi/game-xiangqi bench:strength -- --games 20 --fs-depth 1 --qi-movetime 200
 *
 * Options: --games N (even), --fs-depth D | --fs-movetime MS, --qi-movetime MS | --qi-clock BASE+INC (ms),
 * --opening-plies K, --seed S, --max-plies P, --qi-option "name=value" (repeatable), --tolerance MS.
 * One game at a time and one engine thinking at a time, so it uses one core.
 */
import { readFileSync } from 'node:fs';
import { Rng, unwrap } from '@qi/core-search';
import { parseGameRecords } from '../src/book/records.js';
import { formatUci, parseIccs, parseUci, xiangqi } from '../src/index.js';
import { FAIRY_STOCKFISH_PATH } from '../src/testing/fairy-stockfish.js';
import { UciProcess } from './engine-uci.js';

const GAMES_DIR = '/work/shared/data/xiangqi-games';

interface Args {
  games: number;
  fsDepth: number | null;
  fsMoveTime: number | null;
  qiMoveTime: number | null;
  qiClock: { base: number; inc: number } | null;
  openingPlies: number;
  seed: number;
  maxPlies: number;
  qiOptions: string[];
  toleranceMs: number;
}

function parseArgs(argv: readonly string[]): Args {
  const a: Args = {
    games: 20,
    fsDepth: 1,
    fsMoveTime: null,
    qiMoveTime: 200,
    qiClock: null,
    openingPlies: 4,
    seed: 1,
    maxPlies: 400,
    qiOptions: [],
    toleranceMs: 50,
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1] ?? '';
    const num = () => {
      i++;
      const n = Number(v);
      if (!Number.isFinite(n)) throw new Error(`${k} needs a number`);
      return n;
    };
    if (k === '--games') a.games = num();
    else if (k === '--fs-depth') {
      a.fsDepth = num();
      a.fsMoveTime = null;
    } else if (k === '--fs-movetime') {
      a.fsMoveTime = num();
      a.fsDepth = null;
    } else if (k === '--qi-movetime') {
      a.qiMoveTime = num();
      a.qiClock = null;
    } else if (k === '--qi-clock') {
      i++;
      const [base, inc] = v.split('+').map(Number);
      a.qiClock = { base: base ?? 60000, inc: inc ?? 0 };
      a.qiMoveTime = null;
    } else if (k === '--opening-plies') a.openingPlies = num();
    else if (k === '--seed') a.seed = num();
    else if (k === '--max-plies') a.maxPlies = num();
    else if (k === '--tolerance') a.toleranceMs = num();
    else if (k === '--qi-option') {
      i++;
      a.qiOptions.push(v);
    } else if (k !== '--') throw new Error(`unknown argument ${k}`);
  }
  return a;
}

/** Distinct openings of `plies` plies from the master games, in a seeded random order. */
function openings(plies: number, count: number, seed: number): string[][] {
  const seen = new Map<string, string[]>();
  for (const f of ['hu-ronghua.pgn', 'liu-dahua.pgn']) {
    const games = unwrap(parseGameRecords(readFileSync(`${GAMES_DIR}/${f}`, 'utf8')));
    for (const g of games)
      if (g.moves.length >= plies) seen.set(g.moves.slice(0, plies).join(' '), g.moves.slice(0, plies));
  }
  const all = [...seen.values()];
  const rng = new Rng(seed);
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}

/**
 * Watches this process's own timer for gaps: a long gap while Qi thinks means the whole machine
 * stalled (other processes, the hypervisor), which no engine clock can prevent.
 */
const stallMonitor = (() => {
  let last = performance.now();
  const m = {
    worst: 0,
    reset() {
      m.worst = 0;
      last = performance.now();
    },
  };
  setInterval(() => {
    const now = performance.now();
    m.worst = Math.max(m.worst, now - last - 10);
    last = now;
  }, 10).unref();
  return m;
})();

interface GameOutcome {
  /** Points for Qi: 1, 0.5, 0. */
  points: number;
  reason: string;
  plies: number;
  /** The game's UCI moves, printed for games Qi did not win. */
  moves?: string;
}

interface Totals {
  illegal: number;
  crashes: number;
  timeLosses: number;
  overBudget: number;
  maxQiMs: number;
  /** Longest search as Qi itself measured it (go received to bestmove written). */
  maxOwnMs: number;
  qiNodes: number;
  qiMs: number;
  qiDepthSum: number;
  qiMoves: number;
  /** Sum over Qi's moves of the answer time as the referee saw it, and of the budget (fixed movetime only). */
  qiAnswerMs: number;
  qiBudgetMs: number;
}

const qiCommand = [
  '--conditions=@qi/source',
  '--import',
  'tsx',
  new URL('./engine-cli.ts', import.meta.url).pathname,
  'uci',
];

async function playGame(
  args: Args,
  opening: readonly string[],
  qiRed: boolean,
  totals: Totals,
  history: string[],
): Promise<GameOutcome> {
  const game = unwrap(xiangqi.create({ repetitions: 3 }));
  const pos = game.initial();
  history.length = 0;
  for (const iccs of opening) {
    const m = unwrap(parseIccs(pos, iccs));
    history.push(formatUci(m));
    pos.make(m);
  }
  const qiOptions = [
    'setoption name OwnBook value false',
    ...args.qiOptions.map((o) => {
      const [n, v] = o.split('=');
      return `setoption name ${n} value ${v}`;
    }),
  ];
  let qi: UciProcess;
  try {
    qi = await UciProcess.start('qi', process.execPath, qiCommand, qiOptions);
  } catch (e) {
    totals.crashes++;
    return { points: 0, reason: `qi failed to start: ${(e as Error).message}`, plies: 0 };
  }
  const fs = await UciProcess.start(
    'fairy-stockfish',
    FAIRY_STOCKFISH_PATH,
    [],
    [
      'setoption name UCI_Variant value xiangqi',
      'setoption name Threads value 1',
      'setoption name Hash value 16',
    ],
  );
  qi.send('ucinewgame');
  fs.send('ucinewgame');
  const clock = args.qiClock ? { left: args.qiClock.base, inc: args.qiClock.inc } : null;
  try {
    for (;;) {
      const outcome = pos.outcome();
      if (outcome.kind !== 'ongoing') {
        const qiSide = qiRed ? 0 : 1;
        const points = outcome.kind === 'draw' ? 0.5 : outcome.winner === qiSide ? 1 : 0;
        return { points, reason: outcome.reason, plies: pos.ply };
      }
      if (pos.ply >= args.maxPlies)
        return { points: 0.5, reason: `adjudicated draw at ${args.maxPlies} plies`, plies: pos.ply };
      const qiToMove = (pos.toMove === 0) === qiRed;
      const engine = qiToMove ? qi : fs;
      engine.send(`position startpos${history.length > 0 ? ` moves ${history.join(' ')}` : ''}`);
      let go: string;
      let budget = Number.POSITIVE_INFINITY;
      if (qiToMove) {
        if (clock) {
          const side = pos.toMove === 0 ? 'w' : 'b';
          go = `go ${side}time ${Math.max(0, Math.round(clock.left))} ${side}inc ${clock.inc} ${side === 'w' ? 'b' : 'w'}time ${Math.round(clock.left)}`;
          budget = clock.left;
        } else {
          go = `go movetime ${args.qiMoveTime}`;
          budget = args.qiMoveTime!;
        }
      } else go = args.fsDepth !== null ? `go depth ${args.fsDepth}` : `go movetime ${args.fsMoveTime}`;
      const t0 = performance.now();
      stallMonitor.reset();
      engine.send(go);
      let lines: string[];
      try {
        lines = await engine.until((l) => l.startsWith('bestmove'), qiToMove ? budget + 5000 : 120_000);
      } catch (e) {
        if (qiToMove) {
          totals.crashes++;
          return { points: 0, reason: `qi crashed or hung: ${(e as Error).message}`, plies: pos.ply };
        }
        return { points: 1, reason: `fairy-stockfish failed: ${(e as Error).message}`, plies: pos.ply };
      }
      const ms = performance.now() - t0;
      const best = lines[lines.length - 1]!.split(/\s+/)[1] ?? '';
      if (qiToMove) {
        totals.qiMoves++;
        totals.maxQiMs = Math.max(totals.maxQiMs, ms);
        if (ms > budget) totals.overBudget++;
        if (!clock) {
          totals.qiAnswerMs += ms;
          totals.qiBudgetMs += budget;
        }
        // The engine's own measure of its search, from its last `info time` line.
        const own = [...lines].reverse().find((l) => /^info time \d+ nodes/.test(l));
        const ownMs = own ? Number(own.split(' ')[2]) : Number.NaN;
        totals.maxOwnMs = Math.max(totals.maxOwnMs, ownMs || 0);
        const info = [...lines].reverse().find((l) => l.startsWith('info depth'));
        if (info) {
          const field = (name: string) => Number(new RegExp(`\\b${name} (\\d+)`).exec(info)?.[1] ?? 0);
          totals.qiNodes += field('nodes') || 0;
          totals.qiMs += field('time') || 0;
          totals.qiDepthSum += field('depth') || 0;
        }
        if (clock) {
          clock.left -= ms;
          if (clock.left < 0) {
            totals.timeLosses++;
            return { points: 0, reason: 'qi lost on time', plies: pos.ply };
          }
          clock.left += clock.inc;
        } else if (ms > budget + args.toleranceMs) {
          totals.timeLosses++;
          return {
            points: 0,
            reason: `qi took ${Math.round(ms)} ms for a ${budget} ms move (its own search: ${ownMs} ms; the referee itself stalled up to ${Math.round(stallMonitor.worst)} ms meanwhile)`,
            plies: pos.ply,
          };
        }
      }
      const move = parseUci(pos, best);
      if (!move.ok || !pos.isLegal(move.value)) {
        if (qiToMove) {
          totals.illegal++;
          return { points: 0, reason: `qi played illegal "${best}"`, plies: pos.ply };
        }
        return { points: 1, reason: `fairy-stockfish played illegal "${best}"`, plies: pos.ply };
      }
      history.push(best);
      pos.make(move.value);
    }
  } finally {
    await qi.quit();
    await fs.quit();
  }
}

function summary(wins: number, draws: number, losses: number): string {
  const n = wins + draws + losses;
  if (n === 0) return 'no games';
  const score = (wins + draws / 2) / n;
  const variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n;
  const se = Math.sqrt(variance / n);
  let lo = Math.max(0, score - 1.96 * se);
  let hi = Math.min(1, score + 1.96 * se);
  if (variance === 0) {
    // Every game had the same result: the normal approximation has no width, so use Wilson's interval.
    const z = 1.96;
    const centre = (score + (z * z) / (2 * n)) / (1 + (z * z) / n);
    const half = (z * Math.sqrt((score * (1 - score)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
    lo = Math.max(0, centre - half);
    hi = Math.min(1, centre + half);
  }
  const elo = (s: number) =>
    s <= 0 ? '-inf' : s >= 1 ? '+inf' : String(Math.round(-400 * Math.log10(1 / s - 1)));
  return `+${wins} =${draws} -${losses} (${n} games): score ${(100 * score).toFixed(1)}% [95% ${(100 * lo).toFixed(1)}%, ${(100 * hi).toFixed(1)}%], Elo ${elo(score)} [${elo(lo)}, ${elo(hi)}]`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const pairs = Math.ceil(args.games / 2);
  const list = openings(args.openingPlies, pairs, args.seed);
  const totals: Totals = {
    illegal: 0,
    crashes: 0,
    timeLosses: 0,
    overBudget: 0,
    maxQiMs: 0,
    maxOwnMs: 0,
    qiNodes: 0,
    qiMs: 0,
    qiDepthSum: 0,
    qiMoves: 0,
    qiAnswerMs: 0,
    qiBudgetMs: 0,
  };
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const opponent =
    args.fsDepth !== null
      ? `fairy-stockfish depth ${args.fsDepth}`
      : `fairy-stockfish ${args.fsMoveTime} ms/move`;
  const qiLimit = args.qiClock
    ? `clock ${args.qiClock.base}+${args.qiClock.inc} ms`
    : `${args.qiMoveTime} ms/move`;
  console.log(
    `Qi (${qiLimit}${args.qiOptions.length ? `, ${args.qiOptions.join(', ')}` : ''}) vs ${opponent}, ${args.games} games, openings of ${args.openingPlies} plies, seed ${args.seed}`,
  );
  for (let g = 0; g < args.games; g++) {
    const opening = list[Math.floor(g / 2) % list.length]!;
    const history: string[] = [];
    const qiRed = g % 2 === 0;
    const r = await playGame(args, opening, qiRed, totals, history);
    if (r.points !== 1) r.moves = history.join(' ');
    if (r.points === 1) wins++;
    else if (r.points === 0) losses++;
    else draws++;
    if (r.moves) console.log(`  moves: ${r.moves}`);
    console.log(
      `game ${g + 1}: ${opening.join(' ')} | Qi ${qiRed ? 'red' : 'black'} | ${r.points === 1 ? 'Qi wins' : r.points === 0 ? 'Qi loses' : 'draw'} (${r.reason}, ${r.plies} plies) | running ${summary(wins, draws, losses)}`,
    );
  }
  console.log(`RESULT Qi vs ${opponent}: ${summary(wins, draws, losses)}`);
  console.log(
    `illegal moves ${totals.illegal}, crashes ${totals.crashes}, time losses ${totals.timeLosses}, moves over budget ${totals.overBudget}, slowest Qi answer ${Math.round(totals.maxQiMs)} ms (longest search as Qi measured it: ${Math.round(totals.maxOwnMs)} ms)`,
  );
  if (totals.qiMs > 0)
    console.log(
      `Qi searched ${totals.qiMoves} moves: ${Math.round((totals.qiNodes / totals.qiMs) * 1000)} nodes/s, mean depth ${(totals.qiDepthSum / Math.max(1, totals.qiMoves)).toFixed(1)}`,
    );
  if (totals.qiBudgetMs > 0)
    console.log(
      `Qi's answers took ${((100 * totals.qiAnswerMs) / totals.qiBudgetMs).toFixed(1)}% of its fixed move time on average (as the referee measured them)`,
    );
}

await main();
