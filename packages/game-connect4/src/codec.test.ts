import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { makeGeometry } from './geometry.js';
import { connect4 } from './plugin.js';

const game = unwrap(connect4.create());
const EMPTY_7X6 = '......./......./......./......./......./.......';

const decodeError = (text: string) => {
  const r = game.decode(text);
  return r.ok ? 'decoded' : r.error.code;
};

describe('connect4 position text', () => {
  it('encodes the empty board and reads it back', () => {
    expect(game.encode(game.initial())).toBe(EMPTY_7X6);
    const pos = unwrap(game.decode(EMPTY_7X6));
    expect([pos.hashLo, pos.hashHi]).toEqual([game.initial().hashLo, game.initial().hashHi]);
  });

  it('writes moves where gravity puts them, bottom row last', () => {
    const pos = game.initial();
    for (const m of [3, 3, 2]) pos.make(m);
    expect(game.encode(pos)).toBe('......./......./......./......./...o.../..xx...');
    expect(pos.toMove).toBe(1);
  });

  it('accepts other empty marks, upper case and whitespace', () => {
    const pos = unwrap(game.decode('-------/_______/......./......./...O.../ ..Xx...'));
    expect(game.encode(pos)).toBe('......./......./......./......./...o.../..xx...');
  });

  it.each([
    ['too few rows', '......./.......', 'c4-syntax'],
    ['a short row', '....../......./......./......./......./.......', 'c4-syntax'],
    ['a bad character', '......./......./......./......./......./...y...', 'c4-syntax'],
    ['a floating stone', '......./......./......./......./...x.../.......', 'c4-illegal'],
    ['o ahead of x', '......./......./......./......./......./...o...', 'c4-illegal'],
    ['x two stones ahead', '......./......./......./......./......./..xx...', 'c4-illegal'],
    ['two winners', '......./......./x.....o/x.....o/x.....o/x.....o', 'c4-illegal'],
    ['a move after x won', '......./......./x....../x....../xo...../xoo..o.', 'c4-illegal'],
    ['two fours no one move made', '......./......./......x/....o.x/oo..oox/xxxxoox', 'c4-illegal'],
  ])('refuses %s', (_name, text, code) => {
    expect(decodeError(text)).toBe(code);
  });

  it('accepts a finished game and reports the winner', () => {
    const pos = unwrap(game.decode('......./......./x....../x....../xo...../xoo....'));
    expect(pos.outcome()).toMatchObject({ kind: 'win', winner: 0 });
    expect(pos.generate(new Int32Array(7))).toBe(0);
  });

  it('accepts a win where one stone joined several fours', () => {
    // x's last stone, on top of column 4, filled the middle of six in a row (three overlapping fours).
    const text = '......./......./x....../xxo.ooo/xxxxxxo/oxooxoo';
    expect(decodeError(text)).toBe('decoded');
  });
});

describe('connect4 move text', () => {
  it('reads numbers and letters, and names columns by number', () => {
    const pos = game.initial();
    expect(unwrap(game.parseMove(pos, '4'))).toBe(3);
    expect(unwrap(game.parseMove(pos, ' D '))).toBe(3);
    expect(game.moveToString(pos, 6)).toBe('7');
  });

  it.each([['0'], ['8'], ['h'], ['44'], ['']])('refuses %j with c4-move', (text) => {
    const r = game.parseMove(game.initial(), text);
    expect(r.ok ? 'parsed' : r.error.code).toBe('c4-move');
  });

  it('refuses a full column and any move after the game ended', () => {
    const pos = game.initial();
    for (let i = 0; i < 6; i++) pos.make(0);
    const full = game.parseMove(pos, '1');
    expect(full.ok ? '' : full.error.message).toMatch(/full/);
    const over = game.parseMove(unwrap(game.decode('......./......./x....../x....../xo...../xoo....')), '3');
    expect(over.ok ? '' : over.error.message).toMatch(/over/);
  });
});

describe('connect4 parameters', () => {
  it('names only non-default options in its spec', () => {
    expect(game.spec).toBe('connect4');
    const wide = unwrap(connect4.create({ width: '8', height: 7 }));
    expect(wide.spec).toBe('connect4(width=8,height=7)');
    expect(wide.info.moveIdLimit).toBe(8);
    expect(wide.info.maxPlies).toBe(56);
    expect(wide.encode(wide.initial()).split('/')).toHaveLength(7);
  });

  it.each([[{ width: 3 }], [{ height: 10 }], [{ playout: 'smart' }], [{ depth: 2 }]])(
    'refuses %j with a typed error',
    (raw) => {
      const r = connect4.create(raw);
      expect(r.ok ? 'created' : r.error.code).toMatch(/^(bad-param-value|unknown-param)$/);
    },
  );

  it('has the 69 lines of four of the standard board, and 10 on 4×4', () => {
    expect(makeGeometry(7, 6).windowCount).toBe(69);
    expect(makeGeometry(4, 4).windowCount).toBe(10);
  });
});
