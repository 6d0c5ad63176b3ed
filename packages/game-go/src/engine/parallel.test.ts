import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../geometry.js';
import { GoEngine } from './engine.js';
import { DEFAULT_ENGINE_OPTIONS } from './options.js';
import { epochMs, mergeRoots, POOL_CLOSED, SearchPool, timeUntil } from './parallel.js';

describe('root parallelism', () => {
  it('merges root visits and wins across threads and skips the excluded move', () => {
    const a = { moves: [1, 2, 9], visits: [10, 30, 50], wins: [6, 12, 40], playouts: 90 };
    const b = { moves: [1, 2, 9], visits: [40, 5, 10], wins: [30, 1, 5], playouts: 55 };
    const m = mergeRoots([a, b], []);
    expect(m).toEqual({ move: 9, visits: 60, winrate: 45 / 60, total: 145, playouts: 145 });
    const noPass = mergeRoots([a, b], [9]);
    expect(noPass?.move).toBe(1);
    expect(noPass?.winrate).toBeCloseTo(36 / 50, 10);
    expect(mergeRoots([], [])).toBe(null);
  });

  it('searches with worker threads and shares the playout budget among them', async () => {
    const lines: string[] = [];
    const e = new GoEngine({ size: 9, komi: 7, playouts: 600, threads: 2, ownershipPlayouts: 100 }, (l) =>
      lines.push(l),
    );
    try {
      for (const color of [BLACK, WHITE, BLACK] as const) {
        const r = await e.genmove(color);
        expect(r.move).not.toBe('resign');
        expect(r.playouts).toBe(600);
      }
      expect(lines.filter((l) => l.includes('(2 threads)'))).toHaveLength(3);
      expect(e.moveCount).toBe(3);
    } finally {
      await e.close();
    }
  });

  it('falls back to one thread when the worker module cannot serve', async () => {
    const lines: string[] = [];
    const e = new GoEngine(
      {
        size: 9,
        playouts: 200,
        threads: 3,
        workerModule: new URL('./status.ts', import.meta.url).href,
      },
      (l) => lines.push(l),
    );
    try {
      const r = await e.genmove(BLACK);
      expect(r.move).not.toBe('resign');
      const r2 = await e.genmove(WHITE);
      expect(r2.move).not.toBe('resign');
      expect(lines.some((l) => l.includes('one thread'))).toBe(true);
    } finally {
      await e.close();
    }
  });

  it('closing the pool under a running search is not a failure (terminate exits with code 1)', async () => {
    const pool = new SearchPool(1, new URL('./worker.ts', import.meta.url).href, {
      ...DEFAULT_ENGINE_OPTIONS,
      size: 9,
    });
    // A search far longer than the test: still running when the pool closes.
    const running = pool.search({
      size: 9,
      komi: 7,
      setup: [],
      moves: [],
      deadline: null,
      nodes: 50_000_000,
      seed: 1,
      exclude: [],
    });
    const outcome = running.then(
      () => 'resolved',
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    await new Promise((r) => setTimeout(r, 300));
    await pool.close();
    expect(await outcome).toBe(POOL_CLOSED);
    // The workers' exit (code 1 from terminate) came after the close: not recorded as a fault.
    await new Promise((r) => setTimeout(r, 50));
    expect(pool.broken).toBe(POOL_CLOSED);
    expect(pool.size).toBe(0);
  });

  it("a worker ends at the main thread's deadline, however late the request reaches it", async () => {
    expect(timeUntil(null, 5)).toBe(null);
    expect(timeUntil(1_000, 400)).toBe(600);
    expect(timeUntil(1_000, 1_200)).toBe(1);
    const pool = new SearchPool(1, new URL('./worker.ts', import.meta.url).href, {
      ...DEFAULT_ENGINE_OPTIONS,
      size: 9,
    });
    try {
      const request = { size: 9, komi: 7, setup: [], moves: [], nodes: null, seed: 1, exclude: [] };
      // A request whose end has passed (it waited behind a search that ran over) searches about
      // nothing; one with a second left plays on. With a duration, both would have searched 1 s.
      const [late] = await pool.search({ ...request, deadline: epochMs() - 1_000 });
      const [timely] = await pool.search({ ...request, deadline: epochMs() + 1_000 });
      expect(late!.playouts).toBeLessThan(timely!.playouts / 10);
    } finally {
      await pool.close();
    }
  });
});
