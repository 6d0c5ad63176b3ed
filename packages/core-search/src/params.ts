import { match } from 'ts-pattern';
import { err, ok, type QiError, type Result } from './result.js';
import { showInput } from './spec/show.js';

const INT_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** One declared option of a game or searcher; the schema doubles as `--help` text and UI form. */
export type ParamSpec =
  | {
      readonly name: string;
      readonly type: 'int';
      readonly default: number;
      readonly min?: number;
      readonly max?: number;
      readonly description: string;
    }
  | {
      readonly name: string;
      readonly type: 'number';
      readonly default: number;
      readonly min?: number;
      readonly max?: number;
      readonly description: string;
    }
  | { readonly name: string; readonly type: 'bool'; readonly default: boolean; readonly description: string }
  | {
      readonly name: string;
      readonly type: 'enum';
      readonly default: string;
      readonly values: readonly string[];
      readonly description: string;
    }
  | {
      readonly name: string;
      readonly type: 'string';
      readonly default: string;
      readonly description: string;
    };

export type ParamValue = number | boolean | string;

/**
 * The typed values a schema declared `as const` resolves to: each option's name to its value's type,
 * so a searcher's options type is derived from its schema instead of written out beside it.
 */
export type ParamsOf<S extends readonly ParamSpec[]> = {
  -readonly [P in S[number] as P['name']]: P extends { readonly type: 'bool' }
    ? boolean
    : P extends { readonly type: 'int' | 'number' }
      ? number
      : P extends { readonly type: 'enum'; readonly values: readonly (infer V)[] }
        ? V
        : string;
};
export type RawParams = Readonly<Record<string, ParamValue>>;
export type ParamErrorCode = 'unknown-param' | 'bad-param-value';

/** Resolves raw values (strings from a spec, or typed values from code) against a schema, filling defaults. */
export function resolveParams<T extends Record<string, ParamValue>>(
  owner: string,
  schema: readonly ParamSpec[],
  raw: RawParams = {},
): Result<T, QiError<ParamErrorCode>> {
  const out: Record<string, ParamValue> = {};
  for (const spec of schema) out[spec.name] = spec.default;
  for (const [key, value] of Object.entries(raw)) {
    const spec = schema.find((s) => s.name === key);
    if (!spec) {
      const known = schema.map((s) => s.name).join(', ') || '(none)';
      return err('unknown-param', `${owner} has no option ${showInput(key)} (options: ${known})`, key);
    }
    const parsed = parseValue(spec, value);
    if (!parsed.ok) return err('bad-param-value', `${owner} option "${key}": ${parsed.error}`, key);
    out[key] = parsed.value;
  }
  return ok(out as T);
}

function parseValue(
  spec: ParamSpec,
  value: ParamValue,
): { ok: true; value: ParamValue } | { ok: false; error: string } {
  const text = String(value).trim();
  return match(spec)
    .with({ type: 'int' }, { type: 'number' }, (s) => {
      // Text is read strictly: decimal digits only (no hex, exponent, sign "+", or "15.0" for an int).
      const pattern = s.type === 'int' ? INT_TEXT : NUMBER_TEXT;
      if (typeof value !== 'number' && !pattern.test(text))
        return {
          ok: false as const,
          error: `expected ${s.type === 'int' ? 'a decimal integer' : 'a decimal number'}, got ${showInput(text)}`,
        };
      const n = typeof value === 'number' ? value : Number(text);
      if (!Number.isFinite(n))
        return { ok: false as const, error: `expected a number, got ${showInput(text)}` };
      if (s.type === 'int' && !Number.isInteger(n))
        return { ok: false as const, error: `expected an integer, got ${showInput(text)}` };
      if (s.min !== undefined && n < s.min)
        return { ok: false as const, error: `${n} is below the minimum ${s.min}` };
      if (s.max !== undefined && n > s.max)
        return { ok: false as const, error: `${n} is above the maximum ${s.max}` };
      return { ok: true as const, value: n };
    })
    .with({ type: 'bool' }, () => {
      if (value === true || text === 'true' || text === '1' || text === 'on' || text === 'yes')
        return { ok: true as const, value: true };
      if (value === false || text === 'false' || text === '0' || text === 'off' || text === 'no')
        return { ok: true as const, value: false };
      return { ok: false as const, error: `expected true or false, got ${showInput(text)}` };
    })
    .with({ type: 'enum' }, (s) =>
      s.values.includes(text)
        ? { ok: true as const, value: text }
        : { ok: false as const, error: `expected one of ${s.values.join(', ')}, got ${showInput(text)}` },
    )
    .with({ type: 'string' }, () => ({ ok: true as const, value: text }))
    .exhaustive();
}

/** One line per option, for `--help` output. */
export function describeParams(schema: readonly ParamSpec[]): string[] {
  return schema.map((s) => {
    const range = match(s)
      .with({ type: 'enum' }, (e) => ` {${e.values.join('|')}}`)
      .with({ type: 'int' }, { type: 'number' }, (n) =>
        n.min !== undefined || n.max !== undefined ? ` [${n.min ?? ''}..${n.max ?? ''}]` : '',
      )
      .otherwise(() => '');
    return `${s.name}=${String(s.default)} (${s.type}${range}) ${s.description}`;
  });
}
