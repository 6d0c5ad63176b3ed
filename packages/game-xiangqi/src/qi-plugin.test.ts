import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { xiangqiWithEngine } from './engine/plugin.js';
import { xiangqiEngineSearcher } from './qi-plugin.js';

const game = unwrap(xiangqiWithEngine.create());
// A master-game opening position (8 plies) with captures on both sides.
const FEN = 'r1bakab1r/9/2n2cnc1/p1p1p3p/6p2/2P6/P3P1P1P/2NCB2C1/9/R1BAKA1NR w - - 8 5';

describe('xiangqi-engine searcher', () => {
  it('takes the seeOrder switch and names it in its spec', () => {
    const plain = unwrap(xiangqiEngineSearcher.create(game));
    const see = unwrap(xiangqiEngineSearcher.create(game, { seeOrder: true }));
    expect(plain.spec).not.toContain('seeOrder');
    expect(see.spec).toContain('seeOrder=true');
    expect(see.options.seeOrder).toBe(true);
  });

  it('searches with the switched capture order', () => {
    // Quiescence orders the captures differently, so the node counts differ (69 and 64 when written).
    const nodes = (raw: Record<string, boolean>) => {
      const s = unwrap(xiangqiEngineSearcher.create(game, raw));
      return s.start(unwrap(game.decode(FEN)), { depth: 1 }).run().stats.nodes;
    };
    expect(nodes({ seeOrder: true })).not.toBe(nodes({}));
  });

  it('refuses a bad switch value with a typed error', () => {
    const r = xiangqiEngineSearcher.create(game, { seeOrder: 'maybe' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-param-value');
  });
});
