import { describe, expect, it } from 'vitest';
import { NO_MOVE } from '../game.js';
import { Rng } from '../rng.js';
import { EXPANDING, MctsTree, NODE_BUSY, NOT_EXPANDED, P1_WINS, TREE_FULL } from './tree.js';

const moves = (...m: number[]) => Int32Array.from(m);

interface Dump {
  move: number;
  mover: number;
  visits: number;
  wins: number;
  amaf: number;
  proven: number;
  children: Dump[];
}

function dump(tree: MctsTree, i: number): Dump {
  const first = tree.firstChild[i]!;
  const children: Dump[] = [];
  if (first !== NOT_EXPANDED)
    for (let c = first; c < first + tree.childCount[i]!; c++) children.push(dump(tree, c));
  return {
    move: tree.move[i]!,
    mover: tree.mover[i]!,
    visits: tree.visits[i]!,
    wins: tree.wins[i]!,
    amaf: tree.amafVisits[i]!,
    proven: tree.proven[i]!,
    children,
  };
}

/** Grows a random tree by expanding random leaves, with random statistics; logs the expansions. */
function randomTree(seed: number, nodes: number, log: [number, number[]][] = []): MctsTree {
  const rng = new Rng(seed);
  const tree = new MctsTree(nodes);
  tree.createRoot(1);
  const buf = new Int32Array(8);
  for (let tries = 0; tries < 10_000; tries++) {
    const leaf = rng.int(tree.size);
    if (tree.firstChild[leaf] !== NOT_EXPANDED) continue;
    const n = 1 + rng.int(6);
    for (let k = 0; k < n; k++) buf[k] = k * 10 + rng.int(10);
    if (!tree.expand(leaf, buf, n, (tree.mover[leaf]! ^ 1) as 0 | 1)) break;
    log.push([leaf, [...buf.subarray(0, n)]]);
  }
  for (let i = 0; i < tree.size; i++) {
    tree.visits[i] = rng.int(1000);
    tree.wins[i] = rng.float() * tree.visits[i]!;
    tree.amafVisits[i] = rng.int(50);
    if (rng.int(10) === 0) tree.setProven(i, P1_WINS, rng.int(9));
  }
  return tree;
}

describe('MctsTree', () => {
  it('creates children contiguously and finds them by move', () => {
    const tree = new MctsTree(100);
    tree.createRoot(1);
    expect(tree.expand(0, moves(7, 3, 5), 3, 0)).toBe(true);
    expect(tree.size).toBe(4);
    expect(tree.childCount[0]).toBe(3);
    expect(tree.childByMove(0, 3)).toBe(tree.firstChild[0]! + 1);
    expect(tree.childByMove(0, 4)).toBe(-1);
    expect(tree.childByMove(1, 7)).toBe(-1);
    expect(tree.mover[2]).toBe(0);
    expect(tree.move[0]).toBe(NO_MOVE);
  });

  it('refuses an expansion past maxNodes and leaves the tree unchanged', () => {
    const tree = new MctsTree(10);
    tree.createRoot(1);
    expect(tree.expand(0, moves(0, 1, 2, 3, 4), 5, 0)).toBe(true);
    expect(tree.expand(1, moves(0, 1, 2, 3, 4), 5, 1)).toBe(false);
    expect(tree.size).toBe(6);
    expect(tree.firstChild[1]).toBe(NOT_EXPANDED);
    expect(tree.expand(1, moves(0, 1, 2, 3), 4, 1)).toBe(true);
    expect(tree.size).toBe(10);
  });

  it('keeps every node when the arrays grow', () => {
    const log: [number, number[]][] = [];
    const tree = randomTree(3, 20_000, log);
    expect(tree.size).toBeGreaterThan(4096);
    expect(tree.capacity).toBeLessThanOrEqual(20_000);
    for (const [node, expected] of log) {
      const first = tree.firstChild[node]!;
      const got = [...tree.move.subarray(first, first + tree.childCount[node]!)];
      expect(got).toEqual(expected);
      expect(tree.mover[first]).toBe(tree.mover[node]! ^ 1);
    }
  });

  it.each([1, 2, 3, 4, 5])('re-roots in place keeping exactly the subtree (seed %i)', (seed) => {
    const tree = randomTree(seed, 3000);
    const rng = new Rng(seed + 100);
    // Pick a node two levels down when there is one.
    const c = tree.firstChild[0]! + rng.int(tree.childCount[0]!);
    const g = tree.firstChild[c] === NOT_EXPANDED ? c : tree.firstChild[c]! + rng.int(tree.childCount[c]!);
    const expected = dump(tree, g);
    const count = (d: Dump): number => 1 + d.children.reduce((a, k) => a + count(k), 0);
    tree.reroot(g);
    const after = dump(tree, 0);
    expect(after).toEqual({ ...expected, move: NO_MOVE });
    expect(tree.size).toBe(count(expected));
    // The freed room is usable again.
    let leaf = 0;
    while (tree.firstChild[leaf] !== NOT_EXPANDED) leaf++;
    expect(tree.expand(leaf, moves(1, 2), 2, 0)).toBe(true);
    expect(dump(tree, 0).visits).toBe(expected.visits);
  });

  it('a shared tree: another view sees the same nodes, and a claimed node is busy until published', () => {
    const tree = MctsTree.shared(10);
    const other = MctsTree.attach(tree.buffers!);
    tree.createRoot(1);
    expect(other.size).toBe(1);
    const first = tree.reserveChildren(0, moves(4, 5), 2, 0);
    expect(first).toBe(1);
    // Claimed but not published: not expanded for anyone, and a second claim is refused.
    expect(other.firstChild[0]).toBe(EXPANDING);
    expect(other.childByMove(0, 4)).toBe(-1);
    expect(other.reserveChildren(0, moves(4, 5), 2, 0)).toBe(NODE_BUSY);
    tree.publishChildren(0, first, 2);
    expect(other.childByMove(0, 5)).toBe(2);
    expect(other.size).toBe(3);
    // Past the cap the node is given back (others may expand it later) and the size stays within it.
    expect(other.reserveChildren(1, moves(0, 1, 2, 3, 4, 5, 6, 7), 8, 1)).toBe(TREE_FULL);
    expect(tree.firstChild[1]).toBe(NOT_EXPANDED);
    expect(tree.size).toBe(10);
    // Re-rooting (by the owner, with no helper searching) compacts the shared arrays in place.
    tree.visits[2] = 7;
    tree.reroot(2);
    expect(other.size).toBe(1);
    expect(other.visits[0]).toBe(7);
    expect(other.expand(0, moves(1, 2, 3), 3, 1)).toBe(true);
  });
});
