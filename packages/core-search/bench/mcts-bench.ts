/**
 * MCTS speed on test games: playouts per second and tree nodes created per second, each as a
 * ratio to the first row, plus a deterministic signature (best move, tree size) for a fixed seed
 * and playout count that should change only when the search changes on purpose.
 *
 *   pnpm --filter @qi/core-search bench
 */
import type { Game, Position } from '../src/game.js';
import { type MctsSearcher, mctsSearcher } from '../src/mcts/searcher.js';
import type { MctsSession } from '../src/mcts/session.js';
import { mnkGame } from '../src/mcts/test-games/mnk.js';
import type { RawParams } from '../src/params.js';
import { unwrap } from '../src/result.js';

interface Row {
  name: string;
  playoutsPerSec: number;
  nodesPerSec: number;
  signature: string;
}

function measure<P extends Position>(name: string, game: Game<P>, options: RawParams, playouts: number): Row {
  // Warm up the JIT on a throwaway searcher, then time a fresh one.
  unwrap(mctsSearcher.create(game, options))
    .start(game.initial(), { nodes: playouts / 4, seed: 1 })
    .run();
  const searcher = unwrap(mctsSearcher.create(game, options)) as MctsSearcher<P>;
  const t0 = performance.now();
  const session = searcher.start(game.initial(), { nodes: playouts, seed: 1 }) as MctsSession<P>;
  const r = session.run();
  const seconds = (performance.now() - t0) / 1000;
  return {
    name,
    playoutsPerSec: r.stats.playouts / seconds,
    nodesPerSec: session.treeNodes / seconds,
    signature: `best=${r.bestMove} nodes=${session.treeNodes} playouts=${r.stats.playouts}`,
  };
}

const ttt = mnkGame(3, 3, 3);
const five = mnkGame(9, 9, 5, { playout: true });

const rows: Row[] = [
  measure('tic-tac-toe, defaults', ttt, {}, 100_000),
  measure('tic-tac-toe, rave', ttt, { rave: true }, 100_000),
  measure('9x9 five, game playout', five, {}, 20_000),
  measure('9x9 five, uniform playout', five, { playout: 'uniform' }, 20_000),
  measure('9x9 five, game playout + rave', five, { rave: true }, 20_000),
  measure('9x9 five, expandVisits=8', five, { expandVisits: 8 }, 20_000),
];

const base = rows[0]!;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(11);
console.log('mcts bench (playouts/s and tree nodes/s; ratio to the first row)');
for (const r of rows)
  console.log(
    `${r.name.padEnd(32)} ${fmt(r.playoutsPerSec)} playouts/s (x${(r.playoutsPerSec / base.playoutsPerSec).toFixed(2)})` +
      ` ${fmt(r.nodesPerSec)} nodes/s (x${(r.nodesPerSec / base.nodesPerSec).toFixed(2)})  ${r.signature}`,
  );
