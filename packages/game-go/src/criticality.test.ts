import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { Criticality } from './criticality.js';
import { engineGame } from './engine/game.js';
import { DEFAULT_POLICY } from './playout.js';
import { go } from './plugin.js';
import { goPriors } from './priors.js';

const game = unwrap(go.create({ size: 9, komi: 7 }));
// Finished boards: Black holds columns A–E and wins by 9, or A–D and loses by 9 (komi 7). The
// E column goes with the winner; the A–D columns are always Black's, whoever wins.
// (A9 and J9 are empty: each side's eye.)
const blackWins = unwrap(game.decode(`1xxxxooo1/${Array(8).fill('xxxxxoooo').join('/')} b`));
const whiteWins = unwrap(game.decode(`1xxxoooo1/${Array(8).fill('xxxxooooo').join('/')} b`));

function filled(): Criticality {
  const crit = new Criticality(game.initial().geo, 1000);
  for (let i = 0; i < 600; i++) crit.record(i % 2 === 0 ? blackWins : whiteWins);
  return crit;
}

describe('criticality', () => {
  it('is high where the owner goes with the winner and 0 where one side always owns', () => {
    const crit = filled();
    const geo = game.initial().geo;
    const id = (x: number, y: number) => geo.moveOf[geo.point(x, y)]!;
    expect(new Criticality(geo).of(id(4, 4))).toBe(0);
    expect(crit.of(id(4, 4))).toBeCloseTo(0.5, 2);
    expect(crit.of(id(0, 4))).toBeCloseTo(0, 2);
    expect(crit.of(id(8, 4))).toBeCloseTo(0, 2);
    // The window halves the counts but keeps the ratios.
    expect(crit.count).toBeLessThanOrEqual(1000);
  });

  it('the prior favours a critical point that the other priors rank lower', () => {
    const pos = game.initial();
    const geo = pos.geo;
    const e5 = geo.moveOf[geo.point(4, 4)]!;
    const d5 = geo.moveOf[geo.point(3, 4)]!;
    const moves = Int32Array.from([e5, d5]);
    const value = new Float32Array(2);
    const weight = new Float32Array(2);
    goPriors(pos, moves, 2, value, weight, true, null, 0);
    // Without criticality the third/fourth-line D5 is preferred on an empty board.
    expect(value[1]!).toBeGreaterThan(value[0]!);
    goPriors(pos, moves, 2, value, weight, true, filled(), 50);
    expect(value[0]!).toBeGreaterThan(value[1]!);
  });
});

describe('criticality in the engine game', () => {
  it("the engine game's playouts feed its priors (and only with the option on)", () => {
    const params = { ...game.params } as Parameters<typeof engineGame>[0];
    const priorsAfterPlayouts = (criticality: number) => {
      const g = engineGame(params, { ...DEFAULT_POLICY, criticality });
      const start = unwrap(g.decode('9/9/2x3o2/9/4x4/9/2o3x2/9/9 w'));
      const played = new Int32Array(800);
      const rng = new Rng(5);
      for (let i = 0; i < 400; i++) g.playout!(start.clone(), rng, played);
      const moves = new Int32Array(g.info.maxMoves);
      const n = start.generate(moves);
      const value = new Float32Array(n);
      const weight = new Float32Array(n);
      g.priors!(start, moves, n, value, weight);
      return [...value];
    };
    const off = priorsAfterPlayouts(0);
    const on = priorsAfterPlayouts(50);
    expect(on.length).toBe(off.length);
    expect(on.some((v, i) => v > off[i]! + 0.01)).toBe(true);
  });
});
