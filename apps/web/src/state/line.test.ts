import type { Player } from '@qi/core-search';
import { describe, expect, test } from 'vitest';
import { atTip, EMPTY_LINE, goTo, type Line, playMove, redo, truncate, undo } from './line.js';

// Sides alternate from player 0 (as in every game here without a decoded start).
const alternate = (ply: number): Player => (ply % 2) as Player;
const line = (moves: number[], cursor = moves.length): Line => ({ moves, cursor });

describe('playMove', () => {
  test('appends at the tip', () => {
    expect(playMove(playMove(EMPTY_LINE, 4), 0)).toEqual(line([4, 0]));
  });
  test('replaying the next redo move keeps the rest of the redo stack', () => {
    expect(playMove(line([4, 0, 8], 1), 0)).toEqual(line([4, 0, 8], 2));
  });
  test('a different move discards the redo stack', () => {
    expect(playMove(line([4, 0, 8], 1), 2)).toEqual(line([4, 2]));
  });
});

describe('undo and redo', () => {
  const humanFirst = (p: Player) => p === 0;
  test('against the computer, undo returns to the human turn (two plies)', () => {
    expect(undo(line([4, 0]), alternate, humanFirst).cursor).toBe(0);
    expect(undo(line([4, 0, 8, 2]), alternate, humanFirst).cursor).toBe(2);
  });
  test('while the computer is thinking, undo takes back the human move only', () => {
    expect(undo(line([4, 0, 8]), alternate, humanFirst).cursor).toBe(2);
  });
  test('with the human second, undo never goes below the first human turn', () => {
    const humanSecond = (p: Player) => p === 1;
    expect(undo(line([4, 0, 8]), alternate, humanSecond).cursor).toBe(1);
    expect(undo(line([4]), alternate, humanSecond).cursor).toBe(0);
  });
  test('two humans or two computers: one ply at a time', () => {
    expect(undo(line([4, 0, 8]), alternate, () => true).cursor).toBe(2);
    expect(undo(line([4, 0, 8]), alternate, () => false).cursor).toBe(2);
  });
  test('undo at the start does nothing; redo at the tip does nothing', () => {
    expect(undo(EMPTY_LINE, alternate, humanFirst)).toBe(EMPTY_LINE);
    const l = line([1, 2]);
    expect(redo(l, alternate, humanFirst)).toBe(l);
  });
  test('redo undoes an undo', () => {
    const l = line([4, 0, 8, 2]);
    const back = undo(l, alternate, humanFirst);
    expect(redo(back, alternate, humanFirst)).toEqual(l);
    expect(back.moves).toEqual(l.moves);
  });
});

describe('review', () => {
  test('goTo clamps to the line', () => {
    const l = line([4, 0, 8]);
    expect(goTo(l, -3).cursor).toBe(0);
    expect(goTo(l, 99).cursor).toBe(3);
    expect(goTo(l, 1.7).cursor).toBe(1);
    expect(goTo(l, 3)).toBe(l);
  });
  test('truncate drops the redo moves and keeps the shown position', () => {
    expect(truncate(line([4, 0, 8], 1))).toEqual(line([4]));
    expect(atTip(truncate(line([4, 0, 8], 1)))).toBe(true);
  });
});
