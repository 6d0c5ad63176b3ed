/**
 * The proof-number VCT search against the depth-limited one (7 attacker moves, 100k nodes) on every
 * position of recorded `qi match` games (JSON lines given as arguments), for the side to move: how many
 * wins each finds, the ones only one finds, and the time each took. Node budgets, not time.
 *
 *   node --conditions=@qi/source --import tsx bench/pn-vs-dfs.ts /work/runs/gomoku-base.jsonl
 */
import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { createGomoku } from '../src/plugin.js';
import { PnSearch } from '../src/pn-search.js';
import { ThreatSearch } from '../src/threats.js';

const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const files = process.argv.slice(2);
const ts = new ThreatSearch({ tableBits: 18 });
const pn = new PnSearch({ poolBits: 21 });
const stats = { pos: 0, dfs: 0, pn: 0, pnOnly: 0, dfsOnly: 0, tDfs: 0, tPn: 0 };
const out: string[] = [];
for (const f of files)
  for (const l of readFileSync(f, 'utf8').split('\n')) {
    if (!l) continue;
    const g = JSON.parse(l);
    if (g.type !== 'game') continue;
    const pos = game.initial();
    for (const mv of [...g.openingMoves, ...g.moves]) {
      if (pos.outcome().kind !== 'ongoing') break;
      const me = pos.toMove;
      const you = (1 - me) as 0 | 1;
      if (pos.stones >= 5 && pos.fiveCount(me) === 0 && pos.fiveCount(you) === 0) {
        stats.pos++;
        let t = performance.now();
        const a = ts.vct(pos, { depth: 7, nodes: 100000 });
        stats.tDfs += performance.now() - t;
        ts.clear();
        t = performance.now();
        const b = pn.vctSearch(pos, { nodes: 1_000_000 });
        stats.tPn += performance.now() - t;
        pn.clear();
        if (a.win) stats.dfs++;
        if (b.win) stats.pn++;
        if (b.win && !a.win) {
          stats.pnOnly++;
          out.push(`${game.encode(pos)}\t${b.line.length}\t${b.nodes}`);
        }
        if (a.win && !b.win) {
          stats.dfsOnly++;
          console.log('DFS ONLY', game.encode(pos), a.line.length, b.nodes, b.complete);
        }
      }
      pos.make(unwrap(game.parseMove(pos, mv)));
    }
  }
console.log(JSON.stringify({ ...stats, tDfs: Math.round(stats.tDfs), tPn: Math.round(stats.tPn) }));
for (const o of out) console.log(o);
