/**
 * Where A's lost games were lost: for each game of a `qi match --out` journal that player A did not win
 * (15×15 freestyle), A's first move after which the opponent had a VCT (proof numbers, 300k nodes), and
 * which of the 20 best candidates at that point (the full ordered list, no cap) left it none.
 *
 *   node --conditions=@qi/source --import tsx bench/loss-diag.ts MATCH.jsonl
 */
import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { createGomoku } from '../src/plugin.js';
import { PnSearch } from '../src/pn-search.js';

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: loss-diag.ts MATCH.jsonl');
  process.exit(1);
}
const game = unwrap(createGomoku({ size: 15 }));
const pn = new PnSearch();
const buf = new Int32Array(225);
const lines = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const vctAfter = (pos: ReturnType<typeof game.initial>, m: number) => {
  pos.make(m);
  const r = pos.outcome().kind === 'ongoing' ? pn.vctSearch(pos, { nodes: 300_000 }) : null;
  pos.unmake();
  return r?.win ?? false;
};
for (const d of lines) {
  if (d.type !== 'game' || d.result === 'a') continue;
  const pos = game.initial();
  const all: string[] = [...d.openingMoves, ...d.moves];
  const ours = d.aSide; // A's colour (0 = Black)
  let report = `game ${d.index} A=${ours === 0 ? 'B' : 'W'} plies ${d.plies}:`;
  for (let i = 0; i < all.length; i++) {
    const m = unwrap(game.parseMove(pos, all[i]!));
    if (i >= d.openingMoves.length && pos.toMove === ours) {
      if (vctAfter(pos, m)) {
        const probe = pos.clone();
        probe.candidateMode = true;
        const n = probe.candidates(buf);
        const safe: string[] = [];
        for (let k = 0; k < Math.min(n, 20); k++)
          if (!vctAfter(pos, buf[k]!)) safe.push(game.moveToString(pos, buf[k]!));
        report += ` first at ply ${i} (${all[i]}), ${n} cands, safe among top 20: [${safe.join(' ')}]`;
        break;
      }
    }
    pos.make(m);
  }
  console.log(report);
}
