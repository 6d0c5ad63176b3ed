import { peerPresent } from '@qi/core-search/testing';
import { describe, expect, it } from 'vitest';
import { GtpClient } from '../../bench/gtp-client.js';
import { GtpEngine } from './engine.js';

const GNUGO = '/usr/games/gnugo';
const present = peerPresent(GNUGO, 'GNU Go');

/** Sends a line to Qi and returns its answer without the `=`/`?` marker. */
async function ask(qi: GtpEngine, line: string): Promise<{ ok: boolean; text: string }> {
  const a = (await qi.handleLine(line)) ?? '';
  return { ok: a.startsWith('='), text: a.replace(/^[=?]\d*\s?/, '').trim() };
}

describe.skipIf(!present)('a GTP game against GNU Go as opponent and referee', () => {
  it('plays a whole 9x9 game with no illegal move on either side and agrees on the winner', async () => {
    const qi = new GtpEngine({ size: 9, playouts: 150, ownershipPlayouts: 300, resignThreshold: 0, seed: 3 });
    const gnugo = new GtpClient('gnugo', GNUGO, [
      '--mode',
      'gtp',
      '--level',
      '1',
      '--chinese-rules',
      '--positional-superko',
      '--seed',
      '1',
    ]);
    try {
      for (const cmd of ['boardsize 9', 'clear_board', 'komi 7']) {
        expect((await ask(qi, cmd)).ok).toBe(true);
        expect((await gnugo.send(cmd)).ok).toBe(true);
      }
      let color: 'b' | 'w' = 'b';
      let passes = 0;
      let plies = 0;
      while (passes < 2 && plies < 160) {
        const qiMoves = color === 'b';
        let move: string;
        if (qiMoves) {
          const a = await ask(qi, `genmove ${color}`);
          expect(a.ok).toBe(true);
          move = a.text;
          expect(move).not.toBe('resign');
          const r = await gnugo.send(`play ${color} ${move}`);
          expect(r.ok, `gnugo refused Qi's ${color} ${move} at ply ${plies}`).toBe(true);
        } else {
          const a = await gnugo.send(`genmove ${color}`);
          expect(a.ok).toBe(true);
          move = a.text.trim();
          if (move.toLowerCase() === 'resign') break;
          expect((await ask(qi, `play ${color} ${move}`)).ok, `Qi refused gnugo's ${color} ${move}`).toBe(
            true,
          );
        }
        passes = move.toLowerCase() === 'pass' ? passes + 1 : 0;
        plies++;
        color = color === 'b' ? 'w' : 'b';
      }
      expect(plies).toBeGreaterThan(20);
      // The two boards agree stone for stone.
      const qiBoard = (await qi.handleLine('showboard')) ?? '';
      const stones = (qiBoard.match(/[●○]/g) ?? []).length;
      const gnugoBoard = (await gnugo.send('showboard')).text;
      expect(stones).toBe((gnugoBoard.match(/ [XO](?=[ )(])/g) ?? []).length);
      if (passes >= 2) {
        const ours = (await ask(qi, 'final_score')).text;
        const theirs = (await gnugo.send('final_score')).text.trim();
        expect(ours).toMatch(/^([BW]\+\d+(\.\d+)?|0)$/);
        expect(ours[0]).toBe(theirs[0]);
      }
    } finally {
      await gnugo.close();
    }
  });
});
