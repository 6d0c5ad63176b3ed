import { unwrap } from '@qi/core-search';
import { formatIccs, START_FEN, xiangqi } from '@qi/game-xiangqi';
import { describe, expect, test } from 'vitest';
import { isRed, moveEnds, pieceChar, piecesOfFen, pointName } from './fen.js';

describe('reading FEN for the board', () => {
  test('the start position has 32 pieces in their places', () => {
    const pieces = piecesOfFen(START_FEN);
    expect(pieces.length).toBe(32);
    const at = (name: string) => pieces.find((p) => pointName(p.point) === name)?.letter;
    expect([at('e0'), at('e9'), at('b2'), at('h7'), at('a3'), at('i6'), at('e4')]).toEqual([
      'K',
      'k',
      'C',
      'c',
      'P',
      'p',
      undefined,
    ]);
  });
  test('characters by side', () => {
    expect(['K', 'k', 'R', 'r', 'C', 'c', 'P', 'p'].map(pieceChar).join('')).toBe('帥將俥車炮砲兵卒');
    expect([isRed('K'), isRed('k')]).toEqual([true, false]);
  });
  test('move ids split into the points the plugin names', () => {
    const game = unwrap(xiangqi.create());
    const pos = game.initial();
    const moves = new Int32Array(game.info.maxMoves);
    const n = pos.generate(moves);
    expect(n).toBe(44);
    for (const m of moves.subarray(0, n)) {
      const [from, to] = moveEnds(m);
      expect(pointName(from) + pointName(to)).toBe(formatIccs(m));
    }
  });
});
