import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { type FenErrorCode, parseFen, START_FEN } from './fen.js';
import { formatMove, NOTATIONS, parseMoveText } from './notation/index.js';
import { xiangqi } from './plugin.js';
import type { XiangqiPosition } from './position.js';

/**
 * Seeded fuzzing of the input boundaries: FEN and the four move notations. Whatever the text, the
 * parsers return a Result (never throw), errors carry a known code, and accepted input is valid.
 */
const game = unwrap(xiangqi.create());

const FEN_CODES = new Set<FenErrorCode>([
  'fen-empty',
  'fen-rank-count',
  'fen-rank-length',
  'fen-piece',
  'fen-side',
  'fen-field',
  'fen-general-count',
  'fen-general-palace',
  'fen-piece-count',
  'fen-piece-square',
  'fen-opponent-in-check',
]);
const MOVE_CODES = new Set(['move-syntax', 'move-illegal', 'move-ambiguous']);

const CORPUS = [
  START_FEN,
  'rn1ak1b2/4a4/b1c3nr1/pCc1p1p1p/2pR5/P5P2/2P1P3P/2N1BC3/4A4/4KABNR w - - 20 11',
  '3ak1n2/4a2r1/b3bc2R/9/9/9/r3P1P1P/2R1B1N2/4A4/2B1KA3 w - - 3 31',
  '3k5/9/9/p8/9/3R5/4R4/9/9/5K3 b - - 0 1',
  'r1bakab2/9/1cn3n1r/p1p1p1pRp/4P4/4C2c1/P1P3P1P/1CN1B1N2/9/1RBAKA3 b - - 0 1',
];
const FEN_ALPHABET = '0123456789/ -kabnrcpeKABNRCPEHhwbr\t\n.x炮９\u0000é';

function mutate(rng: Rng, text: string, alphabet: string): string {
  const chars = [...text];
  const edits = 1 + rng.int(4);
  for (let e = 0; e < edits; e++) {
    const i = rng.int(chars.length + 1);
    const c = [...alphabet][rng.int([...alphabet].length)]!;
    switch (rng.int(6)) {
      case 0:
        chars.splice(i, 0, c);
        break;
      case 1:
        chars.splice(i, 1);
        break;
      case 2:
        chars[Math.min(i, chars.length - 1)] = c;
        break;
      case 3: {
        const j = rng.int(chars.length);
        [chars[i], chars[j]] = [chars[j]!, chars[i]!];
        break;
      }
      case 4:
        chars.length = Math.min(chars.length, i);
        break;
      default: {
        // Swap two pieces' places by swapping two letters of the board field.
        const a = rng.int(chars.length);
        const b = rng.int(chars.length);
        const t = chars[a];
        chars[a] = chars[b]!;
        chars[b] = t!;
      }
    }
  }
  return chars.filter((c) => c !== undefined).join('');
}

describe('fuzz: FEN', () => {
  it('never throws on 6,000 seeded mutations; accepted FEN is a consistent legal position', () => {
    const rng = new Rng(0xfe1);
    const moves = new Int32Array(128);
    let accepted = 0;
    const codes = new Set<string>();
    for (let i = 0; i < 6000; i++) {
      const text = mutate(rng, CORPUS[rng.int(CORPUS.length)]!, FEN_ALPHABET);
      const r = game.decode(text);
      if (!r.ok) {
        expect(FEN_CODES.has(r.error.code as FenErrorCode), r.error.code).toBe(true);
        expect(r.error.message.length).toBeGreaterThan(0);
        codes.add(r.error.code);
        continue;
      }
      accepted++;
      const pos = r.value;
      const again = unwrap(game.decode(game.encode(pos)));
      expect(game.encode(again)).toBe(game.encode(pos));
      expect([again.hashLo, again.hashHi]).toEqual([pos.hashLo, pos.hashHi]);
      // A legal setup: the side not to move is not in check.
      pos.board.side ^= 1;
      expect(pos.board.inCheck(), text).toBe(false);
      pos.board.side ^= 1;
      const n = pos.generate(moves);
      for (let k = 0; k < n; k++) {
        pos.make(moves[k]!);
        pos.unmake();
      }
      expect(game.encode(pos)).toBe(game.encode(again));
    }
    expect(accepted).toBeGreaterThan(100);
    expect(codes.size).toBeGreaterThanOrEqual(8);
  });

  it('never throws on random strings', () => {
    const rng = new Rng(77);
    for (let i = 0; i < 3000; i++) {
      const len = rng.int(80);
      let text = '';
      for (let k = 0; k < len; k++) text += String.fromCharCode(rng.int(rng.int(2) ? 128 : 0x10000));
      const r = parseFen(text);
      if (!r.ok) expect(FEN_CODES.has(r.error.code)).toBe(true);
    }
  });
});

/** Positions to parse moves in: the start and a few plies of a seeded game. */
function positions(): XiangqiPosition[] {
  const out = [game.initial()];
  const rng = new Rng(5);
  const moves = new Int32Array(128);
  const pos = game.initial();
  for (let i = 0; i < 40; i++) {
    const n = pos.board.generate(moves);
    if (n === 0) break;
    pos.make(moves[rng.int(n)]!);
    if (i % 8 === 7) out.push(pos.clone());
  }
  return out;
}

describe('fuzz: move parsers', () => {
  const list = positions();
  const alphabet =
    'abcdefghijk0123456789+-.=KAEBHNRCP前中后进退平帅将仕士相象马馬车車炮砲兵卒一二三四五六七八九０１２９ \u0000';

  it.each(NOTATIONS)(
    '%s: never throws on 4,000 seeded mutations of real moves and random text',
    (notation) => {
      const rng = new Rng(notation.length * 1000 + 1);
      const moves = new Int32Array(128);
      let accepted = 0;
      for (let i = 0; i < 4000; i++) {
        const pos = list[rng.int(list.length)]!;
        const n = pos.board.generate(moves);
        let text: string;
        if (rng.int(3) === 0) {
          text = '';
          const len = rng.int(8);
          for (let k = 0; k < len; k++) text += [...alphabet][rng.int([...alphabet].length)];
        } else text = mutate(rng, formatMove(pos, moves[rng.int(n)]!, notation), alphabet);
        const r = parseMoveText(pos, text, notation);
        if (r.ok) {
          accepted++;
          expect(pos.isLegal(r.value), `${notation} "${text}"`).toBe(true);
        } else expect(MOVE_CODES.has(r.error.code), r.error.code).toBe(true);
      }
      expect(accepted).toBeGreaterThan(50);
    },
  );
});
