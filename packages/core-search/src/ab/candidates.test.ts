/**
 * Option `candidates`: with a game that offers `game.candidates`, alpha-beta searches only those moves
 * (root and interior nodes, illegal ones dropped at the root); with the option off it uses generate.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../game.js';
import { unwrap } from '../result.js';
import { createAlphaBeta } from './searcher.js';
import { type TakeawayPosition, takeaway } from './testgames/takeaway.js';

/**
 * Take-away with take ≤ 3 (move m takes m + 1; the mover loses when heap % 4 === 0) whose candidates
 * never offer "take 1" while another move exists, and offer an illegal id first at the root.
 */
function withCandidates(heap: number): { game: Game<TakeawayPosition>; calls: { n: number } } {
  const base = unwrap(takeaway.create({ heap, take: 3 }));
  const calls = { n: 0 };
  const game: Game<TakeawayPosition> = {
    ...base,
    candidates: (pos, out) => {
      calls.n++;
      let n = 0;
      if (pos.ply === 0) out[n++] = 7;
      for (let m = 1; m < 3; m++) if (pos.isLegal(m)) out[n++] = m;
      if (n === (pos.ply === 0 ? 1 : 0) && pos.isLegal(0)) out[n++] = 0;
      return n;
    },
  };
  return { game, calls };
}

describe('alpha-beta option candidates', () => {
  it('searches only the candidates when on: the winning "take 1" from heap 5 is never seen', () => {
    const { game, calls } = withCandidates(5);
    const r = unwrap(createAlphaBeta(game, {})).start(game.initial(), { depth: 6 }).run();
    expect([1, 2]).toContain(r.bestMove);
    expect(calls.n).toBeGreaterThan(1); // interior nodes asked too, not just the root
  });

  it('uses generate when off, and finds the win', () => {
    const { game, calls } = withCandidates(5);
    const r = unwrap(createAlphaBeta(game, { candidates: false }))
      .start(game.initial(), { depth: 6 })
      .run();
    expect(r.bestMove).toBe(0);
    expect(r.score?.kind).toBe('mate');
    expect(calls.n).toBe(0);
  });

  it('drops illegal root candidates and still returns a legal move', () => {
    const { game } = withCandidates(3);
    const pos = game.initial();
    const r = unwrap(createAlphaBeta(game, {})).start(pos, { depth: 4 }).run();
    expect(pos.isLegal(r.bestMove)).toBe(true);
    expect(r.bestMove).not.toBe(7);
  });

  it('names the option in the spec only when switched off', () => {
    const { game } = withCandidates(5);
    expect(unwrap(createAlphaBeta(game, {})).spec).not.toContain('candidates');
    expect(unwrap(createAlphaBeta(game, { candidates: false })).spec).toContain('candidates=false');
  });
});
