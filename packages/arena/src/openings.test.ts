import { unwrap } from '@qi/core-search';
import { tictactoe } from '@qi/game-tictactoe';
import { describe, expect, it } from 'vitest';
import { openingPosition, parseOpenings, randomOpenings } from './openings.js';

const game = unwrap(tictactoe.create());

describe('openings', () => {
  it('draws seeded random openings of the asked length that leave the game going', () => {
    const a = randomOpenings(game, 5, 4, 7);
    expect(a).toEqual(randomOpenings(game, 5, 4, 7));
    expect(a).not.toEqual(randomOpenings(game, 5, 4, 8));
    for (const o of a) {
      expect(o.moves).toHaveLength(4);
      const r = unwrap(openingPosition(game, o));
      const pos = r.start;
      for (const m of r.moves) pos.make(m);
      expect(pos.outcome().kind).toBe('ongoing');
    }
  });

  it('reads one position per line, skipping comments, and names a bad line', () => {
    const r = unwrap(parseOpenings(game, '# two openings\nx../.../...\n\n.o./.x./...\n'));
    expect(r.map((o) => o.start)).toEqual(['x../.../...', '.o./.x./...']);
    const bad = parseOpenings(game, 'x../.../...\nxxx/oo./...\n');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/^line 2: the game is already over/);
    const junk = parseOpenings(game, 'x../.../...\nqqq\n');
    if (!junk.ok) expect(junk.error.message).toMatch(/^line 2: /);
    expect(junk.ok).toBe(false);
    expect(parseOpenings(game, '# nothing\n').ok).toBe(false);
  });
});
