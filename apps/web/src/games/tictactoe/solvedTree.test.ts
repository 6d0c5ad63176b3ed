import { cellName, decodeBoard, type TicTacToePosition } from '@qi/game-tictactoe';
import { describe, expect, test } from 'vitest';
import { childRows, rootRow, verdict } from './solvedTree.js';

/** Independent plain negamax (no memo, no distances): +1 win, 0 draw, -1 loss for the side to move. */
function negamax(pos: TicTacToePosition): number {
  const o = pos.outcome();
  if (o.kind === 'draw') return 0;
  if (o.kind === 'win') return o.winner === pos.toMove ? 1 : -1;
  const moves = new Int32Array(9);
  const n = pos.generate(moves);
  let best = -2;
  for (let i = 0; i < n; i++) {
    pos.make(moves[i]!);
    best = Math.max(best, -negamax(pos));
    pos.unmake();
  }
  return best;
}

const board = (text: string) => {
  const r = decodeBoard(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the solved game tree', () => {
  test.each(['.........', 'x...o....', 'x.o.x....', 'xo.......', 'xx.oo....'])(
    'every child row of %s carries the brute-force value',
    (text) => {
      const pos = board(text);
      const mover = pos.toMove === 0 ? 'X' : 'O';
      const rows = childRows(pos, []);
      const moves = new Int32Array(9);
      const n = pos.generate(moves);
      expect(rows.length).toBe(n);
      for (const row of rows) {
        const cell = row.label.split(' ')[1]!;
        const move = [...moves.subarray(0, n)].find((m) => cellName(m) === cell)!;
        pos.make(move);
        const forMover = -negamax(pos);
        pos.unmake();
        const expected = forMover === 0 ? /^draw/ : forMover === 1 ? new RegExp(`^${mover} wins`) : /wins/;
        expect(row.detail).toMatch(expected);
        if (forMover === -1) expect(row.detail.startsWith(mover)).toBe(false);
      }
      // Best moves keep the position's value.
      const value = negamax(pos);
      for (const row of rows.filter((r) => r.best)) expect(row.tone).toBe('good');
      expect(rows.some((r) => r.best)).toBe(true);
      expect(rootRow(pos).tone).toBe(value === 0 ? 'even' : value === 1 ? 'good' : 'bad');
    },
  );

  test('paths walk down the tree; leaves have no children', () => {
    const pos = board('xx.oo....');
    const rows = childRows(pos, []);
    const win = rows.findIndex((r) => r.label === 'X c3');
    expect(rows[win]?.detail).toBe('X wins in 1');
    expect(rows[win]?.childCount).toBe(0);
    const deeper = childRows(pos, [rows.findIndex((r) => r.label === 'X a1')]);
    expect(deeper.every((r) => r.label.startsWith('O '))).toBe(true);
    expect(deeper.find((r) => r.label === 'O c2')?.detail).toBe('O wins in 1');
    expect(childRows(pos, [99])).toEqual([]);
  });

  test('verdicts name the winner from the mover’s value', () => {
    expect(verdict(1, 0, 3)).toBe('X wins in 3');
    expect(verdict(-1, 0, 2)).toBe('O wins in 2');
    expect(verdict(0, 1, 5)).toBe('draw (5 plies)');
  });
});
