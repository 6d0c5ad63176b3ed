import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GoPosition } from './board.js';
import { vitalPoint } from './nakade.js';
import { DEFAULT_POLICY, runPlayout } from './playout.js';
import { go } from './plugin.js';
import { parseVertex } from './vertex.js';

const game = unwrap(go.create({ size: 9 }));
const id = (pos: GoPosition, text: string) => unwrap(parseVertex(pos.geo.size, text));
/** Rows 9 to 3 empty, then the given rows 2 and 1 (or 3, 2, 1 when three are given). */
const corner = (...rows: string[]) =>
  unwrap(game.decode(`${'9/'.repeat(9 - rows.length)}${rows.join('/')} b`));
const vital = (pos: GoPosition, at: string) => vitalPoint(pos, pos.geo.pointOf[id(pos, at)]!);

describe('vitalPoint', () => {
  it.each([
    ['straight three', ['ooo6', '3o5'], 'A1', 'B1'],
    ['bent three', ['o8', '1o7', '2o6'], 'A1', 'A1'],
    ['pyramid four', ['1o7', 'o1o6', '3o5'], 'A1', 'B1'],
    ['bulky five', ['oo7', '2o6', '3o5'], 'C1', 'B1'],
  ])('%s: the point with most neighbours in the space', (_name, rows, from, want) => {
    const pos = corner(...rows);
    expect(vital(pos, from)).toBe(pos.geo.pointOf[id(pos, want)]);
  });

  it.each([
    ['straight four (alive: two vital points)', ['oooo5', '4o4']],
    ['a border of both colours', ['oox6', '3o5']],
    ['a two-point space', ['oo7', '2o6']],
  ])('none for %s', (_name, rows) => {
    expect(vital(corner(...rows), 'A1')).toBe(0);
  });

  it('none in an open area', () => {
    expect(vital(unwrap(game.decode('9/9/9/9/4x4/9/9/9/9 b')), 'A1')).toBe(0);
  });
});

describe('nakade in playouts', () => {
  it('the side to move takes the vital point of the space the last move closed', () => {
    // White closes a straight three with D1; Black's throw-in at B1 kills.
    const pos = unwrap(game.decode('9/9/9/9/9/9/9/ooo6/9 w'));
    pos.make(id(pos, 'D1'));
    const knobs = { ...DEFAULT_POLICY, capture: 0, pattern: 0 };
    const first = (nakade: number) => {
      const rng = new Rng(3);
      const played = new Int32Array(400);
      let n = 0;
      for (let i = 0; i < 100; i++) {
        runPlayout(pos.clone(), rng, played, 'default', game.rules.maxPlies, { ...knobs, nakade });
        if (played[0] === id(pos, 'B1')) n++;
      }
      return n;
    };
    expect(first(1)).toBe(100);
    expect(first(0)).toBeLessThan(15);
  });
});
