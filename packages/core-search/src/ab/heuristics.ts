import { NO_MOVE, type Player } from '../game.js';

/** Two killer moves per ply: quiet moves that refuted a sibling line at the same distance from the root. */
export class KillerTable {
  private readonly slots: Int32Array;

  constructor(maxPly: number) {
    this.slots = new Int32Array(maxPly * 2).fill(NO_MOVE);
  }

  first(ply: number): number {
    return this.slots[ply * 2]!;
  }
  second(ply: number): number {
    return this.slots[ply * 2 + 1]!;
  }

  /** Records a cutoff move; the previous first killer becomes the second. */
  add(ply: number, move: number): void {
    const i = ply * 2;
    if (this.slots[i] === move) return;
    this.slots[i + 1] = this.slots[i]!;
    this.slots[i] = move;
  }

  clear(): void {
    this.slots.fill(NO_MOVE);
  }
}

/**
 * History heuristic per side and move id. The update is saturating ("gravity"): a bonus b moves the
 * value by b - v·|b|/max, so values stay within [-max, max] and recent results outweigh old ones.
 */
export class HistoryTable {
  private readonly values: Int32Array;

  constructor(
    private readonly moveIdLimit: number,
    readonly max: number,
  ) {
    this.values = new Int32Array(moveIdLimit * 2);
  }

  get(side: Player, move: number): number {
    return this.values[side * this.moveIdLimit + move]!;
  }

  /** Adds `bonus` (negative for a malus), saturating towards ±max. */
  update(side: Player, move: number, bonus: number): void {
    const i = side * this.moveIdLimit + move;
    const b = bonus > this.max ? this.max : Math.max(bonus, -this.max);
    const v = this.values[i]!;
    this.values[i] = v + b - Math.trunc((v * Math.abs(b)) / this.max);
  }

  clear(): void {
    this.values.fill(0);
  }
}
