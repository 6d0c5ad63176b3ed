import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

describe('qi solve', () => {
  it('solves the empty board as a draw', async () => {
    const r = await runCli(['solve', 'tictactoe']);
    expect(r.code).toBe(0);
    expect(r.lines).toContain('value draw');
  });

  it('finds the only winning move and the values of the others', async () => {
    // X: a3 b3, O: a2 b2; X to move wins at once on c3, and must otherwise stop O's c2.
    const r = await runCli(['solve', 'tictactoe', 'xx./oo./...', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect([s.toMove, s.value, s.plies, s.best]).toEqual(['X', 'win', 1, ['c3']]);
    const byMove = Object.fromEntries(s.moves.map((m: { move: string; value: string }) => [m.move, m.value]));
    expect(byMove.c3).toBe('win');
    expect(byMove.a1).toBe('loss'); // O completes a2 b2 c2
    expect(s.moves).toHaveLength(5);
  });

  it('reports a lost side to move and a finished game', async () => {
    // O to move, X already has the a3-b2-c1 diagonal.
    const r = await runCli(['solve', 'tictactoe', 'xo./ox./..x']);
    expect(r.code).toBe(0);
    expect(r.lines).toContain('value loss');
    expect(r.out).toContain('game over: X wins (three in a row)');
  });

  it('exits 2 with the decoder message for bad position text', async () => {
    const r = await runCli(['solve', 'tictactoe', 'xq./.../...']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unexpected character "q"');
    expect(r.err.split('\n').filter(Boolean)).toHaveLength(1);
    const illegal = await runCli(['solve', 'tictactoe', 'xxx/.../...']);
    expect([illegal.code, illegal.err.includes('ttt-illegal')]).toEqual([2, true]);
  });
});
