import { peerPresent } from '@qi/core-search/testing';
import { describe, expect, it } from 'vitest';
import { GtpClient } from '../../bench/gtp-client.js';
import { SEKI_FIXTURES, type SekiFixture } from '../../bench/seki-fixtures.js';
import { GtpEngine } from './engine.js';

const GNUGO = '/usr/games/gnugo';
const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

/** GTP commands that set up a fixture's board: `play` for every stone. */
function setup(f: SekiFixture): string[] {
  const n = f.rows.length;
  const out = [`boardsize ${n}`, 'clear_board', `komi ${f.komi}`];
  f.rows.forEach((row, i) => {
    for (let j = 0; j < row.length; j++) {
      const v = `${COLUMNS[j]}${n - i}`;
      if (row[j] === 'x') out.push(`play b ${v}`);
      else if (row[j] === 'o') out.push(`play w ${v}`);
    }
  });
  return out;
}

/** A `final_status_list` answer as sorted strings with sorted vertices. */
const strings = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim().split(/\s+/).filter(Boolean).sort().join(' '))
    .filter((l) => l !== '')
    .sort();

/** `W+2` and `W+2.0` alike. */
const margin = (text: string) => {
  const m = /^([BW])\+(\d+(?:\.\d+)?)$/.exec(text.trim());
  return m ? (m[1] === 'B' ? 1 : -1) * Number(m[2]) : text.trim() === '0' ? 0 : Number.NaN;
};

async function answers(send: (line: string) => Promise<{ ok: boolean; text: string }>, f: SekiFixture) {
  for (const cmd of setup(f)) expect((await send(cmd)).ok, cmd).toBe(true);
  return {
    seki: strings((await send('final_status_list seki')).text),
    dead: strings((await send('final_status_list dead')).text),
    score: (await send('final_score')).text,
  };
}

describe("Qi's final_status_list and final_score on finished positions agree with GNU Go's", () => {
  for (const f of SEKI_FIXTURES)
    it(`${f.name}: ${f.note}`, async () => {
      const qi = new GtpEngine({ size: 9, komi: f.komi, seed: 2 });
      const send = async (line: string) => {
        const a = (await qi.handleLine(line)) ?? '';
        return { ok: a.startsWith('='), text: a.replace(/^[=?]\d*\s?/, '').trim() };
      };
      const ours = await answers(send, f);
      expect(ours.seki).toEqual(f.gnugo.seki);
      expect(ours.dead).toEqual(f.gnugo.dead);
      if (f.gnugo.score !== null) expect(margin(ours.score)).toBe(margin(f.gnugo.score));
      // Alive, seki and dead split the stones.
      const alive = strings((await send('final_status_list alive')).text);
      const stones = f.rows.join('').replace(/\./g, '').length;
      const count = (l: string[]) => l.reduce((n, s) => n + s.split(' ').length, 0);
      expect(count(alive) + count(ours.seki) + count(ours.dead)).toBe(stones);
    });
});

describe.skipIf(!peerPresent(GNUGO, 'GNU Go'))("the seki fixtures hold GNU Go 3.8's answers", () => {
  it('final_status_list seki / dead and final_score as recorded', async () => {
    for (const f of SEKI_FIXTURES) {
      const gnugo = new GtpClient('gnugo', GNUGO, [
        '--mode',
        'gtp',
        '--chinese-rules',
        '--positional-superko',
      ]);
      try {
        const theirs = await answers((line) => gnugo.send(line), f);
        expect(theirs.seki, f.name).toEqual(f.gnugo.seki);
        expect(theirs.dead, f.name).toEqual(f.gnugo.dead);
        if (f.gnugo.score !== null) expect(margin(theirs.score), f.name).toBe(margin(f.gnugo.score));
      } finally {
        await gnugo.close();
      }
    }
  });
});
