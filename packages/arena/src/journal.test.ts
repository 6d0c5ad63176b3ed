import { describe, expect, it } from 'vitest';
import { headerDifference, type JournalHeader, parseJournal } from './journal.js';

const header: JournalHeader = {
  type: 'header',
  version: 1,
  game: 'tictactoe',
  mode: 'match',
  players: ['minimax', 'random'],
  games: 4,
  seed: 1,
  limits: { nodes: 100 },
  openings: { source: 'initial', count: 0 },
  total: 4,
};
const game = (index: number, result = 'a') =>
  JSON.stringify({ type: 'game', index, pairing: 0, round: index, result, moves: [] });

describe('results journal', () => {
  it('reads the header and games, dropping a line cut short by a kill', () => {
    const whole = `${JSON.stringify(header)}\n${game(0)}\n${game(1, 'draw')}\n`;
    const text = `${whole}{"type":"game","ind`;
    const j = parseJournal(text);
    expect(j.ok).toBe(true);
    if (!j.ok) return;
    expect(j.value.header?.players).toEqual(['minimax', 'random']);
    expect(j.value.games.map((g) => [g.index, g.result])).toEqual([
      [0, 'a'],
      [1, 'draw'],
    ]);
    expect(j.value.validLength).toBe(whole.length);
  });

  it('keeps the first of duplicate games and rejects garbage before the last line', () => {
    const j = parseJournal(`${game(0)}\n${game(0, 'b')}\n`);
    expect(j.ok && j.value.games.map((g) => g.result)).toEqual(['a']);
    const bad = parseJournal(`${JSON.stringify(header)}\nnot json\n${game(0)}\n`);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toBe('line 2 is not JSON');
  });

  it('names the first field in which two runs differ', () => {
    expect(headerDifference(header, { ...header, total: 99 })).toBeNull();
    expect(headerDifference(header, { ...header, limits: { nodes: 100 } })).toBeNull();
    expect(headerDifference(header, { ...header, players: ['minimax', 'mcts'] })).toBe('players');
    expect(headerDifference(header, { ...header, limits: { timeMs: 100 } })).toBe('limits');
  });
});
