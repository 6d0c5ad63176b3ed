import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GomokuPosition } from './board.js';
import { parseCellName, positionFromStones } from './codec.js';
import { boardConfig } from './config.js';
import { createGomoku } from './plugin.js';
import type { Rule } from './rules.js';
import { BruteSolver } from './testing/brute.js';
import { findOpponentVcf, findVcf, ThreatSearch } from './threats.js';

const cell = (name: string) => unwrap(parseCellName(15, name));
const stones = (rule: Rule, black: string[], white: string[], toMove: 0 | 1) =>
  unwrap(positionFromStones(boardConfig(15, rule), black.map(cell), white.map(cell), toMove));

/** Random games of nearby moves: positions full of fours and threes. */
function* randomPositions(rule: Rule, seed: number, count: number): Generator<GomokuPosition> {
  const game = unwrap(createGomoku({ size: 15, rule }));
  const rng = new Rng(seed);
  const near = new Int32Array(225);
  let made = 0;
  while (made < count) {
    const pos = game.initial();
    pos.make(112);
    while (pos.outcome().kind === 'ongoing' && pos.ply < 40 && made < count) {
      let n = 0;
      for (let c = 0; c < 225; c++) if (pos.board[c] === 0 && pos.near[c]! > 0) near[n++] = c;
      pos.make(near[rng.int(n)]!);
      if (pos.outcome().kind === 'ongoing' && pos.fiveCount(pos.toMove) === 0) {
        made++;
        yield pos;
      }
    }
  }
}

describe('VCF against the brute-force solver', () => {
  for (const rule of ['freestyle', 'standard'] as const) {
    it(`finds a VCF within 5 moves exactly when the solver does (${rule}, 150 random positions)`, () => {
      let wins = 0;
      for (const pos of randomPositions(rule, rule === 'standard' ? 11 : 12, 150)) {
        // A fresh table each time, so the line is never cut short by an entry from another position.
        const r = new ThreatSearch({ tableBits: 12 }).vcf(pos, { depth: 5, shortest: true });
        const b = new BruteSolver(15, rule, pos.board, (pos.toMove + 1) as 1 | 2);
        expect(r.complete).toBe(true);
        expect(r.win).toBe(b.attackerWins(5, 'vcf'));
        if (r.win) {
          wins++;
          // The line is legal and ends in the attacker's five.
          const replay = pos.clone();
          for (const m of r.line) {
            expect(replay.isLegal(m)).toBe(true);
            replay.make(m);
          }
          if (replay.outcome().kind === 'ongoing') expect(replay.fiveCount(pos.toMove)).toBeGreaterThan(0);
          else expect(replay.outcome()).toMatchObject({ kind: 'win', winner: pos.toMove });
        }
      }
      expect(wins).toBeGreaterThan(10);
      expect(wins).toBeLessThan(140);
    });
  }
});

describe('threat search details', () => {
  it('leaves the position as it was, and stops at its node limit', () => {
    const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
    const pos = unwrap(game.decode('15:h8,i9,h9,h10,g8,i8,i10,g10,f9,j7,e10,k6'));
    const before = [game.encode(pos), pos.hashLo, pos.hashHi];
    const opp = findOpponentVcf(pos);
    const own = findVcf(pos);
    expect([game.encode(pos), pos.hashLo, pos.hashHi]).toEqual(before);
    expect(opp.win || own.win).toBe(true);
    const cut = new ThreatSearch().vct(pos, { depth: 9, nodes: 50 });
    expect(cut.nodes).toBeLessThanOrEqual(50 + 1);
    if (!cut.win) expect(cut.complete).toBe(false);
  });

  it('renju: white wins when black must block on a forbidden point', () => {
    // Black's h8 is a double three; white's l4 makes a four whose only five point is h8.
    const black = ['g8', 'i8', 'h7', 'h9', 'm3', 'g9'];
    const white = ['i7', 'j6', 'k5', 'a1', 'a15', 'o1'];
    const renju = findVcf(stones('renju', black, white, 1), { shortest: true });
    expect(renju.win).toBe(true);
    expect(renju.move).toBe(cell('l4'));
    expect(findVcf(stones('freestyle', black, white, 1)).win).toBe(false);
  });

  it('renju: black cannot win with a forbidden double four', () => {
    const black = ['e8', 'f8', 'g8', 'h9', 'h10', 'h11'];
    const white = ['d8', 'h12', 'a1', 'a3', 'o15', 'o1'];
    const free = findVcf(stones('freestyle', black, white, 0), { shortest: true });
    expect([free.win, free.move]).toEqual([true, cell('h8')]);
    expect(findVcf(stones('renju', black, white, 0)).win).toBe(false);
  });
});
