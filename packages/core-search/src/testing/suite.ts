import { describe, expect, it } from 'vitest';
import type { Game, Position } from '../game.js';
import { type Capability, capabilitiesOf } from '../plugin/capabilities.js';
import { coreSearchPlugin } from '../plugin/core.js';
import type { QiPlugin } from '../plugin/plugin.js';
import { Registry } from '../registry.js';
import { CAPABILITY_CHECKS } from './capability-checks.js';
import { CHECKS, type CheckName, type ConformanceOptions, starts } from './checks.js';
import { checkSearcher } from './searcher-checks.js';
import { checkSpecRoundTrip } from './spec-checks.js';

/**
 * The shared conformance suite: one line per game configuration in every plugin's tests.
 *
 *   conformanceSuite(gomokuPlugin, 'gomoku(size=15,rule=renju)', { games: 6 });
 *
 * It builds the registry the apps build (the generic searchers plus the plugin), creates the game from
 * its spec, and checks: the position contract, the spec round trip, every capability the game has, and
 * every registered searcher that claims the game. A plugin whose game no searcher claims fails.
 */
export function conformanceSuite(plugin: QiPlugin, spec: string, opts: ConformanceOptions = {}): void {
  const registry = new Registry(
    plugin.name === coreSearchPlugin.name ? [plugin] : [coreSearchPlugin, plugin],
  );
  const created = registry.createGame(spec);
  describe(`conformance: ${spec}`, () => {
    it('creates the game from its spec', () => {
      expect(created.ok, created.ok ? '' : created.error.message).toBe(true);
    });
    if (!created.ok) return;
    const game: Game<Position> = created.value;
    for (const name of Object.keys(CHECKS) as CheckName[])
      it(name, () => {
        expect(CHECKS[name](game, opts)).toEqual([]);
      });
    it('spec-round-trip', () => {
      expect(checkSpecRoundTrip(registry, game)).toEqual([]);
    });
    const caps = capabilitiesOf(game);
    for (const name of Object.keys(CAPABILITY_CHECKS) as Capability[])
      if (caps[name])
        it(`capability ${name}`, () => {
          expect(CAPABILITY_CHECKS[name](game, opts)).toEqual([]);
        });
    const searchers = registry.searchersFor(game);
    it('is played by at least one registered searcher', () => {
      expect(searchers.map((s) => s.id)).not.toEqual([]);
    });
    const list = starts(game, opts).slice(0, opts.searchStarts ?? 3);
    for (const def of searchers)
      it(`searcher ${def.id}`, () => {
        const report = checkSearcher(game, def, list, opts.searchers?.[def.id] ?? {});
        expect(Object.entries(report).filter(([, f]) => f.length > 0)).toEqual([]);
      });
  });
}
