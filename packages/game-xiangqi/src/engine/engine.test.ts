import { NO_MOVE, unwrap } from '@qi/core-search';
import { describe, expect, it, vi } from 'vitest';
import { formatIccs, parseIccs } from '../notation/coords.js';
import { XiangqiPosition } from '../position.js';
import { createXiangqiEngine } from './engine.js';
import { isPathOutcome } from './game.js';
import { MATE_IN_1, MATE_IN_2 } from './testing.js';
import { attackUnits, nullMoveSafe } from './zugzwang.js';

const engine = () => unwrap(createXiangqiEngine({ search: { hashMb: 4 } }));

describe('Xiangqi engine search', () => {
  it('finds the mate in one', () => {
    const e = engine();
    const r = e.searcher.start(unwrap(e.game.decode(MATE_IN_1)), { depth: 6 }).run();
    expect(r.score).toEqual({ kind: 'mate', moves: 1 });
    expect(formatIccs(r.bestMove)).toBe('b0b9');
  });

  it('finds a mate in two whose first move gives no check', () => {
    const e = engine();
    const pos = unwrap(e.game.decode(MATE_IN_2));
    const r = e.searcher.start(pos, { depth: 6 }).run();
    expect(r.score).toEqual({ kind: 'mate', moves: 2 });
    // The line really mates: play it out.
    for (const m of r.pv) pos.make(m);
    expect(pos.outcome()).toMatchObject({ kind: 'win', winner: 0 });
  });

  it('scores a perpetual check as lost for the checker, and keeps that path out of the table', () => {
    const e = engine();
    // Red checks from a9 and a8 while the Black general steps e9-e8-e9: the cycle's every Red move is check.
    const pos = unwrap(e.game.decode('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1'));
    for (const m of ['a8a9', 'e9e8', 'a9a8']) pos.make(unwrap(parseIccs(pos, m)));
    const withHistory = e.searcher.start(pos, { depth: 4 }).run();
    // Stepping back to e9 repeats the start: Red's perpetual check loses, so Black wins on the path.
    expect(formatIccs(withHistory.bestMove)).toBe('e8e9');
    expect(withHistory.score?.kind).toBe('cp');
    expect(withHistory.score?.kind === 'cp' && withHistory.score.value > 27000).toBe(true);
    // The same position without the history, searched with the same table: no path win any more; the
    // general is smothered next move (d9 faces the Red general, f-file and rank 8 are the chariot's).
    const fresh = unwrap(e.game.decode(pos.toFen()));
    const r = e.searcher.start(fresh, { depth: 4 }).run();
    expect(r.score).toEqual({ kind: 'mate', moves: -1 });
  });

  it('marks its own copy of the position as the search root (cycles below it are judged at once)', () => {
    const spy = vi.spyOn(XiangqiPosition.prototype, 'setSearchRoot');
    try {
      const e = unwrap(createXiangqiEngine({ rules: { repetitions: 3 }, search: { hashMb: 4 } }));
      const pos = unwrap(e.game.decode('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1'));
      e.searcher.start(pos, { depth: 2 }).run();
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.contexts[0]).not.toBe(pos);
    } finally {
      spy.mockRestore();
    }
  });

  it('marks repetition verdicts and the move limit as path-dependent, mates as facts', () => {
    expect(isPathOutcome({ kind: 'win', winner: 0, reason: 'perpetual check' })).toBe(true);
    expect(isPathOutcome({ kind: 'draw', reason: 'repetition' })).toBe(true);
    expect(isPathOutcome({ kind: 'draw', reason: 'no capture in 60 moves' })).toBe(true);
    expect(isPathOutcome({ kind: 'win', winner: 1, reason: 'checkmate' })).toBe(false);
    expect(isPathOutcome({ kind: 'win', winner: 1, reason: 'stalemate' })).toBe(false);
  });

  it('honours banned root moves', () => {
    const e = engine();
    const pos = unwrap(e.game.decode(MATE_IN_1));
    const ban = unwrap(parseIccs(pos, 'b0b9'));
    const r = e.searcher.start(pos, { depth: 3, excludeMoves: [ban] }).run();
    expect(r.bestMove).not.toBe(ban);
    expect(r.bestMove).not.toBe(NO_MOVE);
  });

  it('replays exactly for a seed and node limit', () => {
    const run = () => {
      const e = unwrap(createXiangqiEngine({ search: { hashMb: 4, rootNoise: 20 } }));
      const r = e.searcher.start(e.game.initial(), { nodes: 20_000, seed: 7 }).run();
      return JSON.stringify([r.bestMove, r.score, r.pv, r.stats.nodes]);
    };
    expect(run()).toBe(run());
  });

  it('guards null move by attacking material', () => {
    const e = engine();
    const rich = unwrap(e.game.decode('4k4/9/9/9/9/9/9/9/9/RH1K5 w - - 0 1'));
    const poor = unwrap(e.game.decode('4k4/9/9/9/9/9/9/9/9/1H1K5 w - - 0 1'));
    expect(attackUnits(rich)).toBe(3);
    expect(attackUnits(poor)).toBe(1);
    expect(nullMoveSafe(rich, 2)).toBe(true);
    expect(nullMoveSafe(poor, 2)).toBe(false);
    expect(e.game.nullMoveAllowed?.(poor)).toBe(false);
    const unguarded = unwrap(createXiangqiEngine({ features: { nullMoveGuard: false } }));
    expect(unguarded.game.nullMoveAllowed).toBeUndefined();
  });

  it('extends checks only when the feature is on', () => {
    const e = engine();
    const pos = unwrap(e.game.decode(MATE_IN_1));
    pos.make(unwrap(parseIccs(pos, 'b0b9')));
    expect(e.game.extension?.(pos)).toBe(1);
    const off = unwrap(createXiangqiEngine({ features: { checkExtension: false } }));
    expect(off.game.extension).toBeUndefined();
  });
});
