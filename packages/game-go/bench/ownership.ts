/**
 * Diagnosis: what Qi's playouts believe about a position of a game record, point by point, to find the groups
 * they misjudge (on 19×19 a capture race the playouts give to the wrong side makes the search sure of a won
 * game it has lost: bench/README.md, session 40).
 *
 *   node --conditions=@qi/source --import tsx bench/ownership.ts --sgf FILE --ply N [--playouts 2000] [--seed 1]
 *
 * Plays the record's main line up to move N (N = 0: the setup only), averages the final owner of every point
 * over the playouts (`estimateOwnership`, the default policy) and prints the board with rows numbered as in
 * GTP: `X`/`O` a stone the playouts keep, `x`/`o` a stone they give to the other colour (ownership past 0.3 the
 * other way), `b`/`w` an empty point owned by one colour past 0.6, `?` an empty point in between.
 */
import { readFileSync } from 'node:fs';
import { BLACK, estimateOwnership, parseSgf, type SgfNode, sgfTreeToPosition, WHITE } from '../src/index.js';
import { COLUMNS } from '../src/vertex.js';
import { fail, numberFlag, readFlags } from './flags.js';

const flags = readFlags({
  sgf: { type: 'string' },
  ply: { type: 'string' },
  playouts: { type: 'string' },
  seed: { type: 'string' },
});
if (flags.sgf === undefined) fail('--sgf FILE is required');
const ply = numberFlag(flags, 'ply', 0, 0, 100_000);
const playouts = numberFlag(flags, 'playouts', 2000, 1, 1_000_000);
const seed = numberFlag(flags, 'seed', 1, 0, 2 ** 31);

let text: string;
try {
  text = readFileSync(flags.sgf, 'utf8');
} catch (e) {
  fail(`cannot read ${flags.sgf}: ${e instanceof Error ? e.message : String(e)}`);
}
const parsed = parseSgf(text);
if (!parsed.ok) fail(`${flags.sgf}: ${parsed.error.message}`);
const root = parsed.value[0];
if (!root) fail(`${flags.sgf}: no game tree`);

// Cut the main line after its ply-th move (the parsed tree is ours to change).
let moves = 0;
for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
  if (node.props.B !== undefined || node.props.W !== undefined) moves++;
  if (moves === ply) {
    node.children = [];
    break;
  }
}
if (moves < ply) fail(`${flags.sgf} has only ${moves} moves on its main line, not ${ply}`);

const game = sgfTreeToPosition(parsed.value);
if (!game.ok) fail(`${flags.sgf}: ${game.error.message}`);
const pos = game.value.position;
const own = estimateOwnership(pos, { playouts, seed });
const { size, pointOf } = pos.geo;

const rows: string[] = [`   ${COLUMNS.slice(0, size).split('').join(' ')}`];
// Move ids count rows from the top (vertex.ts): row y is GTP row size − y.
for (let y = 0; y < size; y++) {
  let row = `${String(size - y).padStart(2)} `;
  for (let x = 0; x < size; x++) {
    const m = y * size + x;
    const o = own[m] ?? 0;
    const stone = pos.color[pointOf[m] ?? 0];
    if (stone === BLACK) row += o < -0.3 ? 'x' : 'X';
    else if (stone === WHITE) row += o > 0.3 ? 'o' : 'O';
    else row += o > 0.6 ? 'b' : o < -0.6 ? 'w' : '?';
    row += ' ';
  }
  rows.push(`${row}${size - y}`);
}
console.log(
  `${flags.sgf} after move ${ply}, ${pos.side === BLACK ? 'Black' : 'White'} to play, ${playouts} playouts:`,
);
console.log(rows.join('\n'));
