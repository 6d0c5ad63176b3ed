import { capabilityNames, describeParams, type Game, type Position } from '@qi/core-search';
import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { printer, usageError } from '../io.js';

export function registerList(program: Command, ctx: Ctx): void {
  program
    .command('list')
    .summary('list the games, searchers and protocols with their options')
    .argument('[what]', 'games, searchers, protocols or all', 'all')
    .addHelpText('after', ['', 'Examples:', '  qi list', '  qi list searchers'].join('\n'))
    .action((what: string) => {
      if (!['all', 'games', 'searchers', 'protocols'].includes(what))
        throw usageError(`list: expected games, searchers, protocols or all, got "${what}"`);
      const print = printer(ctx.io);
      const { registry } = ctx;
      // Each game at its default parameters: what the searchers are matched against.
      const games: Game<Position>[] = [];
      for (const plugin of registry.games) {
        const g = plugin.create();
        if (g.ok) games.push(g.value);
      }
      const options = (lines: string[]) =>
        lines.length === 0 ? ['    (no options)'] : lines.map((l) => `    ${l}`);
      if (what === 'all' || what === 'games') {
        print('games');
        for (const g of games)
          print(
            `  ${g.meta.id} — ${g.meta.name}: ${g.meta.description}`,
            `    strongest: ${registry.strongest(g)}; also: ${registry
              .searchersFor(g)
              .map((s) => s.id)
              .filter((id) => id !== registry.strongest(g))
              .join(', ')}`,
            `    capabilities: ${capabilityNames(g).join(', ') || '(none beyond the contract)'}`,
            ...options(describeParams(g.meta.params)),
          );
      }
      if (what === 'all' || what === 'searchers') {
        print('searchers');
        for (const s of registry.searchers) {
          const plays = games.filter((g) => s.supports(g) === true).map((g) => g.info.id);
          const refused = games
            .map((g) => [g.info.id, s.supports(g)] as const)
            .filter(([, why]) => why !== true)
            .map(([id, why]) => `${id} (${why})`);
          print(
            `  ${s.id} — ${s.name}: ${s.description}`,
            `    plays: ${plays.join(', ') || '(none of the registered games)'}`,
            ...(refused.length > 0 ? [`    not: ${refused.join('; ')}`] : []),
            ...options(describeParams(s.options)),
          );
        }
      }
      if (what === 'all' || what === 'protocols') {
        print('protocols');
        for (const p of registry.protocols) print(`  qi ${p.name} — ${p.summary}`);
      }
    });
}
