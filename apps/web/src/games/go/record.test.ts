import { unwrap } from '@qi/core-search';
import { go, vertexToString } from '@qi/game-go';
import { describe, expect, test } from 'vitest';
import { importSgf } from './record.js';

const nine = unwrap(go.create({ size: 9 }));
const names = (size: number, line: readonly number[]) => line.map((m) => vertexToString(size, m)).join(' ');

describe('importSgf', () => {
  test('a 19×19 Sabaki-style record: size and komi from the file, main line, one variation', () => {
    const r = importSgf(nine, '(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp](;B[pp];W[dd])(;B[dd]))');
    expect(r?.ok).toBe(true);
    if (!r?.ok) return;
    expect(r.value.game.params).toMatchObject({ size: 19, komi: 6.5 });
    expect(r.value.start).toBeNull();
    expect(names(19, r.value.moves)).toBe('Q16 D4 Q4 D16');
    expect(r.value.variations.map((v) => names(19, v))).toEqual(['Q16 D4 D16']);
  });
  test('handicap stones become the start, White to move', () => {
    const r = importSgf(nine, '(;GM[1]SZ[9]HA[2]AB[cc][gg];W[ee])');
    expect(r?.ok && r.value.start?.endsWith(' w')).toBe(true);
    expect(r?.ok && names(9, r.value.moves)).toBe('E5');
  });
  test('not SGF: null; broken SGF: an error', () => {
    expect(importSgf(nine, '9/9/9/9/9/9/9/9/9 b')).toBeNull();
    expect(importSgf(nine, '(;GM[1]SZ[9];B[zz])')?.ok).toBe(false);
  });
});
