import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GoPosition } from './board.js';
import { go } from './plugin.js';
import { goPriors } from './priors.js';
import { parseVertex } from './vertex.js';

/** The prior (value, weight) of each vertex in `vertices` at `pos`, with the corner prior `corner`. */
function priorsOf(pos: GoPosition, vertices: string[], corner: number): Array<[number, number]> {
  const moves = Int32Array.from(vertices, (v) => unwrap(parseVertex(pos.geo.size, v)));
  const value = new Float32Array(moves.length);
  const weight = new Float32Array(moves.length);
  goPriors(pos, moves, moves.length, value, weight, true, 10, corner);
  return vertices.map((_, i) => [value[i]!, weight[i]!]);
}

const board = (size: number, ...stones: string[]): GoPosition => {
  const pos = unwrap(go.create({ size })).initial();
  for (const s of stones) pos.make(unwrap(parseVertex(size, s)));
  return pos;
};

describe('the empty-corner prior (priorCorner)', () => {
  it('raises the 3-3, 3-4, 4-4, 3-5 and 4-5 points of an empty corner on 19×19, nothing else', () => {
    const pos = board(19);
    const corner = ['D4', 'C3', 'C4', 'D3', 'C5', 'E4', 'Q16', 'R17', 'Q3', 'D17'];
    const other = ['K10', 'D10', 'F6', 'E5', 'B2'];
    const off = priorsOf(pos, [...corner, ...other], 0);
    const on = priorsOf(pos, [...corner, ...other], 10);
    for (let i = 0; i < corner.length; i++) expect(on[i]![0]).toBeGreaterThan(off[i]![0]);
    for (let i = corner.length; i < off.length; i++) expect(on[i]).toEqual(off[i]);
  });

  it('stops once the corner has a stone, and is off below 13×13', () => {
    const taken = board(19, 'C3');
    expect(priorsOf(taken, ['D4', 'Q16'], 10)[0]).toEqual(priorsOf(taken, ['D4', 'Q16'], 0)[0]);
    expect(priorsOf(taken, ['D4', 'Q16'], 10)[1]![0]).toBeGreaterThan(
      priorsOf(taken, ['D4', 'Q16'], 0)[1]![0],
    );
    const small = board(9);
    expect(priorsOf(small, ['C3', 'D4'], 10)).toEqual(priorsOf(small, ['C3', 'D4'], 0));
  });

  it('counts 13×13 corners too', () => {
    const pos = board(13);
    expect(priorsOf(pos, ['D4', 'K10'], 10)[0]![0]).toBeGreaterThan(priorsOf(pos, ['D4', 'K10'], 0)[0]![0]);
  });
});
