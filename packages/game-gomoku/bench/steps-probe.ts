/**
 * Where a turn's time goes past its deadline: in-process self-play through GomocupSession (no pipes),
 * every EngineTurn step timed with its phase; prints the moves whose reply came after the budget
 * and the step that ran longest in each.
 */
import { parseArgs } from 'node:util';
import { Rng, unwrap } from '@qi/core-search';
import { GomocupSession } from '../src/gomocup/session.js';
import { createGomoku } from '../src/plugin.js';
import { EngineTurn } from '../src/turn.js';
import { playRandomOpening } from './opening.js';

const { values } = parseArgs({
  options: {
    turn: { type: 'string', default: '100' },
    games: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    margin: { type: 'string', default: '15' },
  },
});
const turnMs = Number(values.turn);
type StepRec = { phase: string; ms: number; at: number };
let steps: StepRec[] = [];
const proto = EngineTurn.prototype as unknown as { step(): boolean; phase: string; startMs: number };
const orig = proto.step;
proto.step = function (this: { phase: string; startMs: number }) {
  const phase = this.phase;
  const t = performance.now();
  const r = orig.call(this);
  const now = performance.now();
  steps.push({ phase, ms: now - t, at: now - this.startMs });
  return r;
};
const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const rng = new Rng(Number(values.seed));
const walls: number[] = [];
let late = 0;
const overs: number[] = [];
for (let g = 0; g < Number(values.games); g++) {
  const ss = [
    new GomocupSession({ warmupMs: 200, engine: { clockMargin: Number(values.margin) } }),
    new GomocupSession({ warmupMs: 200, engine: { clockMargin: Number(values.margin) } }),
  ];
  for (const s of ss) {
    s.feed(`INFO timeout_turn ${turnMs}`);
    s.feed('START 15');
  }
  const pos = game.initial();
  playRandomOpening(pos, rng);
  const knows = [false, false];
  while (pos.outcome().kind === 'ongoing') {
    const side = pos.toMove;
    const s = ss[side]!;
    steps = [];
    const t0 = performance.now();
    let out: string[] = [];
    if (!knows[side]) {
      knows[side] = true;
      s.feed('BOARD');
      for (let i = 0; i < pos.ply; i++) {
        const m = pos.moveAt(i);
        s.feed(`${m % 15},${Math.floor(m / 15)},${i % 2 === side ? 1 : 2}`);
      }
      out = s.feed('DONE');
    } else out = s.feed(`TURN ${pos.lastMove % 15},${Math.floor(pos.lastMove / 15)}`);
    const ms = performance.now() - t0;
    const m = /^(\d+),(\d+)$/.exec(out[out.length - 1] ?? '');
    if (!m) throw new Error(`bad ${out.join('|')}`);
    pos.make(Number(m[2]) * 15 + Number(m[1]));
    walls.push(ms);
    const budget = s.last?.budgetMs ?? 0;
    const target = budget * (1 - Number(values.margin) / 100);
    overs.push(ms - target);
    if (ms > target + 3) {
      late++;
      const worst = steps.reduce((a, b) => (b.ms > a.ms ? b : a), steps[0]!);
      const lastStep = steps[steps.length - 1];
      console.log(
        `g${g} ply ${pos.ply}: ${ms.toFixed(1)} ms of budget ${budget} (${s.last?.reason}); longest step ${worst.phase} ${worst.ms.toFixed(1)} ms ending at ${worst.at.toFixed(1)}; last step ${lastStep?.phase} ${lastStep?.ms.toFixed(1)} at ${lastStep?.at.toFixed(1)}; steps ${steps.map((x) => `${x.phase[0]}${x.ms.toFixed(0)}`).join(',')}`,
      );
    }
  }
}
walls.sort((a, b) => a - b);
overs.sort((a, b) => a - b);
console.log(
  `past the engine's deadline, ms: p50 ${overs[overs.length >> 1]?.toFixed(1)} p90 ${overs[Math.floor(overs.length * 0.9)]?.toFixed(1)} p99 ${overs[Math.floor(overs.length * 0.99)]?.toFixed(1)} max ${overs[overs.length - 1]?.toFixed(1)}`,
);
console.log(
  `${walls.length} moves, late (past the budget) ${late}; wall p50 ${walls[walls.length >> 1]?.toFixed(1)} max ${walls[walls.length - 1]?.toFixed(1)}`,
);
