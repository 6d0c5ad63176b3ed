/**
 * Option `candidates`: MCTS expands nodes with `game.candidates` when the game has it (illegal ids
 * dropped), and with every legal move when the option is off.
 */
import { describe, expect, it } from 'vitest';
import { type TakeawayPosition, takeaway } from '../ab/testgames/takeaway.js';
import type { Game } from '../game.js';
import { unwrap } from '../result.js';
import { mctsSearcher } from './searcher.js';

/** Take-away (take ≤ 3; move m takes m + 1) whose candidates hide "take 1" and add an illegal id. */
function withCandidates(heap: number): { game: Game<TakeawayPosition>; calls: { n: number } } {
  const base = unwrap(takeaway.create({ heap, take: 3 }));
  const calls = { n: 0 };
  const game: Game<TakeawayPosition> = {
    ...base,
    candidates: (pos, out) => {
      calls.n++;
      let n = 0;
      out[n++] = 7;
      for (let m = 1; m < 3; m++) if (pos.isLegal(m)) out[n++] = m;
      if (n === 1 && pos.isLegal(0)) out[n++] = 0;
      return n;
    },
  };
  return { game, calls };
}

describe('MCTS option candidates', () => {
  it('expands only legal candidates when on: the winning "take 1" from heap 5 is never played', () => {
    const { game, calls } = withCandidates(5);
    const pos = game.initial();
    const r = unwrap(mctsSearcher.create(game, {})).start(pos, { nodes: 300, seed: 3 }).run();
    expect([1, 2]).toContain(r.bestMove);
    expect(pos.isLegal(r.bestMove)).toBe(true);
    expect(calls.n).toBeGreaterThan(1); // nodes below the root were expanded through it too
  });

  it('expands every legal move when off, and finds the win', () => {
    const { game, calls } = withCandidates(5);
    const r = unwrap(mctsSearcher.create(game, { candidates: false }))
      .start(game.initial(), { nodes: 2000, seed: 3 })
      .run();
    expect(r.bestMove).toBe(0);
    expect(calls.n).toBe(0);
  });
});
