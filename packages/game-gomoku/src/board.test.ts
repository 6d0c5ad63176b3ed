import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { GomokuPosition } from './board.js';
import { cellName, positionFromStones } from './codec.js';
import { boardConfig } from './config.js';
import type { Rule } from './rules.js';

/** Compares every incremental table of `pos` with a position set up from scratch on the same stones. */
function tablesDiffer(pos: GomokuPosition): string | null {
  const fresh = new GomokuPosition(pos.config);
  fresh.setup(pos.board, pos.toMove);
  const arrays = [
    'board',
    'keys',
    'ctype',
    'cscore',
    'ceval',
    'forbid',
    'typeCount',
    'evalSum',
    'near',
  ] as const;
  for (const name of arrays) {
    const a = pos[name];
    const b = fresh[name];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return `${name}[${i}]: ${a[i]} vs ${b[i]}`;
  }
  // Patterns are only kept for empty cells.
  for (let c = 0; c < pos.cells; c++)
    if (pos.board[c] === 0)
      for (let i = 0; i < 4; i++)
        for (const p of [0, 1] as const)
          if (pos.patternAt(p, c, i) !== fresh.patternAt(p, c, i)) return `pattern ${p} ${c} ${i}`;
  if (pos.hashLo !== fresh.hashLo || pos.hashHi !== fresh.hashHi) return 'hash';
  return null;
}

describe('incremental tables', () => {
  for (const rule of ['freestyle', 'standard', 'renju'] as Rule[]) {
    it(`match a from-scratch setup after random makes and unmakes (${rule})`, () => {
      const config = boardConfig(15, rule);
      const rng = new Rng(7);
      const moves = new Int32Array(225);
      let checked = 0;
      for (let g = 0; g < 6; g++) {
        const pos = new GomokuPosition(config);
        // Play near the centre so that real patterns (threes, fours, forbidden shapes) appear.
        while (pos.outcome().kind === 'ongoing' && pos.ply < 120) {
          const n = pos.stones === 0 ? pos.generate(moves) : countNear(pos, moves);
          pos.make(moves[rng.int(n)]!);
          if (rng.int(5) === 0 && pos.ply > 0) {
            pos.unmake();
          }
          if (pos.outcome().kind === 'ongoing') {
            expect(tablesDiffer(pos)).toBeNull();
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(200);
    });
  }
});

function countNear(pos: GomokuPosition, out: Int32Array): number {
  let n = 0;
  for (let c = 0; c < pos.cells; c++) if (pos.board[c] === 0 && pos.near[c]! > 0) out[n++] = c;
  return n;
}

describe('rules', () => {
  const cell = (size: number, name: string) => {
    for (let c = 0; c < size * size; c++) if (cellName(size, c) === name) return c;
    throw new Error(name);
  };
  const overline = (rule: Rule, side: 0 | 1) => {
    const config = boardConfig(15, rule);
    const own = ['e8', 'f8', 'g8', 'i8', 'j8'].map((n) => cell(15, n));
    const other = ['a1', 'c1', 'e1', 'g1', 'i1'].map((n) => cell(15, n));
    const pos = unwrap(positionFromStones(config, side === 0 ? own : other, side === 0 ? other : own, side));
    pos.make(cell(15, 'h8'));
    return pos.outcome();
  };

  it('freestyle: an overline wins for either side', () => {
    expect(overline('freestyle', 0)).toMatchObject({ kind: 'win', winner: 0 });
    expect(overline('freestyle', 1)).toMatchObject({ kind: 'win', winner: 1 });
  });
  it('standard: an overline does not win', () => {
    expect(overline('standard', 0).kind).toBe('ongoing');
    expect(overline('standard', 1).kind).toBe('ongoing');
  });
  it('renju: black overline is forbidden and loses, white overline wins', () => {
    expect(overline('renju', 0)).toMatchObject({ kind: 'win', winner: 1, reason: 'forbidden move' });
    expect(overline('renju', 1)).toMatchObject({ kind: 'win', winner: 1, reason: 'five in a row' });
  });
  it('exactly five wins under every rule', () => {
    for (const rule of ['freestyle', 'standard', 'renju'] as Rule[]) {
      const config = boardConfig(15, rule);
      const pos = unwrap(
        positionFromStones(
          config,
          ['d8', 'e8', 'f8', 'g8'].map((n) => cell(15, n)),
          ['a1', 'c1', 'e1', 'g1'].map((n) => cell(15, n)),
          0,
        ),
      );
      expect(pos.fiveCount(0)).toBe(2);
      pos.make(cell(15, 'h8'));
      expect(pos.outcome()).toMatchObject({ kind: 'win', winner: 0, reason: 'five in a row' });
      expect(pos.generate(new Int32Array(225))).toBe(0);
    }
  });
  it('a full board without five is a draw', () => {
    // 5×5 rows xxoox / ooxxo / xxoox / ooxxo / xxoox have no five in any line.
    const rows = ['xxoox', 'ooxxo', 'xxoox', 'ooxxo', 'xxoox'];
    const blacks: number[] = [];
    const whites: number[] = [];
    rows.forEach((r, y) => {
      for (let x = 0; x < 5; x++) (r[x] === 'x' ? blacks : whites).push(y * 5 + x);
    });
    const pos = new GomokuPosition(boardConfig(5, 'freestyle'));
    for (let i = 0; i < 25; i++) {
      expect(pos.outcome().kind).toBe('ongoing');
      pos.make(i % 2 === 0 ? blacks[i / 2]! : whites[(i - 1) / 2]!);
    }
    expect(pos.outcome()).toMatchObject({ kind: 'draw' });
    expect(pos.generate(new Int32Array(25))).toBe(0);
  });
});
