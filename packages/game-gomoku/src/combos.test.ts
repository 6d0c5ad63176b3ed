import { describe, expect, it } from 'vitest';
import {
  comboKey,
  comboTable,
  comboType,
  comboValue,
  LINE_VALUE,
  T_F3,
  T_F33,
  T_FLEX4,
  TYPE_BONUS,
} from './combos.js';
import { EVAL_LINE, EVAL_TYPE } from './eval-weights.js';
import { P_DEAD, P_F2, P_F3, P_F4 } from './patterns.js';

describe('combo table: ordering and evaluation values', () => {
  const { packed, evalValue } = comboTable('free');

  it('gives one open three the ordering value and the fitted evaluation value', () => {
    const k = comboKey(P_F3, P_DEAD, P_DEAD, P_DEAD);
    expect(comboType(packed[k]!)).toBe(T_F3);
    expect(comboValue(packed[k]!)).toBe(LINE_VALUE[P_F3]! + TYPE_BONUS[T_F3]!);
    expect(evalValue[k]).toBe(EVAL_LINE.F3 + TYPE_BONUS[T_F3]!);
  });

  it('adds the fitted double-three bonus to the evaluation only', () => {
    const k = comboKey(P_F3, P_F3, P_F2, P_DEAD);
    expect(comboType(packed[k]!)).toBe(T_F33);
    expect(comboValue(packed[k]!)).toBe(2 * LINE_VALUE[P_F3]! + LINE_VALUE[P_F2]! + TYPE_BONUS[T_F33]!);
    expect(evalValue[k]).toBe(2 * EVAL_LINE.F3 + EVAL_LINE.F2 + EVAL_TYPE.T_F33);
  });

  it('keeps the ordering values for fours (no quiet position shows them)', () => {
    const k = comboKey(P_F4, P_DEAD, P_DEAD, P_DEAD);
    expect(comboType(packed[k]!)).toBe(T_FLEX4);
    expect(evalValue[k]).toBe(comboValue(packed[k]!));
  });
});
