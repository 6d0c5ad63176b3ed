import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { parseIccs } from '../notation/coords.js';
import { xiangqi } from '../plugin.js';
import { structureKey } from './structure-key.js';

const game = unwrap(xiangqi.create({}));
const play = (...moves: string[]) => {
  const pos = game.initial();
  for (const m of moves) pos.make(unwrap(parseIccs(pos, m)));
  return pos;
};

describe('structureKey', () => {
  it('ignores the pieces that move freely (chariots, horses, cannons)', () => {
    expect(structureKey(play('h2e2', 'h9g7', 'b0c2'))).toBe(structureKey(game.initial()));
  });

  it('changes when a soldier, an elephant or an advisor moves', () => {
    const start = structureKey(game.initial());
    expect(structureKey(play('c3c4'))).not.toBe(start);
    expect(structureKey(play('c0e2'))).not.toBe(start);
    expect(structureKey(play('d0e1'))).not.toBe(start);
  });
});
