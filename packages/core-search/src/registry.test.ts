import { describe, expect, it } from 'vitest';
import { threes } from './ab/testgames/threes.js';
import type { Game, Position } from './game.js';
import { createBrand } from './plugin/brand.js';
import { coreSearchPlugin } from './plugin/core.js';
import { definePlugin } from './plugin/plugin.js';
import { engineSearcher } from './plugin/searchers.js';
import { Registry } from './registry.js';
import { unwrap } from './result.js';
import type { SearcherDef } from './search.js';
import { randomSearcher } from './simple/random.js';

describe('Registry from plugins', () => {
  const exploding: SearcherDef = {
    ...randomSearcher,
    id: 'exploding',
    options: [{ name: 'hashMb', type: 'int', default: 16, min: 1, max: 4096, description: 'table size' }],
    create: () => {
      throw new Error('built a table');
    },
  };
  const registry = new Registry([
    coreSearchPlugin,
    definePlugin({ name: 'test', games: [threes], searchers: [exploding], strongest: { threes: 'minimax' } }),
  ]);
  const game = unwrap(registry.createGame('threes(size=3)'));

  it('checks a searcher spec without building it', () => {
    expect(registry.checkSearcher('exploding(hashMb=4096)', game)).toMatchObject({ ok: true });
    expect(() => registry.createSearcher('exploding(hashMb=4096)', game)).toThrow('built a table');
    const bad = registry.checkSearcher('exploding(hashMb=0x10)', game);
    expect(!bad.ok && bad.error.code).toBe('bad-param-value');
  });

  it('puts the plugin’s strongest searcher first, and falls back when it cannot play', () => {
    expect(registry.strongest(game)).toBe('minimax');
    expect(registry.searchersFor(game)[0]?.id).toBe('minimax');
    const big = unwrap(registry.createGame('threes(size=4,evaluate=false)'));
    // minimax and alphabeta need an evaluation here: the first that plays is mcts.
    expect(registry.strongest(big)).toBe('mcts');
  });

  it('refuses two plugins bringing the same id, and a strongest searcher nobody registered', () => {
    expect(() => new Registry([coreSearchPlugin, coreSearchPlugin])).toThrow(/registered twice/);
    expect(
      () => new Registry([definePlugin({ name: 'x', games: [threes], strongest: { threes: 'nope' } })]),
    ).toThrow(/not registered/);
  });

  it('offers a game’s own engine only for the games its brand marked', () => {
    const mine = createBrand<Game<Position>>();
    const own = engineSearcher({
      id: 'own',
      name: 'own',
      description: 'own',
      options: [],
      owns: (g: Game<Position>): g is Game<Position> => mine.is(g),
      refusal: 'plays only its own games',
      create: (g) => randomSearcher.create(g),
    });
    const other = unwrap(threes.create({ size: 4 }));
    const marked = mine.mark(unwrap(threes.create({ size: 4 })));
    expect(own.supports(other)).toBe('plays only its own games');
    expect(own.supports(marked)).toBe(true);
    const refused = own.create(other);
    expect(!refused.ok && refused.error.code).toBe('unsupported');
    expect(own.create(marked).ok).toBe(true);
  });
});
