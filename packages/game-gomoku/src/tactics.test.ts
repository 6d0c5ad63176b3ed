import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GomokuPosition } from './board.js';
import { chooseMove } from './engine.js';
import { createGomoku, type GomokuGame } from './plugin.js';
import type { Rule } from './rules.js';
import { BruteSolver } from './testing/brute.js';
import { findVcf, findVct } from './threats.js';

interface Fixture {
  readonly id: string;
  readonly size: number;
  readonly rule: Rule;
  readonly position: string;
  readonly moves: number;
  readonly line: readonly string[];
}

const suite = JSON.parse(readFileSync(new URL('../fixtures/tactics.json', import.meta.url), 'utf8')) as {
  vcf: Fixture[];
  vct: Fixture[];
  defend: Fixture[];
};

const games = new Map<string, GomokuGame>();
function load(f: Fixture): { game: GomokuGame; pos: GomokuPosition } {
  const key = `${f.size}:${f.rule}`;
  let game = games.get(key);
  if (!game) {
    game = unwrap(createGomoku({ size: f.size, rule: f.rule }));
    games.set(key, game);
  }
  return { game, pos: unwrap(game.decode(f.position)) };
}

/** The independent solver on a copy of the position, the side to move attacking. */
function brute(pos: GomokuPosition, maxNodes = 2_000_000): BruteSolver {
  const b = new BruteSolver(
    pos.size,
    pos.rule as 'freestyle' | 'standard',
    pos.board,
    (pos.toMove + 1) as 1 | 2,
  );
  b.maxNodes = maxNodes;
  return b;
}

describe('VCF suite', () => {
  it('has at least 20 positions of 4–8 attacker moves (3–7 fours, then the five)', () => {
    expect(suite.vcf.length).toBeGreaterThanOrEqual(20);
    for (const f of suite.vcf) expect(f.moves).toBeGreaterThanOrEqual(4);
    for (const f of suite.vcf) expect(f.moves).toBeLessThanOrEqual(8);
  });
  for (const f of suite.vcf) {
    it(`${f.id}: VCF in ${f.moves}, and the engine's first move wins (brute force)`, () => {
      const { game, pos } = load(f);
      const before = game.encode(pos);
      const r = findVcf(pos, { depth: 12, shortest: true });
      expect(r.win).toBe(true);
      expect(r.depth).toBe(f.moves);
      expect(game.encode(pos)).toBe(before);
      const e = chooseMove(game, pos, { timeMs: 0, vct: false, searcher: 'greedy' });
      expect(e.reason).toBe('vcf');
      expect(brute(pos).winsWith(e.move, f.moves, 'vcf')).toBe(true);
    });
  }
});

describe('VCT suite', () => {
  for (const f of suite.vct) {
    it(`${f.id}: no VCF, a VCT in ${f.moves}, and the engine's first move wins (brute force)`, () => {
      const { game, pos } = load(f);
      expect(findVcf(pos, { depth: 30 }).win).toBe(false);
      const r = findVct(pos, { depth: f.moves });
      expect(r.win).toBe(true);
      const e = chooseMove(game, pos, { timeMs: 0, vct: true, vctDepth: f.moves, searcher: 'greedy' });
      expect(e.reason).toBe('vct');
      expect(brute(pos, 200_000).winsWith(e.move, f.moves, 'threats')).toBe(true);
    });
  }
});

describe('defending against a VCF', () => {
  for (const f of suite.defend) {
    it(`${f.id}: the opponent threatens a VCF in ${f.moves}; the engine's move refutes it (brute force)`, () => {
      const { game, pos } = load(f);
      const threatened = brute(pos);
      threatened.toMove = (3 - threatened.toMove) as 1 | 2;
      expect(threatened.attackerWins(12, 'vcf')).toBe(true);
      const e = chooseMove(game, pos, { timeMs: 0, vct: false, searcher: 'greedy' });
      expect(e.reason).toBe('defend-vcf');
      expect(e.lost).toBe(false);
      const after = brute(pos);
      after.board[e.move] = after.toMove;
      after.toMove = (3 - after.toMove) as 1 | 2;
      expect(after.attackerWins(12, 'vcf')).toBe(false);
    });
  }
});
