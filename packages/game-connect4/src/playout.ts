import type { Rng } from '@qi/core-search';
import type { Connect4Position } from './board.js';

export type PlayoutPolicy = 'tactical' | 'uniform';

/**
 * Plays `pos` to the end and records the moves in `played`; returns how many. The `tactical` policy
 * wins when it can, else blocks the opponent's immediate win, else plays a uniformly random column:
 * uniform playouts in Connect Four miss one-move wins so often that their results are mostly noise.
 */
export function playout(pos: Connect4Position, rng: Rng, played: Int32Array, policy: PlayoutPolicy): number {
  const { width } = pos.geo;
  let n = 0;
  while (pos.statusCode === 0) {
    let move = -1;
    if (policy === 'tactical') {
      const me = pos.toMove + 1;
      move = forcedColumn(pos, me);
      if (move < 0) move = forcedColumn(pos, 3 - me);
    }
    if (move < 0) {
      let open = 0;
      for (let col = 0; col < width; col++) if (pos.canPlay(col)) open++;
      let pick = rng.int(open);
      for (let col = 0; col < width; col++) {
        if (!pos.canPlay(col)) continue;
        if (pick-- === 0) {
          move = col;
          break;
        }
      }
    }
    pos.make(move);
    if (n < played.length) played[n] = move;
    n++;
  }
  return Math.min(n, played.length);
}

/** The first column where a stone of `stone` would make four, or -1. */
function forcedColumn(pos: Connect4Position, stone: number): number {
  for (let col = 0; col < pos.geo.width; col++) if (pos.canPlay(col) && pos.winsAt(col, stone)) return col;
  return -1;
}
