import type { ParamSpec, ParamValue } from '@qi/core-search';
import { DEFAULT_EVAL_PARAMS, type XiangqiEvalOverrides, type XiangqiEvalParams } from './params.js';

/**
 * The evaluation's numbers as searcher options, derived from `DEFAULT_EVAL_PARAMS` (one place for the
 * values): a scalar `kingAttack` is the option `evalKingAttack`, a middle-game/end-game pair `chariot`
 * gives `evalChariotMg` and `evalChariotEg`, a longer list `attackerWeight` gives `evalAttackerWeight0…3`.
 * The piece-square tables are not options (tuning scripts write them whole).
 */
interface EvalOption {
  readonly spec: ParamSpec;
  readonly key: keyof XiangqiEvalParams;
  /** Index into a list-valued parameter, or -1 for a scalar. */
  readonly index: number;
}

const PAIR_SUFFIX = ['Mg', 'Eg'] as const;
const optionName = (key: string, suffix: string) => `eval${key[0]!.toUpperCase()}${key.slice(1)}${suffix}`;

function deriveOptions(): EvalOption[] {
  const out: EvalOption[] = [];
  for (const key of Object.keys(DEFAULT_EVAL_PARAMS) as (keyof XiangqiEvalParams)[]) {
    const value = DEFAULT_EVAL_PARAMS[key];
    if (typeof value === 'boolean')
      out.push({
        key,
        index: -1,
        spec: { name: optionName(key, ''), type: 'bool', default: value, description: `evaluation: ${key}` },
      });
    else if (typeof value === 'number')
      out.push({ key, index: -1, spec: numberSpec(optionName(key, ''), value, `evaluation: ${key}`) });
    else if (
      key !== 'tables' &&
      key !== 'tablesEg' &&
      Array.isArray(value) &&
      value.every((v) => typeof v === 'number')
    ) {
      const list = value as readonly number[];
      list.forEach((v, i) => {
        const suffix = list.length === 2 ? PAIR_SUFFIX[i]! : String(i);
        out.push({ key, index: i, spec: numberSpec(optionName(key, suffix), v, `evaluation: ${key}[${i}]`) });
      });
    }
  }
  return out;
}

/** Integers stay integers (centipawns), fractions (the table scales) are numbers. */
function numberSpec(name: string, value: number, description: string): ParamSpec {
  return Number.isInteger(value)
    ? { name, type: 'int', default: value, min: -10_000, max: 10_000, description }
    : { name, type: 'number', default: value, min: -100, max: 100, description };
}

const EVAL_OPTION_LIST = deriveOptions();

/** The evaluation options' specs, in the order of `XiangqiEvalParams`. */
export const EVAL_OPTIONS: readonly ParamSpec[] = EVAL_OPTION_LIST.map((o) => o.spec);

const BY_NAME = new Map(EVAL_OPTION_LIST.map((o) => [o.spec.name, o]));

/** True for the name of an evaluation option. */
export const isEvalOption = (name: string): boolean => BY_NAME.has(name);

/**
 * The evaluation overrides that resolved option values ask for: only the parameters that differ from
 * the defaults (an empty object when none does, so the engine's own evaluator can be kept).
 */
export function evalOverridesOf(values: Readonly<Record<string, ParamValue>>): XiangqiEvalOverrides {
  const changed = new Map<keyof XiangqiEvalParams, unknown>();
  for (const [name, value] of Object.entries(values)) {
    const o = BY_NAME.get(name);
    if (o === undefined || value === o.spec.default) continue;
    if (o.index < 0) changed.set(o.key, value);
    else {
      const list = [
        ...((changed.get(o.key) as number[] | undefined) ??
          (DEFAULT_EVAL_PARAMS[o.key] as readonly number[])),
      ];
      list[o.index] = value as number;
      changed.set(o.key, list);
    }
  }
  return Object.fromEntries(changed) as XiangqiEvalOverrides;
}
