import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { xiangqiWithEngine } from './engine/plugin.js';
import { xiangqiEngineSearcher } from './qi-plugin.js';

const game = unwrap(xiangqiWithEngine.create());
// Black's chariots doubled on the d-file into Red's palace (the palace-attack term's case).
const FEN = '5k3/3r5/3r5/9/9/9/9/9/9/3AKA3 w - - 0 1';

describe('xiangqi-engine searcher', () => {
  it('takes the palaceAttack evaluation switch and names it in its spec', () => {
    const on = unwrap(xiangqiEngineSearcher.create(game));
    const off = unwrap(xiangqiEngineSearcher.create(game, { palaceAttack: false }));
    expect(on.spec).not.toContain('palaceAttack');
    expect(off.spec).toContain('palaceAttack=false');
    expect(off.options.palaceAttack).toBe(false);
  });

  it('searches with the switched evaluation', () => {
    const score = (raw: Record<string, boolean>) => {
      const s = unwrap(xiangqiEngineSearcher.create(game, raw));
      const r = s.start(unwrap(game.decode(FEN)), { depth: 1 }).run().score;
      if (r?.kind !== 'cp') throw new Error(`expected a centipawn score, got ${JSON.stringify(r)}`);
      return r.value;
    };
    expect(score({ palaceAttack: false })).toBeGreaterThan(score({}));
  });

  it('refuses a bad switch value with a typed error', () => {
    const r = xiangqiEngineSearcher.create(game, { palaceAttack: 'maybe' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-param-value');
  });
});
