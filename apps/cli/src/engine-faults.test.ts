import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMatchJson } from './testing.js';

const LATE_ENGINE = join(import.meta.dirname, '../test/fixtures/late-engine.mjs');
const HUNG_ENGINE = join(import.meta.dirname, '../test/fixtures/hung-uci-engine.mjs');

describe('engine faults', () => {
  it('a GTP engine that answers a genmove after the timeout loses that game only', async () => {
    const { code, games } = await runMatchJson(
      'go(size=9)',
      'mcts(playouts=200)',
      `gtp(timeout=3000):${process.execPath} ${LATE_ENGINE}`,
      4,
      ['--max-plies', '16'],
    );
    expect(code).toBe(0);
    expect(games).toHaveLength(4);
    expect([games[0]?.result, games[0]?.reason]).toEqual(['a', 'forfeit: no answer within 3000 ms']);
    for (const g of games.slice(1)) {
      expect(g.reason).toBe('ply limit');
      expect(g.plies).toBe(16);
    }
  });

  it('a UCI engine that hangs after a timeout is restarted, so only the game that timed out is lost', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'qi-hung-')), 'hung');
    const { code, games } = await runMatchJson(
      'tictactoe',
      'random',
      `uci(timeout=300):${process.execPath} ${HUNG_ENGINE} ${marker}`,
      4,
    );
    expect(code).toBe(0);
    const reasons = games.map((g) => g.reason);
    // Game 2 asks the engine's second `go`, which it never answers; the restarted engine resigns again.
    expect(reasons).toEqual([
      'forfeit: resigned',
      'forfeit: no answer within 300 ms',
      'forfeit: resigned',
      'forfeit: resigned',
    ]);
  });
});
