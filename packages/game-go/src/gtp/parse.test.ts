import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../geometry.js';
import { formatResponse, parseColor, parseCommand, parseNumber, parseWhole, preprocess } from './parse.js';

describe('GTP line parsing', () => {
  it('drops comments and control characters, turns tabs into spaces, trims', () => {
    expect(preprocess('  play\tb  d4 # a comment')).toBe('play b  d4');
    expect(preprocess('na\u0001me\r')).toBe('name');
    expect(preprocess('# only a comment')).toBe('');
  });

  it('reads an optional numeric id, the command and its arguments', () => {
    const r = parseCommand('12 play  b D4');
    expect(r.ok && r.value).toEqual({ id: '12', name: 'play', args: ['b', 'D4'] });
    const s = parseCommand('genmove w');
    expect(s.ok && s.value).toEqual({ id: null, name: 'genmove', args: ['w'] });
    const empty = parseCommand('   # nothing');
    expect(empty.ok && empty.value).toBe(null);
    expect(parseCommand('42').ok).toBe(false);
    expect(parseCommand('x'.repeat(5000)).ok).toBe(false);
  });

  it('reads colours, whole numbers and decimals strictly', () => {
    expect(parseColor('B')).toEqual({ ok: true, value: BLACK });
    expect(parseColor('white')).toEqual({ ok: true, value: WHITE });
    expect(parseColor('red').ok).toBe(false);
    expect(parseColor(undefined).ok).toBe(false);
    expect(parseWhole('9', 2, 19)).toBe(9);
    expect(parseWhole('9.5', 2, 19)).toBe(null);
    expect(parseWhole('25', 2, 19)).toBe(null);
    expect(parseWhole('0x10', 0, 100)).toBe(null);
    expect(parseNumber('6.5')).toBe(6.5);
    expect(parseNumber('-.5')).toBe(-0.5);
    expect(parseNumber('1e5')).toBe(null);
    expect(parseNumber('Infinity')).toBe(null);
  });

  it('formats answers with the id and an ending empty line, never one inside', () => {
    expect(formatResponse('3', true, 'D4')).toBe('=3 D4\n\n');
    expect(formatResponse(null, true, '')).toBe('=\n\n');
    expect(formatResponse(null, false, 'illegal move')).toBe('? illegal move\n\n');
    expect(formatResponse('7', true, 'a\n\nb\n')).toBe('=7 a\n \nb\n\n');
  });
});
