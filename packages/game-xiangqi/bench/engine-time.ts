/**
 * Time-use benchmark of Qi's Xiangqi engine run as a UCI child process (as a GUI runs `qi uci`):
 *  - fixed `movetime`: the share of it each answer used, measured by the GUI (go sent to bestmove
 *    read), the depth reached, and the answers that came later than the move time;
 *  - `stop`, `ponderhit` and `quit` latency: a `go infinite` (or `go ponder`) is interrupted after a
 *    random delay and the time to the answer is measured.
 *
 *   pnpm --filter @qi/game-xiangqi exec node --conditions=@qi/source --import tsx bench/engine-time.ts \
 *     --movetimes 100,1000 --positions 20 --stops 20
 *
 * Options: --movetimes list (ms), --positions N, --stops N, --engine PATH (an engine-cli.ts of another
 * checkout, to measure an older version), --qi-option "name=value" (repeatable).
 */
import { readFileSync } from 'node:fs';
import { Rng, unwrap } from '@qi/core-search';
import { parseGameRecords } from '../src/book/records.js';
import { formatUci, parseIccs, xiangqi } from '../src/index.js';
import { UciProcess } from './engine-uci.js';

const GAMES_DIR = '/work/shared/data/xiangqi-games';

interface Args {
  moveTimes: number[];
  positions: number;
  stops: number;
  engine: string;
  qiOptions: string[];
}

function parseArgs(argv: readonly string[]): Args {
  const a: Args = {
    moveTimes: [100, 1000],
    positions: 20,
    stops: 20,
    engine: new URL('./engine-cli.ts', import.meta.url).pathname,
    qiOptions: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1] ?? '';
    if (k === '--') continue;
    i++;
    if (k === '--movetimes') a.moveTimes = v.split(',').map(Number);
    else if (k === '--positions') a.positions = Number(v);
    else if (k === '--stops') a.stops = Number(v);
    else if (k === '--engine') a.engine = v;
    else if (k === '--qi-option') a.qiOptions.push(v);
    else throw new Error(`unknown argument ${k}`);
  }
  return a;
}

/** Middle-game positions: `count` master games played to a seeded ply between 10 and 40, as UCI move lists. */
function positions(count: number, seed: number): string[][] {
  const rng = new Rng(seed);
  const out: string[][] = [];
  const games = unwrap(parseGameRecords(readFileSync(`${GAMES_DIR}/hu-ronghua.pgn`, 'utf8')));
  const game = unwrap(xiangqi.create());
  for (let tries = 0; out.length < count && tries < 10 * count; tries++) {
    const g = games[rng.int(games.length)]!;
    const plies = 10 + rng.int(31);
    if (g.moves.length <= plies) continue;
    const pos = game.initial();
    const moves: string[] = [];
    for (const iccs of g.moves.slice(0, plies)) {
      const m = unwrap(parseIccs(pos, iccs));
      moves.push(formatUci(m));
      pos.make(m);
    }
    out.push(moves);
  }
  return out;
}

const field = (line: string, name: string) => Number(new RegExp(`\\b${name} (\\d+)`).exec(line)?.[1] ?? NaN);

function stats(xs: readonly number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / Math.max(1, s.length);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return `mean ${mean.toFixed(1)} median ${q(0.5).toFixed(1)} min ${(s[0] ?? NaN).toFixed(1)} max ${(s[s.length - 1] ?? NaN).toFixed(1)}`;
}

async function start(args: Args): Promise<UciProcess> {
  const opts = [
    'setoption name OwnBook value false',
    ...args.qiOptions.map((o) => {
      const [n, v] = o.split('=');
      return `setoption name ${n} value ${v}`;
    }),
  ];
  return UciProcess.start(
    'qi',
    process.execPath,
    ['--conditions=@qi/source', '--import', 'tsx', args.engine, 'uci'],
    opts,
  );
}

async function moveTimes(args: Args, qi: UciProcess, list: readonly string[][]): Promise<void> {
  for (const mt of args.moveTimes) {
    const used: number[] = [];
    const own: number[] = [];
    const depths: number[] = [];
    let late = 0;
    let worst = 0;
    for (const moves of list) {
      qi.send(`position startpos moves ${moves.join(' ')}`);
      const t0 = performance.now();
      qi.send(`go movetime ${mt}`);
      const lines = await qi.until((l) => l.startsWith('bestmove'), mt + 5000);
      const ms = performance.now() - t0;
      used.push((100 * ms) / mt);
      worst = Math.max(worst, ms - mt);
      if (ms > mt) late++;
      const t = [...lines].reverse().find((l) => /^info time \d+ nodes/.test(l));
      if (t) own.push((100 * field(t, 'time')) / mt);
      const d = [...lines].reverse().find((l) => l.startsWith('info depth'));
      if (d) depths.push(field(d, 'depth'));
    }
    console.log(
      `movetime ${mt} ms, ${list.length} positions: used % of movetime (GUI) ${stats(used)}; engine's own % ${stats(own)}; depth ${stats(depths)}; answers later than movetime ${late} (worst +${worst.toFixed(1)} ms)`,
    );
  }
}

async function interrupts(args: Args, qi: UciProcess, list: readonly string[][]): Promise<void> {
  const rng = new Rng(7);
  const cases = [
    ['stop', 'go infinite'],
    ['stop', 'go depth 99'],
    ['ponderhit', 'go ponder movetime 1'],
  ] as const;
  for (const [what, go] of cases) {
    const lat: number[] = [];
    const depths: number[] = [];
    for (let i = 0; i < args.stops; i++) {
      const moves = list[i % list.length]!;
      qi.send(`position startpos moves ${moves.join(' ')}`);
      qi.send(go);
      await new Promise((r) => setTimeout(r, 200 + rng.int(1800)));
      const t0 = performance.now();
      qi.send(what);
      const lines = await qi.until((l) => l.startsWith('bestmove'), 60_000);
      lat.push(performance.now() - t0);
      const d = [...lines].reverse().find((l) => l.startsWith('info depth'));
      if (d) depths.push(field(d, 'depth'));
    }
    console.log(`${what} after 0.2-2 s of ${go}: latency ms ${stats(lat)}; depth then ${stats(depths)}`);
  }
}

async function quitLatency(args: Args, list: readonly string[][]): Promise<void> {
  const lat: number[] = [];
  for (let i = 0; i < Math.min(5, args.stops); i++) {
    const qi = await start(args);
    qi.send(`position startpos moves ${list[i % list.length]!.join(' ')}`);
    qi.send('go infinite');
    await new Promise((r) => setTimeout(r, 1000 + 300 * i));
    const t0 = performance.now();
    qi.send('quit');
    await qi.until((l) => l.startsWith('bestmove'), 60_000).catch(() => []);
    lat.push(performance.now() - t0);
    await qi.quit();
  }
  console.log(`quit during go infinite (1-2.2 s in): time to its last answer ms ${stats(lat)}`);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const list = positions(args.positions, 1);
  console.log(`engine ${args.engine}${args.qiOptions.length ? ` (${args.qiOptions.join(', ')})` : ''}`);
  const qi = await start(args);
  try {
    await moveTimes(args, qi, list);
    if (args.stops > 0) await interrupts(args, qi, list);
  } finally {
    await qi.quit();
  }
  if (args.stops > 0) await quitLatency(args, list);
}

await main();
process.exit(0);
