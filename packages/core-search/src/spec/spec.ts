import { err, ok, type QiError, type Result } from '../result.js';
import { showInput } from './show.js';

/** A parsed spec string such as `gomoku(size=15,rule=standard)` or `mcts(playouts=20000,rave=true)`. */
export interface Spec {
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
}

export type SpecErrorCode = 'spec-syntax';

const NAME = /^[a-zA-Z][\w-]*$/;
const KEY = /^[a-zA-Z][\w]*$/;

/** Parses `name` or `name(k=v,k=v)`; values may be quoted with '…' or "…" to hold commas or spaces. */
export function parseSpec(text: string): Result<Spec, QiError<SpecErrorCode>> {
  const src = text.trim();
  const open = src.indexOf('(');
  const name = open < 0 ? src : src.slice(0, open).trim();
  if (!NAME.test(name))
    return err('spec-syntax', `${showInput(text)}: expected a name like "alphabeta" before any "("`, 0);
  if (open < 0) return ok({ name, params: {} });
  if (!src.endsWith(')')) return err('spec-syntax', `${showInput(text)}: missing closing ")"`, src.length);
  const body = src.slice(open + 1, -1);
  const params: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    while (body[i] === ' ') i++;
    if (i >= body.length) break;
    const eq = body.indexOf('=', i);
    if (eq < 0)
      return err(
        'spec-syntax',
        `${showInput(text)}: expected key=value at ${showInput(body.slice(i))}`,
        open + 1 + i,
      );
    const key = body.slice(i, eq).trim();
    if (!KEY.test(key))
      return err('spec-syntax', `${showInput(text)}: bad option name ${showInput(key)}`, open + 1 + i);
    i = eq + 1;
    while (body[i] === ' ') i++;
    let value: string;
    const quote = body[i];
    if (quote === '"' || quote === "'") {
      const close = body.indexOf(quote, i + 1);
      if (close < 0)
        return err('spec-syntax', `${showInput(text)}: unterminated quote in option "${key}"`, open + 1 + i);
      value = body.slice(i + 1, close);
      i = close + 1;
      while (body[i] === ' ') i++;
      if (i < body.length && body[i] !== ',')
        return err('spec-syntax', `${showInput(text)}: expected "," after option "${key}"`, open + 1 + i);
    } else {
      const comma = body.indexOf(',', i);
      const end = comma < 0 ? body.length : comma;
      value = body.slice(i, end).trim();
      i = end;
    }
    if (key in params)
      return err('spec-syntax', `${showInput(text)}: option "${key}" given twice`, open + 1 + i);
    params[key] = value;
    if (body[i] === ',') i++;
  }
  return ok({ name, params });
}

/** Writes a spec back as text (the canonical form used in logs and results). */
export function formatSpec(spec: Spec): string {
  const entries = Object.entries(spec.params);
  if (entries.length === 0) return spec.name;
  const quote = (v: string) => (/[,()\s'"=]/.test(v) ? `"${v}"` : v);
  return `${spec.name}(${entries.map(([k, v]) => `${k}=${quote(v)}`).join(',')})`;
}
