import { formatSpec, parseSpec, type Registry } from '@qi/core-search';
import { usageError } from './io.js';

/**
 * Folds game options given as flags (`qi play gomoku --size 15 --rule standard`) into the game spec
 * (`gomoku(size=15,rule=standard)`). `extra` holds the arguments commander did not recognise;
 * anything that is not `--name value` / `--name=value` for one of the game's options is a usage error.
 */
export function withGameFlags(registry: Registry, gameSpec: string, extra: readonly string[]): string {
  if (extra.length === 0) return gameSpec;
  const spec = parseSpec(gameSpec);
  if (!spec.ok) return gameSpec; // resolveGame reports the spec error itself
  const plugin = registry.game(spec.value.name);
  if (!plugin) return gameSpec;
  const known = plugin.meta.params.map((p) => p.name);
  const params: Record<string, string> = { ...spec.value.params };
  for (let i = 0; i < extra.length; i++) {
    const arg = extra[i]!;
    const m = /^--([A-Za-z][\w]*)(?:=(.*))?$/.exec(arg);
    const name = m?.[1];
    if (!m || !name || !known.includes(name)) {
      const list = known.length ? known.map((k) => `--${k}`).join(', ') : 'none';
      throw usageError(`unknown option '${arg}' (not a play flag, nor a ${plugin.meta.id} option: ${list})`);
    }
    let value = m[2];
    if (value === undefined) {
      const next = extra[i + 1];
      if (next === undefined || next.startsWith('--')) throw usageError(`option '--${name}' needs a value`);
      value = next;
      i++;
    }
    if (name in spec.value.params) throw usageError(`${plugin.meta.id} option "${name}" given twice`);
    params[name] = value;
  }
  return formatSpec({ name: spec.value.name, params });
}
