// Perft from the command line, for checks deeper than the unit tests run.
//   node --conditions=@qi/source --import tsx scripts/perft.ts --depth 5 [--fen FEN] [--divide]
//   node --conditions=@qi/source --import tsx scripts/perft.ts --public [--depth 5]
//     checks every position of fixtures/xiangqi-perft-public.json up to the depth.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { unwrap } from '@qi/core-search';
import { formatIccs } from '../src/notation/coords.js';
import { perft, perftDivide } from '../src/perft.js';
import { xiangqi } from '../src/plugin.js';

const { values } = parseArgs({
  options: {
    fen: { type: 'string' },
    depth: { type: 'string', default: '5' },
    divide: { type: 'boolean', default: false },
    public: { type: 'boolean', default: false },
  },
});
const game = unwrap(xiangqi.create());
const depth = Number(values.depth);

if (values.public) {
  const cases = JSON.parse(
    readFileSync(new URL('../fixtures/xiangqi-perft-public.json', import.meta.url), 'utf8'),
  ) as { id: string; fen: string; depths: Record<string, number> }[];
  let failed = 0;
  for (const c of cases)
    for (let d = 1; d <= depth && c.depths[d] !== undefined; d++) {
      const t = performance.now();
      const n = perft(unwrap(game.decode(c.fen)), d);
      const ok = n === c.depths[d];
      if (!ok) failed++;
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${c.id} depth ${d}: ${n} (expected ${c.depths[d]}) ${(performance.now() - t).toFixed(0)} ms`,
      );
    }
  process.exitCode = failed ? 1 : 0;
} else {
  const pos = values.fen ? unwrap(game.decode(values.fen)) : game.initial();
  const t = performance.now();
  if (values.divide) {
    let total = 0;
    for (const { move, count } of perftDivide(pos, depth)) {
      console.log(`${formatIccs(move)}: ${count}`);
      total += count;
    }
    console.log(`total: ${total}`);
  } else console.log(`perft ${depth}: ${perft(pos, depth)}`);
  console.log(`${((performance.now() - t) / 1000).toFixed(2)} s`);
}
