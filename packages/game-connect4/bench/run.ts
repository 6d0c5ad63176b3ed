/**
 * Connect Four benchmarks: perft through the contracts against a naive string brute force, and playout
 * throughput for both playout policies. Prints times and ratios; nothing here is asserted.
 */
import { perft, Rng, unwrap } from '@qi/core-search';
import { connect4 } from '../src/index.js';
import { H, W, anyFour as won } from '../src/naive-reference.js';

function naivePerft(board: string, stone: string, depth: number): number {
  if (depth === 0) return 1;
  if (won(board)) return 0;
  let total = 0;
  for (let c = 0; c < W; c++)
    for (let r = H - 1; r >= 0; r--) {
      const i = r * W + c;
      if (board[i] !== '.') continue;
      total += naivePerft(
        board.slice(0, i) + stone + board.slice(i + 1),
        stone === 'x' ? 'o' : 'x',
        depth - 1,
      );
      break;
    }
  return total;
}
function time<T>(f: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = f();
  return { ms: performance.now() - t0, value };
}

const depth = Number(process.env.QI_C4_PERFT_DEPTH ?? 8);
const game = unwrap(connect4.create());
time(() => perft(game, game.initial(), 6)); // warm up
const ours = time(() => perft(game, game.initial(), depth));
const peer = time(() => naivePerft('.'.repeat(W * H), 'x', depth));
console.log(`perft(${depth}) = ${ours.value} (naive peer ${peer.value})`);
console.log(
  `  qi perft           ${ours.ms.toFixed(0)} ms  (${(((ours.value / ours.ms) * 1000) / 1e6).toFixed(2)} M leaves/s)`,
);
console.log(`  naive string peer  ${peer.ms.toFixed(0)} ms`);
console.log(`  ratio peer/qi      ${(peer.ms / ours.ms).toFixed(2)}x`);

const playouts = Number(process.env.QI_C4_PLAYOUTS ?? 100_000);
for (const policy of ['tactical', 'uniform'] as const) {
  const g = unwrap(connect4.create({ playout: policy }));
  const root = g.initial();
  const scratch = root.clone();
  const played = new Int32Array(g.info.maxPlies);
  const rng = new Rng(1);
  let plies = 0;
  const t = time(() => {
    for (let i = 0; i < playouts; i++) {
      scratch.copyFrom(root);
      plies += g.playout!(scratch, rng, played);
    }
  });
  console.log(
    `playouts (${policy}): ${((playouts / t.ms) * 1000).toFixed(0)} /s, ${(plies / playouts).toFixed(1)} plies each`,
  );
}
