import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../game.js';
import { finalReward0 } from './playout.js';
import { nimGame } from './test-games/nim.js';

const P0_WINS = outcomeOf('win', 0, 'test');
const P1_WINS = outcomeOf('win', 1, 'test');
const DRAW = outcomeOf('draw', 'test');

/** Nim with a margin the test sets (player 0's lead). */
function gameWithMargin() {
  const state = { margin: 0 };
  const game = { ...nimGame([1]), margin: () => state.margin };
  return { game, pos: game.initial(), state };
}

describe('finalReward0 (score bonus)', () => {
  it('is the plain outcome reward without a bonus or without a game margin', () => {
    const { game, pos, state } = gameWithMargin();
    state.margin = 30;
    expect(finalReward0(game, pos, P0_WINS, 0, 10)).toBe(1);
    expect(finalReward0(game, pos, DRAW, 0, 10)).toBe(0.5);
    const plain = nimGame([1]);
    expect(finalReward0(plain, plain.initial(), P1_WINS, 0.2, 10)).toBe(0);
  });

  it('scores bigger wins higher and keeps every win above every loss', () => {
    const { game, pos, state } = gameWithMargin();
    const reward = (o: typeof P0_WINS, margin: number) => {
      state.margin = margin;
      return finalReward0(game, pos, o, 0.5, 10);
    };
    const smallWin = reward(P0_WINS, 0.5);
    const bigWin = reward(P0_WINS, 40);
    const smallLoss = reward(P1_WINS, -0.5);
    const bigLoss = reward(P1_WINS, -40);
    expect(bigWin).toBeGreaterThan(smallWin);
    expect(smallWin).toBeGreaterThan(smallLoss);
    expect(smallLoss).toBeGreaterThan(bigLoss);
    // (1 − b) · 1 + b · logistic(0.05) and b · logistic(−0.05), b = 0.5.
    expect(smallWin).toBeCloseTo(0.5 + 0.5 / (1 + Math.exp(-0.05)), 12);
    expect(smallLoss).toBeCloseTo(0.5 / (1 + Math.exp(0.05)), 12);
    expect(bigWin).toBeLessThanOrEqual(1);
    expect(bigLoss).toBeGreaterThanOrEqual(0);
  });
});
