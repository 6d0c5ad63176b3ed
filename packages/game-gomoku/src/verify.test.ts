import { readFileSync } from 'node:fs';
import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { GomokuEngine } from './engine.js';
import { createGomoku } from './plugin.js';
import { PnSearch } from './pn-search.js';

interface RefutedCase {
  readonly id: string;
  readonly moves: readonly string[];
  readonly depth: number;
  readonly nodes: number;
  readonly refuted: string;
}
const set: { positions: RefutedCase[] } = JSON.parse(
  readFileSync(new URL('../fixtures/refuted-moves.json', import.meta.url), 'utf8'),
);
const game = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));

describe('option verify: the quiet search move checked by the opponent VCT', () => {
  for (const c of set.positions) {
    it(`${c.id}: sets aside ${c.refuted} and plays a move the opponent has no VCT after`, () => {
      const pos = game.initial();
      for (const m of c.moves) pos.make(unwrap(game.parseMove(pos, m)));
      const opponentWins = (move: number) => {
        pos.make(move);
        const r = new PnSearch({ poolBits: 20, tableBits: 18 }).vctSearch(pos, { nodes: c.nodes });
        pos.unmake();
        return r.win;
      };
      const limits = { timeMs: 0, depth: c.depth, pnNodes: c.nodes, seed: 1 };
      const plain = new GomokuEngine(game).choose(pos, { ...limits, verify: 0 });
      expect(game.moveToString(pos, plain.move)).toBe(c.refuted);
      expect(opponentWins(plain.move)).toBe(true);
      const checked = new GomokuEngine(game).choose(pos, { ...limits, verify: 30 });
      expect(game.moveToString(pos, checked.move)).not.toBe(c.refuted);
      expect(pos.isLegal(checked.move)).toBe(true);
      expect(opponentWins(checked.move)).toBe(false);
    });
  }
});
