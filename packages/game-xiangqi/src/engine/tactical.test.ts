import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { formatIccs } from '../notation/coords.js';
import { xiangqi } from '../plugin.js';
import { attackedBy } from './attacks.js';
import { XiangqiTactics } from './tactical.js';

const game = unwrap(xiangqi.create());
const moves = (t: XiangqiTactics, fen: string) => {
  const pos = unwrap(game.decode(fen));
  const out = new Int32Array(128);
  const n = t.tacticalMoves(pos, out);
  return [...out.subarray(0, n)].map(formatIccs);
};

describe('tactical moves', () => {
  // Red chariot e4 can take the black chariot e7 (guarded by nothing) or the soldier on a4's neighbour…
  const FEN = '3k5/9/4r4/9/p3R4/9/9/9/9/5K3 w - - 0 1';

  it('orders captures by victim value (MVV-LVA)', () => {
    const t = new XiangqiTactics();
    expect(moves(t, FEN)).toEqual(['e5e7', 'e5a5']);
  });

  it('leaves out a chariot taking a protected soldier, and keeps it without the filter', () => {
    // The black soldier on e6 is guarded by the black chariot on e8 behind it.
    const fen = '3k5/4r4/9/4p4/4R4/9/9/9/9/5K3 w - - 0 1';
    expect(moves(new XiangqiTactics(), fen)).toEqual([]);
    const all = new XiangqiTactics({ mvvLva: true, skipLosingCaptures: false, checkEvasions: true });
    expect(moves(all, fen)).toEqual(['e5e6']);
  });

  it('lists every evasion when in check, captures first', () => {
    // Black chariot d5 checks the Red general d0 down the open file; the Red chariot a5 can take it.
    const fen = '4k4/9/9/9/R2r5/9/9/9/9/3K5 w - - 0 1';
    const t = new XiangqiTactics();
    const list = moves(t, fen);
    expect(list[0]).toBe('a5d5');
    const pos = unwrap(game.decode(fen));
    expect(list.length).toBe(pos.generate(new Int32Array(128)));
  });

  it('knows who attacks a square', () => {
    const pos = unwrap(game.decode('3k5/4r4/9/4p4/4R4/9/9/9/9/5K3 w - - 0 1'));
    const cells = pos.board.cells;
    const sq = (f: number, r: number) => (r + 3) * 16 + f + 3;
    expect(attackedBy(cells, sq(4, 6), 1)).toBe(true); // e6 is guarded by Black's chariot
    expect(attackedBy(cells, sq(4, 6), 0)).toBe(true); // and attacked by Red's
    expect(attackedBy(cells, sq(0, 9), 0)).toBe(false);
  });
});
