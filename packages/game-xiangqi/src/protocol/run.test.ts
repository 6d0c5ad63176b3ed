import { describe, expect, it } from 'vitest';
import { MATE_IN_1 } from '../engine/testing.js';
import { runXiangqiEngine } from './run.js';

async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  for (const p of parts) {
    await new Promise((r) => setTimeout(r, 1));
    yield p;
  }
}

describe('runXiangqiEngine', () => {
  it('reads lines split across chunks (text or bytes, CRLF too) and answers in order', async () => {
    const out: string[] = [];
    const bytes = new TextEncoder().encode(`fen ${MATE_IN_1}\r\ngo dep`);
    await runXiangqiEngine(
      'ucci',
      chunks('uc', 'ci\nisre', 'ady\r\nposition ', bytes, 'th 4\n'),
      { write: (t) => out.push(t) },
      { book: null },
    );
    const lines = out
      .join('')
      .split('\n')
      .filter((l) => l !== '');
    expect(lines.indexOf('ucciok')).toBeLessThan(lines.indexOf('readyok'));
    // The input ended while the search ran: it is finished and answered, not dropped.
    expect(lines[lines.length - 1]).toBe('bestmove b0b9');
  });

  it('stops at quit and ignores what follows', async () => {
    const out: string[] = [];
    await runXiangqiEngine(
      'uci',
      chunks('uci\nquit\nisready\n'),
      { write: (t) => out.push(t) },
      { book: null },
    );
    expect(out.join('')).not.toContain('readyok');
  });
});

/** Lines as one chunk each; the iterable ends after them. */
const lines = (...ls: string[]) => chunks(...ls.map((l) => `${l}\n`));

/** Lines as one chunk each, then an input that stays open until `until` resolves (a GUI waiting). */
async function* openLines(until: Promise<void>, ...ls: string[]): AsyncGenerator<string | Uint8Array> {
  yield* lines(...ls);
  await until;
}

describe('runXiangqiEngine reading the input from inside a search (issue 13)', () => {
  // Every node reads the signal (timeCheckNodes 1) and every read polls (a clock that moves 1 ms per
  // call), so the polls count the search's progress: a search that ends at once polls no more.
  const setup = (script: (poll: number) => string | null) => {
    const out: string[] = [];
    let polls = 0;
    let clock = 0;
    const marks: { poll: number; out: number }[] = [];
    let answered = () => {};
    const bestmove = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const write = (t: string) => {
      out.push(t);
      if (t.startsWith('bestmove')) answered();
    };
    const poll = () => {
      polls++;
      const text = script(polls);
      if (text !== null) marks.push({ poll: polls, out: out.length });
      return text;
    };
    return {
      out,
      marks,
      bestmove,
      write,
      polls: () => polls,
      options: { book: null, poll, engine: { search: { timeCheckNodes: 1, hashMb: 4 } }, now: () => clock++ },
    };
  };
  const split = (out: string[]) =>
    out
      .join('')
      .split('\n')
      .filter((l) => l !== '');

  it('stops a go depth 99 inside its iteration', async () => {
    const s = setup((n) => (n === 3000 ? 'stop\n' : null));
    await runXiangqiEngine(
      'uci',
      lines('uci', 'position startpos', 'go depth 99'),
      { write: (t) => s.out.push(t) },
      s.options,
    );
    const after = split(s.out.slice(s.marks[0]!.out));
    expect(after[after.length - 1]).toMatch(/^bestmove [a-i]\d+[a-i]\d+/);
    // No iteration finished after the stop, and the search did not go on polling.
    expect(after.some((l) => l.startsWith('info depth'))).toBe(false);
    expect(s.polls() - s.marks[0]!.poll).toBeLessThanOrEqual(2);
  });

  it('answers isready at once while searching, and quits from inside an infinite search', async () => {
    const s = setup((n) => (n === 2000 ? 'isready\n' : n === 4000 ? 'quit\n' : null));
    await runXiangqiEngine(
      'uci',
      openLines(s.bestmove, 'uci', 'position startpos', 'go infinite'),
      { write: s.write },
      s.options,
    );
    const all = split(s.out);
    expect(all.filter((l) => l === 'readyok')).toHaveLength(1);
    expect(split(s.out.slice(0, s.marks[1]!.out))).toContain('readyok');
    expect(all[all.length - 1]).toMatch(/^bestmove /);
    expect(s.polls() - s.marks[1]!.poll).toBeLessThanOrEqual(2);
  });

  it('ends a ponder search inside its iteration at ponderhit, then answers on the clock', async () => {
    const s = setup((n) => (n === 3000 ? 'ponderhit\n' : null));
    await runXiangqiEngine(
      'uci',
      openLines(s.bestmove, 'uci', 'position startpos', 'go ponder movetime 1'),
      { write: s.write },
      s.options,
    );
    const all = split(s.out);
    expect(all[all.length - 1]).toMatch(/^bestmove /);
    // The pondering polled 3000 times and never finished by itself: the answer came after ponderhit.
    expect(split(s.out.slice(0, s.marks[0]!.out)).some((l) => l.startsWith('bestmove'))).toBe(false);
  });
});

describe('runXiangqiEngine and over-long lines (issue 13)', () => {
  it('answers an over-long line with one error and drops all of it, its tail too', async () => {
    const out: string[] = [];
    const x = 'x'.repeat(70_000);
    // As a pipe delivers it: 64 KiB, then the rest of the line with a command at its end.
    await runXiangqiEngine(
      'uci',
      chunks('uci\n', x.slice(0, 65_536), `${x.slice(65_536)} isready\n`, 'isready\n'),
      { write: (t) => out.push(t) },
      { book: null },
    );
    const got = out.join('').split('\n');
    expect(got.filter((l) => l.startsWith('info string error:'))).toEqual([
      'info string error: line longer than 65536 characters: ignored',
    ]);
    // Only the isready on the next line is answered.
    expect(got.filter((l) => l === 'readyok')).toHaveLength(1);
    // One chunk holding the whole line is refused the same way.
    const one: string[] = [];
    await runXiangqiEngine(
      'ucci',
      chunks(`ucci\n${x} isready\nisready\n`),
      { write: (t) => one.push(t) },
      { book: null },
    );
    expect(
      one
        .join('')
        .split('\n')
        .filter((l) => l === 'readyok'),
    ).toHaveLength(1);
    expect(one.join('')).toContain('line longer than 65536 characters');
  });
});

describe('runXiangqiEngine at quit', () => {
  it('returns and destroys a stream input that stays open (so qi uci exits)', async () => {
    let destroyed = false;
    const open = openLines(new Promise<void>(() => {}), 'uci', 'quit');
    const input = Object.assign(open, {
      destroy: () => {
        destroyed = true;
      },
    });
    const out: string[] = [];
    await runXiangqiEngine('uci', input, { write: (t) => out.push(t) }, { book: null });
    expect(destroyed).toBe(true);
    expect(out.join('')).toContain('uciok');
  });
});
