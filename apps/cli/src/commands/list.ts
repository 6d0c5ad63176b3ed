import { describeParams, type GameInfo } from '@qi/core-search';
import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { printer, usageError } from '../io.js';

export function registerList(program: Command, ctx: Ctx): void {
  program
    .command('list')
    .summary('list the games and searchers with their options')
    .argument('[what]', 'games, searchers or all', 'all')
    .addHelpText('after', ['', 'Examples:', '  qi list', '  qi list searchers'].join('\n'))
    .action((what: string) => {
      if (what !== 'all' && what !== 'games' && what !== 'searchers')
        throw usageError(`list: expected games, searchers or all, got "${what}"`);
      const print = printer(ctx.io);
      const { registry } = ctx;
      const infos: GameInfo[] = [];
      for (const plugin of registry.games) {
        const g = plugin.create();
        if (g.ok) infos.push(g.value.info);
      }
      const options = (lines: string[]) =>
        lines.length === 0 ? ['    (no options)'] : lines.map((l) => `    ${l}`);
      if (what !== 'searchers') {
        print('games');
        for (const g of registry.games)
          print(
            `  ${g.meta.id} — ${g.meta.name}: ${g.meta.description}`,
            ...options(describeParams(g.meta.params)),
          );
      }
      if (what !== 'games') {
        print('searchers');
        for (const s of registry.searchers) {
          const plays = infos.filter((i) => s.supports(i) === true).map((i) => i.id);
          print(
            `  ${s.id} — ${s.name}: ${s.description}`,
            `    plays: ${plays.join(', ') || '(none of the registered games)'}`,
            ...options(describeParams(s.options)),
          );
        }
      }
    });
}
