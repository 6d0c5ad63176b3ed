import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { parseGameRecords } from '../book/records.js';
import { parseIccs } from '../notation/coords.js';
import { xiangqi } from '../plugin.js';
import { XiangqiEvaluator } from './evaluate.js';
import { DEFAULT_EVAL_PARAMS, evalParams } from './params.js';
import { PIECE_SQUARE_TABLES } from './tables.js';
import { flipColoursFen, mirrorFen } from './testing.js';

const game = unwrap(xiangqi.create());
const evaluator = new XiangqiEvaluator();
const evalFen = (fen: string, e = evaluator) => e.evaluate(unwrap(game.decode(fen)));

/** Positions from the master games: every 7th ply of the first 40 games. */
function masterPositions(): string[] {
  const text = readFileSync(new URL('../../fixtures/master-games.pgn', import.meta.url), 'utf8');
  const games = unwrap(parseGameRecords(text)).slice(0, 40);
  const fens: string[] = [];
  for (const g of games) {
    const pos = game.initial();
    for (let i = 0; i < g.moves.length; i++) {
      const m = parseIccs(pos, g.moves[i]!);
      if (!m.ok) break;
      pos.make(m.value);
      if (i % 7 === 3) fens.push(pos.toFen());
    }
  }
  return fens;
}

describe('XiangqiEvaluator', () => {
  const fens = masterPositions();

  it('reads enough real positions to mean something', () => {
    expect(fens.length).toBeGreaterThan(300);
  });

  it('is the same for the left-right mirror image', () => {
    for (const fen of fens) expect(evalFen(mirrorFen(fen)), fen).toBe(evalFen(fen));
  });

  it('gives the same side-to-move score after swapping colours, so the Red-view score is negated', () => {
    for (const fen of fens) {
      const flipped = flipColoursFen(fen);
      expect(evalFen(flipped), fen).toBe(evalFen(fen));
      const red = evaluator.redView(unwrap(game.decode(fen)).board);
      const redFlipped = evaluator.redView(unwrap(game.decode(flipped)).board);
      expect(redFlipped + red, fen).toBe(0);
    }
  });

  it.each([
    ['written', PIECE_SQUARE_TABLES],
    ['default', DEFAULT_EVAL_PARAMS.tables],
  ])('has left-right symmetric piece-square tables (%s)', (_name, tables) => {
    for (let type = 1; type <= 7; type++) {
      const t = tables[type]!;
      expect(t.length).toBe(90);
      for (let r = 0; r < 10; r++) for (let f = 0; f < 9; f++) expect(t[r * 9 + f]).toBe(t[r * 9 + 8 - f]);
    }
  });

  it('scores the start position as the tempo only', () => {
    const start = game.initial();
    expect(evaluator.evaluate(start)).toBe(DEFAULT_EVAL_PARAMS.tempo);
  });

  it('counts material: a missing chariot costs about a chariot', () => {
    const full = evalFen('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
    const noBlackChariot = evalFen('rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
    expect(noBlackChariot - full).toBeGreaterThan(800);
    expect(noBlackChariot - full).toBeLessThan(1300);
  });

  it('values a soldier more once it has crossed the river', () => {
    const home = evalFen('4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1');
    const crossed = evalFen('4k4/9/9/4P4/9/9/9/9/9/3K5 w - - 0 1');
    expect(crossed).toBeGreaterThan(home + 40);
  });

  it('scales down a side that has nothing left to attack with', () => {
    // Red: general and advisors only, against a lone general: Red cannot win, so no advantage.
    expect(evalFen('4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1')).toBe(DEFAULT_EVAL_PARAMS.tempo);
    const off = new XiangqiEvaluator(evalParams({ cannotWin: false }));
    expect(evalFen('4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1', off)).toBeGreaterThan(200);
  });

  it('penalises an open cannon line to the general (空头炮)', () => {
    const params = evalParams({ emptyCannon: 0 });
    const plain = new XiangqiEvaluator(params);
    const fen = '3k5/9/9/9/9/9/9/9/3C5/4K4 b - - 0 1';
    // Black general on d9 with Red's cannon on d1 and nothing between.
    expect(plain.evaluate(unwrap(game.decode(fen))) - evalFen(fen)).toBe(DEFAULT_EVAL_PARAMS.emptyCannon);
  });
});
