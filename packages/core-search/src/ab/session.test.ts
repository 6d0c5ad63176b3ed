import { describe, expect, it } from 'vitest';
import { type Game, NO_MOVE, type Outcome, outcomeOf } from '../game.js';
import type { RawParams } from '../params.js';
import { unwrap } from '../result.js';
import type { SearchInfo, SearchResult } from '../search.js';
import { createAlphaBeta } from './searcher.js';
import { legalMoves, minimax } from './testgames/positions.js';
import { TakeawayPosition, takeaway } from './testgames/takeaway.js';
import { type ThreesPosition, threes } from './testgames/threes.js';

const game4 = unwrap(threes.create({ size: 4 }));
const game3 = unwrap(threes.create({ size: 3 }));
const start4 = () => unwrap(game4.decode('x.../.o../..../.... x'));

const searcher = (options: RawParams = {}, game: Game<ThreesPosition> = game4) =>
  unwrap(createAlphaBeta(game, { hashMb: 1, ...options }));

const fingerprint = (r: SearchResult) =>
  JSON.stringify({ best: r.bestMove, score: r.score, pv: r.pv, lines: r.lines, nodes: r.stats.nodes });

describe('limits', () => {
  it('a node limit stops at exactly that node count, and a seeded search replays exactly', () => {
    for (const nodes of [1, 50, 777, 5000]) {
      const a = searcher({ rootNoise: 20 }).start(game4.initial(), { nodes, seed: 5 }).run();
      const b = searcher({ rootNoise: 20 }).start(game4.initial(), { nodes, seed: 5 }).run();
      expect(a.stats.nodes).toBe(nodes);
      expect(fingerprint(a)).toBe(fingerprint(b));
      expect(legalMoves(game4.initial(), 16)).toContain(a.bestMove);
    }
  });

  it('root noise makes the seed matter; without noise it does not', () => {
    const noisy = new Set<string>();
    const plain = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      noisy.add(fingerprint(searcher({ rootNoise: 200 }).start(game3.initial(), { depth: 3, seed }).run()));
      plain.add(fingerprint(searcher({}, game3).start(game3.initial(), { depth: 3, seed }).run()));
    }
    expect(noisy.size).toBeGreaterThan(1);
    expect(plain.size).toBe(1);
  });

  it('honours timeMs by its clock, and the time manager wastes less work on unfinished iterations', () => {
    // Simulated time: every evaluation costs 0.01 ms, so the budget is measured in work, not wall time.
    let now = 0;
    const costly: Game<ThreesPosition> = {
      ...game4,
      evaluate: (pos) => {
        now += 0.01;
        return game4.evaluate!(pos);
      },
    };
    const wasted = { on: 0, off: 0 };
    for (const timeMs of [1, 3, 5, 10, 20, 40, 60]) {
      for (const timeManager of [true, false]) {
        const s = unwrap(createAlphaBeta(costly, { hashMb: 1, timeManager }, { clock: () => now }));
        const started = now;
        let nodesAtLastIteration = 0;
        const r = s
          .start(game4.initial(), { timeMs }, { onInfo: (i) => (nodesAtLastIteration = i.stats.nodes) })
          .run();
        expect(now - started, `timeMs ${timeMs}`).toBeLessThanOrEqual(timeMs);
        expect(r.stats.timeMs).toBeLessThanOrEqual(timeMs);
        expect(legalMoves(game4.initial(), 16)).toContain(r.bestMove);
        wasted[timeManager ? 'on' : 'off'] += r.stats.nodes - nodesAtLastIteration;
      }
    }
    expect(wasted.on).toBeLessThan(wasted.off / 2);
  });

  it('a budget already spent still returns a legal move', () => {
    const r = searcher().start(start4(), { timeMs: 0 }).run();
    expect(legalMoves(start4(), 16)).toContain(r.bestMove);
    expect(r.stats.nodes).toBe(0);
  });

  it('stop() ends the search, from a hook or before it starts', () => {
    const session = searcher().start(
      start4(),
      { depth: 8 },
      {
        onInfo: (info) => {
          if (info.stats.depth === 2) session.stop();
        },
      },
    );
    const r = session.run();
    expect(session.done).toBe(true);
    expect(r.stats.depth).toBe(2);
    const early = searcher().start(start4(), { depth: 8 });
    early.stop();
    expect(early.step()).toBe(true);
    expect(early.result().stats.nodes).toBe(0);
    expect(legalMoves(start4(), 16)).toContain(early.result().bestMove);
  });

  it('an AbortSignal stops the search, between iterations and inside one', () => {
    const between = new AbortController();
    const r = searcher()
      .start(
        start4(),
        { depth: 8, signal: between.signal },
        {
          onInfo: (info) => {
            if (info.stats.depth === 3) between.abort();
          },
        },
      )
      .run();
    expect(r.stats.depth).toBe(3);

    // Aborted from inside the search (as a worker's message would): the search unwinds within
    // timeCheckNodes nodes.
    const inside = new AbortController();
    let evals = 0;
    const aborting: Game<ThreesPosition> = {
      ...game4,
      evaluate: (pos) => {
        if (++evals === 300) inside.abort();
        return game4.evaluate!(pos);
      },
    };
    const full = unwrap(createAlphaBeta(game4, { hashMb: 1 }))
      .start(game4.initial(), { depth: 7 })
      .run();
    const s = unwrap(createAlphaBeta(aborting, { hashMb: 1, timeCheckNodes: 64 }));
    const cut = s.start(game4.initial(), { depth: 7, signal: inside.signal }).run();
    expect(inside.signal.aborted).toBe(true);
    expect(cut.stats.nodes).toBeLessThan(full.stats.nodes);
    expect(legalMoves(game4.initial(), 16)).toContain(cut.bestMove);
  });

  it('excludeMoves keeps those moves out of the root', () => {
    const pos = unwrap(game4.decode('xx../o.../o.../.... x'));
    const best = searcher().start(pos).run();
    expect(game4.moveToString(pos, best.bestMove)).toBe('c4');
    const without = searcher()
      .start(pos, { excludeMoves: [best.bestMove] })
      .run();
    expect(without.bestMove).not.toBe(best.bestMove);
    expect(without.lines.map((l) => l.move)).not.toContain(best.bestMove);
    expect(without.lines.length).toBe(legalMoves(pos, 16).length - 1);
    const all = searcher()
      .start(pos, { excludeMoves: legalMoves(pos, 16) })
      .run();
    expect(all.bestMove).toBe(NO_MOVE);
    expect(all.score).toBeNull();
  });

  it('with no limits searches to the game length (solving tic-tac-toe)', () => {
    const ttt = unwrap(threes.create({ size: 3, evaluate: false }));
    const infos: SearchInfo[] = [];
    const r = unwrap(createAlphaBeta(ttt, { hashMb: 1, tt: false }))
      .start(ttt.initial(), {}, { onInfo: (i) => infos.push(i) })
      .run();
    expect(r.proven).toBe(true);
    expect(r.score).toEqual({ kind: 'cp', value: 0 });
    expect(infos.at(-1)!.stats.depth).toBe(9);
  });
});

describe('session', () => {
  it('steps one iteration at a time and reports each through onInfo', () => {
    const infos: SearchInfo[] = [];
    const session = searcher().start(start4(), { depth: 4 }, { onInfo: (i) => infos.push(i) });
    const before = session.result();
    expect(before.score).toBeNull();
    expect(legalMoves(start4(), 16)).toContain(before.bestMove);
    const steps: boolean[] = [];
    while (!session.done) steps.push(session.step());
    expect(steps).toEqual([false, false, false, true]);
    expect(infos.map((i) => i.stats.depth)).toEqual([1, 2, 3, 4]);
    expect(infos.map((i) => i.progress)).toEqual([0.25, 0.5, 0.75, 1]);
    expect(session.step()).toBe(true);
    const r = session.result();
    expect(r.stats.ttProbes).toBeGreaterThan(0);
    expect(r.stats.ttHits).toBeGreaterThan(0);
    expect(r.stats.selDepth).toBeGreaterThanOrEqual(4);
  });

  it('never touches the caller’s position', () => {
    const pos = start4();
    const text = game4.encode(pos);
    const hash = [pos.hashLo, pos.hashHi];
    searcher().start(pos, { depth: 5 }).run();
    expect(game4.encode(pos)).toBe(text);
    expect([pos.hashLo, pos.hashHi]).toEqual(hash);
  });

  it('lists each root move once, the best first with its exact score; the tree mirrors the lines', () => {
    const pos = start4();
    const session = searcher().start(pos, { depth: 4 });
    const r = session.run();
    expect(r.lines.map((l) => l.move).sort((a, b) => a - b)).toEqual(
      legalMoves(pos, 16).sort((a, b) => a - b),
    );
    expect(r.lines[0]!.move).toBe(r.bestMove);
    expect(r.lines[0]!.score).toEqual(r.score);
    expect(r.lines[0]!.pv).toEqual(r.pv);
    expect(r.lines.reduce((sum, l) => sum + l.visits, 0)).toBeLessThan(r.stats.nodes);
    const tree = session.tree!();
    expect(tree.children().map((c) => c.move)).toEqual(r.lines.map((l) => l.move));
    expect(tree.children()[0]!.bound).toBe('exact');
    for (const child of tree.children().slice(1)) {
      expect(['exact', 'upper', 'lower']).toContain(child.bound);
      // With PVS the other moves only proved they are no better than the best.
      if (child.bound === 'upper') expect(child.value).toBeLessThanOrEqual(tree.value);
    }
  });

  it('keeps its tables across searches until newGame()', () => {
    const s = searcher();
    const first = s.start(start4(), { depth: 6 }).run();
    const again = s.start(start4(), { depth: 6 }).run();
    expect(again.stats.nodes).toBeLessThan(first.stats.nodes);
    expect(again.score).toEqual(first.score);
    s.newGame();
    const fresh = s.start(start4(), { depth: 6 }).run();
    expect(fingerprint(fresh)).toBe(fingerprint(first));
  });

  it('a new session makes the previous one stale', () => {
    const s = searcher();
    const old = s.start(start4(), { depth: 6 });
    old.step();
    const depthBefore = old.result().stats.depth;
    s.start(start4(), { depth: 2 }).run();
    expect(old.step()).toBe(true);
    expect(old.result().stats.depth).toBe(depthBefore);
  });
});

describe('path-dependent outcomes', () => {
  // Heap 5 is a draw when reached by a move (as a repetition would be); the hash cannot tell.
  const DRAW: Outcome = outcomeOf('draw', 'heap five reached');
  class FiveDraws extends TakeawayPosition {
    override outcome(): Outcome {
      return this.ply > 0 && this.heap === 5 ? DRAW : super.outcome();
    }
    override generate(out: Int32Array): number {
      return this.outcome().kind === 'ongoing' ? super.generate(out) : 0;
    }
    override clone(): this {
      const p = new FiveDraws(this.take, this.heap, this.toMove) as this;
      p.copyFrom(this);
      return p;
    }
  }

  it('checks outcome() before the TT, so a stored score never replaces a terminal position', () => {
    const nim = unwrap(takeaway.create({ heap: 8 }));
    // allRootScores searches each root move with a full window, so the children get exact TT entries.
    const s = unwrap(createAlphaBeta(nim, { hashMb: 1, allRootScores: true }));
    // First the plain game: heap 5 (its child) is stored as a win for the side to move there.
    const plain = s.start(unwrap(nim.decode('6 a'))).run();
    expect(plain.score).toEqual(minimax(nim, unwrap(nim.decode('6 a')), 0).score);
    // Now heap 8 where reaching 5 draws: taking 3 (to 5) is the only move that does not lose.
    const root = new FiveDraws(3, 8, 0);
    const want = minimax(nim, root, 0);
    expect(want.score).toEqual({ kind: 'cp', value: 0 });
    const r = s.start(root).run();
    expect(r.score).toEqual(want.score);
    expect(r.bestMove).toBe(2);
  });
});
