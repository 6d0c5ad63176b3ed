import type { ParamSpec, ParamValue } from '../params.js';
import { formatSpec } from './spec.js';

/**
 * The canonical spec text of a configured game or searcher: its id, then the options whose resolved
 * values differ from the schema's defaults, in schema order (`go(size=9)`, `mcts(rave=false)`).
 * Every plugin's `spec` comes from here, so `create(parse(spec))` gives the same configuration.
 */
export function canonicalSpec(
  id: string,
  schema: readonly ParamSpec[],
  values: Readonly<Record<string, ParamValue>>,
): string {
  const params: Record<string, string> = {};
  for (const s of schema) {
    const v = values[s.name];
    if (v !== undefined && v !== s.default) params[s.name] = String(v);
  }
  return formatSpec({ name: id, params });
}
