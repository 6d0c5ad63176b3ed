import { unwrap } from '@qi/core-search';
import { go } from '@qi/game-go';
import { describe, expect, test } from 'vitest';
import { goCaptures } from './captures.js';

const game = unwrap(go.create({ size: 5 }));
const line = (texts: string[]) => {
  const pos = game.initial();
  return texts.map((t) => {
    const m = unwrap(game.parseMove(pos, t));
    pos.make(m);
    return m;
  });
};

describe('goCaptures', () => {
  test('counts a captured stone for the capturer, at the ply it happens', () => {
    // White A5 is surrounded by Black B5 and A4.
    const moves = line(['B5', 'A5', 'A4']);
    expect(goCaptures(game.initial(), moves, 2)).toEqual([0, 0]);
    expect(goCaptures(game.initial(), moves, 3)).toEqual([1, 0]);
  });
  test('a two-stone capture and passes', () => {
    // White A5, A4 are captured by Black B5, B4, A3.
    const moves = line(['B5', 'A5', 'B4', 'A4', 'pass', 'pass']);
    expect(goCaptures(game.initial(), moves, moves.length)).toEqual([0, 0]);
    const more = line(['B5', 'A5', 'B4', 'A4', 'A3']);
    expect(goCaptures(game.initial(), more, more.length)).toEqual([2, 0]);
  });
  test('white captures count for White', () => {
    const moves = line(['A5', 'B5', 'pass', 'A4']);
    expect(goCaptures(game.initial(), moves, moves.length)).toEqual([0, 1]);
  });
});
