import { ONGOING, outcomeOf } from '@qi/core-search';
import { describe, expect, test } from 'vitest';
import { HUMAN, type PlayerConfig, type Players } from './players.js';
import { resignSide, type TurnInput, turnOf } from './turn.js';

const AI: PlayerConfig = {
  kind: 'ai',
  searcher: 'random',
  options: {},
  limits: { timeMs: 0, depth: 0, nodes: 0 },
};
const names = ['X', 'O'] as const;
const base = (players: Players, over: Partial<TurnInput> = {}): TurnInput => ({
  outcome: ONGOING,
  stopped: null,
  line: { moves: [4], cursor: 1 },
  toMove: 1,
  players,
  names,
  ...over,
});

describe('turnOf', () => {
  test('a human to move', () => {
    expect(turnOf(base([AI, HUMAN]))).toEqual({ kind: 'human', player: 1 });
  });
  test('the computer moves only at the end of the line', () => {
    expect(turnOf(base([HUMAN, AI]))).toEqual({ kind: 'ai', player: 1 });
    expect(turnOf(base([HUMAN, AI], { line: { moves: [4, 0, 8], cursor: 1 } }))).toEqual({
      kind: 'review',
      player: 1,
    });
  });
  test('a finished game names the winner and the reason', () => {
    const t = turnOf(base([HUMAN, AI], { outcome: outcomeOf('win', 0, 'three in a row') }));
    expect(t).toEqual({ kind: 'over', text: 'X wins: three in a row' });
    expect(turnOf(base([HUMAN, AI], { outcome: outcomeOf('draw', 'board full') }))).toEqual({
      kind: 'over',
      text: 'Draw: board full',
    });
  });
  test('a resignation ends the game at the tip only', () => {
    const stopped = { kind: 'resigned', player: 1 } as const;
    expect(turnOf(base([HUMAN, HUMAN], { stopped }))).toEqual({ kind: 'over', text: 'O resigned: X wins' });
    const reviewing = base([HUMAN, HUMAN], { stopped, line: { moves: [4, 0], cursor: 1 } });
    expect(turnOf(reviewing)).toEqual({ kind: 'human', player: 1 });
  });
});

describe('resignSide', () => {
  test('the person resigns, also while the computer is to move', () => {
    expect(resignSide([HUMAN, AI], 0)).toBe(0);
    expect(resignSide([HUMAN, AI], 1)).toBe(0);
    expect(resignSide([AI, HUMAN], 0)).toBe(1);
  });
  test('two people: the side to move; no person: nobody', () => {
    expect(resignSide([HUMAN, HUMAN], 1)).toBe(1);
    expect(resignSide([AI, AI], 0)).toBeNull();
  });
});
