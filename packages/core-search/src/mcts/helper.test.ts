import { describe, expect, it } from 'vitest';
import { unwrap } from '../result.js';
import { MctsHelper } from './helper.js';
import { MctsSearcher, mctsSearcher } from './searcher.js';
import { mnkGame } from './test-games/mnk.js';

const game = mnkGame(5, 5, 4);
type Pos = ReturnType<typeof game.initial>;
const options = (unwrap(mctsSearcher.create(game, { rave: true, solver: false })) as MctsSearcher<Pos>)
  .options;

/** A searcher that owns a shared tree, and a helper of it (both on this thread, taking turns). */
function pair() {
  const owner = new MctsSearcher(game, options, { sharedTree: true });
  return { owner, helper: new MctsHelper(game, options), tree: owner.tree };
}

const job = (playouts: number, stop = new Int32Array(1), excludeMoves: number[] = []) => ({
  root: game.initial(),
  excludeMoves,
  seed: 3,
  stop,
  playouts,
  timeUp: () => false,
});

describe('MctsHelper', () => {
  it("adds its playouts to the owner's tree: the root counts every playout of both", () => {
    const { owner, helper, tree } = pair();
    const session = owner.start(game.initial(), { nodes: 300, seed: 1 });
    session.step();
    expect(helper.search(tree.buffers!, job(500))).toBe(500);
    const r = session.run();
    expect(r.stats.playouts).toBe(300);
    expect(tree.visits[0]).toBe(800);
    // Each node's visits are its children's plus the playouts that ended at it.
    const first = tree.firstChild[0]!;
    let sum = 0;
    for (let c = first; c < first + tree.childCount[0]!; c++) sum += tree.visits[c]!;
    expect(sum).toBeLessThanOrEqual(800);
    expect(sum).toBeGreaterThan(790);
  });

  it('stops at once when the flag is raised, and never chooses an excluded root move', () => {
    const { owner, helper, tree } = pair();
    owner.start(game.initial(), { nodes: 1, seed: 1 }).run();
    expect(helper.search(tree.buffers!, job(500, Int32Array.of(1)))).toBe(0);
    const first = tree.firstChild[0]!;
    const before = Array.from(tree.visits.subarray(first, first + tree.childCount[0]!));
    expect(helper.search(tree.buffers!, job(400, new Int32Array(1), [0, 12]))).toBe(400);
    for (let c = first; c < first + tree.childCount[0]!; c++)
      if (tree.move[c] === 0 || tree.move[c] === 12) expect(tree.visits[c]).toBe(before[c - first]);
      else expect(tree.visits[c]).toBeGreaterThanOrEqual(before[c - first]!);
    expect(tree.visits[0]).toBe(401);
  });

  it('a tree of one thread has no shared memory to help with', () => {
    const solo = unwrap(mctsSearcher.create(game, {})) as MctsSearcher<Pos>;
    expect(solo.tree.buffers).toBe(null);
  });
});
