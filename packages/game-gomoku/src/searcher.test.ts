import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { ENGINE_DEFAULTS } from './engine-options.js';
import { createGomoku } from './plugin.js';
import { createGomokuEngineSearcher, GOMOKU_ENGINE_OPTIONS } from './searcher.js';

const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const at = (pos: ReturnType<typeof game.initial>, name: string) => unwrap(game.parseMove(pos, name));
/** A middle game with no five and no VCF for the side to move: the move comes from the alpha-beta search. */
const QUIET = '15:h8,i9,h9,h10,g8,i8,i10,g10,f9';
/** Black has an open four h8–h11: two winning cells, h7 and h12. */
const OPEN_FOUR = '15:h8,a1,h9,a3,h10,a5,h11,a7';

describe('GOMOKU_ENGINE_OPTIONS', () => {
  it('is where the engine defaults come from', () => {
    const fromSchema = Object.fromEntries(GOMOKU_ENGINE_OPTIONS.map((o) => [o.name, o.default]));
    expect(ENGINE_DEFAULTS).toEqual(fromSchema);
    const s = unwrap(createGomokuEngineSearcher(game));
    expect(s.options).toEqual(fromSchema);
    expect(s.spec).toBe('gomoku-engine');
    expect(unwrap(createGomokuEngineSearcher(game, { vct: 'false', vcfDepth: '12' })).spec).toBe(
      'gomoku-engine(vct=false,vcfDepth=12)',
    );
  });
  it('answers bad options with typed errors', () => {
    expect(createGomokuEngineSearcher(game, { quiet: 'magic' })).toMatchObject({
      ok: false,
      error: { code: 'bad-param-value' },
    });
    expect(createGomokuEngineSearcher(game, { depthh: 3 })).toMatchObject({
      ok: false,
      error: { code: 'unknown-param' },
    });
  });
});

describe('createGomokuEngineSearcher', () => {
  it('completes an open four, proven, without touching the caller position', () => {
    const pos = unwrap(game.decode(OPEN_FOUR));
    const before = game.encode(pos);
    const r = unwrap(createGomokuEngineSearcher(game)).start(pos, { nodes: 2000, seed: 1 }).run();
    expect(['h7', 'h12']).toContain(game.moveToString(pos, r.bestMove));
    expect(r.proven).toBe(true);
    expect(r.score).toEqual({ kind: 'mate', moves: 1 });
    expect(game.encode(pos)).toBe(before);
  });

  it('never plays an excluded move', () => {
    const pos = unwrap(game.decode(OPEN_FOUR));
    const s = unwrap(createGomokuEngineSearcher(game));
    const h7 = at(pos, 'h7');
    const h12 = at(pos, 'h12');
    const one = s.start(pos, { nodes: 5000, seed: 1, excludeMoves: [h7] }).run();
    expect(one.bestMove).toBe(h12);
    const both = s.start(pos, { nodes: 5000, seed: 1, excludeMoves: [h7, h12] }).run();
    expect(both.bestMove).toBeGreaterThanOrEqual(0);
    expect([h7, h12]).not.toContain(both.bestMove);
    expect(pos.isLegal(both.bestMove)).toBe(true);
    // In a quiet position too: excluding the first choice gives another legal move.
    const quiet = unwrap(game.decode(QUIET));
    const first = s.start(quiet, { nodes: 5000, seed: 1 }).run().bestMove;
    const second = s.start(quiet, { nodes: 5000, seed: 1, excludeMoves: [first] }).run().bestMove;
    expect(second).not.toBe(first);
    expect(quiet.isLegal(second)).toBe(true);
  });

  it('keeps the whole move within the node limit and the depth limit', () => {
    const pos = unwrap(game.decode(QUIET));
    for (const nodes of [300, 3000, 20_000]) {
      const r = unwrap(createGomokuEngineSearcher(game)).start(pos, { nodes, seed: 1 }).run();
      expect(r.stats.nodes).toBeGreaterThan(0);
      expect(r.stats.nodes).toBeLessThanOrEqual(nodes);
      expect(pos.isLegal(r.bestMove)).toBe(true);
    }
    const shallow = unwrap(createGomokuEngineSearcher(game)).start(pos, { depth: 2, seed: 1 }).run();
    expect(shallow.stats.depth).toBe(2);
  });

  it('replays exactly for a seed and a node limit (fresh searcher, and after newGame)', () => {
    const pos = unwrap(game.decode(QUIET));
    const play = (s: ReturnType<typeof createGomokuEngineSearcher>) => {
      const r = unwrap(s).start(pos, { nodes: 8000, seed: 7 }).run();
      return JSON.stringify({ m: r.bestMove, pv: r.pv, score: r.score, n: r.stats.nodes, d: r.stats.depth });
    };
    const a = play(createGomokuEngineSearcher(game));
    expect(play(createGomokuEngineSearcher(game))).toBe(a);
    const s = createGomokuEngineSearcher(game);
    play(s);
    unwrap(s)
      .start(unwrap(game.decode(OPEN_FOUR)), { nodes: 3000, seed: 1 })
      .run();
    unwrap(s).newGame();
    expect(play(s)).toBe(a);
  });

  it('is steppable: threat phases, then one alpha-beta iteration per step, with progress', () => {
    const pos = unwrap(game.decode(QUIET));
    const infos: number[] = [];
    const session = unwrap(createGomokuEngineSearcher(game)).start(
      pos,
      { depth: 3, seed: 1 },
      { onInfo: (i) => infos.push(i.progress) },
    );
    let steps = 0;
    while (!session.step()) {
      steps++;
      expect(session.done).toBe(false);
      expect(pos.isLegal(session.result().bestMove)).toBe(true);
    }
    // begin (our VCF), defend-vcf (white would have a VCF here: our VCT and the refutations are
    // searched in that step), then iterations 1 and 2 unfinished, and the step of iteration 3 ends it.
    expect(steps).toBe(4);
    expect(session.result().stats.depth).toBe(3);
    expect(infos.length).toBe(steps + 1);
    expect(infos.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(infos.at(-1)).toBe(1);
    expect(session.step()).toBe(true);
  });

  it('stops on stop(), on an aborted signal, and when a newer session starts', () => {
    const pos = unwrap(game.decode(QUIET));
    const s = unwrap(createGomokuEngineSearcher(game));
    const session = s.start(pos, { seed: 1 });
    session.step();
    session.stop();
    expect(session.done).toBe(true);
    expect(pos.isLegal(session.result().bestMove)).toBe(true);
    expect(session.step()).toBe(true);

    const aborted = new AbortController();
    aborted.abort();
    const r = s.start(pos, { signal: aborted.signal, seed: 1 }).run();
    expect(pos.isLegal(r.bestMove)).toBe(true);
    expect(r.stats.nodes).toBe(0);

    const old = s.start(pos, { seed: 1 });
    old.step();
    s.start(pos, { nodes: 1000, seed: 1 });
    expect(old.step()).toBe(true);
    expect(pos.isLegal(old.result().bestMove)).toBe(true);
  });

  it('ends a timed move within its budget (generous bound: the machine may be loaded)', () => {
    const pos = unwrap(game.decode(QUIET));
    const t0 = performance.now();
    const r = unwrap(createGomokuEngineSearcher(game)).start(pos, { timeMs: 150, seed: 1 }).run();
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(pos.isLegal(r.bestMove)).toBe(true);
    expect(r.stats.depth).toBeGreaterThan(0);
  });
});
