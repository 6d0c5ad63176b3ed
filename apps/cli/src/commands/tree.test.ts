import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

describe('qi tree', () => {
  it('counts the whole tic-tac-toe tree from the empty board', async () => {
    const r = await runCli(['tree', 'tictactoe', '--count']);
    expect(r.code).toBe(0);
    expect(r.lines).toContain('nodes 549946');
    expect(r.lines).toContain('games 255168');
    expect(r.lines).toContain('positions 5478');
  });

  it('prints JSON whose parts add up, and the subtrees of the first moves sum to the whole tree', async () => {
    const whole = JSON.parse((await runCli(['tree', 'tictactoe', '--count', '--json'])).out);
    expect(whole.xWins + whole.oWins + whole.draws).toBe(whole.games);
    let nodes = 1; // the root
    let games = 0;
    for (let cell = 0; cell < 9; cell++) {
      const board = [...'.........'].map((c, i) => (i === cell ? 'x' : c)).join('');
      const r = await runCli(['tree', 'tictactoe', '--count', '--position', board, '--json']);
      expect(r.code).toBe(0);
      const t = JSON.parse(r.out);
      nodes += t.nodes;
      games += t.games;
    }
    expect([nodes, games]).toEqual([whole.nodes, whole.games]);
  });

  it('refuses bad positions, other modes and unknown games with exit code 2', async () => {
    const bad = await runCli(['tree', 'tictactoe', '--count', '--position', 'xxx']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('expected 9 cells');
    const none = await runCli(['tree', 'tictactoe']);
    expect([none.code, none.err.includes('--count')]).toEqual([2, true]);
    const unknown = await runCli(['tree', 'chess', '--count']);
    expect([unknown.code, unknown.err.includes('"chess"')]).toEqual([2, true]);
  });
});
