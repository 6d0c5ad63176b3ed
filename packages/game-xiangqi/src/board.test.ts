import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { parseFen } from './fen.js';
import { formatIccs } from './notation/coords.js';
import { piecesToFen } from './testing/setup.js';

/** Destinations (ICCS squares, sorted) of the legal moves from `from`. */
function targets(pieces: string, side: 'w' | 'b', from: string): string[] {
  const board = unwrap(parseFen(piecesToFen(pieces, side))).board;
  const moves = new Int32Array(128);
  const n = board.generate(moves);
  return Array.from(moves.subarray(0, n), formatIccs)
    .filter((m) => m.startsWith(from))
    .map((m) => m.slice(2))
    .sort();
}

describe('movement rules', () => {
  it('horse: eight jumps, each blocked by its leg', () => {
    expect(targets('Ke0 He4 | kf9', 'w', 'e4')).toEqual(['c3', 'c5', 'd2', 'd6', 'f2', 'f6', 'g3', 'g5']);
    // Legs e5 (own soldier), d4 (enemy chariot) and e3 (own soldier) block d6 f6, c3 c5 and d2 f2.
    expect(targets('Ke0 He4 Pe5 Pe3 | kf9 rd4', 'w', 'e4')).toEqual(['g3', 'g5']);
    expect(targets('Ke0 He4 Pe5 | kf9 rd4', 'w', 'e4')).toEqual(['d2', 'f2', 'g3', 'g5']);
  });

  it('elephant: two diagonal steps, eye must be empty, never across the river', () => {
    expect(targets('Ke0 Ee2 | kf9', 'w', 'e2')).toEqual(['c0', 'c4', 'g0', 'g4']);
    expect(targets('Ke0 Ee2 Hd3 Rf1 | kd9', 'w', 'e2')).toEqual(['c0', 'g4']);
    expect(targets('Ke0 Eg4 | kf9', 'w', 'g4')).toEqual(['e2', 'i2']);
    expect(targets('Kd0 | kf9 ec5', 'b', 'c5')).toEqual(['a7', 'e7']);
  });

  it('advisor and general stay in the palace', () => {
    expect(targets('Kd0 Ae1 | kf9', 'w', 'e1')).toEqual(['d2', 'f0', 'f2']);
    expect(targets('Kd0 Ad2 | kf9', 'w', 'd2')).toEqual(['e1']);
    expect(targets('Kd0 | kf9', 'w', 'd0')).toEqual(['d1', 'e0']);
    expect(targets('Kd0 | kf7', 'b', 'f7')).toEqual(['e7', 'f8']);
  });

  it('soldier: forward only before the river, sideways too after it, never back', () => {
    expect(targets('Kd0 Pc4 | kf9', 'w', 'c4')).toEqual(['c5']);
    expect(targets('Kd0 Pc5 | kf9', 'w', 'c5')).toEqual(['b5', 'c6', 'd5']);
    expect(targets('Kd0 Pa9 | kf9', 'w', 'a9')).toEqual(['b9']);
    expect(targets('Kd0 | kf9 pc5', 'b', 'c5')).toEqual(['c4']);
    expect(targets('Kd0 | kf9 pc4', 'b', 'c4')).toEqual(['b4', 'c3', 'd4']);
  });

  it('cannon: slides like a chariot, captures over exactly one screen', () => {
    // Screen b5 (own soldier): captures b8 over it but not b9 (two screens: b5, b8).
    expect(targets('Kd0 Cb2 Pb5 | kf9 rb8 rb9', 'w', 'b2')).toEqual([
      'a2',
      'b0',
      'b1',
      'b3',
      'b4',
      'b8',
      'c2',
      'd2',
      'e2',
      'f2',
      'g2',
      'h2',
      'i2',
    ]);
  });

  it('chariot: slides until the first piece, capturing an enemy one', () => {
    expect(targets('Kd0 Ra0 Pa3 | kf9 hb0', 'w', 'a0')).toEqual(['a1', 'a2', 'b0']);
  });
});

describe('general safety', () => {
  it('flying general: the only piece between the generals cannot leave the file', () => {
    expect(targets('Ke0 He4 | ke9', 'w', 'e4')).toEqual([]);
    expect(targets('Ke0 Ce4 | ke9', 'w', 'e4')).toEqual(['e1', 'e2', 'e3', 'e5', 'e6', 'e7', 'e8']);
  });

  it('flying general: a general may not step onto an open file facing the other', () => {
    expect(targets('Kd0 Pa3 | ke9', 'w', 'd0')).toEqual(['d1']);
  });

  it('cannon screens: landing between the general and an unscreened cannon is illegal', () => {
    // Black cannon e6 faces the red general on e0 with nothing between: e1..e5 are forbidden.
    expect(targets('Ke0 Rc2 | kd9 ce6', 'w', 'c2')).not.toContain('e2');
    expect(targets('Ke0 Rc2 | kd9 ce6', 'w', 'c2')).toContain('d2');
  });

  it('cannon screens: of two screens, neither may leave the file', () => {
    expect(targets('Ke0 Ae1 Pe3 | kf9 ce7', 'w', 'e1')).toEqual([]);
    expect(targets('Ke0 Ae1 Pe3 | kf9 ce7', 'w', 'e3')).toEqual(['e4']);
  });

  it('horse legs: a piece on the leg of a horse eyeing the general is pinned', () => {
    expect(targets('Ke1 Af2 | kd9 hg2', 'w', 'f2')).toEqual([]);
  });

  it('in check, only moves that end the check are legal', () => {
    const board = unwrap(parseFen(piecesToFen('Kd0 Re5 Ca9 Pa3 | ke9 hc9 af9 ra7', 'b'))).board;
    const moves = new Int32Array(128);
    const n = board.generate(moves);
    // Double check by chariot e5 and cannon a9 (over the horse c9). The general has no safe square; the
    // horse leaving c9 for e8 both removes the cannon's screen and blocks the chariot.
    expect(Array.from(moves.subarray(0, n), formatIccs)).toEqual(['c9e8']);
    expect(board.inCheck()).toBe(true);
  });

  it('captures-only generation returns exactly the legal captures', () => {
    const board = unwrap(
      parseFen('rn1ak1b2/4a4/b1c3nr1/pCc1p1p1p/2pR5/P5P2/2P1P3P/2N1BC3/4A4/4KABNR w - - 20 11'),
    ).board;
    const all = new Int32Array(128);
    const caps = new Int32Array(128);
    const n = board.generate(all);
    const c = board.generateCaptures(caps);
    const capturing = Array.from(all.subarray(0, n)).filter((m) => {
      const to = formatIccs(m).slice(2);
      const file = to.charCodeAt(0) - 97;
      const rank = Number(to.slice(1));
      return board.cells[(rank + 3) * 16 + file + 3] !== 0;
    });
    expect(Array.from(caps.subarray(0, c)).sort()).toEqual(capturing.sort());
    expect(c).toBeGreaterThan(0);
  });
});
