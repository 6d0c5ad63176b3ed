import { MATE, PATH_WIN } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { scoreText } from './format.js';

describe('scoreText', () => {
  it('prints centipawns and mates in each protocol', () => {
    expect(scoreText('uci', { kind: 'cp', value: 35 })).toBe('cp 35');
    expect(scoreText('ucci', { kind: 'cp', value: -35 })).toBe('-35');
    expect(scoreText('uci', { kind: 'mate', moves: 2 })).toBe('mate 2');
    expect(scoreText('ucci', { kind: 'mate', moves: -1 })).toBe('-9998');
  });

  it('prints a repetition-rule result (the path band) as a mate that far away (issue 13)', () => {
    // PATH_WIN - ply: a win by rule found 3 plies down is a "mate in 2", one 2 plies down a "mated in 1".
    expect(scoreText('uci', { kind: 'cp', value: PATH_WIN - 3 })).toBe('mate 2');
    expect(scoreText('uci', { kind: 'cp', value: -(PATH_WIN - 2) })).toBe('mate -1');
    expect(scoreText('ucci', { kind: 'cp', value: PATH_WIN - 3 })).toBe('9997');
    expect(scoreText('ucci', { kind: 'cp', value: -(PATH_WIN - 2) })).toBe('-9998');
    // Ordinary large evaluations stay centipawns.
    expect(scoreText('uci', { kind: 'cp', value: PATH_WIN - 200 })).toBe(`cp ${PATH_WIN - 200}`);
    expect(PATH_WIN).toBeLessThan(MATE - 1000);
  });
});
