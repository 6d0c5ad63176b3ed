// Texel training data: positions sampled from the master games, each labelled with Fairy-Stockfish's
// score at a fixed depth (development-time data; the engine is never linked or shipped). Appends to the
// output as it goes and resumes: positions already labelled there are skipped.
//
//   node --conditions=@qi/source --import tsx scripts/texel/label.ts \
//     --out data/texel-labels.tsv --positions 12000 --depth 7 [--engine /usr/games/fairy-stockfish]
//
// Each line: FEN, a tab, Fairy-Stockfish's score in centipawns from the side to move's view. Kept only
// when the position is quiet as the label engine sees it: the side to move is not in check and the
// engine's best move is not a capture (the evaluation is fitted without a quiescence search).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { unwrap } from '@qi/core-search';
import { parseGameRecords } from '../../src/book/records.js';
import { MOVE_TO } from '../../src/geometry.js';
import { xiangqi } from '../../src/index.js';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'data/texel-labels.tsv' },
    positions: { type: 'string', default: '12000' },
    depth: { type: 'string', default: '7' },
    engine: { type: 'string', default: '/usr/games/fairy-stockfish' },
    games: { type: 'string', default: '/work/shared/data/xiangqi-games' },
    seed: { type: 'string', default: '1' },
  },
});
const want = Number(values.positions);
const depth = Number(values.depth);

/** Mulberry32: the sample is the same on every run with the same seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Candidate positions: every master-game position from ply 8 on, not in check, deduplicated.
const game = unwrap(xiangqi.create());
const seen = new Set<string>();
const candidates: string[] = [];
for (const file of readdirSync(values.games)
  .filter((f) => f.endsWith('.pgn'))
  .sort()) {
  for (const record of unwrap(parseGameRecords(readFileSync(join(values.games, file), 'utf8')))) {
    const pos = game.initial();
    for (let ply = 0; ply < record.moves.length; ply++) {
      const m = game.parseMove(pos, record.moves[ply]!);
      if (!m.ok) break;
      pos.make(m.value);
      if (ply < 8 || pos.inCheck() || pos.outcome().kind !== 'ongoing') continue;
      const fen = game.encode(pos);
      const key = fen.split(' ').slice(0, 2).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      candidates.push(fen);
    }
  }
}
const random = rng(Number(values.seed));
for (let i = candidates.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
}
console.error(`${candidates.length} distinct positions in the games`);

const done = new Set<string>();
if (existsSync(values.out))
  for (const line of readFileSync(values.out, 'utf8').split('\n')) if (line) done.add(line.split('\t')[0]!);
// On a resumed run, positions rejected before are asked again (cheap); labelled ones are skipped.
let next = 0;
let kept = done.size;

const engine = spawn(values.engine, [], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: engine.stdout });
const send = (s: string) => engine.stdin.write(`${s}\n`);
let resolveLine: ((l: string) => void) | null = null;
const queue: string[] = [];
lines.on('line', (l) => {
  if (resolveLine) {
    const r = resolveLine;
    resolveLine = null;
    r(l);
  } else queue.push(l);
});
const readLine = () =>
  new Promise<string>((resolve) => {
    const l = queue.shift();
    if (l !== undefined) resolve(l);
    else resolveLine = resolve;
  });
async function until(prefix: string): Promise<string[]> {
  const got: string[] = [];
  for (;;) {
    const l = await readLine();
    got.push(l);
    if (l.startsWith(prefix)) return got;
  }
}

send('uci');
await until('uciok');
send('setoption name UCI_Variant value xiangqi');
send('setoption name Threads value 1');
send('setoption name Hash value 16');
send('isready');
await until('readyok');

const started = Date.now();
while (kept < want && next < candidates.length) {
  const fen = candidates[next++]!;
  if (done.has(fen)) continue;
  send('ucinewgame');
  send(`position fen ${fen}`);
  send(`go depth ${depth}`);
  const out = await until('bestmove');
  let score: number | null = null;
  for (const l of out) {
    const m = / score (cp|mate) (-?\d+)/.exec(l);
    if (m) score = m[1] === 'cp' ? Number(m[2]) : null;
  }
  const best = out[out.length - 1]!.split(' ')[1] ?? '';
  if (score === null || Math.abs(score) > 2000) continue;
  // The best move in UCI (ranks 1-10): a capture if its target point is occupied.
  const pos = unwrap(game.decode(fen));
  const m = xiangqiUci(pos, best);
  if (m === null || pos.board.cells[MOVE_TO[m]!] !== 0) continue;
  appendFileSync(values.out, `${fen}\t${score}\n`);
  kept++;
  if (kept % 500 === 0)
    console.error(`${kept} labelled, ${next} looked at, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
send('quit');
console.error(`done: ${kept} labelled positions in ${values.out}`);

function xiangqiUci(pos: ReturnType<typeof game.initial>, text: string): number | null {
  const uciGame = unwrap(xiangqi.create({ notation: 'uci' }));
  const m = uciGame.parseMove(pos, text);
  return m.ok ? m.value : null;
}
