/**
 * Generates the game records behind the learned 3×3 pattern weights: GNU Go plays itself from
 * seeded random openings (GNU Go is deterministic, so the openings make the games differ).
 * Development-time data only: GNU Go is a GPL tool and stays out of the engine; its moves are the
 * training labels, as Fairy-Stockfish's scores are for Xiangqi.
 *
 *   node --conditions=@qi/source --import tsx scripts/patterns/gnugo-games.ts \
 *     --size 13 --games 60 --level 5 --seed 1 --out data/patterns/gnugo-13.txt
 *
 * Appends one line per finished game: `size seed move move …` (GTP vertices, `pass` included), so
 * an interrupted run resumes from the games already in the file.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { Rng } from '@qi/core-search';
import { GtpClient } from '../../bench/gtp-client.js';
import { COLUMNS } from '../../src/vertex.js';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
const size = Number(opt('size', '13'));
const games = Number(opt('games', '60'));
const level = Number(opt('level', '5'));
const seed = Number(opt('seed', '1'));
const out = opt('out', '');
const gnugo = opt('gnugo', '/usr/games/gnugo');
/** Random opening stones (alternating colours) before GNU Go takes over. */
const openingPlies = Number(opt('opening', '4'));
if (!out) throw new Error('gnugo-games: --out FILE is required');
if (!existsSync(gnugo)) throw new Error(`gnugo-games: GNU Go not found at ${gnugo} (apt-get install gnugo)`);

const done = new Set(
  existsSync(out)
    ? readFileSync(out, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => `${l.split(' ')[0]} ${l.split(' ')[1]}`)
    : [],
);

for (let g = 0; g < games; g++) {
  const gameSeed = seed * 100_000 + g;
  if (done.has(`${size} ${gameSeed}`)) continue;
  const rng = new Rng(gameSeed);
  const engine = new GtpClient('gnugo', gnugo, [
    '--mode',
    'gtp',
    '--level',
    String(level),
    '--chinese-rules',
  ]);
  await engine.send(`boardsize ${size}`);
  await engine.send('clear_board');
  await engine.send('komi 7.5');
  const moves: string[] = [];
  const taken = new Set<string>();
  const lo = size >= 9 ? 2 : 0;
  while (moves.length < openingPlies) {
    const v = `${COLUMNS[lo + rng.int(size - 2 * lo)]}${lo + 1 + rng.int(size - 2 * lo)}`;
    if (taken.has(v)) continue;
    const colour = moves.length % 2 === 0 ? 'b' : 'w';
    if (!(await engine.send(`play ${colour} ${v}`)).ok) continue;
    taken.add(v);
    moves.push(v);
  }
  let passes = 0;
  while (passes < 2 && moves.length < 3 * size * size) {
    const colour = moves.length % 2 === 0 ? 'b' : 'w';
    const a = await engine.send(`genmove ${colour}`);
    if (!a.ok) throw new Error(`gnugo-games: genmove failed: ${a.text}`);
    const v = a.text.trim().toLowerCase();
    if (v === 'resign') break;
    passes = v === 'pass' ? passes + 1 : 0;
    moves.push(v.toUpperCase() === 'PASS' ? 'pass' : v.toUpperCase());
  }
  await engine.close();
  appendFileSync(out, `${size} ${gameSeed} ${moves.join(' ')}\n`);
  console.log(`game ${g + 1}/${games}: ${moves.length} plies`);
}
