/**
 * The Done-when through the protocol: positions sent by BOARD (lines shuffled) where the
 * engine has a forced VCF must get a winning first move (checked by the independent brute-force
 * solver) within the engine's own budget of at most 1 s; positions where the opponent threatens a VCF
 * must get a move after which the threat is gone. Wall time is measured in bench/, not here.
 */
import { readFileSync } from 'node:fs';
import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { BLACK, EMPTY, type GomokuPosition, WHITE } from '../board.js';
import { createGomoku } from '../plugin.js';
import { gomocupRuleMask, type Rule } from '../rules.js';
import { BruteSolver } from '../testing/brute.js';
import { GomocupSession } from './session.js';

interface Fixture {
  readonly id: string;
  readonly size: number;
  readonly rule: Rule;
  readonly position: string;
  readonly moves: number;
}
const suite = JSON.parse(readFileSync(new URL('../../fixtures/tactics.json', import.meta.url), 'utf8')) as {
  vcf: Fixture[];
  defend: Fixture[];
};

/** BOARD … DONE for `pos` from the side to move's view (1 = its stones), lines shuffled by `seed`. */
function boardLines(pos: GomokuPosition, seed: number): string[] {
  const mine = pos.toMove === 0 ? BLACK : WHITE;
  const lines: string[] = [];
  for (let c = 0; c < pos.cells; c++) {
    const v = pos.board[c]!;
    if (v !== EMPTY) lines.push(`${c % pos.size},${Math.floor(c / pos.size)},${v === mine ? 1 : 2}`);
  }
  const rng = new Rng(seed);
  for (let i = lines.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  return ['BOARD', ...lines, 'DONE'];
}

/**
 * Node budget of a move in these tests, instead of the wall clock (a loaded machine made a clock-bound
 * VCF miss): the engine's threat phases get at least `threatNodes` (100k) each within it.
 */
const MOVE_NODES = 600_000;

/** Plays the fixture through a session: returns the session, the decoded position and the answer. */
function play(f: Fixture, seed: number) {
  const game = unwrap(createGomoku({ size: f.size, rule: f.rule }));
  const pos = unwrap(game.decode(f.position));
  const s = new GomocupSession({ nodes: MOVE_NODES });
  const script = [
    'INFO timeout_turn 1000',
    'INFO timeout_match 180000',
    `INFO rule ${gomocupRuleMask(f.rule)}`,
    `START ${f.size}`,
    ...boardLines(pos, seed),
  ];
  const out = script.flatMap((l) => s.feed(l));
  return { s, pos, out };
}

const brute = (pos: GomokuPosition) => {
  const b = new BruteSolver(
    pos.size,
    pos.rule as 'freestyle' | 'standard',
    pos.board,
    (pos.toMove + 1) as 1 | 2,
  );
  b.maxNodes = 2_000_000;
  return b;
};

describe('Gomocup BOARD: forced VCF wins', () => {
  it('covers at least 20 positions of 3–8 attacking moves', () => {
    expect(suite.vcf.length).toBeGreaterThanOrEqual(20);
    for (const f of suite.vcf) expect(f.moves).toBeGreaterThanOrEqual(3);
    for (const f of suite.vcf) expect(f.moves).toBeLessThanOrEqual(8);
  });
  suite.vcf.forEach((f, i) => {
    it(`${f.id}: answers a winning first move within a node budget (its clock budget at most 1 s)`, () => {
      const { s, pos, out } = play(f, 100 + i);
      expect(out).toHaveLength(2);
      expect(out[0]).toBe('OK');
      const m = /^(\d+),(\d+)$/.exec(out[1]!);
      expect(m).not.toBeNull();
      const move = Number(m![2]) * f.size + Number(m![1]);
      // The BOARD lines gave the same position, with the side to move inferred from the counts.
      expect(s.last?.move).toBe(move);
      expect(s.last!.budgetMs).toBeLessThanOrEqual(1000);
      expect(s.last!.reason).toBe('vcf');
      expect(brute(pos).winsWith(move, f.moves, 'vcf')).toBe(true);
    });
  });
});

describe('Gomocup BOARD: defending against a VCF', () => {
  suite.defend.forEach((f, i) => {
    it(`${f.id}: the opponent threatens a VCF in ${f.moves}; the answer refutes it`, () => {
      const { s, pos, out } = play(f, 200 + i);
      expect(out[0]).toBe('OK');
      const m = /^(\d+),(\d+)$/.exec(out[1] ?? '');
      expect(m).not.toBeNull();
      const move = Number(m![2]) * f.size + Number(m![1]);
      // Refuting the threat, or winning first by our own VCT (whose proof allows the defender's fours).
      expect(['defend-vcf', 'vct']).toContain(s.last!.reason);
      expect(s.last!.budgetMs).toBeLessThanOrEqual(1000);
      const threatened = brute(pos);
      threatened.toMove = (3 - threatened.toMove) as 1 | 2;
      expect(threatened.attackerWins(12, 'vcf')).toBe(true);
      const after = brute(pos);
      after.board[move] = after.toMove;
      after.toMove = (3 - after.toMove) as 1 | 2;
      expect(after.attackerWins(12, 'vcf')).toBe(false);
    });
  });
});
