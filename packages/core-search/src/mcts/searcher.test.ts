import { describe, expect, it } from 'vitest';
import { type Game, NO_MOVE, type Position } from '../game.js';
import type { RawParams } from '../params.js';
import { unwrap } from '../result.js';
import type { NodeView, SearchLimits, SearchResult } from '../search.js';
import { checkSearcher } from '../testing/searcher-checks.js';
import { type MctsSearcher, mctsSearcher } from './searcher.js';
import type { MctsSession } from './session.js';
import { type MnkPosition, mnkGame } from './test-games/mnk.js';
import { type NimPosition, nimGame } from './test-games/nim.js';

const ttt = mnkGame(3, 3, 3);

const make = <P extends Position>(game: Game<P>, options: RawParams = {}) =>
  unwrap(mctsSearcher.create(game, options)) as MctsSearcher<P>;

const at = (game: Game<MnkPosition>, text: string) => unwrap(game.decode(text));

function search<P extends Position>(
  game: Game<P>,
  pos: P,
  options: RawParams = {},
  limits: SearchLimits = {},
): SearchResult {
  return make(game, options)
    .start(pos, { seed: 7, ...limits })
    .run();
}

/** Does `move` win on the spot for the side to move? */
function winsAtOnce(pos: MnkPosition, move: number): boolean {
  const side = pos.toMove;
  pos.make(move);
  const o = pos.outcome();
  pos.unmake();
  return o.kind === 'win' && o.winner === side;
}

const FEATURE_SETS: RawParams[] = [
  {},
  { solver: false },
  { rave: true },
  { rave: true, solver: false, reuse: false },
  { playout: 'uniform', finalSelect: 'value' },
];

describe('mcts: finds and proves results', () => {
  it.each(['xx./oo./...', 'x.o/xo./...', 'oxx/.o./x..', 'xo./xo./...'])(
    'finds the winning move in %s with every feature set',
    (text) => {
      for (const options of FEATURE_SETS) {
        const pos = at(ttt, text);
        const r = search(ttt, pos, options, { nodes: 2000 });
        expect(winsAtOnce(pos, r.bestMove), `${JSON.stringify(options)} played ${r.bestMove}`).toBe(true);
      }
    },
  );

  it('proves a win in one as mate 1, ends early and returns `proven`', () => {
    const r = search(ttt, at(ttt, 'xx./oo./...'), {}, { nodes: 5000 });
    expect(r.proven).toBe(true);
    expect(r.score).toEqual({ kind: 'mate', moves: 1 });
    expect(r.stats.playouts).toBeLessThan(5000);
  });

  it('without the solver proves nothing and spends the whole budget', () => {
    const r = search(ttt, at(ttt, 'xx./oo./...'), { solver: false }, { nodes: 3000 });
    expect(r.proven).toBe(false);
    expect(r.score?.kind).toBe('winrate');
    expect(r.stats.playouts).toBe(3000);
  });

  it('proves a drawn tic-tac-toe position as a draw and never picks a losing move', () => {
    const pos = at(ttt, 'x.o/.x./..o');
    const r = search(ttt, pos, {}, { nodes: 20_000 });
    expect(r.proven).toBe(true);
    expect(r.score).toEqual({ kind: 'winrate', value: 0.5 });
    // O threatens c3-c2-c1 (cells 2, 5, 8): only blocking at 5 draws.
    expect(r.bestMove).toBe(5);
  });

  // Exact Nim values by brute force: plies to the end when the winner hurries and the loser resists.
  function exactPlies(game: Game<NimPosition>, pos: NimPosition): number {
    const buf = Array.from({ length: game.info.maxPlies + 1 }, () => new Int32Array(game.info.maxMoves));
    const solve = (ply: number): number => {
      // Returns +plies for a win of the side to move, -plies for a loss.
      if (pos.outcome().kind !== 'ongoing') return 0;
      const n = pos.generate(buf[ply]!);
      let bestWin = Number.POSITIVE_INFINITY;
      let longestLoss = 0;
      for (let i = 0; i < n; i++) {
        pos.make(buf[ply]![i]!);
        const v = solve(ply + 1);
        pos.unmake();
        if (v <= 0) bestWin = Math.min(bestWin, 1 - v);
        else longestLoss = Math.max(longestLoss, v + 1);
      }
      return bestWin < Number.POSITIVE_INFINITY ? bestWin : -longestLoss;
    };
    return solve(0);
  }

  it.each([[[1, 2, 3]], [[2, 3, 4]], [[1, 3, 5]], [[2, 2, 3]]])(
    'proves nim %j: the right winner, a winning move, a distance no shorter than exact',
    (heaps) => {
      const game = nimGame(heaps);
      const pos = game.initial();
      const r = search(game, pos, {}, { nodes: 50_000 });
      expect(r.proven).toBe(true);
      expect(r.score?.kind).toBe('mate');
      const moves = r.score?.kind === 'mate' ? r.score.moves : 0;
      const exact = exactPlies(game, pos.clone());
      expect(Math.sign(moves)).toBe(Math.sign(exact));
      expect(Math.abs(moves)).toBeGreaterThanOrEqual(Math.ceil(Math.abs(exact) / 2));
      expect(Math.abs(moves)).toBeLessThanOrEqual(Math.ceil(game.info.maxPlies / 2));
      if (exact > 0) {
        pos.make(r.bestMove);
        expect(pos.nimSum).toBe(0);
      }
    },
  );
});

/** The result as text, without the clock readings. */
function replayable<P extends Position>(game: Game<P>, pos: P, options: RawParams, nodes: number): string {
  const r = search(game, pos, options, { nodes, seed: 3 });
  return JSON.stringify({ ...r, stats: { ...r.stats, timeMs: 0, nps: 0 } });
}

describe('mcts: limits and sessions', () => {
  it('replays exactly for a seed and a playout limit, with every feature set', () => {
    for (const options of FEATURE_SETS) {
      expect(replayable(ttt, ttt.initial(), options, 1500)).toBe(
        replayable(ttt, ttt.initial(), options, 1500),
      );
    }
    const g9 = mnkGame(9, 9, 5, { playout: true });
    const big = { rave: true, expandVisits: 2 };
    expect(replayable(g9, g9.initial(), big, 600)).toBe(replayable(g9, g9.initial(), big, 600));
  });

  it('passes the shared searcher conformance checks with every feature set', () => {
    const tttStarts = [ttt.initial(), at(ttt, 'x.o/.x./..o')];
    const nim = nimGame([3, 4, 5]);
    for (const options of FEATURE_SETS) {
      const failing = (report: Record<string, string[]>) =>
        Object.entries(report).filter(([, f]) => f.length);
      expect(failing(checkSearcher(ttt, mctsSearcher, tttStarts, { options, nodes: 800 }))).toEqual([]);
      expect(failing(checkSearcher(nim, mctsSearcher, [nim.initial()], { options, nodes: 800 }))).toEqual([]);
    }
  });

  it('runs `chunk` playouts per step and reports each step', () => {
    const infos: number[] = [];
    const s = make(ttt, { chunk: 100, solver: false }).start(
      ttt.initial(),
      { nodes: 250, seed: 1 },
      { onInfo: (i) => infos.push(i.stats.playouts) },
    ) as MctsSession<MnkPosition>;
    expect(s.step()).toBe(false);
    expect(s.playouts).toBe(100);
    s.run();
    expect(infos).toEqual([100, 200, 250]);
    expect(s.done).toBe(true);
  });

  it('stop() ends the search at once and keeps the result', () => {
    const s = make(ttt, { chunk: 64, solver: false }).start(ttt.initial(), { nodes: 10_000, seed: 1 });
    s.step();
    s.stop();
    expect(s.done).toBe(true);
    expect(s.step()).toBe(true);
    const r = s.run();
    expect(r.stats.playouts).toBe(64);
    expect(r.bestMove).not.toBe(NO_MOVE);
  });

  it('an AbortSignal stops the search between chunks', () => {
    const controller = new AbortController();
    const r = make(ttt, { chunk: 64, solver: false })
      .start(
        ttt.initial(),
        { nodes: 10_000, seed: 1, signal: controller.signal },
        { onInfo: (i) => i.stats.playouts >= 128 && controller.abort() },
      )
      .run();
    expect(r.stats.playouts).toBe(128);
    const aborted = new AbortController();
    aborted.abort();
    const r0 = make(ttt).start(ttt.initial(), { signal: aborted.signal }).run();
    expect(r0.stats.playouts).toBe(0);
    expect(ttt.initial().isLegal(r0.bestMove)).toBe(true);
  });

  it('a time limit alone ends the search (no playout budget applies)', () => {
    const g9 = mnkGame(9, 9, 5);
    const r = make(g9, { playouts: 1 }).start(g9.initial(), { timeMs: 30, seed: 1 }).run();
    expect(r.stats.playouts).toBeGreaterThan(1);
  });

  it('uses the playouts option when the limits give no budget', () => {
    const r = make(ttt, { playouts: 321, solver: false }).start(ttt.initial(), { seed: 1 }).run();
    expect(r.stats.playouts).toBe(321);
    expect(r.stats.nodes).toBe(321);
  });

  it('never plays or lists an excluded root move', () => {
    const pos = at(ttt, 'xx./oo./...');
    const r = search(ttt, pos, {}, { nodes: 3000, excludeMoves: [2] });
    expect(r.bestMove).not.toBe(2);
    expect(r.lines.map((l) => l.move)).not.toContain(2);
    expect(r.lines).toHaveLength(4);
    // Without the win, X is not proven winning at once: O wins by completing its own row.
    expect(r.score).not.toEqual({ kind: 'mate', moves: 1 });
    const all = search(ttt, pos, {}, { nodes: 100, excludeMoves: [2, 5, 6, 7, 8] });
    expect(all.bestMove).toBe(NO_MOVE);
  });

  it('returns no move from a finished game', () => {
    const r = search(ttt, at(ttt, 'xxx/oo./...'));
    expect(r.bestMove).toBe(NO_MOVE);
    expect(r.stats.playouts).toBe(0);
  });

  it('does not touch the caller’s position', () => {
    const pos = at(ttt, 'x../.o./...');
    const before = [ttt.encode(pos), pos.hashLo, pos.hashHi];
    search(ttt, pos, { rave: true }, { nodes: 500 });
    expect([ttt.encode(pos), pos.hashLo, pos.hashHi]).toEqual(before);
  });
});

describe('mcts: result and tree view', () => {
  it('reports lines for every root move, the best first, and a legal principal variation', () => {
    const pos = ttt.initial();
    const r = search(ttt, pos, { solver: false }, { nodes: 3000 });
    expect(r.lines).toHaveLength(9);
    expect(r.lines[0]!.move).toBe(r.bestMove);
    expect(r.lines[0]!.visits).toBe(Math.max(...r.lines.map((l) => l.visits)));
    expect(r.lines.reduce((a, l) => a + l.visits, 0)).toBe(3000);
    expect(r.pv[0]).toBe(r.bestMove);
    const walk = pos.clone();
    for (const m of r.pv) {
      expect(walk.isLegal(m)).toBe(true);
      walk.make(m);
    }
    for (const l of r.lines) {
      expect(l.score?.kind).toBe('winrate');
      if (l.score?.kind === 'winrate') expect(l.score.value).toBeGreaterThanOrEqual(0);
    }
  });

  it("finalSelect=value picks the best mean among the root's visited moves", () => {
    const r = search(ttt, ttt.initial(), { finalSelect: 'value', solver: false }, { nodes: 2000 });
    const best = Math.max(...r.lines.map((l) => (l.score?.kind === 'winrate' ? l.score.value : 0)));
    const chosen = r.lines.find((l) => l.move === r.bestMove);
    expect(chosen?.score).toEqual({ kind: 'winrate', value: best });
  });

  it('exposes the tree: visits add up, values are in [0,1], proven nodes are exact', () => {
    const s = make(ttt).start(at(ttt, 'x../.o./...'), { nodes: 4000, seed: 2 });
    const r = s.run();
    const root = s.tree!();
    expect(root.move).toBe(NO_MOVE);
    expect(root.visits).toBe(r.stats.playouts);
    let exact = 0;
    const visit = (n: NodeView, depth: number): void => {
      const kids = n.children();
      if (kids.length > 0 && n.bound === 'none' && depth > 0)
        expect(kids.reduce((a, k) => a + k.visits, 0)).toBeLessThanOrEqual(n.visits);
      if (n.bound === 'exact') exact++;
      expect(n.value).toBeGreaterThanOrEqual(0);
      expect(n.value).toBeLessThanOrEqual(1);
      for (const k of kids) visit(k, depth + 1);
    };
    visit(root, 0);
    expect(root.children().reduce((a, k) => a + k.visits, 0)).toBe(root.visits);
    expect(exact).toBeGreaterThan(0);
  });
});

describe('mcts: tree memory and reuse', () => {
  it('respects the node cap and keeps simulating from the leaves when full', () => {
    const g9 = mnkGame(9, 9, 5, { playout: true });
    const searcher = make(g9, { maxNodes: 300 });
    const s = searcher.start(g9.initial(), { nodes: 3000, seed: 1 }) as MctsSession<MnkPosition>;
    const r = s.run();
    expect(r.stats.playouts).toBe(3000);
    expect(s.treeNodes).toBeLessThanOrEqual(300);
    expect(searcher.tree.capacity).toBeLessThanOrEqual(300);
    expect(s.tree().visits).toBe(3000);
    const free = make(g9, {}).start(g9.initial(), { nodes: 3000, seed: 1 }) as MctsSession<MnkPosition>;
    free.run();
    expect(free.treeNodes).toBeGreaterThan(300);
  });

  it('keeps the played child’s subtree and visits after played()', () => {
    const searcher = make(ttt, { solver: false });
    const pos = ttt.initial();
    const s1 = searcher.start(pos, { nodes: 3000, seed: 1 });
    const r1 = s1.run();
    const child = s1.tree!()
      .children()
      .find((c) => c.move === r1.bestMove)!;
    const kept = { visits: child.visits, kids: child.children().map((k) => [k.move, k.visits]) };
    searcher.played(r1.bestMove);
    pos.make(r1.bestMove);
    const s2 = searcher.start(pos, { nodes: 1000, seed: 1 });
    const root = s2.tree!();
    expect(root.visits).toBe(kept.visits);
    expect(root.children().map((k) => [k.move, k.visits])).toEqual(kept.kids);
    expect(s2.result().stats.playouts).toBe(0);
    s2.run();
    expect(root.visits).toBe(kept.visits + 1000);
  });

  it('finds the new root by hash two plies down without played(), and not with reuse=false', () => {
    for (const reuse of [true, false]) {
      const searcher = make(ttt, { solver: false, reuse });
      const pos = ttt.initial();
      const s1 = searcher.start(pos, { nodes: 5000, seed: 1 });
      s1.run();
      const child = s1.tree!().children()[4]!;
      const grand = child.children().reduce((a, b) => (b.visits > a.visits ? b : a));
      // Views are live: read the numbers before the next search re-roots the tree.
      const grandVisits = grand.visits;
      expect(grandVisits).toBeGreaterThan(10);
      pos.make(child.move);
      pos.make(grand.move);
      const s2 = searcher.start(pos, { nodes: 10, seed: 1 });
      expect(s2.tree!().visits).toBe(reuse ? grandVisits : 0);
    }
  });

  it('drops the tree for an unrelated position and after newGame()', () => {
    const searcher = make(ttt, { solver: false });
    searcher.start(ttt.initial(), { nodes: 2000, seed: 1 }).run();
    const far = at(ttt, 'xo./xo./...');
    expect(searcher.start(far, { nodes: 1, seed: 1 }).tree!().visits).toBe(0);
    searcher.start(ttt.initial(), { nodes: 500, seed: 1 }).run();
    searcher.newGame();
    expect(searcher.start(ttt.initial(), { nodes: 1, seed: 1 }).tree!().visits).toBe(0);
    expect(searcher.tree.size).toBe(1 + 9);
  });

  it('a superseded session keeps its last result', () => {
    const searcher = make(ttt, { solver: false });
    const s1 = searcher.start(ttt.initial(), { nodes: 800, seed: 1 });
    const r1 = JSON.stringify(s1.run());
    searcher.start(at(ttt, 'xo./xo./...'), { nodes: 800, seed: 1 }).run();
    expect(JSON.stringify(s1.result())).toBe(r1);
    expect(s1.step()).toBe(true);
  });
});

describe('mcts: switchable features', () => {
  it('RAVE fills AMAF statistics only when on, and changes the search', () => {
    const g = mnkGame(4, 4, 3);
    const amafTotal = (options: RawParams) => {
      const searcher = make(g, options);
      const r = searcher.start(g.initial(), { nodes: 2000, seed: 4 }).run();
      const t = searcher.tree;
      let sum = 0;
      for (let i = 0; i < t.size; i++) sum += t.amafVisits[i]!;
      return { sum, visits: r.lines.map((l) => l.visits).join() };
    };
    const on = amafTotal({ rave: true });
    const off = amafTotal({ rave: false });
    expect(on.sum).toBeGreaterThan(2000);
    expect(off.sum).toBe(0);
    expect(on.visits).not.toBe(off.visits);
  });

  it('priors act as virtual visits only when the option is on', () => {
    let calls = 0;
    // A deliberately odd prior: corner 0 looks like a sure win.
    const game = mnkGame(5, 5, 4, {
      priors: (_pos, moves, count, value, weight) => {
        calls++;
        for (let i = 0; i < count; i++) {
          value[i] = moves[i] === 0 ? 1 : 0.3;
          weight[i] = moves[i] === 0 ? 200 : 20;
        }
      },
    });
    const run = (priors: boolean) => {
      calls = 0;
      const searcher = make(game, { priors, solver: false });
      const r = searcher.start(game.initial(), { nodes: 300, seed: 1 }).run();
      const node0 = r.lines.find((l) => l.move === 0)!;
      return { calls, share: node0.visits / 300, prior: searcher.tree.priorVisits[1] };
    };
    const on = run(true);
    const off = run(false);
    expect(on.calls).toBeGreaterThan(0);
    expect(on.prior).toBe(200);
    expect(on.share).toBeGreaterThan(0.5);
    expect(off.calls).toBe(0);
    expect(off.prior).toBe(0);
    expect(off.share).toBeLessThan(0.2);
  });

  it("uses the game's playout only with playout=game", () => {
    let calls = 0;
    const base = mnkGame(4, 4, 3, { playout: true });
    const game: Game<MnkPosition> = {
      ...base,
      playout: (pos, rng, played) => {
        calls++;
        return base.playout!(pos, rng, played);
      },
    };
    search(game, game.initial(), { playout: 'game' }, { nodes: 200 });
    expect(calls).toBeGreaterThan(100);
    calls = 0;
    search(game, game.initial(), { playout: 'uniform' }, { nodes: 200 });
    expect(calls).toBe(0);
  });

  it('scores cut-off playouts by the evaluation or as draws', () => {
    // An evaluation that calls every unfinished position a sure win for X (player 0).
    const base = mnkGame(5, 5, 4);
    const game: Game<MnkPosition> = { ...base, evaluate: (pos) => (pos.toMove === 0 ? 5000 : -5000) };
    const value = (cutoff: string) => {
      const r = search(game, game.initial(), { cutoff, playoutCap: 1, solver: false }, { nodes: 300 });
      return r.score?.kind === 'winrate' ? r.score.value : Number.NaN;
    };
    expect(value('evaluate')).toBeGreaterThan(0.95);
    expect(value('draw')).toBeCloseTo(0.5, 5);
  });

  it('rejects unknown options and bad values with typed errors, and writes its spec', () => {
    const unknown = mctsSearcher.create(ttt, { explore: 2 });
    expect(unknown.ok ? '' : unknown.error.code).toBe('unknown-param');
    const bad = mctsSearcher.create(ttt, { playout: 'smart' });
    expect(bad.ok ? '' : bad.error.code).toBe('bad-param-value');
    expect(make(ttt).spec).toBe('mcts');
    expect(make(ttt, { rave: 'true', c: '0.7' }).spec).toBe('mcts(c=0.7,rave=true)');
    expect(mctsSearcher.supports(ttt)).toBe(true);
  });
});
