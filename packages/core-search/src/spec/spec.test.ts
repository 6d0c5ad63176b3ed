import { describe, expect, it } from 'vitest';
import { type ParamSpec, resolveParams } from '../params.js';
import { canonicalSpec } from './canonical.js';
import { parseSpec } from './spec.js';

const SCHEMA: readonly ParamSpec[] = [
  { name: 'size', type: 'int', default: 15, min: 5, max: 22, description: 'board size' },
  { name: 'komi', type: 'number', default: 7.5, description: 'komi' },
  { name: 'fast', type: 'bool', default: false, description: 'fast' },
];
const value = (text: string) => resolveParams('g', SCHEMA, { size: text });

describe('strict option values', () => {
  it.each(['0x0f', '1e1', '+15', '15.0', ' 1 5', '15a', '', 'Infinity', '0b1111'])(
    'refuses %j for an int, in one line',
    (text) => {
      const r = value(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('bad-param-value');
        expect(r.error.message).not.toContain('\n');
      }
    },
  );
  it('takes decimal integers and decimal numbers', () => {
    expect(value('15')).toEqual({ ok: true, value: { size: 15, komi: 7.5, fast: false } });
    expect(resolveParams('g', SCHEMA, { komi: '-6.5' })).toMatchObject({ ok: true, value: { komi: -6.5 } });
    for (const bad of ['6.', '.5', '1e2', '0x10', '+1'])
      expect(resolveParams('g', SCHEMA, { komi: bad }).ok, bad).toBe(false);
  });
  it('keeps a newline inside a spec from splitting the message', () => {
    const r = parseSpec('go(size\n=9');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.split('\n')).toHaveLength(1);
    const v = resolveParams('g', SCHEMA, { size: '1\n2' });
    expect(!v.ok && v.error.message).toBe('g option "size": expected a decimal integer, got "1\\n2"');
  });
  it('cuts long bad input in the message', () => {
    const r = value('9'.repeat(5000));
    expect(!r.ok && r.error.message.length).toBeLessThan(200);
  });
});

describe('canonical specs', () => {
  it('name only the values that differ from the defaults, in schema order', () => {
    expect(canonicalSpec('g', SCHEMA, { size: 15, komi: 7.5, fast: false })).toBe('g');
    expect(canonicalSpec('g', SCHEMA, { fast: true, size: 9, komi: 7.5 })).toBe('g(size=9,fast=true)');
  });
  it('round-trip through parseSpec and resolveParams', () => {
    const spec = canonicalSpec('g', SCHEMA, { size: 19, komi: -0.5, fast: true });
    const parsed = parseSpec(spec);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const again = resolveParams('g', SCHEMA, parsed.value.params);
    expect(again.ok && canonicalSpec('g', SCHEMA, again.value)).toBe(spec);
  });
});
