import { describe, expect, it } from 'vitest';
import { unwrap } from '../result.js';
import { alphabetaSearcher } from './searcher.js';
import { threes } from './testgames/threes.js';

describe('alphabeta default budget', () => {
  const big = unwrap(threes.create({ size: 4 }));
  const small = unwrap(threes.create({ size: 3, evaluate: false }));

  it('falls back to the nodes option when the limits give no budget on a large game', () => {
    const s = unwrap(alphabetaSearcher.create(big, { nodes: 500 }));
    const r = s.start(big.initial()).run();
    expect(r.stats.nodes).toBeGreaterThan(0);
    expect(r.stats.nodes).toBeLessThanOrEqual(500);
  });

  it('leaves explicit limits and small-tree games alone', () => {
    const s = unwrap(alphabetaSearcher.create(big, { nodes: 500 }));
    expect(s.start(big.initial(), { nodes: 2000 }).run().stats.nodes).toBeGreaterThan(500);
    const t = unwrap(alphabetaSearcher.create(small, { nodes: 50 }));
    const solved = t.start(small.initial()).run();
    expect(solved.stats.nodes).toBeGreaterThan(50);
    expect(solved.proven).toBe(true);
  });
});
