/**
 * Clock use over the Gomocup pipes: two bin/pbrain-qi processes play each other (15×15 freestyle,
 * TURN by TURN, a seeded random 3-stone opening, colours alternating), one thinking at a time. For
 * every answer the wall time from the command to the answer is measured against the turn limit.
 * Prints the mean fraction of `timeout_turn` used (all moves, and moves where the quiet search ran,
 * i.e. not forced), the largest answer, and time losses (an answer later than the limit, or
 * with `timeout_match`, a player whose answers sum past it).
 *
 *   pnpm build
 *   node --conditions=@qi/source --import tsx bench/clock.ts [--turn 1000] [--match 0] [--games 4]
 *        [--a="--option fullClock=false"] [--b="..."] [--out moves.jsonl] [--from G] [--gc-log gc.txt]
 *
 * --from G skips games 0..G-1 (their openings still drawn, so a series split over runs plays the same
 * games); --gc-log preloads bench/gc-log.mjs into both engines, which append every collection (epoch
 * start, pause) to that file, to be matched with the `at` (epoch ms of the command) of the --out lines.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Rng, unwrap } from '@qi/core-search';
import { createGomoku } from '../src/plugin.js';
import { playRandomOpening } from './opening.js';

const { values } = parseArgs({
  options: {
    turn: { type: 'string', default: '1000' },
    match: { type: 'string', default: '0' },
    games: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    a: { type: 'string', default: '' },
    b: { type: 'string', default: '' },
    out: { type: 'string', default: '' },
    from: { type: 'string', default: '0' },
    'gc-log': { type: 'string', default: '' },
  },
});
const turnMs = Number(values.turn);
const matchMs = Number(values.match);
const bin = fileURLToPath(new URL('../bin/pbrain-qi', import.meta.url));
const gcPreload = fileURLToPath(new URL('./gc-log.mjs', import.meta.url));
const gcLog = values['gc-log'] ?? '';
if (!existsSync(fileURLToPath(new URL('../dist/index.js', import.meta.url))))
  throw new Error('run `pnpm build` first');

class Engine {
  private readonly child;
  private readonly lines;
  constructor(args: string) {
    const extra = args.split(/\s+/).filter((s) => s !== '');
    const pre = gcLog === '' ? [] : ['--import', gcPreload];
    this.child = spawn(process.execPath, [...pre, bin, '--messages', ...extra], {
      stdio: ['pipe', 'pipe', 'inherit'],
      ...(gcLog === '' ? {} : { env: { ...process.env, QI_GC_LOG: gcLog } }),
    });
    this.lines = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
  }
  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }
  /** The next answer that is not a MESSAGE, and the last MESSAGE before it. */
  async answer(): Promise<{ text: string; message: string }> {
    let message = '';
    for (;;) {
      const next = await this.lines.next();
      if (next.done) throw new Error('engine closed');
      const text = String(next.value);
      if (text.startsWith('MESSAGE')) message = text;
      else return { text, message };
    }
  }
  get pid(): number {
    return this.child.pid ?? 0;
  }
  close(): void {
    this.send('END');
  }
}

const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const rng = new Rng(Number(values.seed));
const all: number[] = [];
const quiet: number[] = [];
let maxMs = 0;
/** Per quiet-search move: wall ms, the engine's own ms (from its MESSAGE), its budget. */
const walls: number[] = [];
const outside: number[] = [];
const inside: number[] = [];
let losses = 0;
let moves = 0;
for (let g = 0; g < Number(values.from); g++) playRandomOpening(game.initial(), rng);
for (let g = Number(values.from); g < Number(values.games); g++) {
  const engines = [new Engine(values.a), new Engine(values.b)];
  const first = g % 2;
  const players = [engines[first]!, engines[1 - first]!];
  const used = [0, 0];
  for (const e of players) {
    e.send(`INFO timeout_turn ${turnMs}`);
    e.send(`INFO timeout_match ${matchMs}`);
    e.send('INFO rule 0');
    e.send('START 15');
    if ((await e.answer()).text !== 'OK') throw new Error('START failed');
  }
  const pos = game.initial();
  // A random 3-stone opening, given to both as BOARD.
  playRandomOpening(pos, rng);
  // Each engine gets the whole board by BOARD on its first turn, then the opponent's moves by TURN.
  const knows = [false, false];
  while (pos.outcome().kind === 'ongoing') {
    const side = pos.toMove;
    const e = players[side]!;
    const t0 = performance.now();
    if (!knows[side]) {
      knows[side] = true;
      e.send('BOARD');
      for (let i = 0; i < pos.ply; i++) {
        const m = pos.moveAt(i);
        e.send(`${m % 15},${Math.floor(m / 15)},${i % 2 === side ? 1 : 2}`);
      }
      e.send('DONE');
    } else {
      const last = pos.lastMove;
      e.send(`TURN ${last % 15},${Math.floor(last / 15)}`);
    }
    const { text, message } = await e.answer();
    const ms = performance.now() - t0;
    const m = /^(\d+),(\d+)$/.exec(text);
    if (!m) throw new Error(`bad answer ${text}`);
    const move = Number(m[2]) * 15 + Number(m[1]);
    if (!pos.isLegal(move)) throw new Error(`illegal ${text}`);
    pos.make(move);
    moves++;
    used[side]! += ms;
    all.push(ms / turnMs);
    // Not forced: the quiet search ran (depth > 0).
    if (/ depth [1-9]/.test(message)) quiet.push(ms / turnMs);
    const said = / in (\d+) of (\d+) ms/.exec(message);
    if (said) {
      const engineMs = Number(said[1]);
      const budget = Number(said[2]);
      walls.push(ms);
      outside.push(ms - engineMs);
      inside.push(engineMs - budget);
      if (values.out)
        appendFileSync(
          values.out,
          `${JSON.stringify({ game: g, ply: pos.ply, wall: Math.round(ms * 10) / 10, engineMs, budget, message, at: Math.round((performance.timeOrigin + t0) * 100) / 100, pid: e.pid })}\n`,
        );
    }
    maxMs = Math.max(maxMs, ms);
    if (turnMs > 0 && ms > turnMs) {
      losses++;
      if (process.env.CLOCK_VERBOSE) console.error(`late: ${ms.toFixed(0)} ms, ${message}`);
    }
    if (matchMs > 0 && used[side]! > matchMs) losses++;
  }
  for (const e of engines) e.close();
  const o = pos.outcome();
  console.error(
    `game ${g + 1}: ${o.kind === 'win' ? `winner ${o.winner === first ? 'A' : 'B'}` : 'draw'} in ${pos.ply} plies`,
  );
}
const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};
const spread = (xs: readonly number[]) => [0.5, 0.9, 0.99, 1].map((p) => pct(xs, p).toFixed(1)).join(' / ');
const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
console.log(
  `turn ${turnMs} ms, match ${matchMs} ms, games ${values.from}–${Number(values.games) - 1}, ${moves} moves: mean used ${(100 * mean(all)).toFixed(1)}% (quiet-search moves: ${(100 * mean(quiet)).toFixed(1)}% of ${quiet.length}), max ${maxMs.toFixed(0)} ms, time losses ${losses}`,
);
console.log(
  `p50 / p90 / p99 / max — wall ms: ${spread(walls)}; wall − engine's own time: ${spread(outside)}; engine's time − its budget: ${spread(inside)}`,
);
