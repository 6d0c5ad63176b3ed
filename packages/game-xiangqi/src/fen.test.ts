import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { type FenErrorCode, isFenSyntaxError, parseFen, START_FEN, writeFen } from './fen.js';
import { piecesToFen } from './testing/setup.js';

const write = (fen: string) => {
  const s = unwrap(parseFen(fen));
  return writeFen(s.board, s.halfmove, s.fullmove);
};

function expectError(fen: string, code: FenErrorCode, mentions: readonly string[] = []) {
  const r = parseFen(fen);
  expect(r.ok, fen).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe(code);
  for (const word of mentions) expect(r.error.message).toContain(word);
}

describe('FEN', () => {
  it('reads and writes the start position', () => {
    expect(write(START_FEN)).toBe(START_FEN);
    const s = unwrap(parseFen(START_FEN));
    expect(s.board.side).toBe(0);
    expect([s.halfmove, s.fullmove]).toEqual([0, 1]);
  });

  it('round-trips other positions, Black to move and counters', () => {
    for (const fen of [
      'rn1ak1b2/4a4/b1c3nr1/pCc1p1p1p/2pR5/P5P2/2P1P3P/2N1BC3/4A4/4KABNR w - - 20 11',
      '3ak1n2/4a2r1/b3bc2R/9/9/9/r3P1P1P/2R1B1N2/4A4/2B1KA3 b - - 3 31',
      '3k5/9/9/p8/9/3R5/4R4/9/9/5K3 b - - 0 1',
    ])
      expect(write(fen)).toBe(fen);
  });

  it('accepts E and H for elephant and horse, r for Red, and missing trailing fields', () => {
    const alt = 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r';
    expect(write(alt)).toBe(START_FEN);
    expect(write('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR')).toBe(START_FEN);
    expect(write('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b 4 9')).toBe(
      'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 4 9',
    );
  });

  describe('syntax errors (first step)', () => {
    it.each([
      ['', 'fen-empty', []],
      ['   ', 'fen-empty', []],
      ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w', 'fen-rank-count', ['9']],
      ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w', 'fen-rank-count', ['11']],
      [
        'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C6C1/9/RNBAKABNR w',
        'fen-rank-length',
        ['rank 2', '10 files'],
      ],
      ['rnbakabnr/9/1c5c1/p1p1p1p1/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', 'fen-rank-length', ['rank 6', '8']],
      ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w', 'fen-piece', ['"X"', 'rank 0']],
      ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN0 w', 'fen-piece', ['"0"']],
      ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1', 'fen-side', ['"x"']],
      ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - a 1', 'fen-field', ['half-move']],
      ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 extra', 'fen-field', ['extra']],
    ] as const)('%j is %s', (fen, code, mentions) => {
      expectError(fen, code, mentions);
      expect(isFenSyntaxError(code)).toBe(true);
    });

    it('reports a syntax error before a legality error', () => {
      // No red general (illegal) and a bad side (syntax): the syntax error wins.
      expectError('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR q', 'fen-side');
    });
  });

  describe('legality errors (second step)', () => {
    it.each([
      ['Ke0 | ', 'w', 'fen-general-count', ['Black has 0 generals']],
      ['Ke0 Kd0 | ke9', 'w', 'fen-general-count', ['Red has 2 generals']],
      ['Ke3 | ke9 ad9', 'w', 'fen-general-palace', ['Red general on e3', 'palace']],
      ['Kd0 | ka9', 'w', 'fen-general-palace', ['Black general on a9']],
      ['Kd0 Ra0 Rb0 Rc0 | kf9', 'w', 'fen-piece-count', ['Red has 3 chariots']],
      ['Kd0 | kf9 pa6 pc6 pe6 pg6 pi6 pa5', 'w', 'fen-piece-count', ['Black has 6 soldiers']],
      ['Kd0 Ad1 | kf9', 'w', 'fen-piece-square', ['Red advisor on d1']],
      ['Kd0 Ec5 | kf9', 'w', 'fen-piece-square', ['Red elephant on c5']],
      ['Kd0 Eb0 | kf9', 'w', 'fen-piece-square', ['Red elephant on b0']],
      ['Kd0 Pa2 | kf9', 'w', 'fen-piece-square', ['Red soldier on a2']],
      ['Kd0 Pb3 | kf9', 'w', 'fen-piece-square', ['Red soldier on b3']],
      ['Kd0 | kf9 pb6', 'w', 'fen-piece-square', ['Black soldier on b6']],
      ['Kd0 | kf9 pa7', 'w', 'fen-piece-square', ['Black soldier on a7']],
      ['Kd0 | kf9 ae7', 'b', 'fen-piece-square', ['Black advisor on e7']],
      ['Kd0 Rf3 | kf9', 'w', 'fen-opponent-in-check', ['Black is in check', 'Red to move']],
      ['Ke0 | ke9', 'w', 'fen-opponent-in-check', ['Black is in check']],
      ['Ke0 | ke9', 'b', 'fen-opponent-in-check', ['Red is in check']],
    ] as const)('%s (%s to move) is %s', (pieces, side, code, mentions) => {
      expectError(piecesToFen(pieces, side), code, mentions);
      expect(isFenSyntaxError(code)).toBe(false);
    });

    it('names the square in `at`', () => {
      const r = parseFen(piecesToFen('Kd0 Ec5 | kf9', 'w'));
      expect(!r.ok && r.error.at).toBe('c5');
    });

    it('accepts the side to move being in check, and crossed soldiers anywhere', () => {
      expect(parseFen(piecesToFen('Kd0 | kf9 rd5', 'w')).ok).toBe(true);
      expect(parseFen(piecesToFen('Kd0 Pb5 Pi9 | kf9 pb4 pa0', 'w')).ok).toBe(true);
    });
  });
});
