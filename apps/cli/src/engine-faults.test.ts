import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing.js';

const LATE_ENGINE = join(import.meta.dirname, '../test/fixtures/late-engine.mjs');
const HUNG_ENGINE = join(import.meta.dirname, '../test/fixtures/hung-uci-engine.mjs');

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

  it('a UCI engine that hangs after a timeout is restarted, so only the game that timed out is lost', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'qi-hung-')), 'hung');
    const r = await runCli([
      'match',
      'tictactoe',
      '--a',
      'random',
      '--b',
      `uci(timeout=300):${process.execPath} ${HUNG_ENGINE} ${marker}`,
      '--games',
      '4',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const reasons = r.lines
      .map((l) => JSON.parse(l))
      .filter((o) => o.type === 'game')
      .sort((x, y) => x.index - y.index)
      .map((g) => g.reason);
    // Game 2 asks the engine's second `go`, which it never answers; the restarted engine resigns again.
    expect(reasons).toEqual([
      'forfeit: resigned',
      'forfeit: no answer within 300 ms',
      'forfeit: resigned',
      'forfeit: resigned',
    ]);
  });
});
