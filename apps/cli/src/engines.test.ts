import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { peerPresent } from '@qi/core-search/testing';
import { describe, expect, it } from 'vitest';
import { runMatchJson } from './testing.js';

const GNUGO = '/usr/games/gnugo';
const FAIRY = '/usr/games/fairy-stockfish';

/** A tiny Gomocup engine for the test: plays the first empty cell in reading order. */
const FAKE_GOMOCUP = `
import { createInterface } from 'node:readline';
let size = 0; let board = null; let reading = false;
const rl = createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const t = line.trim();
  if (reading) {
    if (t === 'DONE') {
      reading = false;
      const i = board.indexOf(0);
      console.log(\`\${i % size},\${Math.floor(i / size)}\`);
    } else { const [x, y] = t.split(',').map(Number); board[y * size + x] = 1; }
    return;
  }
  if (t.startsWith('START')) { size = Number(t.split(' ')[1]); console.log('OK'); }
  else if (t === 'BOARD') { board = new Array(size * size).fill(0); reading = true; }
  else if (t === 'END') process.exit(0);
});
`;

describe('external engines as players', () => {
  it.skipIf(!peerPresent(GNUGO, 'GNU Go'))(
    'plays two legal games of 9x9 go against GnuGo over GTP',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'qi-gnugo-'));
      const { code, games: g } = await runMatchJson(
        'go(size=9)',
        'mcts',
        `gtp:${GNUGO} --mode gtp --level 1`,
        2,
        ['--nodes', '30', '--max-plies', '60', '--save-games', dir],
      );
      expect(code).toBe(0);
      expect(g).toHaveLength(2);
      for (const game of g) {
        // Every move was legal (an illegal or missing answer would forfeit) and GnuGo moved too.
        expect(game.reason).not.toMatch(/forfeit/);
        expect(game.plies).toBeGreaterThan(10);
      }
      const sgf = readFileSync(join(dir, 'game-0002.sgf'), 'utf8');
      expect(sgf).toContain(`PB[gtp:${GNUGO} --mode gtp --level 1]PW[mcts]`);
    },
  );

  it.skipIf(!peerPresent(FAIRY, 'Fairy-Stockfish'))(
    'plays xiangqi against Fairy-Stockfish over UCI and UCCI',
    async () => {
      for (const protocol of ['uci', 'ucci']) {
        const { code, games: g } = await runMatchJson(
          'xiangqi',
          'random',
          `${protocol}(movetime=20):${FAIRY}`,
          2,
          ['--max-plies', '12'],
        );
        expect(code).toBe(0);
        expect(g).toHaveLength(2);
        for (const game of g) {
          expect(game.reason).not.toMatch(/forfeit/);
          // Both sides moved: Fairy-Stockfish's moves were read back as legal Xiangqi moves.
          expect(game.moves.length).toBeGreaterThanOrEqual(4);
        }
      }
    },
  );

  it('plays a Gomocup engine, sending the whole board each move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qi-gomocup-'));
    const engine = join(dir, 'engine.mjs');
    writeFileSync(engine, FAKE_GOMOCUP);
    const { code, games: g } = await runMatchJson(
      'gomoku(size=7)',
      'random',
      `gomocup:${process.execPath} ${engine}`,
      2,
      ['--max-plies', '12'],
    );
    expect(code).toBe(0);
    expect(g.map((x) => x.reason).join()).not.toMatch(/forfeit/);
    // The engine played the first empty cell in reading order each time: its first move is a7 or b7.
    const engineFirst = g[1]?.moves[0];
    expect(engineFirst).toBe('a7');
  });

  it('turns an engine that dies into a forfeit with the reason', async () => {
    const { code, games: g } = await runMatchJson('go(size=9)', 'random', 'gtp:/bin/false', 2);
    expect(code).toBe(0);
    expect(g.map((x) => x.result)).toEqual(['a', 'a']);
    expect(g[0]?.reason).toMatch(/^forfeit: (engine exited with code 1|engine killed|cannot start)/);
  });
});
