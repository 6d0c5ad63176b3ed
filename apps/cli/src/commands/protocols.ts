import { readFileSync } from 'node:fs';
import { type ParamSpec, type ParamValue, resolveParams } from '@qi/core-search';
import { type Command, InvalidArgumentError } from 'commander';
import type { Ctx } from '../context.js';

/** A commander parser that reads one flag strictly through its schema (the one-line error names it). */
const parserFor = (protocol: string, spec: ParamSpec) => (text: string) => {
  const r = resolveParams(`qi ${protocol}`, [spec], { [spec.name]: text });
  if (!r.ok) throw new InvalidArgumentError(`${r.error.message}.`);
  return r.value[spec.name];
};

const flagOf = (spec: ParamSpec): string =>
  spec.type === 'bool'
    ? `--${spec.name}`
    : `--${spec.name} <${spec.type === 'enum' ? spec.values.join('|') : spec.type === 'int' || spec.type === 'number' ? 'n' : 'text'}>`;

/**
 * One command per protocol the registry's plugins bring (`qi ucci`, `qi uci`, `qi gtp`, `qi gomocup`):
 * each hands stdin/stdout to its plugin's loop, with the flags its schema declares.
 */
export function registerProtocols(program: Command, ctx: Ctx): void {
  for (const p of ctx.registry.protocols) {
    const plugin = ctx.registry.plugins.find((pl) => pl.protocols.includes(p))?.name ?? 'a plugin';
    const cmd = program
      .command(p.name)
      .summary(p.summary)
      .description(
        `${p.summary[0]!.toUpperCase()}${p.summary.slice(1)}.\n` +
          'Reads commands line by line until quit or end of input; nothing else is printed on stdout.\n' +
          `(Served by ${plugin}.)`,
      );
    for (const spec of p.options) {
      const text = `${spec.description}${spec.type === 'bool' ? '' : ` (default ${String(spec.default)})`}`;
      if (spec.type === 'bool') cmd.option(flagOf(spec), text);
      else cmd.option(flagOf(spec), text, parserFor(p.name, spec));
    }
    cmd
      .addHelpText('after', ['', 'Examples:', ...p.examples.map((e) => `  ${e}`)].join('\n'))
      .action(async (flags: Record<string, unknown>) => {
        // Only the flags given: a loop's own defaults (and controller commands) apply to the rest.
        const given: Record<string, ParamValue> = {};
        for (const spec of p.options) {
          const v = flags[spec.name];
          if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') given[spec.name] = v;
        }
        const loop = await p.load();
        await loop(
          {
            input: ctx.io.stdin as AsyncIterable<string | Uint8Array>,
            output: ctx.io.stdout,
            log: (line) => ctx.io.stderr.write(`${line}\n`),
            readFile: (path) => readFileSync(path),
          },
          given,
        );
      });
  }
}
