import { unwrap } from '@qi/core-search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GomokuPosition } from './board.js';
import { GomokuEngine } from './engine.js';
import { createGomoku } from './plugin.js';

/**
 * The quiet search's clock readings against a simulated clock that only moves when a stone is
 * played (every `make` on any position costs `cost(now)` ms), so the test replays on any machine.
 * The nodes slow down a hundredfold part of the way through the turn (a costlier region of the tree,
 * a loaded machine): a search that reads the clock only every few hundred nodes, at intervals
 * predicted from its speed so far, then runs far past its deadline.
 */
const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const middleGame = () => unwrap(game.decode('15:h8,h9,i9,g7,j10,i8,g8,j9,f8'));
const threatsOff = { vcf: false, defendVcf: false, vct: false } as const;

function simulateClock(slowFromMs: number): void {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const make = GomokuPosition.prototype.make;
  vi.spyOn(GomokuPosition.prototype, 'make').mockImplementation(function (this: GomokuPosition, m: number) {
    now += now < slowFromMs ? 0.01 : 1;
    make.call(this, m);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the quiet search reads the clock at every node (timeCheckNodes)', () => {
  it('stops within a few slow nodes of its deadline when the nodes slow down', () => {
    simulateClock(40);
    const e = new GomokuEngine(game).choose(middleGame(), { ...threatsOff, timeMs: 100, startMs: 0 });
    expect(e.reason).toBe('search');
    expect(e.depth).toBeGreaterThan(0);
    // Deadline: 80 ms (clockMargin 20%); a slow node costs 1 ms.
    expect(e.timeMs).toBeGreaterThan(75);
    expect(e.timeMs).toBeLessThanOrEqual(84);
  });

  it('reading it every 1024 nodes at most (the searcher default) overruns the same turn', () => {
    simulateClock(40);
    const e = new GomokuEngine(game).choose(middleGame(), {
      ...threatsOff,
      timeMs: 100,
      startMs: 0,
      timeCheckNodes: 1024,
    });
    // Past the bound that reading at every node keeps (84 ms above): slow nodes ran on unseen.
    expect(e.timeMs).toBeGreaterThan(84);
  });
});
