import { parseFen, START_FEN } from '../src/fen.js';
import { perftBoard } from '../src/perft.js';

const fen = process.argv[2] || START_FEN;
const maxd = Number(process.argv[3] ?? 4);
const r = parseFen(fen);
if (!r.ok) {
  console.log(r.error);
  process.exit(1);
}
for (let d = 1; d <= maxd; d++) {
  const t = performance.now();
  const n = perftBoard(r.value.board, d);
  console.log(d, n, ((performance.now() - t) / 1000).toFixed(2) + 's');
}
