import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ParamSpec, type ParamsOf, resolveParams } from './params.js';

const SCHEMA = [
  { name: 'depth', type: 'int', default: 3, min: 0, description: 'plies' },
  { name: 'c', type: 'number', default: 1.4, description: 'exploration' },
  { name: 'tt', type: 'bool', default: true, description: 'table' },
  { name: 'pick', type: 'enum', default: 'visits', values: ['visits', 'value'], description: 'final pick' },
  { name: 'tag', type: 'string', default: '', description: 'label' },
] as const satisfies readonly ParamSpec[];

describe('ParamsOf', () => {
  it('derives each option’s value type from a schema declared as const', () => {
    expectTypeOf<ParamsOf<typeof SCHEMA>>().toEqualTypeOf<{
      depth: number;
      c: number;
      tt: boolean;
      pick: 'visits' | 'value';
      tag: string;
    }>();
  });

  it('types what resolveParams fills in from the defaults', () => {
    const r = resolveParams<ParamsOf<typeof SCHEMA>>('test', SCHEMA, { depth: '5', pick: 'value' });
    expect(r).toEqual({ ok: true, value: { depth: 5, c: 1.4, tt: true, pick: 'value', tag: '' } });
  });
});
