import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { vitalPoint, vitalPointNear } from './nakade.js';
import { go } from './plugin.js';

const game = unwrap(go.create({ size: 9 }));

/** The vital point of the eye space holding (x, y), as [x, y], or null. */
function vital(rows: string, x: number, y: number): [number, number] | null {
  const pos = unwrap(game.decode(`${rows} b`));
  const v = vitalPoint(pos, pos.geo.point(x, y));
  return v === 0 ? null : [pos.geo.xOf[v]!, pos.geo.yOf[v]!];
}

describe('nakade vital points', () => {
  it('straight three: the middle; bent three: the corner', () => {
    expect(vital('3x5/xxx6/9/9/9/9/9/9/9', 0, 0)).toEqual([1, 0]);
    expect(vital('2x6/1xx6/xx7/9/9/9/9/9/9', 0, 1)).toEqual([0, 0]);
  });

  it('bulky five: the point inside the square next to the extra one', () => {
    expect(vital('3x5/2xx5/xx7/9/9/9/9/9/9', 0, 1)).toEqual([1, 0]);
  });

  it('no single vital point in a square four or a straight four', () => {
    expect(vital('2x6/2x6/xx7/9/9/9/9/9/9', 0, 0)).toBeNull();
    expect(vital('4x4/xxxx5/9/9/9/9/9/9/9', 0, 0)).toBeNull();
  });

  it('none for a region bordered by both colours, too large or too small', () => {
    expect(vital('3o5/xxx6/9/9/9/9/9/9/9', 0, 0)).toBeNull();
    expect(vital('9/9/9/9/9/9/9/9/9', 4, 4)).toBeNull();
    expect(vital('1x7/xx7/9/9/9/9/9/9/9', 0, 0)).toBeNull();
  });

  it('found from a neighbour of the last move', () => {
    const pos = unwrap(game.decode('3x5/xxx6/9/9/9/9/9/9/9 w'));
    expect(vitalPointNear(pos, pos.geo.point(3, 0))).toBe(pos.geo.point(1, 0));
    expect(vitalPointNear(pos, pos.geo.point(6, 6))).toBe(0);
  });
});
