import { readFileSync } from 'node:fs';
import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { xiangqi } from '../plugin.js';
import type { XiangqiPosition } from '../position.js';
import { piecesToFen } from '../testing/setup.js';
import { formatChinese, parseChinese } from './chinese.js';
import { formatIccs, formatUci, parseIccs, parseUci } from './coords.js';
import { formatMove, NOTATIONS, parseMoveText } from './index.js';
import { formatWxf, parseWxf } from './wxf.js';

const game = unwrap(xiangqi.create());
const at = (pieces: string, side: 'w' | 'b' = 'w') => unwrap(game.decode(piecesToFen(pieces, side)));
const iccs = (pos: XiangqiPosition, text: string) => unwrap(parseIccs(pos, text));

describe('coordinates', () => {
  it('ICCS and UCI name the same move with ranks 0-9 and 1-10', () => {
    const pos = game.initial();
    const m = iccs(pos, 'h2e2');
    expect(formatIccs(m)).toBe('h2e2');
    expect(formatUci(m)).toBe('h3e3');
    expect(unwrap(parseUci(pos, 'h3e3'))).toBe(m);
    expect(unwrap(parseIccs(pos, 'H2-E2'))).toBe(m);
    pos.make(m);
    expect(unwrap(parseUci(pos, 'h10g8'))).toBe(iccs(pos, 'h9g7'));
  });

  it('never guesses between ICCS and UCI: a0a1 and a1a2 mean different moves', () => {
    const pos = game.initial();
    expect(formatIccs(iccs(pos, 'a0a1'))).toBe('a0a1');
    expect(formatUci(unwrap(parseUci(pos, 'a1a2')))).toBe('a1a2');
    expect(unwrap(parseUci(pos, 'a1a2'))).toBe(iccs(pos, 'a0a1'));
    // a1a2 in ICCS is an empty square; a0a1 in UCI has no rank 0.
    expect(parseIccs(pos, 'a1a2')).toMatchObject({ ok: false, error: { code: 'move-illegal' } });
    expect(parseUci(pos, 'a0a1')).toMatchObject({ ok: false, error: { code: 'move-syntax' } });
    expect(parseUci(pos, 'h2e2')).toMatchObject({ ok: false, error: { code: 'move-illegal' } });
  });

  it('rejects text that is not a move', () => {
    const pos = game.initial();
    for (const t of ['', 'h2', 'h2e2e', 'j2e2', 'h2e10', 'h11e2', '炮二平五'])
      expect(parseIccs(pos, t)).toMatchObject({ ok: false, error: { code: 'move-syntax' } });
    expect(parseIccs(pos, 'h2e3')).toMatchObject({ ok: false, error: { code: 'move-illegal' } });
  });
});

describe('WXF and Chinese from the start position', () => {
  it.each([
    ['h2e2', 'C2.5', '炮二平五'],
    ['h0g2', 'H2+3', '马二进三'],
    ['b0c2', 'H8+7', '马八进七'],
    ['g0e2', 'E3+5', '相三进五'],
    ['f0e1', 'A4+5', '仕四进五'],
    ['e0e1', 'K5+1', '帅五进一'],
    ['c3c4', 'P7+1', '兵七进一'],
    ['a0a2', 'R9+2', '车九进二'],
    ['b2b9', 'C8+7', '炮八进七'],
  ])('Red %s is %s and %s', (move, wxf, chinese) => {
    const pos = game.initial();
    const m = iccs(pos, move);
    expect(formatWxf(pos, m)).toBe(wxf);
    expect(formatChinese(pos, m)).toBe(chinese);
    expect(unwrap(parseWxf(pos, wxf))).toBe(m);
    expect(unwrap(parseChinese(pos, chinese))).toBe(m);
  });

  it.each([
    ['h9g7', 'H8+7', '马8进7'],
    ['b7e7', 'C2.5', '炮2平5'],
    ['g6g5', 'P7+1', '卒7进1'],
    ['c9e7', 'E3+5', '象3进5'],
    ['i9i7', 'R9+2', '车9进2'],
  ])('Black %s is %s and %s', (move, wxf, chinese) => {
    const pos = game.initial();
    pos.make(iccs(pos, 'h2e2'));
    const m = iccs(pos, move);
    expect(formatWxf(pos, m)).toBe(wxf);
    expect(formatChinese(pos, m)).toBe(chinese);
    expect(unwrap(parseWxf(pos, wxf))).toBe(m);
    expect(unwrap(parseChinese(pos, chinese))).toBe(m);
  });

  it('reads the variants: = for ., B/N letters, lower case, traditional characters, full-width digits', () => {
    const pos = game.initial();
    expect(unwrap(parseWxf(pos, 'C2=5'))).toBe(iccs(pos, 'h2e2'));
    expect(unwrap(parseWxf(pos, 'c2.5'))).toBe(iccs(pos, 'h2e2'));
    expect(unwrap(parseWxf(pos, 'N2+3'))).toBe(iccs(pos, 'h0g2'));
    expect(unwrap(parseWxf(pos, 'B3+5'))).toBe(iccs(pos, 'g0e2'));
    expect(unwrap(parseChinese(pos, '砲二平五'))).toBe(iccs(pos, 'h2e2'));
    expect(unwrap(parseChinese(pos, '傌二進三'))).toBe(iccs(pos, 'h0g2'));
    expect(unwrap(parseChinese(pos, '俥九進二'))).toBe(iccs(pos, 'a0a2'));
    expect(unwrap(parseChinese(pos, '炮 二 平 五'))).toBe(iccs(pos, 'h2e2'));
    pos.make(iccs(pos, 'h2e2'));
    expect(unwrap(parseChinese(pos, '馬８進７'))).toBe(iccs(pos, 'h9g7'));
    expect(unwrap(parseChinese(pos, '車9進2'))).toBe(iccs(pos, 'i9i7'));
  });

  it('gives typed errors', () => {
    const pos = game.initial();
    expect(parseWxf(pos, 'X2.5')).toMatchObject({ ok: false, error: { code: 'move-syntax' } });
    expect(parseWxf(pos, 'C2.0')).toMatchObject({ ok: false, error: { code: 'move-syntax' } });
    expect(parseWxf(pos, 'C2+9')).toMatchObject({ ok: false, error: { code: 'move-illegal' } });
    expect(parseChinese(pos, '炮二飞五')).toMatchObject({ ok: false, error: { code: 'move-syntax' } });
    expect(parseChinese(pos, '炮二进九')).toMatchObject({ ok: false, error: { code: 'move-illegal' } });
  });
});

describe('pieces sharing a file', () => {
  it('two chariots: front and rear replace the file', () => {
    const pos = at('Ke0 Rc2 Rc5 | kf9 pa6');
    const front = iccs(pos, 'c5d5');
    const rear = iccs(pos, 'c2d2');
    expect(formatWxf(pos, front)).toBe('R+.6');
    expect(formatWxf(pos, rear)).toBe('R-.6');
    expect(formatChinese(pos, front)).toBe('前车平六');
    expect(formatChinese(pos, rear)).toBe('后车平六');
    expect(unwrap(parseWxf(pos, '+R.6'))).toBe(front);
    expect(unwrap(parseWxf(pos, 'R-=6'))).toBe(rear);
    expect(unwrap(parseChinese(pos, '後車平六'))).toBe(rear);
    // The plain file form names both chariots here.
    expect(parseWxf(pos, 'R7.6')).toMatchObject({ ok: false, error: { code: 'move-ambiguous' } });
    // ... but is accepted where only one of them can make the move.
    expect(unwrap(parseWxf(pos, 'R7+4'))).toBe(iccs(pos, 'c5c9'));
  });

  it('Black front and rear count from Black side', () => {
    const pos = at('Ke0 Pa3 | kf9 hc8 hc4', 'b');
    const front = iccs(pos, 'c4b2');
    expect(formatWxf(pos, front)).toBe('H++2');
    expect(formatChinese(pos, front)).toBe('前马进2');
    expect(formatChinese(pos, iccs(pos, 'c8d6'))).toBe('后马进4');
  });

  it('advisors and elephants keep the file', () => {
    const pos2 = at('Kf0 Ad0 Ad2 Ec0 Ec4 | ke9 pa6');
    expect(formatWxf(pos2, iccs(pos2, 'd0e1'))).toBe('A6+5');
    expect(formatWxf(pos2, iccs(pos2, 'd2e1'))).toBe('A6-5');
    expect(formatWxf(pos2, iccs(pos2, 'c0e2'))).toBe('E7+5');
    expect(formatWxf(pos2, iccs(pos2, 'c4e2'))).toBe('E7-5');
    expect(formatChinese(pos2, iccs(pos2, 'c4e2'))).toBe('相七退五');
  });

  it('three soldiers on one file: front, middle, rear', () => {
    const pos = at('Ke0 Pc5 Pc6 Pc7 | kf9 ra9');
    expect(formatWxf(pos, iccs(pos, 'c7d7'))).toBe('P+.6');
    expect(formatWxf(pos, iccs(pos, 'c6d6'))).toBe('P7.6');
    expect(formatWxf(pos, iccs(pos, 'c5d5'))).toBe('P-.6');
    expect(formatChinese(pos, iccs(pos, 'c7d7'))).toBe('前兵平六');
    expect(formatChinese(pos, iccs(pos, 'c6d6'))).toBe('中兵平六');
    expect(formatChinese(pos, iccs(pos, 'c5d5'))).toBe('后兵平六');
    expect(unwrap(parseWxf(pos, 'P7.6'))).toBe(iccs(pos, 'c6d6'));
    expect(unwrap(parseChinese(pos, '中兵平六'))).toBe(iccs(pos, 'c6d6'));
  });

  it('soldiers on two files: the file and the place replace the letter', () => {
    const pos = at('Ke0 Pc5 Pc6 Pg5 Pg6 | kf9 ra9');
    const m = iccs(pos, 'c6d6');
    expect(formatWxf(pos, m)).toBe('7+.6');
    expect(formatChinese(pos, m)).toBe('前七平六');
    expect(formatWxf(pos, iccs(pos, 'g5h5'))).toBe('3-.2');
    expect(unwrap(parseWxf(pos, '7+.6'))).toBe(m);
    expect(unwrap(parseChinese(pos, '前七平六'))).toBe(m);
    expect(unwrap(parseChinese(pos, '前兵七平六'))).toBe(m);
    // `P+` names the front soldier of either file: unambiguous only when the rest tells them apart.
    expect(unwrap(parseWxf(pos, 'P+.6'))).toBe(m);
    expect(parseWxf(pos, 'P++1')).toMatchObject({ ok: false, error: { code: 'move-ambiguous' } });
  });

  it('four soldiers on one file are numbered from the front', () => {
    const pos = at('Ke0 Pc5 Pc6 Pc7 Pc8 | kf9 ra9');
    expect(formatWxf(pos, iccs(pos, 'c7b7'))).toBe('72.8');
    expect(formatChinese(pos, iccs(pos, 'c7b7'))).toBe('二兵平八');
    expect(formatChinese(pos, iccs(pos, 'c8b8'))).toBe('一兵平八');
    expect(unwrap(parseChinese(pos, '三兵平八'))).toBe(iccs(pos, 'c6b6'));
  });
});

/** Positions for round trips: seeded random games from the start, the rule fixtures, master games. */
function samplePositions(): XiangqiPosition[] {
  const out: XiangqiPosition[] = [];
  const rng = new Rng(31);
  const moves = new Int32Array(128);
  const rules = JSON.parse(
    readFileSync(new URL('../../fixtures/xiangqi-perft-rules.json', import.meta.url), 'utf8'),
  ) as { positions: { fen: string }[] };
  const starts = [game.initial(), ...rules.positions.map((p) => unwrap(game.decode(p.fen)))];
  for (const start of starts) {
    for (let g = 0; g < 2; g++) {
      const pos = start.clone();
      for (let ply = 0; ply < 120; ply++) {
        const n = pos.board.generate(moves);
        if (n === 0) break;
        if (ply % 4 === 0) out.push(pos.clone());
        pos.make(moves[rng.int(n)]!);
      }
    }
  }
  return out;
}

describe('round trips', () => {
  const positions = samplePositions();

  it.each(NOTATIONS)(
    '%s: parse(format(m)) === m for every legal move, and spellings are unique',
    (notation) => {
      const moves = new Int32Array(128);
      const failures: string[] = [];
      let checked = 0;
      for (const pos of positions) {
        const n = pos.board.generate(moves);
        const seen = new Set<string>();
        for (let i = 0; i < n; i++) {
          const m = moves[i]!;
          const text = formatMove(pos, m, notation);
          if (seen.has(text)) failures.push(`${text} twice in ${game.encode(pos)}`);
          seen.add(text);
          const back = parseMoveText(pos, text, notation);
          if (!back.ok || back.value !== m)
            failures.push(
              `${text} in ${game.encode(pos)}: ${back.ok ? `gave ${back.value}, not ${m}` : back.error.message}`,
            );
          checked++;
        }
      }
      expect(failures.slice(0, 5)).toEqual([]);
      expect(positions.length).toBeGreaterThan(500);
      expect(checked).toBeGreaterThan(10_000);
    },
  );

  it('the plugin uses the notation parameter', () => {
    const pos = game.initial();
    const m = iccs(pos, 'h2e2');
    const texts = NOTATIONS.map((notation) => unwrap(xiangqi.create({ notation })).moveToString(pos, m));
    expect(texts).toEqual(['h2e2', 'h3e3', 'C2.5', '炮二平五']);
    expect(unwrap(unwrap(xiangqi.create({ notation: 'chinese' })).parseMove(pos, '炮二平五'))).toBe(m);
  });
});
