import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing.js';

const LATE_ENGINE = join(import.meta.dirname, '../test/fixtures/late-engine.mjs');

describe('engine faults', () => {
  it('a GTP engine that answers a genmove after the timeout loses that game only', async () => {
    const r = await runCli([
      'match',
      'go(size=9)',
      '--a',
      'mcts(playouts=200)',
      '--b',
      `gtp(timeout=3000):${process.execPath} ${LATE_ENGINE}`,
      '--games',
      '4',
      '--max-plies',
      '16',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const games = r.lines
      .map((l) => JSON.parse(l))
      .filter((o) => o.type === 'game')
      .sort((x, y) => x.index - y.index);
    expect(games).toHaveLength(4);
    expect([games[0].result, games[0].reason]).toEqual(['a', 'forfeit: no answer within 3000 ms']);
    for (const g of games.slice(1)) {
      expect(g.reason).toBe('ply limit');
      expect(g.plies).toBe(16);
    }
  });
});
