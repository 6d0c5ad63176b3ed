import { unwrap } from '@qi/core-search';
import { afterAll, describe, expect, it } from 'vitest';
import type { GoPosition } from '../board.js';
import { go } from '../plugin.js';
import { HelperGate, type HelperJob, provideHelperPools, runHelperJob } from './helper-job.js';
import { nodeHelperPools } from './node-threads.js';
import { createGoEngineSearcher } from './searcher.js';

const game = unwrap(go.create({ size: 9, komi: 7 }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rootVisits = (s: unknown) => (s as { inner: { tree: { visits: Int32Array } } }).inner.tree.visits[0]!;

describe('go-engine searcher with threads (the host gives Node worker threads)', () => {
  provideHelperPools(nodeHelperPools);
  afterAll(() => provideHelperPools(null));

  it('the threads search the same tree: the root gains more visits than the session played', async () => {
    const searcher = unwrap(createGoEngineSearcher(game, { threads: 2 }));
    expect(searcher.spec).toBe('go-engine(threads=2)');
    const pos = game.initial();
    // A thread joins timed searches once it has started (loaded and warmed up): wait for that.
    const search = async (seed: number, waitForHelper = false) => {
      const session = searcher.start(pos, { timeMs: 200, seed });
      expect(pos.isLegal(session.run().bestMove)).toBe(true);
      const s = session as unknown as {
        helperPlayouts: number;
        rootBase: number;
        inner: { result(): { stats: { playouts: number } } };
      };
      // The thread reports its count once it has left the tree (on a loaded machine, later).
      await sleep(20);
      for (let t = 0; waitForHelper && s.helperPlayouts === 0 && t < 250; t++) await sleep(20);
      // The root's visits gained in this search, against the playouts each side counted.
      const gained = rootVisits(searcher) - s.rootBase;
      return { helped: s.helperPlayouts, own: s.inner.result().stats.playouts, gained };
    };
    let seed = 1;
    while ((await search(seed)).helped === 0 && seed < 100) seed++;
    // The same position each time (no move played), so the tree is reused: the root's visits
    // gained during a search are the session's own playouts and the thread's, none lost.
    for (let i = 0; i < 3; i++) {
      const { helped, own, gained } = await search(++seed, true);
      expect(helped).toBeGreaterThan(0);
      expect(gained).toBe(own + helped);
    }
  }, 30_000);

  it('plays a legal move after moves are played (the tree re-rooted once the thread has left)', async () => {
    const searcher = unwrap(createGoEngineSearcher(game, { threads: 2 }));
    const pos = game.initial();
    for (let ply = 0; ply < 6; ply++) {
      const r = searcher.start(pos, { timeMs: 100, seed: ply }).run();
      expect(pos.isLegal(r.bestMove)).toBe(true);
      pos.make(r.bestMove);
      searcher.played?.(r.bestMove);
    }
  }, 30_000);

  it('without a host pool, threads=2 searches on one thread', () => {
    provideHelperPools(null);
    try {
      const searcher = unwrap(createGoEngineSearcher(game, { threads: 2 }));
      const r = searcher.start(game.initial(), { nodes: 200, seed: 1 }).run();
      expect(r.stats.nodes).toBe(200);
    } finally {
      provideHelperPools(nodeHelperPools);
    }
  });
});

describe('runHelperJob', () => {
  const job = (
    gate: HelperGate,
    generation: number,
    pos: GoPosition,
    hash?: [number, number],
  ): HelperJob => ({
    kind: 'helper-job',
    params: { size: 9, komi: 7 },
    options: {},
    position: game.encode(pos),
    rootHash: hash ?? [pos.hashLo, pos.hashHi],
    // Never reached: the gate or the hash turns the job away first.
    tree: { maxNodes: 0 } as unknown as HelperJob['tree'],
    gate: gate.buffer,
    generation,
    deadline: null,
    seed: 1,
    exclude: [],
  });

  it('does nothing for a job of a closed generation, and refuses a root that is not the tree’s', () => {
    const gate = new HelperGate();
    const pos = game.initial();
    const generation = gate.open();
    expect(gate.close()).toBe(true);
    expect(runHelperJob(job(gate, generation, pos))).toBe(0);
    const now = gate.open();
    expect(() => runHelperJob(job(gate, now, pos, [1, 2]))).toThrow(/not the root of the shared tree/);
    // The gate counts nobody inside after either.
    expect(gate.close()).toBe(true);
  });
});
