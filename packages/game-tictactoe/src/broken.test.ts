import { type Game, unwrap } from '@qi/core-search';
import { checkConformance } from '@qi/core-search/testing';
import { describe, expect, it } from 'vitest';
import { TicTacToePosition } from './board.js';
import { tictactoe } from './plugin.js';

/** Positions with one deliberate defect each, to prove the conformance suite can fail. */
class UnmakeForgetsHash extends TicTacToePosition {
  override unmake(): void {
    const lo = this.hashLo;
    super.unmake();
    this.hashLo = lo; // the bug: the hash is not restored
  }
}
class UnmakeForgetsCell extends TicTacToePosition {
  private readonly played: number[] = [];
  override make(move: number): void {
    this.played.push(move);
    super.make(move);
  }
  override unmake(): void {
    const m = this.played.pop()!;
    super.unmake();
    this.cells[m] = 1; // the bug: the cell is left with a stone on it
  }
}
class SharedCellsClone extends TicTacToePosition {
  override clone(): this {
    return this; // the bug: a "clone" that is the same object
  }
}

function gameWith(make: () => TicTacToePosition): Game<TicTacToePosition> {
  const base = unwrap(tictactoe.create());
  return { ...base, initial: make };
}

describe('the conformance suite catches broken games', () => {
  it('passes the real tic-tac-toe', () => {
    const report = checkConformance(unwrap(tictactoe.create()), { games: 30 });
    expect(Object.values(report).flat()).toEqual([]);
  });

  it('fails an unmake that does not restore the hash', () => {
    const report = checkConformance(
      gameWith(() => new UnmakeForgetsHash()),
      { games: 10 },
    );
    expect(report['unmake-restores'].length).toBeGreaterThan(0);
    expect(report['unmake-restores'][0]).toMatch(/hash/);
  });

  it('fails an unmake that does not restore the board', () => {
    const report = checkConformance(
      gameWith(() => new UnmakeForgetsCell()),
      { games: 10 },
    );
    expect(report['unmake-restores'].length).toBeGreaterThan(0);
    expect(report['unmake-restores'][0]).toMatch(/encoding/);
  });

  it('fails clones that share state', () => {
    const report = checkConformance(
      gameWith(() => new SharedCellsClone()),
      { games: 10 },
    );
    expect(report['clones-independent'].length).toBeGreaterThan(0);
  });
});
