import { describe, expect, it } from 'vitest';
import { LineSplitter, MAX_LINE, QUOTE_MAX, quote } from './lines.js';
import { runGomocup } from './run.js';
import { GomocupSession } from './session.js';

async function* repeat(chunk: string, times: number, tail: string) {
  for (let i = 0; i < times; i++) yield chunk;
  yield tail;
}

describe('LineSplitter', () => {
  it('splits lines across chunks and reports a too-long line once, holding at most the limit', () => {
    const s = new LineSplitter(10);
    expect(s.push('ab')).toEqual([]);
    expect(s.push('c\nde')).toEqual([{ kind: 'line', text: 'abc' }]);
    // 'de' + 9 more characters pass the limit of 10: one event, the rest of the line is skipped.
    expect(s.push('fghijklmn')).toEqual([{ kind: 'too-long' }]);
    expect(s.push('x'.repeat(1000))).toEqual([]);
    expect(s.push('yy\nok\nlast')).toEqual([{ kind: 'line', text: 'ok' }]);
    expect(s.end()).toEqual([{ kind: 'line', text: 'last' }]);
    // A long line inside one chunk, newline included, is dropped too.
    expect(s.push(`${'z'.repeat(11)}\nfine\n`)).toEqual([
      { kind: 'too-long' },
      { kind: 'line', text: 'fine' },
    ]);
    // A line of exactly the limit is kept.
    expect(s.push(`${'w'.repeat(10)}\n`)).toEqual([{ kind: 'line', text: 'w'.repeat(10) }]);
  });
  it('quotes at most QUOTE_MAX characters of bad input', () => {
    expect(quote('short')).toBe('short');
    expect(quote('q'.repeat(500))).toBe(`${'q'.repeat(QUOTE_MAX)}…`);
  });
});

describe('the Gomocup loop under oversized input', () => {
  it('answers a 64 MiB line with one short ERROR and then the next command', async () => {
    let text = '';
    const chunk = 'A'.repeat(64 * 1024);
    await runGomocup(repeat(chunk, 1024, '\nSTART 15\nEND\n'), {
      write: (t: string) => {
        text += t;
      },
    });
    const lines = text.split('\n').filter((l) => l !== '');
    expect(lines).toEqual([`ERROR line longer than ${MAX_LINE} characters, ignored`, 'OK']);
  });

  it('echoes no more than a short prefix of bad input in any answer', () => {
    const junk = 'J'.repeat(20_000);
    const lines = [
      junk,
      `START ${junk}`,
      `RECTSTART ${junk}`,
      `TURN ${junk}`,
      `TAKEBACK ${junk}`,
      `BEGIN ${junk}`,
      `INFO timeout_turn ${junk}`,
      `INFO rule ${junk}`,
      `INFO max_memory ${junk}`,
      `ABOUT ${junk}`,
      `RESTART ${junk}`,
    ];
    const s = new GomocupSession();
    const answers = [...lines.flatMap((l) => s.feed(l)), ...s.feed('START 15'), ...s.feed(`TURN ${junk}`)];
    s.feed('BOARD');
    answers.push(...s.feed(junk), ...s.feed('DONE'));
    s.feed('BOARD');
    answers.push(...s.feed(`1,1,${junk}`), ...s.feed('DONE'));
    expect(answers.length).toBeGreaterThanOrEqual(lines.length);
    for (const a of answers) expect(a.length, a.slice(0, 80)).toBeLessThan(160);
    expect(answers.some((a) => a.includes('J'.repeat(QUOTE_MAX)))).toBe(true);
    expect(s.feed('x'.repeat(MAX_LINE + 1))).toEqual([
      `ERROR line longer than ${MAX_LINE} characters, ignored`,
    ]);
  });

  it('bounds a BOARD block to one line per cell', () => {
    const s = new GomocupSession();
    s.feed('START 5');
    s.feed('BOARD');
    for (let i = 0; i < 40; i++) s.feed(`${i % 5},${Math.floor(i / 5) % 5},1`);
    expect(s.feed('DONE')).toEqual(['ERROR BOARD: more than 25 stones']);
  });
});
