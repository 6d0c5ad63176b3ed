import type { Rng } from '@qi/core-search';
import type { GomokuPosition } from '../src/board.js';

/** Plays a random opening of `stones` stones within 3 cells of the centre of a 15×15 board (the clock benches' start). */
export function playRandomOpening(pos: GomokuPosition, rng: Rng, stones = 3): void {
  while (pos.stones < stones) {
    const c = (7 + rng.int(7) - 3) * 15 + (7 + rng.int(7) - 3);
    if (pos.isLegal(c)) pos.make(c);
  }
}
