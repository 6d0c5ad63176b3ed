import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readXiangqiBook } from '@qi/game-xiangqi';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const GAMES = [
  '[Event "a"]\n\n1. h2e2 h9g7 2. h0g2 i9h9\n',
  '[Event "b"]\n\n1. h2e2 h9g7 2. b0c2 b9c7\n',
  '[Event "c"]\n\n1. c3c4 b7c7\n',
].join('\n');

describe('qi book build', () => {
  it('builds a book that reads back, keeping only moves played often enough', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qi-book-'));
    const games = join(dir, 'games.pgn');
    const out = join(dir, 'book.qibk');
    writeFileSync(games, GAMES);
    const r = await runCli(['book', 'build', games, '--out', out, '--min-count', '2', '--json']);
    expect(r.code, r.err).toBe(0);
    const stats = JSON.parse(r.lines.at(-1)!);
    expect(stats.games).toBe(3);
    // h2e2 (twice) and then h9g7 (twice) reach the count; the rest are seen once.
    expect(stats.entries).toBe(2);
    const book = readXiangqiBook(new Uint8Array(readFileSync(out)));
    expect(book.ok).toBe(true);
  });

  it('refuses a missing file and a bad move list with exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qi-book-'));
    const missing = await runCli(['book', 'build', join(dir, 'nope.pgn'), '--out', join(dir, 'x')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read/);
    const bad = join(dir, 'bad.pgn');
    writeFileSync(bad, '1. zz99 h9g7\n');
    const r = await runCli(['book', 'build', bad, '--out', join(dir, 'y')]);
    expect(r.code).not.toBe(0);
    expect(r.err.split('\n').filter(Boolean).length).toBe(1);
  });
});
