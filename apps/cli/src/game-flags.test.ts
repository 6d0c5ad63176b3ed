import { definePlugin, Registry } from '@qi/core-search';
import { gomoku } from '@qi/game-gomoku';
import { describe, expect, it } from 'vitest';
import { withGameFlags } from './game-flags.js';

describe('game options as flags', () => {
  const registry = new Registry([definePlugin({ name: 'gomoku only', games: [gomoku] })]);

  it('folds --name value and --name=value into the spec', () => {
    expect(withGameFlags(registry, 'gomoku', ['--size', '15', '--rule=standard'])).toBe(
      'gomoku(size=15,rule=standard)',
    );
    expect(withGameFlags(registry, 'gomoku(size=19)', ['--rule', 'renju'])).toBe(
      'gomoku(size=19,rule=renju)',
    );
    expect(withGameFlags(registry, 'gomoku', [])).toBe('gomoku');
  });

  it('refuses unknown names, missing values and repeats with a message naming them', () => {
    expect(() => withGameFlags(registry, 'gomoku', ['--colour', 'red'])).toThrow(/'--colour'.*--size/);
    expect(() => withGameFlags(registry, 'gomoku', ['--size'])).toThrow(/--size' needs a value/);
    expect(() => withGameFlags(registry, 'gomoku(size=9)', ['--size', '15'])).toThrow(/given twice/);
    expect(() => withGameFlags(registry, 'gomoku', ['stray'])).toThrow(/'stray'/);
  });
});
