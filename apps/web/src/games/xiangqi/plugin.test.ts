import { unwrap } from '@qi/core-search';
import { xiangqi } from '@qi/game-xiangqi';
import { describe, expect, test } from 'vitest';
import { xiangqiWithEngine } from './plugin.js';

describe('xiangqi with the engine', () => {
  test('same spec, moves and texts as the plain plugin, plus an evaluation', () => {
    const plain = unwrap(xiangqi.create({ notation: 'wxf' }));
    const engine = unwrap(xiangqiWithEngine.create({ notation: 'wxf' }));
    expect(engine.spec).toBe(plain.spec);
    expect(engine.info.hasEvaluate).toBe(true);
    expect(plain.info.hasEvaluate).toBe(false);
    const a = plain.initial();
    const b = engine.initial();
    const ma = new Int32Array(plain.info.maxMoves);
    const mb = new Int32Array(engine.info.maxMoves);
    const n = a.generate(ma);
    expect(b.generate(mb)).toBe(n);
    for (let i = 0; i < n; i++) expect(engine.moveToString(b, mb[i]!)).toBe(plain.moveToString(a, ma[i]!));
    expect(typeof engine.evaluate?.(b)).toBe('number');
  });
  test('bad parameters are typed errors', () => {
    expect(xiangqiWithEngine.create({ moveLimit: 3 })).toMatchObject({
      ok: false,
      error: { code: 'bad-param-value' },
    });
  });
});
