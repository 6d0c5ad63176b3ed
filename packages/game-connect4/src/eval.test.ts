import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { Connect4Position } from './board.js';
import { evaluate, tacticalMoves } from './eval.js';
import { connect4 } from './plugin.js';

const game = unwrap(connect4.create());

/** Positions from seeded random games, each taken before a random number of plies runs out. */
function randomPositions(count: number, seed: number): Connect4Position[] {
  const rng = new Rng(seed);
  const moves = new Int32Array(7);
  const out: Connect4Position[] = [];
  while (out.length < count) {
    const pos = game.initial();
    const plies = 4 + rng.int(30);
    for (let i = 0; i < plies && pos.outcome().kind === 'ongoing'; i++)
      pos.make(moves[rng.int(pos.generate(moves))]!);
    if (pos.outcome().kind === 'ongoing') out.push(pos);
  }
  return out;
}

/** Brute force: would `stone` (1 = x, 2 = o) dropped in `col` end the game with a win? Uses the text form only. */
function winsByText(pos: Connect4Position, col: number, stone: number): boolean {
  const rows = game.encode(pos).split('/');
  let r = rows.length - 1;
  while (r >= 0 && rows[r]![col] !== '.') r--;
  if (r < 0) return false;
  const ch = stone === 1 ? 'x' : 'o';
  rows[r] = rows[r]!.slice(0, col) + ch + rows[r]!.slice(col + 1);
  const at = (y: number, x: number) => rows[y]?.[x];
  for (let y = 0; y < rows.length; y++)
    for (let x = 0; x < 7; x++)
      for (const [dy, dx] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
      ] as const)
        if ([0, 1, 2, 3].every((k) => at(y + k * dy, x + k * dx) === ch)) return true;
  return false;
}

const mirror = (pos: Connect4Position) =>
  unwrap(
    game.decode(
      game
        .encode(pos)
        .split('/')
        .map((row) => [...row].reverse().join(''))
        .join('/'),
    ),
  );

describe('connect4 tactical moves', () => {
  it('are exactly the immediate wins, then the blocks, on 300 random positions', () => {
    const out = new Int32Array(7);
    let seenWins = 0;
    let seenBlocks = 0;
    for (const pos of randomPositions(300, 7)) {
      const me = pos.toMove + 1;
      const wins = [0, 1, 2, 3, 4, 5, 6].filter((c) => winsByText(pos, c, me));
      const blocks = [0, 1, 2, 3, 4, 5, 6].filter((c) => !wins.includes(c) && winsByText(pos, c, 3 - me));
      const got = Array.from(out.subarray(0, tacticalMoves(pos, out)));
      expect(got.slice(0, wins.length).sort()).toEqual(wins);
      expect(got.slice(wins.length).sort()).toEqual(blocks);
      seenWins += wins.length;
      seenBlocks += blocks.length;
    }
    // The sample must actually contain both kinds, or the test proves nothing.
    expect(seenWins).toBeGreaterThan(20);
    expect(seenBlocks).toBeGreaterThan(20);
  });

  it('are none once the game is over', () => {
    const won = unwrap(game.decode('......./......./x....../x....../xo...../xoo....'));
    expect(tacticalMoves(won, new Int32Array(7))).toBe(0);
  });
});

describe('connect4 evaluation', () => {
  it('is the same for a position and its mirror image', () => {
    for (const pos of randomPositions(200, 11)) expect(evaluate(mirror(pos))).toBe(evaluate(pos));
  });

  it('is from the side to move: the centre opening is good for x and bad for o to move', () => {
    const pos = game.initial();
    expect(evaluate(pos)).toBe(0);
    pos.make(3);
    expect(evaluate(pos)).toBeLessThan(0);
    pos.make(0);
    expect(evaluate(pos)).toBeGreaterThan(0);
  });

  it('prefers an open three to a blocked one', () => {
    // Same stones except one o: beside x's three on the bottom row, or two columns further away.
    const open = unwrap(game.decode('......./......./......./......./......o/.xxx.oo'));
    const blocked = unwrap(game.decode('......./......./......./......./......o/oxxx..o'));
    expect(evaluate(open)).toBeGreaterThan(evaluate(blocked));
  });
});
