/**
 * Command-line flags of the Go bench scripts: node's `parseArgs` in strict mode, so an unknown flag or a
 * missing value stops the script with one line naming it (a mistyped flag once ran a whole 20-game
 * match with the defaults), and numbers checked as numbers.
 */

import { parseArgs } from 'node:util';
import { type ParamSpec, type ParamValue, parseSpec, resolveParams } from '@qi/core-search';

export type FlagSpec = Record<string, { readonly type: 'string' | 'boolean' }>;

/** The flags of Qi's GTP engine script (gtp-main.ts), which vs-gnugo.ts also takes and passes on. */
export const ENGINE_FLAGS = {
  size: { type: 'string' },
  komi: { type: 'string' },
  playouts: { type: 'string' },
  time: { type: 'string' },
  threads: { type: 'string' },
  seed: { type: 'string' },
  resign: { type: 'string' },
  mcts: { type: 'string' },
  knobs: { type: 'string' },
  verbose: { type: 'boolean' },
} as const satisfies FlagSpec;

/** What each flag holds when given: a string, or true for a boolean flag. */
export type FlagValues<S extends FlagSpec> = {
  [K in keyof S]?: S[K]['type'] extends 'string' ? string : boolean;
};

/** Exits with status 2 and a one-line error on stderr. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

/** The flags' values by name (strings and booleans as given); exits on an unknown flag or a missing value. */
export function readFlags<const S extends FlagSpec>(
  spec: S,
  argv: readonly string[] = process.argv.slice(2),
): FlagValues<S> {
  try {
    const { values } = parseArgs({ args: [...argv], options: spec, strict: true, allowPositionals: false });
    return values as FlagValues<S>;
  } catch (e) {
    return fail(e instanceof Error ? e.message.split('\n')[0]! : String(e));
  }
}

/** A flag's number: its value when given (it must be a finite number within [min, max]), else `fallback`. */
export function numberFlag<F extends number | undefined>(
  values: Record<string, unknown>,
  name: string,
  fallback: F,
  min = -Infinity,
  max = Infinity,
): number | F {
  const raw = values[name];
  if (typeof raw !== 'string') return fallback;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < min || n > max) {
    fail(`--${name}: expected a number from ${min} to ${max}, not "${raw}"`);
  }
  return n;
}

/**
 * The options `name=value,...` given by the flag `--name`, read against `schema` (core-search's
 * spec and option parsing: syntax, names, kinds and bounds): only the names given, so the engine's own defaults stay
 * for the rest. Exits with a one-line error on a malformed pair, an unknown name or a bad value.
 */
export function optionsFlag(
  values: Record<string, unknown>,
  name: string,
  schema: readonly ParamSpec[],
): Record<string, ParamValue> {
  const raw = values[name];
  if (typeof raw !== 'string') return {};
  // The pairs are split as a spec's options are (`mcts(k=v,…)`): quoting, duplicates, one-line errors.
  const spec = parseSpec(`${name}(${raw})`);
  if (!spec.ok) return fail(`--${name}: ${spec.error.message}`);
  const given = spec.value.params;
  const resolved = resolveParams(`--${name}`, schema, given);
  if (!resolved.ok) return fail(resolved.error.message);
  const out: Record<string, ParamValue> = {};
  for (const key of Object.keys(given)) out[key] = resolved.value[key]!;
  return out;
}
