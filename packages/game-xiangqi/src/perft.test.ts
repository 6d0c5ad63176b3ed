import { readFileSync } from 'node:fs';
import { perftDivide as genericDivide, perft as genericPerft, Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { START_FEN } from './fen.js';
import { perft, perftDivide } from './perft.js';
import { xiangqi } from './plugin.js';

interface PerftCase {
  readonly id: string;
  readonly fen: string;
  readonly depths: Readonly<Record<string, number>>;
}

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));
const PUBLIC = fixture('xiangqi-perft-public.json') as PerftCase[];
const RULES = (fixture('xiangqi-perft-rules.json') as { positions: PerftCase[] }).positions;
/** Depths run in unit tests (depth 5 is checked by the bench and scripts/perft.ts). */
const MAX_TEST_DEPTH = 4;

const rows = (cases: readonly PerftCase[]) =>
  cases.flatMap((c) =>
    Object.entries(c.depths)
      .filter(([d]) => Number(d) <= MAX_TEST_DEPTH)
      .map(([d, n]) => [c.id, c.fen, Number(d), n] as const),
  );

const game = unwrap(xiangqi.create());

describe('perft', () => {
  it.each([
    [1, 44],
    [2, 1_920],
    [3, 79_666],
    [4, 3_290_240],
  ])('start position depth %i = %i', (depth, expected) => {
    expect(perft(game.initial(), depth)).toBe(expected);
  });

  it.each(rows(PUBLIC))('public %s depth %i', (_id, fen, depth, expected) => {
    expect(perft(unwrap(game.decode(fen)), depth)).toBe(expected);
  });

  it.each(rows(RULES))('rule position %s (%s) depth %i', (_id, fen, depth, expected) => {
    expect(perft(unwrap(game.decode(fen)), depth)).toBe(expected);
  });

  it('has a rule fixture for every move-generation rule it claims', () => {
    const ids = RULES.map((r) => r.id).join(' ');
    for (const word of [
      'flying_general',
      'cannon',
      'horse_leg',
      'elephant',
      'palace',
      'soldiers',
      'double_check',
      'stalemate',
    ])
      expect(ids).toContain(word);
  });

  it('depth 0 is one node and perft leaves the position unchanged', () => {
    const pos = unwrap(game.decode(PUBLIC[0]!.fen));
    const fen = game.encode(pos);
    expect(perft(pos, 0)).toBe(1);
    perft(pos, 3);
    expect(game.encode(pos)).toBe(fen);
  });

  it('game.perft is the fast perft', () => {
    const pos = game.initial();
    expect(game.perft?.(pos, 3)).toBe(79_666);
  });

  it('agrees with the generic make/unmake perft through the Position contract', () => {
    for (const c of [...PUBLIC, ...RULES]) {
      const pos = unwrap(game.decode(c.fen));
      const viaContract = { ...game, perft: undefined };
      expect(genericPerft(viaContract, pos, 3), c.id).toBe(c.depths['3']);
    }
  });

  it('perftDivide sums to perft and matches core-search perftDivide', () => {
    const pos = unwrap(game.decode(PUBLIC[1]!.fen));
    const divide = perftDivide(pos, 3);
    expect(divide.reduce((s, d) => s + d.count, 0)).toBe(PUBLIC[1]!.depths['3']);
    const generic = genericDivide(game, pos, 3);
    expect(new Map(divide.map((d) => [d.move, d.count]))).toEqual(
      new Map(generic.map((d) => [d.move, d.count])),
    );
  });

  it('bulk counting at the last ply agrees with generating the moves along random games', () => {
    const rng = new Rng(7);
    const moves = new Int32Array(128);
    const scratch = new Int32Array(128);
    let checked = 0;
    for (const c of [START_FEN, ...PUBLIC.map((p) => p.fen), ...RULES.map((r) => r.fen)]) {
      const pos = unwrap(game.decode(c));
      for (let ply = 0; ply < 80; ply++) {
        const n = pos.board.generate(moves);
        expect(pos.board.countLegal(scratch), game.encode(pos)).toBe(n);
        checked++;
        if (n === 0 || pos.outcome().kind !== 'ongoing') break;
        pos.make(moves[rng.int(n)]!);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
