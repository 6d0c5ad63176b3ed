/**
 * Writes start positions for `qi match --openings`: distinct openings of K plies from the master games,
 * one FEN a line, in a seeded random order.
 *
 *   node --conditions=@qi/source --import tsx bench/openings.ts --plies 8 --count 200 --seed 13 > openings.txt
 */
import { readFileSync } from 'node:fs';
import { Rng, unwrap } from '@qi/core-search';
import { parseGameRecords } from '../src/book/records.js';
import { parseIccs, xiangqi } from '../src/index.js';

const GAMES_DIR = '/work/shared/data/xiangqi-games';

const argv = process.argv.slice(2);
const flag = (name: string, fallback: number): number => {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(argv[i + 1]);
  if (!Number.isInteger(v) || v < 0) throw new Error(`${name} needs a whole number, got ${argv[i + 1]}`);
  return v;
};
const plies = flag('--plies', 8);
const count = flag('--count', 200);
const seed = flag('--seed', 13);

const seen = new Map<string, string[]>();
for (const f of ['hu-ronghua.pgn', 'liu-dahua.pgn']) {
  for (const g of unwrap(parseGameRecords(readFileSync(`${GAMES_DIR}/${f}`, 'utf8'))))
    if (g.moves.length >= plies) seen.set(g.moves.slice(0, plies).join(' '), g.moves.slice(0, plies));
}
const all = [...seen.values()];
const rng = new Rng(seed);
for (let i = all.length - 1; i > 0; i--) {
  const j = rng.int(i + 1);
  [all[i], all[j]] = [all[j]!, all[i]!];
}
const game = unwrap(xiangqi.create({}));
const fens = new Set<string>();
for (const line of all) {
  if (fens.size >= count) break;
  const pos = game.initial();
  for (const iccs of line) pos.make(unwrap(parseIccs(pos, iccs)));
  fens.add(game.encode(pos));
}
process.stdout.write(`${[...fens].join('\n')}\n`);
