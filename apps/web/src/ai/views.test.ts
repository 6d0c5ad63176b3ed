import { type Game, MATE, makeStats, NO_MOVE, type SearchResult, toScore, unwrap } from '@qi/core-search';
import { tictactoe } from '@qi/game-tictactoe';
import { describe, expect, test } from 'vitest';
import {
  describeNode,
  flipValue,
  infoView,
  linesTree,
  nodeAt,
  orderedChildren,
  pvText,
  scoreToInt,
  valueText,
} from './views.js';

const game = unwrap(tictactoe.create()) as unknown as Game;
const root = game.initial();

const result = (over: Partial<SearchResult>): SearchResult => ({
  bestMove: 4,
  score: { kind: 'cp', value: 0 },
  pv: [4, 0],
  lines: [],
  stats: makeStats({ nodes: 100, timeMs: 10, depth: 2 }),
  proven: false,
  ...over,
});

describe('pvText', () => {
  test('names each move from its own position and stops at an illegal one', () => {
    expect(pvText(game, root, [4, 0, 8])).toEqual(['b2', 'a3', 'c1']);
    expect(pvText(game, root, [4, 4, 8])).toEqual(['b2']);
    expect(root.ply).toBe(0);
  });
});

describe('scores', () => {
  test('score ↔ integer round trip, mates included', () => {
    for (const v of [0, 35, -120]) expect(scoreToInt(toScore(v))).toBe(v);
    // Mate scores keep their move count (plies within a move may differ).
    for (const v of [MATE - 1, MATE - 4, -(MATE - 2), -(MATE - 5)])
      expect(toScore(scoreToInt(toScore(v)))).toEqual(toScore(v));
    expect(toScore(scoreToInt({ kind: 'mate', moves: 3 }))).toEqual({ kind: 'mate', moves: 3 });
    expect(toScore(scoreToInt({ kind: 'mate', moves: -2 }))).toEqual({ kind: 'mate', moves: -2 });
  });
  test('flipping gives the other side’s view one ply later', () => {
    expect(flipValue(35, 'score')).toBe(-35);
    expect(flipValue(0.7, 'winrate')).toBeCloseTo(0.3);
    // Mate in 2 for the mover (a win 3 plies away) is, for the other side one ply later, a loss 2 plies
    // away (mated after its own move: mate -1), then a win 1 ply away for the mover (mate 1), then mated now.
    const chain = [MATE - 3];
    for (let i = 0; i < 3; i++) chain.push(flipValue(chain.at(-1)!, 'score'));
    expect(chain).toEqual([MATE - 3, -(MATE - 2), MATE - 1, -MATE]);
    expect(chain.map((v) => toScore(v))).toEqual([
      { kind: 'mate', moves: 2 },
      { kind: 'mate', moves: -1 },
      { kind: 'mate', moves: 1 },
      { kind: 'mate', moves: -0 },
    ]);
  });
  test('value text', () => {
    expect(valueText(0.625, 'winrate')).toBe('62.5%');
    expect(valueText(-40, 'score')).toBe('-40');
    expect(valueText(MATE - 3, 'score')).toBe('mate 2');
  });
});

describe('linesTree', () => {
  const r = result({
    lines: [
      { move: 4, score: { kind: 'cp', value: 20 }, pv: [4, 0, 8], visits: 50 },
      { move: 0, score: { kind: 'cp', value: -10 }, pv: [0], visits: 30 },
    ],
  });
  test('root moves carry their scores, followed by their principal variations', () => {
    const t = linesTree(r);
    expect(t.move).toBe(NO_MOVE);
    expect(t.children().map((c) => [c.move, c.value, c.visits])).toEqual([
      [4, 20, 50],
      [0, -10, 30],
    ]);
    const deep = nodeAt(t, [0, 0, 0]);
    expect(deep?.moves).toEqual([4, 0, 8]);
    expect(deep?.node.value).toBe(20);
    expect(nodeAt(t, [0, 0])?.node.value).toBe(-20);
    expect(nodeAt(t, [1, 0])).toBeNull();
  });
  test('without lines, the best move and PV make the tree', () => {
    const t = linesTree(result({ lines: [] }));
    expect(t.children().map((c) => c.move)).toEqual([4]);
    expect(linesTree(result({ lines: [], bestMove: NO_MOVE })).children()).toEqual([]);
  });
  test('describeNode names moves in their own position', () => {
    const d = describeNode(game, root, linesTree(r), [0], 'score');
    expect(d?.node.moveText).toBe('b2');
    expect(d?.children.map((c) => [c.moveText, c.valueText, c.childCount])).toEqual([['a3', '-20', 1]]);
    expect(describeNode(game, root, linesTree(r), [5], 'score')).toBeNull();
  });
});

describe('orderedChildren', () => {
  test('most visited first, stable for ties; paths follow that order', () => {
    const leaf = (move: number, visits: number) => ({
      move,
      visits,
      value: 0,
      bound: 'none' as const,
      children: () => [],
    });
    const root = { ...leaf(NO_MOVE, 10), children: () => [leaf(0, 2), leaf(4, 5), leaf(8, 2), leaf(2, 1)] };
    expect(orderedChildren(root).map((c) => c.move)).toEqual([4, 0, 8, 2]);
    expect(nodeAt(root, [0])?.moves).toEqual([4]);
    const flat = { ...leaf(NO_MOVE, 0), children: () => [leaf(3, 0), leaf(1, 0)] };
    expect(orderedChildren(flat).map((c) => c.move)).toEqual([3, 1]);
  });
});

describe('infoView', () => {
  test('best move and PV in notation, progress clamped', () => {
    const v = infoView(game, root, result({}), 1.7);
    expect([v.bestText, v.pv, v.scoreText, v.progress]).toEqual(['b2', ['b2', 'a3'], '0', 1]);
    expect(infoView(game, root, result({ bestMove: NO_MOVE, pv: [] }), 0.5).bestText).toBe('');
  });
});
