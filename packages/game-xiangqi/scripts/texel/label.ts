// Texel training data: positions sampled from the master games, each labelled by Fairy-Stockfish
// (development-time data; the engine is never linked or shipped). Appends to the output as it goes and
// resumes: positions already labelled there are skipped.
//
//   node --conditions=@qi/source --import tsx scripts/texel/label.ts \
//     --out data/texel-labels.tsv --positions 12000 --depth 7 [--engine /usr/games/fairy-stockfish]
//   node --conditions=@qi/source --import tsx scripts/texel/label.ts --static \
//     --out data/static-labels.tsv --positions 100000
//
// Each line: FEN, a tab, the label in centipawns from the side to move's view.
// - Search labels (default): the score at a fixed depth, kept only when the position is quiet as the
//   label engine sees it (not in check, best move not a capture): the evaluation is fitted without a
//   quiescence search.
// - `--static`: the engine's static evaluation (its `eval` command, in hundredths of its pawn), for
//   every position not in check: a deterministic function of the position, fitted by least squares.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { unwrap } from '@qi/core-search';
import { MOVE_TO } from '../../src/geometry.js';
import { xiangqi } from '../../src/index.js';
import { masterPositions } from './positions.js';
import { UciProcess } from './uci-process.js';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'data/texel-labels.tsv' },
    positions: { type: 'string', default: '12000' },
    depth: { type: 'string', default: '7' },
    static: { type: 'boolean', default: false },
    engine: { type: 'string', default: '/usr/games/fairy-stockfish' },
    games: { type: 'string', default: '/work/shared/data/xiangqi-games' },
    seed: { type: 'string', default: '1' },
  },
});
const want = Number(values.positions);
const depth = Number(values.depth);
const game = unwrap(xiangqi.create());
const uciGame = unwrap(xiangqi.create({ notation: 'uci' }));

const candidates = masterPositions(values.games, Number(values.seed));
console.error(`${candidates.length} distinct positions in the games`);

const done = new Set<string>();
if (existsSync(values.out))
  for (const line of readFileSync(values.out, 'utf8').split('\n')) if (line) done.add(line.split('\t')[0]!);
// On a resumed run, positions rejected before are asked again (cheap); labelled ones are skipped.
let next = 0;
let kept = done.size;

const engine = new UciProcess(values.engine);
await engine.startXiangqi();

/** Fairy-Stockfish's search score at the fixed depth, or null when the position is not quiet for it. */
async function searchLabel(fen: string): Promise<number | null> {
  engine.send('ucinewgame');
  engine.send(`position fen ${fen}`);
  engine.send(`go depth ${depth}`);
  const out = await engine.until('bestmove');
  let score: number | null = null;
  for (const l of out) {
    const m = / score (cp|mate) (-?\d+)/.exec(l);
    if (m) score = m[1] === 'cp' ? Number(m[2]) : null;
  }
  if (score === null || Math.abs(score) > 2000) return null;
  // The best move in UCI (ranks 1-10): a capture if its target point is occupied.
  const best = out[out.length - 1]!.split(' ')[1] ?? '';
  const pos = unwrap(game.decode(fen));
  const m = uciGame.parseMove(pos, best);
  return m.ok && pos.board.cells[MOVE_TO[m.value]!] === 0 ? score : null;
}

/** Fairy-Stockfish's static evaluation from the side to move's view ("Total evaluation: X (white side)"). */
async function staticLabel(fen: string): Promise<number | null> {
  engine.send(`position fen ${fen}`);
  engine.send('eval');
  const out = await engine.until('Total evaluation');
  const m = /Total evaluation: (-?[\d.]+)/.exec(out[out.length - 1]!);
  if (!m) return null;
  const red = Math.round(Number(m[1]) * 100);
  return fen.split(' ')[1] === 'b' ? -red : red;
}

const started = Date.now();
while (kept < want && next < candidates.length) {
  const fen = candidates[next++]!;
  if (done.has(fen)) continue;
  const label = values.static ? await staticLabel(fen) : await searchLabel(fen);
  if (label === null) continue;
  appendFileSync(values.out, `${fen}\t${label}\n`);
  kept++;
  if (kept % 500 === 0)
    console.error(`${kept} labelled, ${next} looked at, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
engine.send('quit');
console.error(`done: ${kept} labelled positions in ${values.out}`);
