import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { parseCellName, positionFromStones } from './codec.js';
import { boardConfig } from './config.js';

interface ForbiddenCase {
  readonly name: string;
  readonly black: readonly string[];
  readonly white: readonly string[];
  readonly point: string;
  readonly expect: 'forbidden' | 'allowed' | 'five';
}

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/renju-forbidden.json', import.meta.url), 'utf8'),
) as { cases: ForbiddenCase[] };

const cell = (name: string) => unwrap(parseCellName(15, name));

function setup(c: ForbiddenCase, rule: 'renju' | 'freestyle' = 'renju') {
  const config = boardConfig(15, rule);
  return unwrap(positionFromStones(config, c.black.map(cell), c.white.map(cell), 0));
}

describe('renju forbidden moves (fixtures)', () => {
  it('has the classic cases', () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(15);
  });
  for (const c of fixture.cases) {
    it(`${c.name}: ${c.expect}`, () => {
      const pos = setup(c);
      const point = cell(c.point);
      expect(pos.outcome().kind).toBe('ongoing');
      expect(pos.isForbidden(point)).toBe(c.expect === 'forbidden');
      const before = pos.hashLo;
      pos.make(point);
      const o = pos.outcome();
      if (c.expect === 'allowed') expect(o.kind).toBe('ongoing');
      else {
        expect(o).toMatchObject({ kind: 'win', winner: c.expect === 'five' ? 0 : 1 });
        expect(o.kind === 'win' && o.reason).toBe(c.expect === 'five' ? 'five in a row' : 'forbidden move');
      }
      pos.unmake();
      expect(pos.hashLo).toBe(before);
      expect(pos.isForbidden(point)).toBe(c.expect === 'forbidden');
    });
  }

  it('never restricts white or other rules', () => {
    for (const c of fixture.cases) {
      // The same shapes in white stones, white to move: white is unrestricted.
      const config = boardConfig(15, 'renju');
      const pos = unwrap(positionFromStones(config, c.white.map(cell), c.black.map(cell), 1));
      pos.make(cell(c.point));
      expect(pos.outcome().kind === 'win' && pos.outcome()).not.toMatchObject({ reason: 'forbidden move' });
      const free = setup(c, 'freestyle');
      expect(free.isForbidden(cell(c.point))).toBe(false);
    }
  });
});
