import { describe, expect, it } from 'vitest';
import { parseCommand } from './commands.js';
import { applyOption, DEFAULT_SETTINGS, skillLimits } from './options.js';
import { planGo, planTime, SoftLimit, type TimeBudget } from './time.js';

const cmd = (line: string, mode: 'ucci' | 'uci' = 'ucci') => {
  const r = parseCommand(line, mode);
  return r.ok ? r.value : r.error.code;
};

describe('parseCommand', () => {
  it('reads positions with and without moves', () => {
    expect(cmd('position startpos')).toEqual({ kind: 'position', fen: null, moves: [] });
    expect(cmd('position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 moves e0d0 e9d9')).toEqual({
      kind: 'position',
      fen: '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1',
      moves: ['e0d0', 'e9d9'],
    });
    expect(cmd('position')).toBe('protocol-bad-position');
    expect(cmd('position fen')).toBe('protocol-bad-position');
    expect(cmd('position startpos extra')).toBe('protocol-bad-position');
  });

  it('reads UCCI and UCI go limits', () => {
    expect(cmd('go depth 6')).toMatchObject({ kind: 'go', depth: 6, ponder: false });
    expect(cmd('go ponder time 300 increment 2 opptime 280 oppincrement 2')).toMatchObject({
      ponder: true,
      time: 300,
      increment: 2,
    });
    expect(cmd('go draw nodes 5000')).toMatchObject({ draw: true, nodes: 5000 });
    expect(cmd('go depth infinite')).toMatchObject({ infinite: true });
    expect(cmd('go wtime 60000 btime 50000 winc 1000 binc 1000 movestogo 20', 'uci')).toMatchObject({
      wtime: 60000,
      btime: 50000,
      winc: 1000,
      binc: 1000,
      movesToGo: 20,
    });
    expect(cmd('go movetime 200', 'uci')).toMatchObject({ moveTime: 200 });
    expect(cmd('go depth')).toBe('protocol-missing-value');
    expect(cmd('go depth -3')).toBe('protocol-bad-number');
    expect(cmd('go sideways 3')).toBe('protocol-unknown-token');
    expect(cmd('go depth 4 searchmoves h3e3 b1c3 movetime 100', 'uci')).toMatchObject({
      depth: 4,
      searchMoves: ['h3e3', 'b1c3'],
      moveTime: 100,
    });
    expect(cmd('go mate 2', 'uci')).toMatchObject({ mate: 2 });
  });

  it('reads setoption in each protocol’s form', () => {
    expect(cmd('setoption hashsize 64')).toEqual({ kind: 'setoption', name: 'hashsize', value: '64' });
    expect(cmd('setoption bookfiles /books/BOOK.DAT')).toEqual({
      kind: 'setoption',
      name: 'bookfiles',
      value: '/books/BOOK.DAT',
    });
    expect(cmd('setoption newgame')).toEqual({ kind: 'newgame' });
    expect(cmd('setoption name Skill Level value 5', 'uci')).toEqual({
      kind: 'setoption',
      name: 'Skill Level',
      value: '5',
    });
    expect(cmd('setoption name Clear Hash', 'uci')).toEqual({
      kind: 'setoption',
      name: 'Clear Hash',
      value: '',
    });
    expect(cmd('setoption Hash 5', 'uci')).toBe('protocol-missing-value');
  });

  it('answers only its own greeting', () => {
    expect(cmd('ucci', 'ucci')).toEqual({ kind: 'hello' });
    expect(cmd('uci', 'uci')).toEqual({ kind: 'hello' });
    expect(cmd('uci', 'ucci')).toBe('protocol-wrong-protocol');
    expect(cmd('', 'uci')).toEqual({ kind: 'empty' });
    expect(cmd('   ', 'uci')).toEqual({ kind: 'empty' });
    expect(cmd('ucinewgame', 'uci')).toEqual({ kind: 'newgame' });
    expect(cmd('dance')).toBe('protocol-unknown-command');
    expect(cmd('x'.repeat(70_000))).toBe('protocol-unknown-command');
  });
});

describe('applyOption', () => {
  const set = (name: string, value: string) => {
    const r = applyOption(DEFAULT_SETTINGS, name, value);
    return r.ok ? r.value.settings : r.error.code;
  };
  it('maps UCCI and UCI names to the same settings', () => {
    expect(set('hashsize', '64')).toMatchObject({ hashMb: 64 });
    expect(set('Hash', '64')).toMatchObject({ hashMb: 64 });
    expect(set('usebook', 'false')).toMatchObject({ useBook: false });
    expect(set('OwnBook', 'false')).toMatchObject({ useBook: false });
    expect(set('randomness', 'small')).toMatchObject({ randomness: 10 });
    expect(set('Randomness', '30')).toMatchObject({ randomness: 30 });
    expect(set('Skill Level', '3')).toMatchObject({ skill: 3 });
    expect(set('usemillisec', 'true')).toMatchObject({ useMillisec: true });
  });
  it('refuses bad values and unknown options', () => {
    expect(set('Hash', '0')).toBe('option-bad-value');
    expect(set('Hash', 'lots')).toBe('option-bad-value');
    expect(set('Threads', '4')).toBe('option-bad-value');
    expect(set('usebook', 'maybe')).toBe('option-bad-value');
    expect(set('Contempt', '10')).toBe('option-unknown');
  });
  it('makes lower skill shallower and noisier', () => {
    expect(skillLimits(20)).toEqual({ depth: 0, noise: 0 });
    expect(skillLimits(0).depth).toBe(1);
    expect(skillLimits(10).depth).toBeGreaterThan(skillLimits(2).depth);
    expect(skillLimits(2).noise).toBeGreaterThan(skillLimits(10).noise);
  });
});

describe('planTime', () => {
  const policy = { overheadMs: 50, horizonMoves: 30, hardFactor: 3, maxShare: 0.4 };
  it('uses a fixed move time less the overhead', () => {
    expect(planTime({ moveTimeMs: 1000 }, policy)).toEqual({ fixed: true, softMs: 950, hardMs: 950 });
    expect(planTime({ moveTimeMs: 10 }, policy)).toEqual({ fixed: true, softMs: 1, hardMs: 1 });
  });
  it('has no plan without a clock', () => {
    expect(planTime({}, policy)).toBeNull();
  });
  it('never plans past the time left, whatever the clock', () => {
    for (const remainingMs of [0, 30, 100, 1000, 60_000, 600_000])
      for (const incrementMs of [0, 1000, 5000])
        for (const movesToGo of [undefined, 1, 2, 40]) {
          const b = planTime({ remainingMs, incrementMs, ...(movesToGo ? { movesToGo } : {}) }, policy)!;
          expect(b.softMs).toBeLessThanOrEqual(b.hardMs);
          expect(b.hardMs).toBeLessThanOrEqual(Math.max(1, remainingMs - policy.overheadMs));
          expect(b.hardMs).toBeGreaterThan(0);
        }
  });
  it('spends more with more time and with an increment', () => {
    const a = planTime({ remainingMs: 60_000 }, policy)!;
    const b = planTime({ remainingMs: 120_000 }, policy)!;
    const c = planTime({ remainingMs: 60_000, incrementMs: 2000 }, policy)!;
    expect(b.softMs).toBeGreaterThan(a.softMs);
    expect(c.softMs).toBeGreaterThan(a.softMs);
    const last = planTime({ remainingMs: 10_000, movesToGo: 1 }, policy)!;
    expect(last.softMs).toBeGreaterThan(5000);
  });
});

describe('SoftLimit', () => {
  const clock: TimeBudget = { fixed: false, softMs: 1000, hardMs: 3000 };
  it('searches a fixed move time to its hard limit', () => {
    const s = new SoftLimit({ fixed: true, softMs: 500, hardMs: 500 });
    s.iterationDone(1, 0);
    expect(s.startAnother(499)).toBe(true);
    expect(s.startAnother(500)).toBe(false);
  });
  it('keeps the target while the best move and score hold', () => {
    const s = new SoftLimit(clock);
    for (let i = 0; i < 4; i++) s.iterationDone(7, 20);
    expect(s.targetMs()).toBe(1000);
    expect(s.startAnother(590)).toBe(true);
    expect(s.startAnother(610)).toBe(false);
  });
  it('stretches the target when the best move changes or the score drops, up to the hard limit', () => {
    const changing = new SoftLimit(clock);
    changing.iterationDone(7, 20);
    changing.iterationDone(8, 20);
    expect(changing.targetMs()).toBeGreaterThan(1000);
    expect(changing.startAnother(610)).toBe(true);
    const falling = new SoftLimit(clock);
    falling.iterationDone(7, 20);
    falling.iterationDone(7, -80);
    expect(falling.targetMs()).toBeGreaterThan(1000);
    const both = new SoftLimit(clock);
    for (let i = 0; i < 8; i++) both.iterationDone(i, -300 * i);
    expect(both.targetMs()).toBe(3000);
    // A rising score is no reason to think longer.
    const rising = new SoftLimit(clock);
    rising.iterationDone(7, 20);
    rising.iterationDone(7, 200);
    expect(rising.targetMs()).toBe(1000);
  });
});

describe('planGo', () => {
  const go = (line: string, mode: 'ucci' | 'uci') => {
    const r = parseCommand(line, mode);
    if (!r.ok || r.value.kind !== 'go') throw new Error('not a go');
    return r.value;
  };
  const seconds = { useMillisec: false, moveOverheadMs: 50 };
  const millis = { useMillisec: true, moveOverheadMs: 50 };

  it('reads UCCI clocks in seconds unless usemillisec is set', () => {
    const s = planGo(go('go time 60 increment 2', 'ucci'), 'ucci', 0, seconds)!;
    const ms = planGo(go('go time 60000 increment 2000', 'ucci'), 'ucci', 0, millis)!;
    expect(s).toEqual(ms);
    expect(s.softMs).toBeGreaterThan(1000);
    expect(planGo(go('go time 60', 'ucci'), 'ucci', 0, millis)!.hardMs).toBeLessThan(60);
    expect(planGo(go('go depth 5', 'ucci'), 'ucci', 0, seconds)).toBeNull();
  });

  it('reads a UCCI movetime in milliseconds (issue 13: it was ignored)', () => {
    const fixed = { fixed: true, softMs: 250, hardMs: 250 };
    expect(planGo(go('go movetime 300', 'ucci'), 'ucci', 0, seconds)).toEqual(fixed);
    expect(planGo(go('go movetime 300', 'ucci'), 'ucci', 1, millis)).toEqual(fixed);
  });

  it('reads the UCI clock of the side to move', () => {
    const line = go('go wtime 100000 btime 2000 winc 0 binc 0', 'uci');
    const red = planGo(line, 'uci', 0, seconds)!;
    const black = planGo(line, 'uci', 1, seconds)!;
    expect(red.softMs).toBeGreaterThan(black.softMs * 10);
    expect(black.hardMs).toBeLessThan(2000);
    expect(planGo(go('go movetime 300', 'uci'), 'uci', 1, seconds)).toEqual({
      fixed: true,
      softMs: 250,
      hardMs: 250,
    });
    expect(planGo(go('go infinite', 'uci'), 'uci', 0, seconds)).toBeNull();
  });
});
