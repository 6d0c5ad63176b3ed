import { describe, expect, it } from 'vitest';
import type { JournalGame } from './journal.js';
import { pgnFormat, recordFileName, resultTag } from './records.js';
import { eloChartSvg, htmlReport } from './report.js';
import { summarizeRounds } from './standings.js';

const g: JournalGame = {
  type: 'game',
  index: 6,
  pairing: 0,
  round: 6,
  a: 'alphabeta',
  b: 'mcts',
  aSide: 1,
  opening: 0,
  seed: 5,
  result: 'a',
  reason: 'five in a row',
  plies: 3,
  start: '15/15 b',
  openingMoves: ['h8'],
  moves: ['h9', 'i9', 'j9'],
  ms: 10,
};

describe('records and reports', () => {
  it('writes a PGN-style record with the players per side, the start and the numbered moves', () => {
    expect(resultTag(g)).toBe('0-1'); // A won as the second side
    const text = pgnFormat.write(g, { game: 'gomoku', sides: ['Black', 'White'] });
    expect(text).toContain('[Black "mcts"]\n[White "alphabeta"]\n[Result "0-1"]');
    expect(text).toContain('[FEN "15/15 b"]');
    expect(text).toContain('{opening: 1 plies} 1. h8 {end of opening} h9 2. i9 j9 0-1');
    expect(recordFileName(6, 20, 'pgn')).toBe('game-0007.pgn');
  });

  it('draws the Elo chart with error bars and arrows for infinite ends', () => {
    const svg = eloChartSvg([
      { label: 'a − b', elo: 50, low: -20, high: 120 },
      { label: 'c − d', elo: Number.POSITIVE_INFINITY, low: 30, high: Number.POSITIVE_INFINITY },
    ]);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<circle/g)).toHaveLength(2);
    expect(svg).toContain('<path'); // the arrow of the infinite upper end
    const html = htmlReport({
      title: 'T <1>',
      details: [],
      standings: [],
      pairings: [{ a: 'a', b: 'b', summary: summarizeRounds([{ round: 0, result: 'a' }]) }],
      games: [
        {
          index: 0,
          a: 'a',
          b: 'b',
          first: 'a',
          second: 'b',
          result: '1-0',
          reason: 'x',
          plies: 3,
          href: 'g/game-0001.pgn',
          record: '',
        },
        {
          index: 1,
          a: 'a',
          b: 'b',
          first: 'b',
          second: 'a',
          result: '0-1',
          reason: 'x',
          plies: 3,
          href: null,
          record: '1. <b>',
        },
      ],
    });
    expect(html).toContain('<title>T &lt;1&gt;</title>');
    expect(html).toContain('<a href="g/game-0001.pgn">');
    expect(html).toContain('<pre>1. &lt;b&gt;</pre>');
  });
});
