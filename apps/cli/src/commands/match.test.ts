import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const lastJson = (lines: string[]) => JSON.parse(lines.at(-1)!);

describe('qi match', () => {
  it('plays random against random and ends with a JSON line whose counts sum to the games', async () => {
    const r = await runCli([
      'match',
      'tictactoe',
      '--a',
      'random',
      '--b',
      'random',
      '--games',
      '20',
      '--seed',
      '3',
    ]);
    expect(r.code).toBe(0);
    const s = lastJson(r.lines);
    expect([s.game, s.a, s.b, s.games]).toEqual(['tictactoe', 'random', 'random', 20]);
    expect(s.aWins + s.bWins + s.draws).toBe(20);
    expect(s.score).toBeCloseTo((s.aWins + s.draws / 2) / 20, 4);
    expect(s.eloLow).toBeLessThanOrEqual(s.elo);
    expect(s.eloHigh).toBeGreaterThanOrEqual(s.elo);
    // One line per game, A first in odd games.
    const games = r.lines.filter((l) => l.startsWith('game '));
    expect(games).toHaveLength(20);
    expect(games[0]).toContain('A as X');
    expect(games[1]).toContain('A as O');
    expect(r.out).toContain('Elo A−B');
  });

  it('replays exactly for a seed', async () => {
    const args = ['match', 'tictactoe', '--a', 'random', '--b', 'random', '--games', '6', '--json'];
    const one = await runCli([...args, '--seed', '9']);
    const two = await runCli([...args, '--seed', '9']);
    expect(one.out).toBe(two.out);
    const other = await runCli([...args, '--seed', '10']);
    expect(other.out).not.toBe(one.out);
  });

  it('--json prints one object per game, then the summary', async () => {
    const r = await runCli([
      'match',
      'tictactoe',
      '--a',
      'minimax',
      '--b',
      'random',
      '--games',
      '4',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const objects = r.lines.map((l) => JSON.parse(l));
    expect(objects).toHaveLength(5);
    expect(objects.slice(0, 4).map((o) => o.aSide)).toEqual(['X', 'O', 'X', 'O']);
    const s = objects[4];
    // Perfect play never loses.
    expect(s.bWins).toBe(0);
    expect(s.a).toBe('minimax(tieBreak=random)');
    expect(objects.slice(0, 4).filter((o) => o.result === 'a')).toHaveLength(s.aWins);
  });

  it('all draws give score 0.5 and Elo 0', async () => {
    const r = await runCli(['match', 'tictactoe', '--a', 'minimax', '--b', 'minimax', '--games', '4']);
    const s = lastJson(r.lines);
    expect([s.draws, s.score, s.elo, s.eloLow, s.eloHigh]).toEqual([4, 0.5, 0, 0, 0]);
  });

  it('alphabeta (the default A) against mcts draws tic-tac-toe', async () => {
    const r = await runCli(['match', 'tictactoe', '--b', 'mcts', '--games', '4']);
    expect(r.code).toBe(0);
    const s = lastJson(r.lines);
    expect([s.a, s.b, s.draws]).toEqual(['alphabeta', 'mcts', 4]);
  });

  it('exits 2 naming an unknown game, searcher, option or value', async () => {
    const game = await runCli(['match', 'nosuchgame', '--a', 'random', '--b', 'random']);
    expect(game.code).toBe(2);
    expect(game.err).toContain('nosuchgame');
    const searcher = await runCli(['match', 'tictactoe', '--a', 'random', '--b', 'nosuchai']);
    expect([searcher.code, searcher.err]).toEqual([
      2,
      expect.stringContaining('--b: unknown searcher "nosuchai"'),
    ]);
    const option = await runCli(['match', 'tictactoe', '--a', 'minimax(dpth=3)', '--b', 'random']);
    expect([option.code, option.err]).toEqual([2, expect.stringContaining('"dpth"')]);
    const value = await runCli(['match', 'tictactoe', '--a', 'minimax(depth=deep)', '--b', 'random']);
    expect([value.code, value.err]).toEqual([2, expect.stringContaining('"depth"')]);
    const games = await runCli(['match', 'tictactoe', '--games', '0']);
    expect([games.code, games.err]).toEqual([2, expect.stringContaining('--games')]);
    const flag = await runCli(['match', 'tictactoe', '--gmaes', '3']);
    expect([flag.code, flag.err]).toEqual([2, expect.stringContaining('--gmaes')]);
    for (const r of [game, searcher, option, value, games, flag]) expect(r.err).not.toMatch(/\n\s+at /);
  });
});
