import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { SEKI_FIXTURES } from '../bench/seki-fixtures.js';
import { go } from './plugin.js';
import { sacrifices } from './sacrifice.js';
import { vertexToString } from './vertex.js';

const game = unwrap(go.create({ size: 9, komi: 7 }));
const load = (rows: readonly string[]) => unwrap(game.decode(`${rows.join('/')} b`));
const names = (ids: readonly number[]) => ids.map((m) => vertexToString(9, m)).sort();
const fixture = (name: string) => SEKI_FIXTURES.find((f) => f.name === name)!.rows;

describe('groups a sacrifice kills', () => {
  it('three stones: the enclosing string is the victim, the inner string the killer', () => {
    const s = sacrifices(load(fixture('sacrifice-three')));
    expect(names(s.victims)).toEqual(['A4', 'B1', 'B2', 'B4', 'C2', 'C3', 'C4', 'D3']);
    expect(names(s.killers)).toEqual(['A2', 'A3']);
  });

  it('a lone stone whose liberties are all the enclosing string has', () => {
    const s = sacrifices(load(fixture('sacrifice-two')));
    expect(names(s.victims)).toEqual(['A6', 'A7', 'B7', 'B8', 'C8', 'C9', 'D9']);
    expect(names(s.killers)).toEqual(['A9']);
  });

  it('none in a real seki: the sacrifice would leave an eye space of six', () => {
    for (const name of ['no-eyes', 'one-eye-each', 'seki-and-dead'])
      expect(sacrifices(load(fixture(name))), name).toEqual({ victims: [], killers: [] });
  });

  it('none when the eye space left is a straight four (two eyes: the seki stands)', () => {
    // Black's A2 A3 A4 share White's only liberties A1 and A5; either sacrifice leaves A1–A4 or
    // A2–A5, four in a line, where White makes two eyes.
    const rows = [
      '....xo...',
      '....xo...',
      'xxxxxo...',
      'oox.xo...',
      '.ox.xo...',
      'xox.xo...',
      'xox.xo...',
      'xox.xo...',
      '.ox.xo...',
    ];
    expect(sacrifices(load(rows))).toEqual({ victims: [], killers: [] });
    // With White on A1 and A2 empty, Black's A3 A4 share the liberties A2 and A5: three in a line,
    // killable.
    const three = rows.map((r, i) => (i === 7 ? `.${r.slice(1)}` : i === 8 ? `o${r.slice(1)}` : r));
    expect(names(sacrifices(load(three)).killers)).toEqual(['A3', 'A4']);
  });
});
