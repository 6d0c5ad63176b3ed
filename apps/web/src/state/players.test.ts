import { definePlugin, minimaxSearcher, Registry, randomSearcher, unwrap } from '@qi/core-search';
import { gomoku } from '@qi/game-gomoku';
import { tictactoe } from '@qi/game-tictactoe';
import { describe, expect, test } from 'vitest';
import {
  aiPlayer,
  describeLimits,
  HUMAN,
  type Limits,
  normalizePlayer,
  searcherSpec,
  searchersFor,
  searchLimits,
} from './players.js';

const registry = new Registry([
  definePlugin({
    name: 'test',
    games: [tictactoe, gomoku],
    searchers: [randomSearcher, minimaxSearcher],
    strongest: { tictactoe: 'minimax' },
  }),
]);
const ttt = unwrap(tictactoe.create());
const limits: Limits = { timeMs: 1000, depth: 0, nodes: 0 };

describe('searchersFor', () => {
  test('puts the strongest searcher (its plugin says which) first, the others after', () => {
    expect(searchersFor(registry, ttt).map((s) => s.id)).toEqual(['minimax', 'random']);
  });
  test('leaves out searchers that cannot play the game', () => {
    // Minimax plays Gomoku through its evaluation; a game without evaluate and a big tree is refused.
    const blind = { ...unwrap(gomoku.create()), evaluate: undefined };
    expect(searchersFor(registry, blind).map((s) => s.id)).toEqual(['random']);
  });
});

describe('normalizePlayer', () => {
  const available = searchersFor(registry, ttt);
  test('an unknown searcher becomes the preferred one with its defaults', () => {
    const p = normalizePlayer({ kind: 'ai', searcher: 'nope', options: { x: 1 }, limits }, available, limits);
    expect(p).toEqual(aiPlayer(minimaxSearcher, limits));
  });
  test('bad option values fall back to defaults, good ones stay', () => {
    const p = normalizePlayer(
      { kind: 'ai', searcher: 'minimax', options: { depth: -4, tieBreak: 'first', junk: 1 }, limits },
      available,
      limits,
    );
    expect(p).toEqual({ kind: 'ai', searcher: 'minimax', options: { depth: 0, tieBreak: 'first' }, limits });
  });
  test('a human stays human; no searcher at all means human', () => {
    expect(normalizePlayer(HUMAN, available, limits)).toBe(HUMAN);
    expect(normalizePlayer(aiPlayer(minimaxSearcher, limits), [], limits)).toBe(HUMAN);
  });
});

describe('specs and limits', () => {
  test('the spec lists only options that differ from the defaults', () => {
    expect(searcherSpec(minimaxSearcher, { depth: 0, tieBreak: 'random' })).toBe('minimax');
    expect(searcherSpec(minimaxSearcher, { depth: 3, tieBreak: 'random' })).toBe('minimax(depth=3)');
  });
  test('zero limits are left out; the seed is always set', () => {
    expect(searchLimits({ timeMs: 500, depth: 0, nodes: 2000 }, 7)).toEqual({
      seed: 7,
      timeMs: 500,
      nodes: 2000,
    });
    expect(searchLimits({ timeMs: 0, depth: 0, nodes: 0 }, 1)).toEqual({ seed: 1 });
  });
  test('limits read as text', () => {
    expect(describeLimits({ timeMs: 1500, depth: 8, nodes: 0 })).toBe('1.5 s · depth 8');
    expect(describeLimits({ timeMs: 0, depth: 0, nodes: 0 })).toBe('no limit');
  });
});

describe('game preferences for searcher options', () => {
  test('a game can prefer other defaults; unknown names are ignored', () => {
    const p = aiPlayer(minimaxSearcher, limits, {
      minimax: { tieBreak: 'first', nope: 1 },
      random: { x: 1 },
    });
    expect(p).toEqual({ kind: 'ai', searcher: 'minimax', options: { depth: 0, tieBreak: 'first' }, limits });
  });
  test('normalizing to another searcher applies the preferences', () => {
    const available = searchersFor(registry, ttt);
    const p = normalizePlayer({ kind: 'ai', searcher: 'gone', options: {}, limits }, available, limits, {
      minimax: { depth: 3 },
    });
    expect(p.kind === 'ai' && p.options).toEqual({ depth: 3, tieBreak: 'random' });
  });
});
