import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GomokuPosition } from './board.js';
import { GomokuEngine } from './engine.js';
import { ENGINE_DEFAULTS } from './engine-options.js';
import { createGomoku } from './plugin.js';

/**
 * Option `pnExtend` on a simulated clock (every `make` costs 0.01 ms, so the test replays on any
 * machine): a VCT-attack position whose proof-number search does not finish within its `pnShare`
 * of the turn, but leans to a win there, is proved when the search continues on its tree.
 */
const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const { positions } = JSON.parse(
  readFileSync(new URL('../fixtures/vct-attack.json', import.meta.url), 'utf8'),
) as { positions: { id: string; position: string }[] };
const hard = () => unwrap(game.decode(positions.find((p) => p.id === 'vct-attack-4')!.position));

function simulateClock(): void {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const make = GomokuPosition.prototype.make;
  vi.spyOn(GomokuPosition.prototype, 'make').mockImplementation(function (this: GomokuPosition, m: number) {
    now += 0.01;
    make.call(this, m);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pnExtend: a proof-number search leaning to a win continues on its tree', () => {
  it('declares one default: 50% of the time left', () => {
    expect(ENGINE_DEFAULTS.pnExtend).toBe(50);
  });

  it('proves a win the first share of the time leaves unresolved', () => {
    simulateClock();
    const on = new GomokuEngine(game).choose(hard(), { timeMs: 1000, startMs: 0, seed: 1 });
    expect(on.reason).toBe('vct');
    expect(on.timeMs).toBeLessThan(800);
  });

  it('without it (pnExtend=0) the same turn falls back to the quiet search', () => {
    simulateClock();
    const off = new GomokuEngine(game).choose(hard(), { timeMs: 1000, startMs: 0, seed: 1, pnExtend: 0 });
    expect(off.reason).toBe('search');
  });
});
