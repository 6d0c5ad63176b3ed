import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { atariLadders, escapeIsLaddered } from './ladder.js';
import { go } from './plugin.js';

const game = unwrap(go.create({ size: 9 }));

// White's stone at E5 is in atari (liberty E4); extending there leaves two liberties and Black
// chases it towards the lower left corner.
const chased = '9/9/9/4x4/3xox3/5x3/9/9/9 w';

describe('ladders', () => {
  it('an escape the ladder captures is laddered; a breaker on its path saves it', () => {
    const free = (rows: string) => {
      const pos = unwrap(game.decode(rows));
      return escapeIsLaddered(pos, pos.geo.point(4, 5));
    };
    expect(free(chased)).toBe(true);
    // White stones on the ladder's diagonal (B2, C3) break it; one beside it (B1) does not.
    expect(free('9/9/9/4x4/3xox3/5x3/9/1o7/9 w')).toBe(false);
    expect(free('9/9/9/4x4/3xox3/5x3/2o6/9/9 w')).toBe(false);
    expect(free('9/9/9/4x4/3xox3/5x3/9/9/1o7 w')).toBe(true);
  });

  it('an escape to three liberties is not a ladder', () => {
    const pos = unwrap(game.decode('9/9/9/4x4/3xox3/9/9/9/9 w'));
    expect(escapeIsLaddered(pos, pos.geo.point(4, 5))).toBe(false);
  });

  it('an atari that starts a working ladder is found, and the reading leaves the position as it was', () => {
    const pos = unwrap(game.decode('9/9/9/4x4/3xo4/5x3/9/9/9 b'));
    const before = game.encode(pos);
    expect(atariLadders(pos, pos.geo.point(5, 4), pos.geo.point(4, 4))).toBe(true);
    expect(game.encode(pos)).toBe(before);
    // With a White stone on the way out the same atari fails.
    const broken = unwrap(game.decode('9/9/9/4x4/3xo4/5x3/9/1o7/9 b'));
    expect(atariLadders(broken, broken.geo.point(5, 4), broken.geo.point(4, 4))).toBe(false);
    // The other atari chases it the other way, where nothing stands in the way.
    expect(atariLadders(broken, broken.geo.point(4, 5), broken.geo.point(4, 4))).toBe(true);
  });
});
