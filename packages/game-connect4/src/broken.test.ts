import { type Game, unwrap } from '@qi/core-search';
import { checkConformance } from '@qi/core-search/testing';
import { describe, expect, it } from 'vitest';
import { Connect4Position } from './board.js';
import { connect4 } from './plugin.js';

/** A deliberate defect: unmake leaves the column one stone higher, so the next stone there floats. */
class UnmakeKeepsHeight extends Connect4Position {
  private readonly played: number[] = [];
  override make(move: number): void {
    this.played.push(move);
    super.make(move);
  }
  override unmake(): void {
    const col = this.played.pop()!;
    super.unmake();
    this.heights[col] = this.heights[col]! + 1;
  }
}

/** A deliberate defect: the side to move is left out of the hash. */
class HashWithoutSide extends Connect4Position {
  override make(move: number): void {
    super.make(move);
    this.hashLo = 0;
  }
}

function gameWith(make: (g: Game<Connect4Position>) => Connect4Position): Game<Connect4Position> {
  const base = unwrap(connect4.create());
  return { ...base, initial: () => make(base) };
}

describe('the conformance suite catches broken connect4 positions', () => {
  it('passes the real game', () => {
    expect(Object.values(checkConformance(unwrap(connect4.create()), { games: 10 })).flat()).toEqual([]);
  });

  it('fails an unmake that leaves the column height raised', () => {
    const game = gameWith((g) => new UnmakeKeepsHeight(g.initial().geo));
    const report = checkConformance(game, { games: 5 });
    // Heights are not part of the encoding, so the defect shows once a later move lands on the wrong row.
    expect(Object.values(report).flat().join('\n')).toMatch(/does not restore/);
  });

  it('fails a hash that make corrupts', () => {
    const game = gameWith((g) => new HashWithoutSide(g.initial().geo));
    const report = checkConformance(game, { games: 5 });
    expect(report['hash-matches-decode'].length).toBeGreaterThan(0);
  });
});
