import { describe, expect, it } from 'vitest';
import type { Game, GamePlugin, Position } from '../game.js';
import type { RawParams } from '../params.js';
import { CHECKS, type CheckName, type ConformanceOptions } from './checks.js';

/**
 * The shared conformance suite: one line in every game's tests.
 *
 *   conformanceSuite(tictactoe, {}, { games: 50, searchers: [...] });
 */
export function conformanceSuite<P extends Position>(
  plugin: GamePlugin<P>,
  params: RawParams = {},
  opts: ConformanceOptions = {},
): void {
  const created = plugin.create(params);
  describe(`conformance: ${plugin.meta.id}`, () => {
    it('creates the game from its parameters', () => {
      expect(created.ok, created.ok ? '' : created.error.message).toBe(true);
    });
    if (!created.ok) return;
    const game: Game<P> = created.value;
    for (const name of Object.keys(CHECKS) as CheckName[]) {
      it(name, () => {
        expect(CHECKS[name](game, opts)).toEqual([]);
      });
    }
  });
}
