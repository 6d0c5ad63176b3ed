import { describe, expect, it } from 'vitest';
import { createRegistry } from '../registry.js';
import { GAME_UIS, gameUi } from './index.js';

describe('the app offers every registered game', () => {
  const registry = createRegistry();
  it.each(registry.games.map((g) => g.meta.id))('%s has a board, for the very plugin registered', (id) => {
    expect(gameUi(id)?.plugin).toBe(registry.game(id));
  });
  it('offers no game the registry does not have', () => {
    expect(GAME_UIS.map((u) => u.plugin.meta.id).filter((id) => !registry.game(id))).toEqual([]);
  });
});
