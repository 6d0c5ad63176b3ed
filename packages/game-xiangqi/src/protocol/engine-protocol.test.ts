import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { XiangqiBook } from '../book/book.js';
import { defaultBook } from '../book/default-book.js';
import { eleeyeRecord, writeEleeyeBook } from '../book/eleeye.js';
import { eleeyeLock } from '../book/eleeye-keys.js';
import { MATE_IN_1, MATE_IN_2 } from '../engine/testing.js';
import { formatUci, parseIccs } from '../notation/coords.js';
import { xiangqi } from '../plugin.js';
import type { ProtocolMode } from './commands.js';
import { XiangqiEngineProtocol } from './engine-protocol.js';

/** An engine whose output is collected; `send` handles lines in order, `answer` waits for the next bestmove. */
const START = unwrap(xiangqi.create()).initial();
const START_H2E2 = unwrap(parseIccs(START, 'h2e2'));

function harness(
  mode: ProtocolMode,
  options: { now?: () => number; book?: XiangqiBook; readFile?: (path: string) => Uint8Array } = {},
) {
  const out: string[] = [];
  let waiting: (() => void) | null = null;
  const engine = new XiangqiEngineProtocol({
    mode,
    write: (line) => {
      out.push(line);
      if (line.startsWith('bestmove') || line === 'nobestmove') waiting?.();
    },
    engine: { search: { hashMb: 4 } },
    ...(options.now ? { now: options.now } : {}),
    ...(options.book ? { book: options.book } : {}),
    ...(options.readFile ? { readFile: options.readFile } : {}),
  });
  const send = async (...lines: string[]) => {
    for (const l of lines) await engine.handleLine(l);
  };
  const answer = async (...lines: string[]) => {
    const before = out.length;
    const got = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    await send(...lines);
    if (!out.slice(before).some((l) => l.startsWith('bestmove') || l === 'nobestmove')) await got;
    await engine.idle();
    return out.slice(before);
  };
  return { engine, out, send, answer };
}

const last = (lines: string[]) => lines[lines.length - 1]!;

describe.each(['ucci', 'uci'] as const)('%s engine', (mode) => {
  // The same squares in each protocol's coordinates: ICCS ranks 0–9, UCI ranks 1–10.
  const text = (iccs: string) =>
    mode === 'ucci' ? iccs : iccs.replace(/(\d)/g, (d) => String(Number(d) + 1));

  it('greets, lists its options and answers isready', async () => {
    const h = harness(mode);
    await h.send(mode, 'isready');
    expect(h.out).toContain(mode === 'ucci' ? 'ucciok' : 'uciok');
    expect(h.out[0]).toMatch(/^id name /);
    expect(h.out.some((l) => l.startsWith('option'))).toBe(true);
    expect(last(h.out)).toBe('readyok');
  });

  it('finds the mate in one with go depth 6', async () => {
    const h = harness(mode);
    const lines = await h.answer(`position fen ${MATE_IN_1}`, 'go depth 6');
    expect(last(lines)).toMatch(new RegExp(`^bestmove ${text('b0b9')}\\b`));
    expect(lines.some((l) => l.startsWith('info depth'))).toBe(true);
    const score = mode === 'uci' ? 'score mate 1' : 'score 9999';
    expect(lines.some((l) => l.includes(score))).toBe(true);
  });

  it('finds the mate in two with go depth 6, and its line mates', async () => {
    const h = harness(mode);
    const lines = await h.answer(`position fen ${MATE_IN_2}`, 'go depth 6');
    const best = last(lines).split(' ')[1]!;
    expect([text('b0b8'), text('a7a8')]).toContain(best);
    expect(lines.some((l) => l.includes(mode === 'uci' ? 'score mate 2' : 'score 9997'))).toBe(true);
    // Playing the answer and searching again finds the mate in one.
    const next = await h.answer(`position fen ${MATE_IN_2} moves ${best} ${text('e9f9')}`, 'go depth 6');
    expect(next.some((l) => l.includes(mode === 'uci' ? 'score mate 1' : 'score 9999'))).toBe(true);
  });

  it('reads moves in its own coordinates only', async () => {
    const h = harness(mode);
    // h2e2 in ICCS is h3e3 in UCI; each protocol refuses the other's spelling where it is illegal.
    await h.send(`position startpos moves ${text('h2e2')}`);
    expect(h.out.some((l) => l.includes('error'))).toBe(false);
    await h.send(`position startpos moves ${mode === 'ucci' ? 'h3e3' : 'h2e2'}`);
    expect(last(h.out)).toMatch(/^info string error: position: move 1/);
    const lines = await h.answer('go depth 2');
    expect(lines).toContain(mode === 'ucci' ? 'nobestmove' : 'bestmove (none)');
  });

  it('keeps banned moves out of the answer', async () => {
    const h = harness(mode);
    await h.send(`position fen ${MATE_IN_1}`);
    const lines = await h.answer(`banmoves ${text('b0b9')}`, 'go depth 3');
    expect(last(lines)).toMatch(/^bestmove /);
    expect(last(lines)).not.toContain(`bestmove ${text('b0b9')}`);
    // A new position clears the ban.
    const again = await h.answer(`position fen ${MATE_IN_1}`, 'go depth 3');
    expect(last(again)).toMatch(new RegExp(`^bestmove ${text('b0b9')}`));
  });

  it('searches only the listed moves with searchmoves, and mates with go mate', async () => {
    const h = harness(mode);
    await h.send(`setoption ${mode === 'ucci' ? 'usebook false' : 'name OwnBook value false'}`);
    const only = await h.answer('position startpos', `go depth 3 searchmoves ${text('a3a4')}`);
    expect(last(only)).toMatch(new RegExp(`^bestmove ${text('a3a4')}\\b`));
    const mate = await h.answer(`position fen ${MATE_IN_2}`, 'go mate 2');
    expect(mate.some((l) => l.includes(mode === 'uci' ? 'score mate 2' : 'score 9997'))).toBe(true);
  });

  it('stops an infinite search at once and answers', async () => {
    const h = harness(mode);
    await h.send('position startpos', mode === 'ucci' ? 'go depth infinite' : 'go infinite');
    expect(h.engine.searching).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(h.out.some((l) => l.startsWith('bestmove'))).toBe(false);
    const lines = await h.answer('stop');
    expect(last(lines)).toMatch(/^bestmove [a-i]\d+[a-i]\d+/);
    expect(h.engine.searching).toBe(false);
  });

  it('holds a ponder answer until ponderhit', async () => {
    const h = harness(mode);
    await h.send('setoption ' + (mode === 'ucci' ? 'usebook false' : 'name OwnBook value false'));
    await h.send('position startpos', 'go ponder depth 3');
    await new Promise((r) => setTimeout(r, 100));
    expect(h.out.some((l) => l.startsWith('bestmove'))).toBe(false);
    const lines = await h.answer('ponderhit');
    expect(last(lines)).toMatch(/^bestmove /);
  });

  it('answers go movetime on its own (issue 13: UCCI ignored movetime and waited for quit)', async () => {
    const h = harness(mode);
    await h.send(`setoption ${mode === 'ucci' ? 'usebook false' : 'name OwnBook value false'}`);
    const lines = await h.answer(`position startpos moves ${text('h2e2')}`, 'go movetime 150');
    expect(last(lines)).toMatch(/^bestmove /);
    expect(lines.some((l) => l.startsWith('info depth'))).toBe(true);
  });

  it('answers quit', async () => {
    const h = harness(mode);
    await h.send('quit');
    expect(h.engine.quit).toBe(true);
    if (mode === 'ucci') expect(last(h.out)).toBe('bye');
  });
});

describe('options and errors', () => {
  it('reports bad lines and carries on', async () => {
    const h = harness('uci');
    await h.send(
      'flip the board',
      'go depth x',
      'setoption name Hash value huge',
      'setoption name Nope value 1',
    );
    expect(h.out.filter((l) => l.startsWith('info string error:'))).toHaveLength(4);
    await h.send('isready');
    expect(last(h.out)).toBe('readyok');
  });

  it('accepts UCI_Variant xiangqi only', async () => {
    const h = harness('uci');
    await h.send('setoption name UCI_Variant value xiangqi');
    expect(h.out).toEqual([]);
    await h.send('setoption name UCI_Variant value chess');
    expect(last(h.out)).toMatch(/error/);
  });

  it('plays a book move at once when a book is set, and searches when the book is off', async () => {
    const h = harness('uci', { book: defaultBook() });
    const lines = await h.answer('position startpos', 'go depth 2');
    expect(lines).toContain('info string book move');
    expect(lines.some((l) => l.startsWith('info depth'))).toBe(false);
    const move = last(lines).split(' ')[1]!;
    const bookMoves = defaultBook()
      .probe(unwrap(xiangqi.create()).initial())
      .map((e) => formatUci(e.move));
    expect(bookMoves).toContain(move);
    await h.send('setoption name OwnBook value false');
    const searched = await h.answer('position startpos', 'go depth 2');
    expect(searched.some((l) => l.startsWith('info depth'))).toBe(true);
  });

  it('reads a book file through the host, and reports a bad one', async () => {
    const files: Record<string, Uint8Array> = {
      'good.dat': writeEleeyeBook([eleeyeRecord(eleeyeLock(START.board), START_H2E2, 5)]),
      'bad.dat': new Uint8Array([1, 2, 3]),
    };
    const h = harness('ucci', {
      readFile: (path) => {
        const f = files[path];
        if (!f) throw new Error('no such file');
        return f;
      },
    });
    await h.send('setoption bookfiles bad.dat');
    expect(last(h.out)).toMatch(/^info string error: book file bad.dat: .*not a whole number/);
    await h.send('setoption bookfiles missing.dat');
    expect(last(h.out)).toMatch(/^info string error: cannot read book file missing.dat/);
    await h.send('setoption bookfiles good.dat');
    const lines = await h.answer('position startpos', 'go depth 3');
    expect(last(lines)).toBe('bestmove h2e2');
  });

  it('never crashes on fuzzed input and still answers afterwards', async () => {
    const rng = new Rng(99);
    const words = [
      'go',
      'position',
      'fen',
      'startpos',
      'moves',
      'setoption',
      'name',
      'value',
      'depth',
      'nodes',
      'time',
      'movetime',
      'wtime',
      'btime',
      'infinite',
      'ponder',
      'stop',
      'ponderhit',
      'banmoves',
      'isready',
      'uci',
      'ucci',
      'h2e2',
      'h3e3',
      'a0a1',
      'rnbakabnr/9/1c5c1',
      '-1',
      '99999999999999999',
      '0',
      'xiangqi',
      '\u0000',
      '炮二平五',
      'Hash',
      'quit_not',
      '4k4/9/R8/8p/9/9/9/9/9/1R1K5',
      'w',
      'b',
      '-',
    ];
    for (const mode of ['ucci', 'uci'] as const) {
      const h = harness(mode);
      for (let i = 0; i < 300; i++) {
        const n = 1 + rng.int(7);
        const line = Array.from({ length: n }, () => words[rng.int(words.length)]!).join(' ');
        await h.send(line);
        if (i % 50 === 0) await h.send('stop');
      }
      await h.send('stop');
      const lines = await h.answer('position startpos', 'go depth 1');
      expect(last(lines)).toMatch(/^bestmove /);
    }
  }, 60_000);
});
