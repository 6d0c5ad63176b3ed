// Finds where our perft and Fairy-Stockfish's disagree: compares per-move counts and descends into the
// first differing move until a position whose move lists differ.
//   node --conditions=@qi/source --import tsx scripts/divide-vs-oracle.ts "<FEN>" <depth>
import { unwrap } from '@qi/core-search';
import { formatUci } from '../src/notation/coords.js';
import { perftDivide } from '../src/perft.js';
import { xiangqi } from '../src/plugin.js';
import { FairyStockfish } from '../src/testing/fairy-stockfish.js';

const game = unwrap(xiangqi.create());
const fen = process.argv[2] || game.encode(game.initial());
let depth = Number(process.argv[3] ?? 3);
const pos = unwrap(game.decode(fen));
const fsf = await FairyStockfish.start();
const path: string[] = [];
for (; depth >= 1; depth--) {
  const theirs = (await fsf.perft(fen, depth, path)).divide;
  const ours = new Map(perftDivide(pos, depth).map(({ move, count }) => [formatUci(move), { move, count }]));
  let next: number | undefined;
  for (const text of new Set([...ours.keys(), ...theirs.keys()])) {
    const mine = ours.get(text)?.count;
    if (mine === theirs.get(text)) continue;
    console.log(
      `${path.join(' ') || '(root)'} ${text}: ours ${mine ?? '-'}, fairy-stockfish ${theirs.get(text) ?? '-'}`,
    );
    if (next === undefined && mine !== undefined && theirs.has(text)) next = ours.get(text)!.move;
  }
  if (next === undefined) break;
  path.push(formatUci(next));
  pos.make(next);
}
if (path.length === 0) console.log('no difference at the root');
fsf.close();
