/**
 * Tic-tac-toe benchmarks: whole-tree enumeration and exact solving through the contracts,
 * each timed against a naive string-based brute force run side by side (the "peer").
 */
import { unwrap } from '@qi/core-search';
import { countTree, TicTacToeSolver, tictactoe } from '../src/index.js';

const LINES = ['012', '345', '678', '036', '147', '258', '048', '246'].map((l) => [...l].map(Number));
const won = (b: string) => LINES.some((l) => b[l[0]!] !== '.' && l.every((i) => b[i] === b[l[0]!]));
function naiveCount(b: string, p: string): number {
  if (won(b) || !b.includes('.')) return 1;
  let n = 1;
  for (let i = 0; i < 9; i++)
    if (b[i] === '.') n += naiveCount(b.slice(0, i) + p + b.slice(i + 1), p === 'x' ? 'o' : 'x');
  return n;
}

function time<T>(f: () => T, reps: number): { ms: number; value: T } {
  let value = f();
  const t0 = performance.now();
  for (let i = 0; i < reps; i++) value = f();
  return { ms: (performance.now() - t0) / reps, value };
}

const game = unwrap(tictactoe.create());
const ours = time(() => countTree(game.initial()), 5);
const peer = time(() => naiveCount('.........', 'x'), 5);
console.log(`tree: ${ours.value.nodes} nodes, ${ours.value.games} games, ${ours.value.positions} positions`);
console.log(
  `  qi countTree       ${ours.ms.toFixed(1)} ms  (${(((ours.value.nodes / ours.ms) * 1000) / 1e6).toFixed(2)} M nodes/s)`,
);
console.log(`  naive string peer  ${peer.ms.toFixed(1)} ms  (nodes ${peer.value})`);
console.log(`  ratio peer/qi      ${(peer.ms / ours.ms).toFixed(2)}x`);

const solve = time(() => {
  const s = new TicTacToeSolver();
  s.solve(game.initial());
  return s.solvedCount;
}, 20);
console.log(`solve: all ${solve.value} reachable positions in ${solve.ms.toFixed(2)} ms`);
