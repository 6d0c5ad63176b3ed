import { MctsSearcher, mctsSearcher, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GoPosition } from '../board.js';
import { BLACK, WHITE } from '../geometry.js';
import { DEFAULT_PARAMS } from '../rules.js';
import { GoEngine } from './engine.js';
import { engineGame } from './game.js';
import { DEFAULT_ENGINE_OPTIONS, ENGINE_MCTS } from './options.js';
import { epochMs, POOL_CLOSED, SearchPool, type WorkerSearchRequest } from './parallel.js';

const WORKER = new URL('./worker.ts', import.meta.url).href;

/** An empty 9×9 board's shared tree with its root prepared, and the request that sends a thread into it. */
function sharedRoot() {
  const game = engineGame({ ...DEFAULT_PARAMS, size: 9, komi: 7 });
  const { options } = unwrap(mctsSearcher.create(game, ENGINE_MCTS)) as MctsSearcher<GoPosition>;
  const searcher = new MctsSearcher(game, options, { sharedTree: true });
  const pos = game.initial();
  searcher.start(pos, { nodes: 1, seed: 1 }).run();
  const request: Omit<WorkerSearchRequest, 'id'> = {
    size: 9,
    komi: 7,
    setup: [],
    moves: [],
    color: BLACK,
    rootHash: [pos.hashLo, pos.hashHi],
    tree: searcher.tree.buffers!,
    stop: new SharedArrayBuffer(4),
    deadline: null,
    nodes: null,
    seed: 7,
    exclude: [],
  };
  return { searcher, request };
}

/** The numbers of an engine's log line: playouts, threads, root visits, reused visits. */
function logged(line: string): { playouts: number; threads: number; tree: number; reused: number } {
  const m = /playouts (\d+) \((\d+) threads?\) tree (\d+) \((\d+) reused\)/.exec(line);
  if (m === null) throw new Error(`not a search line: ${line}`);
  return { playouts: Number(m[1]), threads: Number(m[2]), tree: Number(m[3]), reused: Number(m[4]) };
}

describe('tree parallelism', () => {
  it('the threads search one tree: every playout of either thread is a visit of its root', async () => {
    const lines: string[] = [];
    const e = new GoEngine({ size: 9, komi: 7, playouts: 600, threads: 2, ownershipPlayouts: 100 }, (l) =>
      lines.push(l),
    );
    try {
      for (const color of [BLACK, WHITE, BLACK] as const) {
        const r = await e.genmove(color);
        expect(r.move).not.toBe('resign');
        // The budget is shared: 300 playouts on each thread.
        expect(r.playouts).toBe(600);
      }
      const searches = lines.filter((l) => l.includes('(2 threads)')).map(logged);
      expect(searches).toHaveLength(3);
      // Visits are counted atomically (as virtual losses on the way down), so the root gains
      // exactly the playouts of both threads; with separate trees it would gain only its own 300.
      for (const s of searches) expect(s.tree - s.reused).toBe(600);
      expect(e.moveCount).toBe(3);
    } finally {
      await e.close();
    }
  });

  it('a timed search on two threads ends on time and keeps the tree consistent', async () => {
    const lines: string[] = [];
    const e = new GoEngine({ size: 9, komi: 7, moveTimeMs: 400, threads: 2 }, (l) => lines.push(l));
    try {
      for (const color of [BLACK, WHITE] as const) {
        const r = await e.genmove(color);
        expect(r.move).not.toBe('resign');
        expect(r.timeMs).toBeLessThan(400);
      }
      const searches = lines.filter((l) => l.includes('(2 threads)')).map(logged);
      expect(searches).toHaveLength(2);
      for (const s of searches) expect(s.tree - s.reused).toBe(s.playouts);
    } finally {
      await e.close();
    }
  });

  it('a thread adds children and visits to the shared tree, and stops when the flag is raised', async () => {
    const { searcher, request } = sharedRoot();
    const tree = searcher.tree;
    const before = tree.size;
    const pool = new SearchPool(1, WORKER, { ...DEFAULT_ENGINE_OPTIONS, size: 9 });
    try {
      // A first search of 10 playouts waits until the thread has started.
      await pool.search({ ...request, nodes: 10 });
      const running = pool.search(request);
      await new Promise((r) => setTimeout(r, 300));
      const raised = performance.now();
      Atomics.store(new Int32Array(request.stop), 0, 1);
      const [playouts] = await running;
      // It looks at the flag every few playouts: milliseconds, not the rest of an unbounded search.
      expect(performance.now() - raised).toBeLessThan(250);
      expect(playouts).toBeGreaterThan(100);
      expect(tree.visits[0]).toBe(1 + 10 + playouts!);
      expect(tree.size).toBeGreaterThan(before);
      // Children are published whole: every expanded node's children lie inside the tree.
      for (let i = 0; i < tree.size; i++) {
        const first = tree.firstChild[i]!;
        expect(first === -1 || (first > i && first + tree.childCount[i]! <= tree.size)).toBe(true);
      }
    } finally {
      await pool.close();
    }
  });

  it('a thread whose position is not the tree root refuses to search it', async () => {
    const { request } = sharedRoot();
    const pool = new SearchPool(1, WORKER, { ...DEFAULT_ENGINE_OPTIONS, size: 9 });
    try {
      await expect(pool.search({ ...request, color: WHITE, nodes: 10 })).rejects.toThrow(/not the root/);
    } finally {
      await pool.close();
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
    const { request } = sharedRoot();
    const pool = new SearchPool(1, WORKER, { ...DEFAULT_ENGINE_OPTIONS, size: 9 });
    // A search far longer than the test: still running when the pool closes.
    const running = pool.search({ ...request, nodes: 50_000_000 });
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
    const { request } = sharedRoot();
    const pool = new SearchPool(1, WORKER, { ...DEFAULT_ENGINE_OPTIONS, size: 9 });
    try {
      // A timed search skips a thread still starting: a first search of 10 playouts waits for it.
      expect(await pool.search({ ...request, deadline: epochMs() + 500 })).toEqual([0]);
      await pool.search({ ...request, nodes: 10 });
      // A request whose end has passed (it waited behind a search that ran over) searches about
      // nothing; one with half a second left plays on. With a duration, both would have searched.
      const [late] = await pool.search({ ...request, deadline: epochMs() - 1_000 });
      const [timely] = await pool.search({ ...request, deadline: epochMs() + 500 });
      expect(late!).toBeLessThan(timely! / 10);
    } finally {
      await pool.close();
    }
  });
});
