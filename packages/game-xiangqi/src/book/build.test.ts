import { readFileSync } from 'node:fs';
import { readOpeningBook, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { formatIccs, parseIccs } from '../notation/coords.js';
import { xiangqi } from '../plugin.js';
import { XiangqiBook } from './book.js';
import { buildBook, buildBookFromText } from './build.js';
import { defaultBook, defaultBookBytes } from './default-book.js';
import { parseGameRecords } from './records.js';

const game = unwrap(xiangqi.create());
const RECORDS = `[Event "one"]
[Red "A"]
[Black "B"]

1. h2e2 h9g7 2. h0g2 i9h9 *

[Event "two, with "quotes" inside"]

1. h2e2 h9g7 2. h0g2 c6c5 1-0

[Event "three"]
1.b2e2 b9c7 2. b0c2
`;

describe('parseGameRecords', () => {
  it('reads tags and numbered ICCS moves', () => {
    const games = unwrap(parseGameRecords(RECORDS));
    expect(games).toHaveLength(3);
    expect(games[0]!.tags).toEqual({ Event: 'one', Red: 'A', Black: 'B' });
    expect(games[1]!.tags.Event).toBe('two, with "quotes" inside');
    expect(games[1]!.moves).toEqual(['h2e2', 'h9g7', 'h0g2', 'c6c5']);
    expect(games[2]!.moves).toEqual(['b2e2', 'b9c7', 'b0c2']);
  });

  it('reads WXF moves too, and builds the same book from them', () => {
    const wxf = '[Event "w1"]\n1. C2.5 H8+7 2. H2+3\n\n[Event "w2"]\n1. C2.5 H8+7 2. H2+3\n';
    const iccs = '[Event "i1"]\n1. h2e2 h9g7 2. h0g2\n\n[Event "i2"]\n1. h2e2 h9g7 2. h0g2\n';
    expect(unwrap(parseGameRecords(wxf))[0]!.moves).toEqual(['C2.5', 'H8+7', 'H2+3']);
    const a = unwrap(buildBookFromText([wxf], { maxPly: 3, minCount: 2 }));
    const b = unwrap(buildBookFromText([iccs], { maxPly: 3, minCount: 2 }));
    expect(a.stats.entries).toBe(3);
    expect([...a.bytes]).toEqual([...b.bytes]);
  });

  it('names the line and column of a bad token', () => {
    const r = parseGameRecords('[Event "x"]\n1. h2e2 炮8平5\n');
    expect(r.ok ? '' : `${r.error.code} ${r.error.at}`).toBe('records-bad-token 2:9');
    expect(parseGameRecords('[Event x]').ok).toBe(false);
  });
});

describe('buildBook', () => {
  it('keeps positions and moves seen in at least minCount games, weighted by games', () => {
    const built = unwrap(buildBookFromText([RECORDS], { maxPly: 8, minCount: 2 }));
    const book = new XiangqiBook(built.book, 'qi');
    const pos = game.initial();
    // h2e2 twice and its mirror b2e2 once: the start position is its own mirror, so they stay apart.
    expect(book.probe(pos).map((e) => `${formatIccs(e.move)}:${e.weight}`)).toEqual(['h2e2:2']);
    pos.make(unwrap(parseIccs(pos, 'h2e2')));
    // After h2e2, h9g7 (2 games) plus the mirrored b2e2 b9c7 game: 3.
    expect(book.probe(pos).map((e) => `${formatIccs(e.move)}:${e.weight}`)).toEqual(['h9g7:3']);
    pos.make(unwrap(parseIccs(pos, 'h9g7')));
    pos.make(unwrap(parseIccs(pos, 'h0g2')));
    expect(book.probe(pos)).toEqual([]); // i9h9 and c6c5 once each
    expect(built.stats).toMatchObject({ games: 3, gamesWithIllegalMoves: 0 });
    expect(unwrap(readOpeningBook(built.bytes)).size).toBe(built.book.size);
  });

  it('is deterministic and skips the rest of a game at an illegal move', () => {
    const games = unwrap(parseGameRecords(`${RECORDS}\n[Event "bad"]\n1. h2e2 h9g7 2. a0a5\n`));
    const a = unwrap(buildBook(games, { maxPly: 6, minCount: 1 }));
    const b = unwrap(buildBook(games, { maxPly: 6, minCount: 1 }));
    expect([...a.bytes]).toEqual([...b.bytes]);
    expect(a.stats.gamesWithIllegalMoves).toBe(1);
  });
});

describe('the default book', () => {
  it('is the committed data file', () => {
    const file = readFileSync(new URL('../../data/qi-book.qibk', import.meta.url));
    expect(Buffer.from(defaultBookBytes()).equals(file)).toBe(true);
  });

  it('knows the main openings of the start position and answers Black’s side by mirror', () => {
    const book = defaultBook();
    const pos = game.initial();
    const moves = book.probe(pos).map((e) => formatIccs(e.move));
    expect(moves).toEqual(expect.arrayContaining(['h2e2', 'b2e2', 'c3c4', 'h0g2', 'g0e2']));
    pos.make(unwrap(parseIccs(pos, 'h2e2')));
    expect(book.probe(pos).map((e) => formatIccs(e.move))).toContain('h9g7');
    const mirror = game.initial();
    mirror.make(unwrap(parseIccs(mirror, 'b2e2')));
    expect(book.probe(mirror).map((e) => formatIccs(e.move))).toContain('b9c7');
  });
});
