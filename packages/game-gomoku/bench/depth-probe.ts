/**
 * What the quiet search reaches in self-play: one engine plays both sides from random 3-stone
 * openings at a fixed time a move; prints per move the reason, completed depth, nodes and candidates.
 *
 *   node --conditions=@qi/source --import tsx bench/depth-probe.ts --time 300 --games 2 [option=value …]
 */
import { parseArgs } from 'node:util';
import { Rng, unwrap } from '@qi/core-search';
import { GomokuEngine } from '../src/engine.js';
import { createGomoku } from '../src/plugin.js';
import { parseOptions } from './kv.js';
import { playRandomOpening } from './opening.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    time: { type: 'string', default: '300' },
    games: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
  },
});
const engineOptions = parseOptions(positionals);
const game = unwrap(createGomoku({ size: 15 }));
const rng = new Rng(Number(values.seed));
const buf = new Int32Array(game.info.maxMoves);
for (let g = 0; g < Number(values.games); g++) {
  const engine = new GomokuEngine(game);
  const pos = game.initial();
  playRandomOpening(pos, rng);
  while (pos.outcome().kind === 'ongoing') {
    const probe = pos.clone();
    probe.candidateMode = true;
    const cands = probe.candidates(buf);
    const m = engine.choose(pos, { ...engineOptions, timeMs: Number(values.time) });
    console.log(
      `g${g} ply ${pos.stones} ${m.reason} depth ${m.depth} nodes ${m.nodes} ${Math.round(m.timeMs)} ms cands ${cands} score ${JSON.stringify(m.score)}`,
    );
    pos.make(m.move);
  }
  console.log(`g${g} over: ${JSON.stringify(pos.outcome())}`);
}
