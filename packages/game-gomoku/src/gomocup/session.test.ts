import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLACK, EMPTY, WHITE } from '../board.js';
import { ABOUT } from './about.js';
import { GomocupSession } from './session.js';
import { FAST_MS } from './time.js';

/** Feeds the lines in order and returns every answer line. */
const run = (s: GomocupSession, lines: readonly string[]) => lines.flatMap((l) => s.feed(l));
/** A session that thinks only briefly (the budget floor), so scripted games stay fast. */
const quick = () => {
  const s = new GomocupSession();
  s.feed('INFO timeout_turn 40');
  return s;
};
const MOVE = /^(\d+),(\d+)$/;
const cellOf = (answer: string, size: number) => {
  const m = MOVE.exec(answer);
  if (!m) throw new Error(`not a move: ${answer}`);
  return Number(m[2]) * size + Number(m[1]);
};

describe('START, RECTSTART and commands before START', () => {
  it('answers ERROR to moves before START and keeps running', () => {
    const s = quick();
    const out = run(s, ['BEGIN', 'TURN 7,7', 'BOARD', 'RESTART', 'TAKEBACK 1,1', 'START 15', 'BEGIN']);
    expect(out.slice(0, 5).every((l) => l.startsWith('ERROR '))).toBe(true);
    expect(out[5]).toBe('OK');
    expect(out[6]).toMatch(MOVE);
    expect(out).toHaveLength(7);
  });

  it('accepts sizes 5–22 and refuses others with ERROR', () => {
    const s = quick();
    expect(run(s, ['START 5', 'START 10', 'START 19', 'START 22'])).toEqual(['OK', 'OK', 'OK', 'OK']);
    for (const bad of ['START 4', 'START 23', 'START 0', 'START', 'START x', 'START 15.5', 'START -15'])
      expect(s.feed(bad)[0]).toMatch(/^ERROR /);
    expect(run(s, ['RECTSTART 12,12', 'RECTSTART 15,20'])).toEqual([
      'OK',
      'ERROR rectangular boards (15x20) are not supported',
    ]);
    expect(s.position?.size).toBe(12);
  });
});

describe('BEGIN and TURN', () => {
  it('BEGIN plays black on the empty board; TURN plays the opponent then answers', () => {
    const s = quick();
    const [ok, first] = run(s, ['START 15', 'BEGIN']);
    expect(ok).toBe('OK');
    const a = cellOf(first!, 15);
    expect(s.position!.board[a]).toBe(BLACK);
    const reply = s.feed('TURN 0,0');
    expect(reply).toHaveLength(1);
    const b = cellOf(reply[0]!, 15);
    expect(s.position!.board[0]).toBe(WHITE);
    expect(s.position!.board[b]).toBe(BLACK);
    expect(b).not.toBe(a);
    expect(s.position!.stones).toBe(3);
  });

  it('TURN first makes the engine white', () => {
    const s = quick();
    const out = run(s, ['START 15', 'TURN 7,7']);
    const m = cellOf(out[1]!, 15);
    expect(s.position!.board[7 * 15 + 7]).toBe(BLACK);
    expect(s.position!.board[m]).toBe(WHITE);
  });

  it('answers ERROR on bad coordinates, occupied cells and malformed moves, and keeps playing', () => {
    const s = quick();
    run(s, ['START 10', 'TURN 4,4']);
    const stones = s.position!.stones;
    for (const bad of [
      'TURN 4,4',
      'TURN 10,0',
      'TURN 0,10',
      'TURN 4',
      'TURN a,b',
      'TURN -1,2',
      'TURN 1,2,3',
      'TURN',
    ])
      expect(s.feed(bad)[0]).toMatch(/^ERROR /);
    expect(s.position!.stones).toBe(stones);
    expect(s.feed('TURN 0,0')[0]).toMatch(MOVE);
    expect(s.position!.stones).toBe(stones + 2);
  });

  it('BEGIN on a board with stones is an ERROR', () => {
    const s = quick();
    expect(run(s, ['START 15', 'TURN 7,7', 'BEGIN']).at(-1)).toMatch(/^ERROR /);
  });

  it('plays its own five, and blocks the opponent’s five', () => {
    const s = quick();
    // Own stones on row 7, x = 3..6; the opponent's scattered; the engine must complete the five.
    const win = run(s, [
      'START 15',
      'BOARD',
      '3,7,1',
      '4,7,1',
      '5,7,1',
      '6,7,1',
      '0,0,2',
      '14,14,2',
      '0,14,2',
      '14,0,2',
      'DONE',
    ]);
    expect(['2,7', '7,7']).toContain(win[1]);
    expect(s.last?.reason).toBe('win');
    const block = run(s, [
      'RESTART',
      'BOARD',
      '3,7,2',
      '4,7,2',
      '5,7,2',
      '6,7,2',
      '2,7,1',
      '0,0,1',
      '14,14,1',
      'DONE',
    ]);
    expect(block).toEqual(['OK', '7,7']);
    expect(s.last?.reason).toBe('block-five');
  });

  it('TAKEBACK undoes the last move only', () => {
    const s = quick();
    const out = run(s, ['START 15', 'TURN 7,7']);
    expect(s.feed('TAKEBACK 7,7')[0]).toMatch(/^ERROR /);
    expect(s.feed(`TAKEBACK ${out[1]}`)).toEqual(['OK']);
    expect(s.feed('TAKEBACK 7,7')).toEqual(['OK']);
    expect(s.position!.stones).toBe(0);
    expect(s.feed('TAKEBACK 7,7')[0]).toMatch(/^ERROR /);
  });
});

describe('BOARD', () => {
  const lines = ['7,7,1', '8,8,2', '7,8,1', '9,9,2', '6,6,2'];
  it('builds the same position from any order of lines and infers the side to move', () => {
    const boards = new Set<string>();
    for (const order of [
      lines,
      [...lines].reverse(),
      [lines[2]!, lines[4]!, lines[0]!, lines[3]!, lines[1]!],
    ]) {
      const s = quick();
      const out = run(s, ['START 15', 'BOARD', ...order, 'DONE']);
      expect(out[1]).toMatch(MOVE);
      // Own 2 stones, opponent 3: the engine is white, so its stones (and its move) are white.
      expect(s.position!.board[7 * 15 + 7]).toBe(WHITE);
      expect(s.position!.board[s.last!.move]).toBe(WHITE);
      expect(s.feed(`TAKEBACK ${out[1]}`)).toEqual(['OK']);
      boards.add(`${Array.from(s.position!.board).join('')} ${s.position!.toMove}`);
    }
    // (The answers themselves may differ: a timed search is not deterministic.)
    expect(boards.size).toBe(1);
  });

  it('with as many own stones as the opponent’s the engine is black', () => {
    const s = quick();
    run(s, ['START 15', 'BOARD', '7,7,1', '8,8,2', 'DONE']);
    expect(s.position!.board[7 * 15 + 7]).toBe(BLACK);
    expect(s.position!.board[s.last!.move]).toBe(BLACK);
  });

  it('an empty BOARD is the opening move as black', () => {
    const s = quick();
    const out = run(s, ['START 15', 'BOARD', 'DONE']);
    expect(s.position!.board[cellOf(out[1]!, 15)]).toBe(BLACK);
  });

  it('winning-line stones (3) are occupied for both sides and make no five', () => {
    const s = quick();
    const dead = ['2,2,3', '3,2,3', '4,2,3', '5,2,3', '6,2,3'];
    const out = run(s, ['START 10', 'BOARD', ...dead, '5,5,1', '6,6,2', 'DONE']);
    const m = cellOf(out[1]!, 10);
    expect(s.position!.outcome().kind).toBe('ongoing');
    for (const x of [2, 3, 4, 5, 6]) {
      expect(m).not.toBe(2 * 10 + x);
      expect(s.position!.board[2 * 10 + x]).not.toBe(EMPTY);
    }
  });

  it('answers ERROR for malformed, off-board, repeated or winning boards, and keeps running', () => {
    const s = quick();
    s.feed('START 10');
    const bad = [
      ['1,2'],
      ['1,2,4'],
      ['a,b,1'],
      ['1,2,1,1'],
      ['10,0,1'],
      ['1,1,1', '1,1,2'],
      ['0,0,1', '1,0,1', '2,0,1', '3,0,1', '4,0,1', '9,9,2'],
    ];
    for (const body of bad) {
      const out = run(s, ['BOARD', ...body, 'DONE']);
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(/^ERROR BOARD: /);
    }
    expect(run(s, ['BOARD', '5,5,2', 'DONE'])[0]).toMatch(MOVE);
  });
});

describe('INFO, ABOUT, RESTART, END and the rest', () => {
  it('INFO never answers unless its value is bad; rule and times take effect', () => {
    const s = new GomocupSession();
    const infos = [
      'INFO timeout_turn 5000',
      'INFO timeout_match 100000',
      'INFO time_left 100000',
      'INFO max_memory 83886080',
      'INFO game_type 1',
      'INFO rule 4',
      'INFO folder /tmp/qi',
      'INFO evaluate 3,4',
    ];
    expect(run(s, infos)).toEqual([]);
    expect(s.clock).toEqual({ timeoutTurn: 5000, timeoutMatch: 100000, lagMs: 0, timeLeft: 100000 });
    expect(s.feed('START 15')).toEqual(['OK']);
    expect(s.position!.rule).toBe('renju');
    for (const bad of ['INFO timeout_turn abc', 'INFO time_left -5', 'INFO rule 9', 'INFO rule x', 'INFO'])
      expect(s.feed(bad)[0]).toMatch(/^ERROR /);
    expect(s.clock.timeoutTurn).toBe(5000);
  });

  it('INFO rule after START keeps the stones under the new rule', () => {
    const s = quick();
    run(s, ['START 15', 'TURN 7,7']);
    const before = Array.from(s.position!.board).join('');
    expect(s.feed('INFO rule 1')).toEqual([]);
    expect(s.position!.rule).toBe('standard');
    expect(Array.from(s.position!.board).join('')).toBe(before);
    expect(s.position!.toMove).toBe(0);
  });

  it('timeout_turn 0 plays fast; time_left limits the budget', () => {
    const s = new GomocupSession();
    run(s, ['INFO timeout_turn 0', 'START 15', 'BEGIN']);
    expect(s.last!.budgetMs).toBe(FAST_MS);
    run(s, ['INFO timeout_turn 30000', 'INFO timeout_match 60000', 'INFO time_left 2000', 'TURN 0,0']);
    expect(s.last!.budgetMs).toBeLessThanOrEqual(Math.floor((2000 * 0.95 - 100) / 8));
  });

  it("counts the time before the search (a BOARD's set-up) against the move", () => {
    // The command clock says every command arrived 2 s ago: a 1000 ms turn is already spent, so the
    // engine must answer at once with its first candidate instead of searching.
    const late = new GomocupSession({ now: () => performance.now() - 2000 });
    const lines = ['INFO timeout_turn 1000', 'START 15', 'BOARD', '7,7,2', '8,8,1', '8,7,2', 'DONE'];
    const out = run(late, lines);
    expect(out[out.length - 1]).toMatch(MOVE);
    expect(late.last!.reason).toBe('greedy');
    expect(late.last!.elapsedMs).toBeGreaterThanOrEqual(2000);
    // With the command's true arrival the same position is searched.
    const onTime = new GomocupSession();
    run(onTime, ['INFO timeout_turn 100', ...lines.slice(1)]);
    expect(onTime.last!.reason).toBe('search');
  });

  it('ABOUT names the engine with the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(ABOUT.version).toBe(pkg.version);
    const [about] = new GomocupSession().feed('ABOUT');
    expect(about).toMatch(/^name="qi", version="[^"]+", author="[^"]+", country="[^"]+"/);
    expect(about).toContain(`version="${pkg.version}"`);
  });

  it('RESTART clears the board; MESSAGE and DEBUG are silent; unknown commands answer UNKNOWN', () => {
    const s = quick();
    run(s, ['START 15', 'BEGIN', 'TURN 0,0']);
    expect(s.feed('RESTART')).toEqual(['OK']);
    expect(s.position!.stones).toBe(0);
    expect(run(s, ['MESSAGE hello', 'DEBUG x', '', '   '])).toEqual([]);
    expect(s.feed('SWAP2BOARD')).toEqual(['UNKNOWN command SWAP2BOARD']);
    expect(s.feed('begin')[0]).toMatch(MOVE); // keywords are case-insensitive
  });

  it('END stops the session, also inside a BOARD block', () => {
    const s = quick();
    run(s, ['START 15', 'BOARD', '1,1,1', 'END']);
    expect(s.ended).toBe(true);
    expect(run(s, ['ABOUT', 'BEGIN'])).toEqual([]);
  });
});

describe('warm-up', () => {
  it('at the first START leaves the board empty and the engine playing normally', () => {
    const s = new GomocupSession({ warmupMs: 20 });
    expect(s.feed('START 15')).toEqual(['OK']);
    expect(s.position!.stones).toBe(0);
    expect(s.feed('BEGIN')).toEqual(['7,7']);
  });
});
