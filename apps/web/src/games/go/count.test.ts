import { unwrap } from '@qi/core-search';
import { type GoPosition, go } from '@qi/game-go';
import { describe, expect, test } from 'vitest';
import { countArea, scoredResult } from './count.js';

const game = unwrap(go.create({ size: 9 }));
const play = (texts: string[]): GoPosition => {
  const pos = game.initial();
  for (const t of texts) pos.make(unwrap(game.parseMove(pos, t)));
  return pos;
};
// Black's wall on D, White's on E, a black stone on H5 inside White's side, then two passes.
const walls = Array.from({ length: 9 }, (_, i) => [`D${i + 1}`, `E${i + 1}`]).flat();
const ended = play([...walls, 'H5', 'pass', 'pass']);
const h5 = unwrap(game.parseMove(game.initial(), 'H5'));

describe('countArea', () => {
  test('every stone alive: the lone stone makes White’s side nobody’s', () => {
    const c = countArea(ended, [], 7.5);
    expect([c.black, c.white, c.margin]).toEqual([37, 9, 20.5]);
  });
  test('the stone marked dead: its point and White’s side are White’s', () => {
    const c = countArea(ended, [h5], 7.5);
    expect([c.black, c.white, c.margin]).toEqual([36, 45, -16.5]);
    expect(c.owner[h5]).toBe(-1);
  });
});

describe('scoredResult', () => {
  test('after two passes the marks decide the winner', () => {
    expect(scoredResult(ended, 7.5, [h5])).toBe(
      'White wins by 16.5 (W+16.5): area count with komi 7.5, 1 dead stone marked',
    );
    expect(scoredResult(ended, 7.5, [])).toMatch(/^Black wins by 20\.5 \(B\+20\.5\)/);
  });
  test('before the proposal it says so; a game not ended by passes keeps the rules’ result', () => {
    expect(scoredResult(ended, 7.5, null)).toBe('Both passed: counting…');
    expect(scoredResult(play(walls), 7.5, [])).toBeNull();
  });
});
