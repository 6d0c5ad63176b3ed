/**
 * Fuzzed protocol input never crashes the session: every answer is a well-formed protocol line, and
 * every move it plays is on an empty cell of the board it has.
 */
import { Rng } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { EMPTY } from '../board.js';
import { GomocupSession } from './session.js';

const WORDS = [
  'START',
  'RECTSTART',
  'BEGIN',
  'TURN',
  'TAKEBACK',
  'BOARD',
  'DONE',
  'INFO',
  'RESTART',
  'ABOUT',
  'MESSAGE',
  'DEBUG',
  'PLAY',
  'turn',
  '',
];
const INFO_KEYS = [
  'timeout_turn',
  'timeout_match',
  'time_left',
  'max_memory',
  'game_type',
  'rule',
  'folder',
  'bogus',
];
const JUNK = [',', ' ', '-', '1e3', '0x1f', 'NaN', '∞', '\t', '"', '99999999999', '\u0000', '7,7,7,7'];

function fuzzLine(rng: Rng): string {
  const num = () =>
    rng.int(4) === 0 ? JUNK[rng.int(JUNK.length)]! : String(rng.int(rng.int(3) === 0 ? 40 : 16));
  const word = WORDS[rng.int(WORDS.length)]!;
  switch (rng.int(6)) {
    case 0:
      return `${word} ${num()},${num()}`;
    case 1:
      return `${num()},${num()},${num()}`;
    case 2:
      // Small times only, so the engine's answers stay quick.
      return `INFO ${INFO_KEYS[rng.int(INFO_KEYS.length)]} ${rng.int(3) === 0 ? num() : rng.int(40)}`;
    case 3:
      return `${word} ${num()}`;
    case 4:
      return Array.from({ length: rng.int(12) }, () => String.fromCharCode(rng.int(128))).join('');
    default:
      return word;
  }
}

const ANSWER = /^(OK|ERROR .*|UNKNOWN .*|MESSAGE .*|\d+,\d+|name="qi", .*)$/;

describe('fuzzed Gomocup lines', () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: 1500 random lines, no throw, only protocol answers, moves on empty cells`, () => {
      const rng = new Rng(seed);
      const s = new GomocupSession({ messages: seed === 2 });
      s.feed('INFO timeout_turn 20');
      let moves = 0;
      for (let i = 0; i < 1500 && !s.ended; i++) {
        const line = fuzzLine(rng);
        const before = s.position ? Uint8Array.from(s.position.board) : null;
        const out = s.feed(line);
        for (const a of out) {
          expect(a).toMatch(ANSWER);
          expect(a).not.toContain('\n');
          const m = /^(\d+),(\d+)$/.exec(a);
          if (!m) continue;
          moves++;
          const size = s.position!.size;
          const cell = Number(m[2]) * size + Number(m[1]);
          expect(Number(m[1])).toBeLessThan(size);
          expect(s.position!.board[cell]).not.toBe(EMPTY);
          // A TURN or BEGIN answer is on a cell that was empty before (BOARD rebuilds the board).
          if (before && before.length === s.position!.board.length && !/^\s*done\s*$/i.test(line))
            expect(before[cell]).toBe(EMPTY);
        }
      }
      expect(moves).toBeGreaterThan(0);
    });
  }
});
