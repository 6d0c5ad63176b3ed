import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../geometry.js';
import { GoEngine } from './engine.js';
import { createShareBuffer, RootShare, type RootTree } from './root-share.js';

/** A root (node 0) with children for `moves`, their visits and wins; the root's visits their sum. */
function tree(moves: number[], visits: number[], wins: number[]): RootTree {
  const n = moves.length + 1;
  const t = {
    size: n,
    firstChild: new Int32Array(n).fill(-1),
    childCount: new Int32Array(n),
    move: new Int32Array(n),
    visits: new Int32Array(n),
    wins: new Float64Array(n),
  };
  t.firstChild[0] = 1;
  t.childCount[0] = moves.length;
  moves.forEach((m, i) => {
    t.move[i + 1] = m;
    t.visits[i + 1] = visits[i]!;
    t.wins[i + 1] = wins[i]!;
  });
  t.visits[0] = visits.reduce((a, b) => a + b, 0);
  return t;
}

const childVisits = (t: RootTree) => Array.from(t.visits.subarray(1, t.size));

describe('shared root statistics', () => {
  it('adds what the other thread gained since the last look, once, and reports only its own', () => {
    const buffer = createShareBuffer(2);
    const main = new RootShare(buffer, 0);
    const worker = new RootShare(buffer, 1);
    main.begin(7);
    worker.begin(7);
    const a = tree([3, 5, 9], [10, 20, 30], [5, 10, 15]);
    const b = tree([5, 9, 3], [4, 0, 2], [4, 0, 1]);
    worker.exchange(b); // publishes 5:4, 9:0, 3:2; main has published nothing yet
    expect(childVisits(b)).toEqual([4, 0, 2]);
    main.exchange(a); // publishes its own, takes the worker's
    expect(childVisits(a)).toEqual([12, 24, 30]);
    expect(Array.from(a.wins.subarray(1))).toEqual([6, 14, 15]);
    expect(a.visits[0]).toBe(66);
    main.exchange(a); // nothing new: nothing added twice
    expect(childVisits(a)).toEqual([12, 24, 30]);
    // The worker takes the main thread's own counts (not its own back).
    worker.exchange(b);
    expect(childVisits(b)).toEqual([24, 30, 12]);
    // The worker plays on: 5 gains 6 visits (3 wins); the main thread takes exactly that.
    b.visits[1]! += 6;
    b.wins[1]! += 3;
    worker.exchange(b);
    main.exchange(a);
    expect(childVisits(a)).toEqual([12, 30, 30]);
    expect(a.wins[2]).toBe(17);
    // The vote: each thread's own statistics, so nothing is counted twice.
    const own = main.own({
      moves: [3, 5, 9],
      visits: childVisits(a),
      wins: Array.from(a.wins.subarray(1)),
      playouts: 0,
    });
    expect(own.visits).toEqual([10, 20, 30]);
    expect(own.wins).toEqual([5, 10, 15]);
  });

  it('ignores a slot that belongs to another search', () => {
    const buffer = createShareBuffer(2);
    const main = new RootShare(buffer, 0);
    const worker = new RootShare(buffer, 1);
    worker.begin(1); // a late worker still on the previous search
    worker.exchange(tree([3], [50], [50]));
    main.begin(2);
    const a = tree([3], [10], [5]);
    main.exchange(a);
    expect(childVisits(a)).toEqual([10]);
    expect(() => new RootShare(buffer, 2)).toThrow(/slot 2/);
  });

  it('searches with two threads sharing their roots, each playout counted once', async () => {
    const lines: string[] = [];
    const e = new GoEngine(
      { size: 9, komi: 7, playouts: 2000, threads: 2, shareRoot: true, ownershipPlayouts: 100 },
      (l) => lines.push(l),
    );
    try {
      for (const color of [BLACK, WHITE, BLACK] as const) {
        const r = await e.genmove(color);
        expect(r.move).not.toBe('resign');
        expect(r.playouts).toBe(2000);
      }
      // The first move (no tree reused): the merged root holds each playout once — counting what a
      // thread took from the other too would give about twice the playouts.
      const [, first] = /tree (\d+) \(0 reused\)/.exec(lines.find((l) => l.includes('(2 threads)'))!)!;
      expect(Number(first)).toBeGreaterThan(1900);
      expect(Number(first)).toBeLessThanOrEqual(2000);
      expect(lines.filter((l) => l.includes('(2 threads)'))).toHaveLength(3);
    } finally {
      await e.close();
    }
  });
});
