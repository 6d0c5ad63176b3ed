import { describe, expect, it } from 'vitest';
import { MAX_PLAYOUTS } from '../engine/options.js';
import { BLACK } from '../geometry.js';
import { COMMANDS } from './commands.js';
import { GtpEngine } from './engine.js';
import { type GtpOptions, gtpEngineOptions, runGtpEngine } from './run.js';

const FAST: GtpOptions = {
  size: 9,
  komi: 7,
  playouts: 300,
  engine: { ownershipPlayouts: 200, warmupPlayouts: 0 },
};

/** Runs a whole session: the input in the given chunks; returns each answer (without its empty line). */
async function session(
  chunks: readonly (string | Uint8Array)[],
  options: GtpOptions = FAST,
): Promise<string[]> {
  let raw = '';
  async function* input() {
    for (const c of chunks) yield c;
  }
  await runGtpEngine(input(), { write: (t: string) => (raw += t) }, options);
  expect(raw.endsWith('\n\n') || raw === '').toBe(true);
  return raw === '' ? [] : raw.slice(0, -2).split('\n\n');
}
const run = (text: string, options?: GtpOptions) => session([text], options);

describe('GTP engine session', () => {
  it('answers pipelined commands strictly in order, echoing ids, whatever the chunking', async () => {
    const text =
      '1 boardsize 9\n2 clear_board\n3 komi 6.5\n4 play b E5\n5 genmove w\n6 play b C3\n' +
      '7 genmove w\n8 name\n9 undo\n10 protocol_version\n11 final_score\n';
    const whole = await run(text);
    expect(whole.map((a) => a.match(/^=(\d+)/)?.[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    expect(whole[7]).toBe('=8 Qi');
    expect(whole[9]).toBe('=10 2');
    expect(whole[4]).toMatch(/^=5 ([A-HJ-T]\d+|pass)$/);
    // Cut into 5-character pieces (lines split across chunks): the same answers.
    const pieces: string[] = [];
    for (let i = 0; i < text.length; i += 5) pieces.push(text.slice(i, i + 5));
    expect(await session(pieces)).toEqual(whole);
    // Bytes, CRLF line ends, a multi-byte character split between chunks: still fine.
    const bytes = new TextEncoder().encode('1 name\r\n2 komi é\r\n3 version\r\n');
    const split = [bytes.slice(0, 18), bytes.slice(18)];
    expect(await session(split)).toEqual(['=1 Qi', '?2 komi is not a number', '=3 0.1.0']);
  });

  it('answers bad lines with "?" and keeps running', async () => {
    const a = await run(
      'foo\nplay\nplay b Z99\nplay x E5\n3 boardsize 42\nboardsize nine\n\n  # comment\nname\n',
    );
    expect(a).toEqual([
      '? unknown command',
      '? invalid color or coordinate',
      '? invalid color or coordinate',
      '? invalid color or coordinate',
      '?3 unacceptable size',
      '? boardsize is not an integer',
      '= Qi',
    ]);
  });

  it('refuses illegal moves with "? illegal move", and undo takes moves back', async () => {
    const a = await run(
      'play b E5\nplay w E5\nplay w A2\nplay w B1\nplay b A1\nundo\nundo\nplay b A1\nundo\nundo\nundo\nundo\nshowboard\n',
    );
    expect(a.slice(0, 5)).toEqual(['=', '? illegal move', '=', '=', '? illegal move']);
    // Undo B1 and A2: A1 is no longer suicide.
    expect(a.slice(5, 8)).toEqual(['=', '=', '=']);
    expect(a.slice(8, 12)).toEqual(['=', '=', '? cannot undo', '? cannot undo']);
    expect(a[12]).not.toContain('●');
  });

  it('refuses a play that repeats an earlier position (superko) with "? illegal move"', async () => {
    // White takes the ko at E5 (D5); after two passes Black's retake would recreate the board
    // before the capture: not a simple-ko retake any more, but a positional-superko repetition.
    const setup = 'play b D6\nplay b C5\nplay b D4\nplay b E5\nplay w E6\nplay w F5\nplay w E4\nplay w D5\n';
    const a = await run(`${setup}play b pass\nplay w pass\nplay b E5\nplay b J9\n`);
    expect(a).toEqual([...Array(10).fill('='), '? illegal move', '=']);
  });

  it('refuses out-of-range --playouts, --time and clock settings with a clear one-line error', async () => {
    await expect(run('name\n', { ...FAST, playouts: 99_999_999_999_999 })).rejects.toThrow(
      `--playouts must be an integer from 1 to ${MAX_PLAYOUTS}, not 99999999999999`,
    );
    await expect(run('name\n', { ...FAST, time: 999_999_999 })).rejects.toThrow(/--time must be more than 0/);
    await expect(run('name\n', { ...FAST, time: -1 })).rejects.toThrow(/--time/);
    expect(await run('name\n', { ...FAST, playouts: MAX_PLAYOUTS, time: 3600 })).toEqual(['= Qi']);
    const a = await run(
      'time_settings 999999999 0 0\ntime_settings 60 -1 0\ntime_settings 60 10 99999\n' +
        'kgs-time_settings absolute 99999999\ntime_left b 99999999 0\ntime_settings 604800 0 0\n',
    );
    expect(a).toEqual([
      '? main time must be 0 to 604800 seconds',
      '? byo-yomi time must be 0 to 604800 seconds',
      '? byo-yomi stones must be 0 to 10000',
      '? main time must be 0 to 604800 seconds',
      '? time_left must be 0 to 604800 seconds and 0 to 10000 stones',
      '=',
    ]);
  });

  it('under a GTP clock, time bounds the search: playouts only when asked for', async () => {
    const limits = async (options: GtpOptions, clock: string) => {
      const gtp = new GtpEngine(gtpEngineOptions({ ...options, engine: { warmupPlayouts: 0 } }));
      for (const line of clock.split('\n').filter((l) => l !== ''))
        expect(await gtp.handleLine(line)).toBe('=\n\n');
      const planned = gtp.engine.plannedLimits(BLACK);
      await gtp.close();
      return planned;
    };
    // No clock, no --time: the untimed default budget.
    expect(await limits({ size: 9 }, '')).toEqual({ timeMs: null, nodes: 10_000 });
    // qi match --time 1000 sends this: a 1 s byo-yomi period per move; no playout cap.
    const byo = await limits({ size: 9 }, 'time_settings 0 1 1');
    expect(byo.nodes).toBeNull();
    expect(byo.timeMs).toBeGreaterThan(500);
    expect(byo.timeMs).toBeLessThan(1000);
    // Japanese byo-yomi (KGS) and absolute time: time-bounded too.
    expect((await limits({ size: 9 }, 'kgs-time_settings byoyomi 0 2 3')).nodes).toBeNull();
    const abs = await limits({ size: 9 }, 'kgs-time_settings absolute 300\ntime_left b 120 0');
    expect(abs.nodes).toBeNull();
    expect(abs.timeMs).toBeGreaterThan(1000);
    expect(abs.timeMs).toBeLessThan(120_000 / 4);
    // An explicit --playouts stays a cap under the clock.
    expect(await limits({ size: 9, playouts: 500 }, 'time_settings 0 1 1')).toMatchObject({ nodes: 500 });
  });

  it('implements every listed command (list_commands is honest) and known_command agrees', async () => {
    const [list, ...rest] = await run(
      `list_commands\n${[...COMMANDS.keys()].map((c) => `known_command ${c}`).join('\n')}\nknown_command foo\n`,
    );
    const names = list!.slice(2).split('\n');
    expect(names).toEqual([...COMMANDS.keys()]);
    expect(rest).toEqual([...names.map(() => '= true'), '= false']);
    for (const required of [
      'protocol_version',
      'name',
      'version',
      'known_command',
      'list_commands',
      'quit',
      'boardsize',
      'clear_board',
      'komi',
      'play',
      'genmove',
      'fixed_handicap',
      'place_free_handicap',
      'set_free_handicap',
      'time_settings',
      'time_left',
      'undo',
      'final_score',
      'final_status_list',
      'showboard',
      'kgs-genmove_cleanup',
    ])
      expect(names).toContain(required);
  });

  it('places handicap stones (fixed, free, set) only on an empty board', async () => {
    const a = await run(
      'fixed_handicap 4\nfixed_handicap 2\nclear_board\nfixed_handicap 10\nfixed_handicap 1\n' +
        'place_free_handicap 5\ngenmove w\nclear_board\nset_free_handicap C3 C3\nset_free_handicap C3 pass\n' +
        'set_free_handicap C3\nset_free_handicap C3 G7 E5\nplay w D4\nundo\nundo\nfinal_status_list alive\n',
    );
    expect(a[0]).toBe('= C3 G7 C7 G3');
    expect(a[1]).toBe('? board not empty');
    expect(a.slice(3, 5)).toEqual(['? invalid number of stones', '? invalid number of stones']);
    expect(a[5]).toMatch(/^= C3 G7 C7 G3 [A-HJ]\d$/);
    expect(a[6]).toMatch(/^= ([A-HJ]\d|pass)$/);
    expect(a.slice(8, 11)).toEqual(['? bad vertex list', '? bad vertex list', '? bad vertex list']);
    expect(a.slice(11, 15)).toEqual(['=', '=', '=', '? cannot undo']);
    expect(a[15]!.slice(2).split('\n').sort()).toEqual(['C3', 'E5', 'G7']);
  });

  it('takes time settings and time left, and rejects malformed ones', async () => {
    const a = await run(
      'time_settings 300 30 5\ntime_left b 120 0\ntime_left w 20 3\ntime_settings 300 x 5\ntime_left red 1 1\n' +
        'kgs-time_settings byoyomi 60 10 3\nkgs-time_settings canadian 60 30 5\nkgs-time_settings none\n' +
        'kgs-time_settings absolute 60 5\nkgs-time_settings weird 1\n',
    );
    expect(a).toEqual([
      '=',
      '=',
      '=',
      '? syntax error',
      '? syntax error',
      '=',
      '=',
      '=',
      '? syntax error',
      '? syntax error',
    ]);
  });

  it('scores with dead stones removed and lists them', async () => {
    const black = 'E1 E2 E3 E4 E5 E6 E7 E8 E9 A8 B9'.split(' ').map((v) => `play b ${v}`);
    const white = 'G1 G2 G3 G4 G5 G6 G7 G8 G9 B8'.split(' ').map((v) => `play w ${v}`);
    const a = await run(
      `${[...black, ...white].join('\n')}\nfinal_score\nfinal_status_list dead\nfinal_status_list seki\nfinal_status_list bogus\nshowboard\n`,
    );
    expect(a.slice(0, black.length + white.length).every((x) => x === '=')).toBe(true);
    const [score, dead, seki, bogus, board] = a.slice(black.length + white.length);
    // Black A-E (45 points with B8 removed) against White G-J (27), komi 7.
    expect(score).toBe('= B+11');
    expect(dead).toBe('= B8');
    expect(seki).toBe('=');
    expect(bogus).toMatch(/^\? /);
    expect(board).toContain('●');
    expect(board).toContain('(○)');
    expect(board!.split('\n').every((l) => l.trim() !== '')).toBe(true);
  });

  it('plays a kgs-genmove_cleanup move and writes the game as SGF', async () => {
    const a = await run('play b E5\nkgs-genmove_cleanup w\nprintsgf\n');
    expect(a[1]).toMatch(/^= [A-HJ]\d$/);
    expect(a[2]).toMatch(/^= \(;FF\[4\]/);
    expect(a[2]).toContain(';B[ee]');
  });

  it('stops at quit, and answers a last line without a newline', async () => {
    expect(await run('name\nquit\nname\n')).toEqual(['= Qi', '=']);
    expect(await run('1 name\n2 version')).toEqual(['=1 Qi', '=2 0.1.0']);
    const long = await session(['x'.repeat(3000), 'y'.repeat(3000), '\nname\n']);
    expect(long).toHaveLength(2);
    expect(long[0]).toMatch(/^\? /);
    expect(long[1]).toBe('= Qi');
  });
});
