import { unwrap } from '@qi/core-search';
import { gomoku } from '@qi/game-gomoku';
import { describe, expect, test } from 'vitest';
import { gomokuEngineSearcher } from './engineSearcher.js';

const game = unwrap(gomoku.create({ size: 9, rule: 'freestyle' }));

describe('the gomoku engine as a searcher', () => {
  test('plays gomoku only', () => {
    expect(gomokuEngineSearcher.supports(game.info)).toBe(true);
    expect(gomokuEngineSearcher.supports({ ...game.info, id: 'go' })).toBe('only plays gomoku');
  });
  test('completes an open four: one step, a legal winning move, proven', () => {
    const pos = game.initial();
    // Black e5 f5 g5 h5 (open four on row 5), White answers far away.
    for (const t of ['e5', 'a1', 'f5', 'a9', 'g5', 'i1', 'h5', 'i9'])
      pos.make(unwrap(game.parseMove(pos, t)));
    const s = unwrap(gomokuEngineSearcher.create(game, {}));
    const session = s.start(pos, { nodes: 2000, seed: 1 });
    expect(session.step()).toBe(true);
    const r = session.result();
    expect(['d5', 'i5']).toContain(game.moveToString(pos, r.bestMove));
    expect(r.proven).toBe(true);
    expect(pos.ply).toBe(8);
  });
  test('bad options are typed errors', () => {
    expect(gomokuEngineSearcher.create(game, { quiet: 'magic' })).toMatchObject({ ok: false });
  });
});
