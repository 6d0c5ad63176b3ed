import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { positionFromStones } from './codec.js';
import { EVAL_MOVER_TENTHS } from './eval-weights.js';
import { evaluatePosition, threatExtension } from './evaluate.js';

const game = { size: 15, rule: 'freestyle' } as const;
const at = (x: number, y: number) => y * 15 + x;

describe('threatExtension', () => {
  it('extends after a four: the side to move must block the five', () => {
    // Black has just made four on row 7 (columns 5–8), White to move.
    const pos = unwrap(
      positionFromStones(game, [at(5, 7), at(6, 7), at(7, 7), at(8, 7)], [at(4, 7), at(6, 6), at(7, 9)], 1),
    );
    expect(pos.fiveCount(0)).toBeGreaterThan(0);
    expect(threatExtension(pos)).toBe(1);
  });

  it('extends after an open three: the side to move must stop the open four', () => {
    const pos = unwrap(positionFromStones(game, [at(6, 7), at(7, 7), at(8, 7)], [at(6, 6), at(7, 9)], 1));
    expect(threatExtension(pos)).toBe(1);
  });

  it('does not extend a quiet move', () => {
    const pos = unwrap(positionFromStones(game, [at(7, 7), at(8, 8)], [at(8, 7)], 1));
    expect(threatExtension(pos)).toBe(0);
  });

  it('does not extend for a threat of the side to move', () => {
    // White to move has its own open three; Black's last move made nothing.
    const pos = unwrap(positionFromStones(game, [at(0, 0), at(14, 14)], [at(6, 7), at(7, 7), at(8, 7)], 1));
    expect(threatExtension(pos)).toBe(0);
  });
});

describe('evaluatePosition', () => {
  it('weighs the sums of the fitted cell values, the mover by EVAL_MOVER_TENTHS against 10', () => {
    // A quiet position: no four, no four-three point for either side.
    const pos = unwrap(positionFromStones(game, [at(7, 7), at(8, 7)], [at(7, 8)], 1));
    const me = pos.toMove;
    const sum = (p: number) => {
      let s = 0;
      for (let c = 0; c < pos.cells; c++) s += pos.ceval[p * pos.cells + c]!;
      return s;
    };
    expect(pos.evalSum[me]).toBe(sum(me));
    expect(pos.evalSum[1 - me]).toBe(sum(1 - me));
    const expected = Math.trunc((EVAL_MOVER_TENTHS * sum(me) - 10 * sum(1 - me)) / 10);
    expect(evaluatePosition(pos)).toBe(expected);
    expect(expected).not.toBe(0);
  });
});
