import { mctsSearcher, Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GomokuPosition } from './board.js';
import { T_FLEX4 } from './combos.js';
import { chooseMove, GomokuEngine } from './engine.js';
import { evaluatePosition, tacticalMovesOf, WIN_NEXT } from './evaluate.js';
import { createGomoku, type GomokuGame } from './plugin.js';

const freestyle = unwrap(createGomoku({ size: 15, rule: 'freestyle' }));
const at = (game: GomokuGame, pos: GomokuPosition, name: string) => unwrap(game.parseMove(pos, name));
const names = (game: GomokuGame, pos: GomokuPosition, moves: readonly number[]) =>
  moves.map((m) => game.moveToString(pos, m));

/** Plays `engine` against uniformly random legal moves; returns the winner (0/1) or -1 for a draw. */
function playRandom(
  game: GomokuGame,
  seed: number,
  engineSide: 0 | 1,
  pick: (pos: GomokuPosition) => number,
) {
  const rng = new Rng(seed);
  const pos = game.initial();
  const moves = new Int32Array(game.info.maxMoves);
  while (pos.outcome().kind === 'ongoing') {
    if (pos.toMove === engineSide) pos.make(pick(pos));
    else pos.make(moves[rng.int(pos.generate(moves))]!);
  }
  const o = pos.outcome();
  return o.kind === 'win' ? o.winner : -1;
}

describe('engine tactics', () => {
  it('plays the centre on an empty board', () => {
    const pos = freestyle.initial();
    const e = chooseMove(freestyle, pos, { timeMs: 0, nodes: 500 });
    expect([e.reason, freestyle.moveToString(pos, e.move)]).toEqual(['opening', 'h8']);
  });
  it('completes a five and blocks the opponent five', () => {
    const win = unwrap(freestyle.decode('15:h8,a1,h9,a3,h10,a5,h11,a7'));
    expect(chooseMove(freestyle, win, { timeMs: 0 })).toMatchObject({ reason: 'win' });
    expect(['h7', 'h12']).toContain(
      freestyle.moveToString(win, chooseMove(freestyle, win, { timeMs: 0 }).move),
    );
    const block = unwrap(freestyle.decode('15:h8,a1,h9,a3,h10,a5,h11'));
    const e = chooseMove(freestyle, block, { timeMs: 0 });
    expect(e.reason).toBe('block-five');
    expect(['h7', 'h12']).toContain(freestyle.moveToString(block, e.move));
  });
  it('answers an open three with a move that stops the open four', () => {
    // Black h8 h9 h10 is an open three; white (to move) has nothing of its own.
    const pos = unwrap(freestyle.decode('15:h8,a1,h9,o15,h10'));
    const e = chooseMove(freestyle, pos, { timeMs: 0, nodes: 3000, seed: 1 });
    const after = pos.clone();
    after.make(e.move);
    // Black may get a four but no longer an open four.
    expect(after.countOf(0, T_FLEX4)).toBe(0);
    expect(['h7', 'h11', 'h6', 'h12']).toContain(freestyle.moveToString(pos, e.move));
  });
  it('never changes the position it is given and replays for a seed and node limit', () => {
    const pos = unwrap(freestyle.decode('15:h8,i9,h9,h10,g8,i8,i10,g10,f9'));
    const before = freestyle.encode(pos);
    const a = new GomokuEngine(freestyle).choose(pos, { timeMs: 0, nodes: 4000, seed: 3 });
    const b = new GomokuEngine(freestyle).choose(pos, { timeMs: 0, nodes: 4000, seed: 3 });
    expect(freestyle.encode(pos)).toBe(before);
    expect(names(freestyle, pos, [a.move, ...a.line])).toEqual(names(freestyle, pos, [b.move, ...b.line]));
  });
});

describe('evaluation', () => {
  it('scores a five to play as a win and two opponent fives as a loss', () => {
    const pos = unwrap(freestyle.decode('15:h8,a1,h9,a3,h10,a5,h11,a7'));
    expect(evaluatePosition(pos)).toBe(WIN_NEXT);
    pos.make(at(freestyle, pos, 'b15'));
    expect(evaluatePosition(pos)).toBe(-WIN_NEXT);
  });
  it('prefers the side whose shapes are stronger', () => {
    // Same stones, black to move vs white to move after black's open three: black's view is better.
    const three = unwrap(freestyle.decode('15:h8,a1,h9,o15,h10,a15'));
    const quiet = unwrap(freestyle.decode('15:h8,a1,c3,o15,m12,a15'));
    expect(evaluatePosition(three)).toBeGreaterThan(evaluatePosition(quiet));
  });
  it('lists fives, forced blocks and fours as tactical moves', () => {
    const out = new Int32Array(225);
    const four = unwrap(freestyle.decode('15:h8,a1,h9,a3,h10,a5'));
    const n = tacticalMovesOf(four, out);
    expect(names(freestyle, four, Array.from(out.subarray(0, n))).sort()).toEqual(['h11', 'h12', 'h6', 'h7']);
    const forced = unwrap(freestyle.decode('15:h8,a1,h9,a3,h10,a5,h11'));
    expect(
      names(freestyle, forced, Array.from(out.subarray(0, tacticalMovesOf(forced, out)))).sort(),
    ).toEqual(['h12', 'h7']);
  });
});

describe('against a uniformly random player', () => {
  for (const rule of ['freestyle', 'renju'] as const) {
    it(`wins every seeded game as black and as white (${rule})`, () => {
      const game = unwrap(createGomoku({ size: 15, rule }));
      const engine = new GomokuEngine(game);
      const results: number[] = [];
      for (let g = 0; g < 6; g++) {
        const side = (g % 2) as 0 | 1;
        const winner = playRandom(
          game,
          100 + g,
          side,
          (pos) => engine.choose(pos, { timeMs: 0, nodes: 1500, seed: g }).move,
        );
        results.push(winner === side ? 1 : 0);
      }
      expect(results).toEqual([1, 1, 1, 1, 1, 1]);
    });
  }
});

describe('MCTS through the plugin (playout and priors)', () => {
  it('takes a five and beats a random player', () => {
    const mcts = unwrap(mctsSearcher.create(freestyle, {}));
    const win = unwrap(freestyle.decode('15:h8,a1,h9,a3,h10,a5,h11,a7'));
    expect(['h7', 'h12']).toContain(
      freestyle.moveToString(win, mcts.start(win, { nodes: 200, seed: 1 }).run().bestMove),
    );
    for (let g = 0; g < 2; g++) {
      const side = (g % 2) as 0 | 1;
      const winner = playRandom(
        freestyle,
        300 + g,
        side,
        (pos) => mcts.start(pos, { nodes: 200, seed: g }).run().bestMove,
      );
      expect(winner).toBe(side);
    }
  });
});
