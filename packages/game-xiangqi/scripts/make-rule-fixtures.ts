// Regenerates fixtures/xiangqi-perft-rules.json: perft 1-4 of the hand-built rule positions, counted by
// Fairy-Stockfish (the oracle). Run: node --conditions=@qi/source --import tsx scripts/make-rule-fixtures.ts
import { writeFileSync } from 'node:fs';
import { parseFen } from '../src/fen.js';
import { FairyStockfish } from '../src/testing/fairy-stockfish.js';
import { piecesToFen } from '../src/testing/setup.js';
import { RULE_POSITIONS } from './rule-positions.js';

const fsf = await FairyStockfish.start();
const out = [];
for (const p of RULE_POSITIONS) {
  const fen = piecesToFen(p.pieces, p.side);
  const decoded = parseFen(fen);
  if (!decoded.ok) throw new Error(`${p.id}: ${fen}: ${decoded.error.message}`);
  const depths: Record<string, number> = {};
  for (let d = 1; d <= 4; d++) depths[d] = (await fsf.perft(fen, d)).total;
  console.log(p.id, fen, JSON.stringify(depths));
  out.push({ id: p.id, fen, depths, note: p.note });
}
fsf.close();
const doc = {
  source: 'Fairy-Stockfish 11.1 (Debian package fairy-stockfish), UCI_Variant=xiangqi, go perft N',
  generator: 'packages/game-xiangqi/scripts/make-rule-fixtures.ts from scripts/rule-positions.ts',
  positions: out,
};
writeFileSync(
  new URL('../fixtures/xiangqi-perft-rules.json', import.meta.url),
  `${JSON.stringify(doc, null, 1)}\n`,
);
