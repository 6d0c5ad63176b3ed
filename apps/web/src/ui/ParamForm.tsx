import type { ParamSpec, ParamValue } from '@qi/core-search';
import { match } from 'ts-pattern';

interface Props {
  readonly schema: readonly ParamSpec[];
  readonly values: Readonly<Record<string, ParamValue>>;
  onChange(name: string, value: ParamValue): void;
  /** Prefix for element ids and test ids, e.g. `game` or `p0-opt`. */
  readonly idPrefix: string;
}

/** A form generated from a ParamSpec schema: the same schema that documents the option in the CLI. */
export function ParamForm({ schema, values, onChange, idPrefix }: Props) {
  return (
    <div className="param-form">
      {schema.map((spec) => {
        const id = `${idPrefix}-${spec.name}`;
        const value = values[spec.name] ?? spec.default;
        const input = match(spec)
          .with({ type: 'int' }, { type: 'number' }, (s) => (
            <input
              id={id}
              data-testid={id}
              type="number"
              min={s.min}
              max={s.max}
              step={s.type === 'int' ? 1 : 'any'}
              value={String(value)}
              onChange={(e) => onChange(s.name, e.target.value === '' ? s.default : Number(e.target.value))}
            />
          ))
          .with({ type: 'bool' }, (s) => (
            <input
              id={id}
              data-testid={id}
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(s.name, e.target.checked)}
            />
          ))
          .with({ type: 'enum' }, (s) => (
            <select
              id={id}
              data-testid={id}
              value={String(value)}
              onChange={(e) => onChange(s.name, e.target.value)}
            >
              {s.values.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          ))
          .with({ type: 'string' }, (s) => (
            <input
              id={id}
              data-testid={id}
              type="text"
              value={String(value)}
              onChange={(e) => onChange(s.name, e.target.value)}
            />
          ))
          .exhaustive();
        return (
          <label key={spec.name} htmlFor={id} title={spec.description} className="param">
            <span className="param-name">{spec.name}</span>
            {input}
          </label>
        );
      })}
    </div>
  );
}
