import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { parseIccs } from '../notation/coords.js';
import { xiangqi } from '../plugin.js';
import { piecesToFen } from '../testing/setup.js';
import { staticExchange } from './see.js';

const game = unwrap(xiangqi.create());

/** SEE of an ICCS move in a position built from a piece list (Red to move unless told). */
function see(pieces: string, move: string, side: 'w' | 'b' = 'w'): number {
  const pos = unwrap(game.decode(piecesToFen(pieces, side)));
  const cells = pos.board.cells.slice();
  const v = staticExchange(pos.board, unwrap(parseIccs(pos, move)));
  // The board is restored.
  expect([...pos.board.cells]).toEqual([...cells]);
  return v;
}

describe('static exchange evaluation', () => {
  it('wins an undefended piece', () => {
    expect(see('Kd0 Re3 | kf9 he7', 'e3e7')).toBe(400);
  });

  it('loses the chariot for a horse defended by a chariot', () => {
    expect(see('Kd0 Re3 | kf9 he7 re9', 'e3e7')).toBe(400 - 900);
  });

  it('wins the exchange when the capturer is cheaper than the victim, recaptured or not', () => {
    // A crossed soldier takes a chariot defended by a horse: chariot for soldier.
    expect(see('Kd0 Pe5 | kf9 re6 hd8', 'e5e6')).toBe(900 - 200);
  });

  it('lets the defender stop when recapturing would lose more', () => {
    // Chariot takes a soldier (not yet across, 100) defended by a horse: soldier won, chariot lost.
    expect(see('Kd0 Rc3 | kf9 pc6 hd8', 'c3c6')).toBe(100 - 900);
    // With a second attacker (a Red horse), the exchange goes on: R×P, H×R, H×H.
    expect(see('Kd0 Rc3 Hb4 | kf9 pc6 hd8', 'c3c6')).toBe(100 - 900 + 400);
  });

  it('sees cannon screens appear and vanish as pieces leave', () => {
    // The cannon captures over the screen on e4: the horse is undefended.
    expect(see('Kd0 Ce2 Pe4 | kf9 he7', 'e2e7')).toBe(400);
    // Defended by the chariot behind it: horse for cannon.
    expect(see('Kd0 Ce2 Pe4 | kf9 he7 re9', 'e2e7')).toBe(400 - 450);
    // A cannon behind the chariot has a screen (e1) but its own chariot beyond: once the chariot has
    // taken and been taken, the cannon reaches e7 over the screen: R×H, R×R, C×R.
    expect(see('Kd0 Ce0 Ae1 Re3 | kf9 he7 re9', 'e3e7')).toBe(400 - 900 + 900);
    // The same without the screen: the cannon cannot recapture.
    expect(see('Kd0 Ce0 Re3 | kf9 he7 re9', 'e3e7')).toBe(400 - 900);
  });

  it('scores a quiet move by what it hangs', () => {
    // The horse steps where a black soldier takes it.
    expect(see('Kd0 Hd3 | kf9 pe6', 'd3e5')).toBe(-400);
    expect(see('Kd0 Hd3 | kf9 pe4', 'd3e5')).toBe(0);
  });

  it('never counts on capturing with the general into an attack', () => {
    // Black's chariot takes the advisor next to Red's general; the general could take back, but the
    // cannon on e9 (screen: the soldier on e5) would then take the general: the advisor is won.
    expect(see('Ke0 Ae1 Pe5 | kf9 ra1 ce9', 'a1e1', 'b')).toBe(200);
    // Without the cannon the general takes back: advisor for chariot.
    expect(see('Ke0 Ae1 Pe5 | kf9 ra1', 'a1e1', 'b')).toBe(200 - 900);
  });
});
