import { ONGOING, outcomeOf, type RawParams, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { parseIccs } from './notation/coords.js';
import { xiangqi } from './plugin.js';
import type { XiangqiPosition } from './position.js';
import { chasedBy } from './repetition.js';
import { piecesToFen } from './testing/setup.js';

const setup = (pieces: string, side: 'w' | 'b', params: RawParams = {}, halfmove = 0): XiangqiPosition =>
  unwrap(unwrap(xiangqi.create(params)).decode(piecesToFen(pieces, side, halfmove)));

/** Plays ICCS moves, checking that the game stays ongoing until the last one. */
function play(pos: XiangqiPosition, moves: string): void {
  const list = moves.split(/\s+/).filter(Boolean);
  list.forEach((text, i) => {
    expect(pos.outcome(), `before ${text}`).toBe(ONGOING);
    pos.make(unwrap(parseIccs(pos, text)));
    if (i < list.length - 1) expect(pos.outcome(), `after ${text}`).toBe(ONGOING);
  });
}

describe('repetition (Asian rules)', () => {
  it('a side that checks with every move of the cycle loses', () => {
    const pos = setup('Kf0 Rh8 | kd9 pa6', 'w');
    play(pos, 'h8h9 d9d8 h9h8 d8d9');
    expect(pos.outcome()).toBe(outcomeOf('win', 1, 'perpetual check'));
  });

  it('the same cycle with one idle move among the checks is a draw', () => {
    const pos = setup('Kf0 Rh7 | kd9 pa6', 'w');
    play(pos, 'h7h9 d9d8 h9h7 d8d9');
    expect(pos.outcome()).toBe(outcomeOf('draw', 'repetition'));
  });

  it('a quiet cycle is a draw', () => {
    const pos = setup('Kf0 Rh0 | kd9 ra9', 'w');
    play(pos, 'h0h1 a9a8 h1h0 a8a9');
    expect(pos.outcome()).toBe(outcomeOf('draw', 'repetition'));
  });

  it('perpetual check by Black loses for Black', () => {
    const pos = setup('Kd0 Pa3 | ke9 rh1', 'b');
    play(pos, 'h1h0 d0d1 h0h1 d1d0');
    expect(pos.outcome()).toBe(outcomeOf('win', 0, 'perpetual check'));
  });

  it('chasing an unprotected horse with a chariot on every move loses', () => {
    const pos = setup('Kf0 Rh7 | kd9 ha8', 'w');
    play(pos, 'h7h8 a8c7 h8h7 c7a8');
    expect(pos.outcome()).toBe(outcomeOf('win', 1, 'perpetual chase'));
  });

  it('the same chase of a protected horse is a draw', () => {
    const pos = setup('Kf0 Rh7 | kd9 ha8 ra9 rc9', 'w');
    play(pos, 'h7h8 a8c7 h8h7 c7a8');
    expect(pos.outcome()).toBe(outcomeOf('draw', 'repetition'));
  });

  it('a horse chasing a chariot loses even though the chariot counter-attacks a protected horse', () => {
    const pos = setup('Kf0 Hc8 Ra0 | kd9 rb9', 'w');
    play(pos, 'c8a7 b9a9 a7c8 a9b9');
    expect(pos.outcome()).toBe(outcomeOf('win', 1, 'perpetual chase'));
  });

  it('with repetitions=3 the first repeat is allowed and the second ends the game', () => {
    const pos = setup('Kf0 Rh8 | kd9 pa6', 'w', { repetitions: 3 });
    play(pos, 'h8h9 d9d8 h9h8 d8d9 h8h9 d9d8 h9h8');
    expect(pos.outcome()).toBe(ONGOING);
    pos.make(unwrap(parseIccs(pos, 'd8d9')));
    expect(pos.outcome()).toBe(outcomeOf('win', 1, 'perpetual check'));
  });

  it('below a search root a cycle is judged at its first repeat; one begun before the root at the rules count', () => {
    const pos = setup('Kf0 Rh8 | kd9 pa6', 'w', { repetitions: 3 });
    pos.setSearchRoot();
    play(pos, 'h8h9 d9d8 h9h8 d8d9');
    expect(pos.outcome()).toBe(outcomeOf('win', 1, 'perpetual check'));
    // A root inside the second cycle: h9h8 repeats a position from before the root a second time
    // without a ruling; d8d9 makes the start's third occurrence, judged over both cycles as the game's
    // referee judges it.
    const later = setup('Kf0 Rh8 | kd9 pa6', 'w', { repetitions: 3 });
    play(later, 'h8h9 d9d8 h9h8 d8d9 h8h9 d9d8');
    later.setSearchRoot();
    play(later, 'h9h8 d8d9');
    expect(later.outcome()).toBe(outcomeOf('win', 1, 'perpetual check'));
    later.unmake();
    expect(later.outcome()).toBe(ONGOING);
    // A copy keeps the root: without it (the game itself) the same position is no ruling either.
    const copy = later.clone();
    later.unmake();
    later.setSearchRoot();
    later.make(unwrap(parseIccs(later, 'h9h8')));
    expect(later.outcome()).toBe(ONGOING);
    copy.make(unwrap(parseIccs(copy, 'd8d9')));
    expect(copy.outcome()).toBe(outcomeOf('win', 1, 'perpetual check'));
  });

  it('a terminal repetition generates no moves and unmaking reopens the game', () => {
    const pos = setup('Kf0 Rh0 | kd9 ra9', 'w');
    const h0h1 = unwrap(parseIccs(pos, 'h0h1'));
    play(pos, 'h0h1 a9a8 h1h0 a8a9');
    const moves = new Int32Array(128);
    expect(pos.generate(moves)).toBe(0);
    expect(pos.isLegal(h0h1)).toBe(false);
    pos.unmake();
    expect(pos.outcome()).toBe(ONGOING);
    expect(pos.generate(moves)).toBeGreaterThan(0);
  });
});

describe('game end', () => {
  it('checkmate is a win for the mating side', () => {
    const pos = setup('Kf0 Rd4 Re3 | kd9 pa6', 'b');
    expect(pos.outcome()).toBe(outcomeOf('win', 0, 'checkmate'));
    expect(pos.inCheck()).toBe(true);
  });

  it('stalemate loses for the side that cannot move', () => {
    const pos = setup('Kf0 Ra8 Re5 | kd9', 'b');
    expect(pos.inCheck()).toBe(false);
    expect(pos.outcome()).toBe(outcomeOf('win', 0, 'stalemate'));
    expect(pos.generate(new Int32Array(128))).toBe(0);
  });

  it('60 moves (120 plies) without a capture draw', () => {
    const pos = setup('Kf0 Rh0 Pc6 | kd9 ra9 pg3', 'w', {}, 118);
    play(pos, 'h0h1 a9a8');
    expect(pos.halfmoveClock).toBe(120);
    expect(pos.outcome()).toBe(outcomeOf('draw', 'no capture in 60 moves'));
  });

  it('a capture resets the no-capture clock', () => {
    const pos = setup('Kf0 Rh0 | kd9 ra9 ph1', 'w', {}, 119);
    pos.make(unwrap(parseIccs(pos, 'h0h1')));
    expect(pos.halfmoveClock).toBe(0);
    expect(pos.outcome()).toBe(ONGOING);
    pos.unmake();
    expect(pos.halfmoveClock).toBe(119);
  });

  it('the move limit is a game parameter', () => {
    const pos = setup('Kf0 Rh0 | kd9 ra9', 'w', { moveLimit: 10 }, 8);
    play(pos, 'h0h1 a9a8');
    expect(pos.outcome()).toBe(outcomeOf('draw', 'no capture in 5 moves'));
  });

  it('outcome() returns the same shared object on repeated calls and after unmake', () => {
    const pos = setup('Kf0 Rh8 | kd9 pa6', 'w');
    play(pos, 'h8h9 d9d8 h9h8 d8d9');
    const verdict = pos.outcome();
    expect(pos.outcome()).toBe(verdict);
    pos.unmake();
    pos.make(unwrap(parseIccs(pos, 'd8d9')));
    expect(pos.outcome()).toBe(verdict);
  });
});

describe('null move', () => {
  it('makeNull flips the side and hash, unmakeNull restores them, and no repetition spans it', () => {
    const pos = setup('Kf0 Rh0 | kd9 ra9', 'w');
    const before = [pos.hashLo, pos.hashHi, pos.toMove, pos.toFen()];
    pos.makeNull();
    expect(pos.toMove).toBe(1);
    expect([pos.hashLo, pos.hashHi]).not.toEqual(before.slice(0, 2));
    pos.make(unwrap(parseIccs(pos, 'a9a8')));
    pos.makeNull();
    pos.make(unwrap(parseIccs(pos, 'a8a9')));
    // Same placement and side as at the start, but the cycle crosses null moves: not a repetition.
    expect(pos.outcome()).toBe(ONGOING);
    pos.unmake();
    pos.unmakeNull();
    pos.unmake();
    pos.unmakeNull();
    expect([pos.hashLo, pos.hashHi, pos.toMove, pos.toFen()]).toEqual(before);
  });
});

describe('chasedBy (what one move chases)', () => {
  const cell = (sq: string) => (Number(sq.slice(1)) + 3) * 16 + sq.charCodeAt(0) - 97 + 3;
  /** Victim squares (after the move) of the pieces `move` chases, from the mask of their slots. */
  function chased(pieces: string, side: 'w' | 'b', move: string): string[] {
    const pos = setup(pieces, side);
    const m = unwrap(parseIccs(pos, move));
    const mask = chasedBy(pos.board, m);
    pos.make(m);
    const out: string[] = [];
    for (let f = 0; f < 9; f++)
      for (let r = 0; r < 10; r++) {
        const sq = `${String.fromCharCode(97 + f)}${r}`;
        const pid = pos.board.cells[cell(sq)]!;
        if (pid !== 0 && (pid & 48) !== (side === 'w' ? 16 : 32) && mask & (1 << (pid & 15))) out.push(sq);
      }
    return out;
  }

  it('a chariot moving to attack an unprotected horse chases it; a protected one it does not', () => {
    expect(chased('Kf0 Rh7 | kd9 ha8', 'w', 'h7h8')).toEqual(['a8']);
    expect(chased('Kf0 Rh7 | kd9 ha8 ra9', 'w', 'h7h8')).toEqual([]);
  });

  it('a horse or cannon attacking a chariot chases it even when protected', () => {
    expect(chased('Kf0 Hc6 | kd9 rb9 ra9', 'w', 'c6a7')).toEqual(['b9']);
    expect(chased('Kf0 Ch2 Pe3 | kd9 re7 eg9', 'w', 'h2e2')).toEqual(['e7']);
  });

  it('generals and soldiers may chase; uncrossed soldiers may be attacked', () => {
    expect(chased('Kf0 Pc5 | kd9 hb6', 'w', 'c5c6')).toEqual([]);
    expect(chased('Kd1 | kf9 hd3 ra9', 'w', 'd1d2')).toEqual([]);
    expect(chased('Kf0 Rh5 | kd9 pc6', 'w', 'h5h6')).toEqual([]);
    expect(chased('Kf0 Rh5 | kd9 pc4', 'w', 'h5h4')).toEqual(['c4']);
  });

  it('a chariot offering an exchange to a chariot does not chase it', () => {
    expect(chased('Kf0 Rh7 | kd9 ra8', 'w', 'h7h8')).toEqual([]);
  });

  it('an attack uncovered by another piece counts; one that already existed does not', () => {
    // The horse on f7 leaves the rank: the chariot on h7 now attacks the horse on a7.
    expect(chased('Kf0 Rh7 Hf7 | kd9 ha7', 'w', 'f7g5')).toEqual(['a7']);
    // The chariot already attacked the horse before the soldier moved.
    expect(chased('Kf0 Rh7 Pc5 | kd9 ha7', 'w', 'c5c6')).toEqual([]);
  });

  it('a pinned attacker does not chase', () => {
    // The chariot on e4 is pinned against its general by the black chariot on e9, even on e5.
    expect(chased('Ke0 Re4 Ad0 | kd9 re9 hc5', 'w', 'e4e5')).toEqual([]);
    // Unpinned (the red general stands aside), the same move chases the horse.
    expect(chased('Kd0 Re4 | kf9 re9 hc5', 'w', 'e4e5')).toEqual(['c5']);
  });
});
