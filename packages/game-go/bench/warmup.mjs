// Playouts of the first moves of a fresh `qi gtp --time 1` engine (game-go's build: run `pnpm
// build` first), with the given warm-up: `node bench/warmup.mjs <warmupPlayouts>`.
import { runGtpEngine } from '../dist/index.js';

const warm = Number(process.argv[2] ?? 0);
const lines = ['boardsize 9', 'clear_board', 'komi 7', ...Array(6).fill('genmove b'), 'quit'];
const logs = [];
async function* input() {
  for (const l of lines) yield `${l}\n`;
}
const engine = { warmupPlayouts: warm };
await runGtpEngine(input(), { write() {} }, { size: 9, komi: 7, time: 1, log: (l) => logs.push(l), engine });
const playouts = logs.filter((l) => l.includes('playouts')).map((l) => l.match(/playouts (\d+)/)?.[1]);
console.log(`warmup ${warm}: playouts per move ${playouts.join(' ')}`);
