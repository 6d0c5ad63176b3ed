import { unwrap } from '@qi/core-search';
import { go } from '@qi/game-go';
import { gomoku } from '@qi/game-gomoku';
import { xiangqi } from '@qi/game-xiangqi';
import { describe, expect, test } from 'vitest';
import { gameTitle } from './gameTitle.js';

describe('gameTitle', () => {
  test('names the game, its size and the parameters that differ from the defaults', () => {
    expect(gameTitle(unwrap(go.create({ size: 9, komi: 6.5 })))).toBe('Go · 9×9 · komi 6.5');
    expect(gameTitle(unwrap(gomoku.create({ size: 15, rule: 'renju' })))).toMatch(/^Gomoku · 15×15 · renju$/);
    expect(gameTitle(unwrap(xiangqi.create({ moveLimit: 10 })))).toBe('Xiangqi · move limit 10');
  });
});
