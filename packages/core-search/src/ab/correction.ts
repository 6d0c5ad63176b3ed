import type { Player } from '../game.js';

/** Entries per side (a power of two): positions whose keys collide share an entry. */
const SIZE = 1 << 14;
const MASK = SIZE - 1;
/** Entries hold centipawns × GRAIN, so small steps of the moving average are not lost to rounding. */
const GRAIN = 64;
/** The largest correction, in centipawns: a miss beyond it is a tactic, not an evaluation error. */
const LIMIT = 400;
/** A node's search result moves its entry by at most WEIGHT_MAX/256 of the way (deeper nodes weigh more). */
const WEIGHT_MAX = 16;

/**
 * Correction history: per side to move and per structure key (the game's `correctionKey`: pawns,
 * defenders — what changes slowly), a moving average of how far the search's result landed from the
 * static evaluation. Alpha-beta adds it to the static evaluation its pruning reads, so positions that
 * share a structure the evaluation misjudges are judged with the miss the search already measured.
 */
export class CorrectionTable {
  private readonly values = new Int32Array(2 * SIZE);

  /** The correction in centipawns for `side` to move at structure `key`. */
  get(side: Player, key: number): number {
    return (this.values[side * SIZE + (key & MASK)]! / GRAIN) | 0;
  }

  /** Moves the entry towards `searched − raw` (the search's score minus the uncorrected eval), weighted by depth. */
  update(side: Player, key: number, raw: number, searched: number, depth: number): void {
    const i = side * SIZE + (key & MASK);
    const miss = searched - raw;
    const target = (miss > LIMIT ? LIMIT : miss < -LIMIT ? -LIMIT : miss) * GRAIN;
    const w = depth + 1 < WEIGHT_MAX ? depth + 1 : WEIGHT_MAX;
    const v = this.values[i]!;
    this.values[i] = v + (((target - v) * w) >> 8);
  }

  clear(): void {
    this.values.fill(0);
  }
}
