import { type Game, type Position, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { createRegistry } from './registry.js';
import { outcomeText, viewOf } from './views.js';

const registry = createRegistry();
const make = (spec: string) => unwrap(registry.createGame(spec)) as Game<Position>;
const play = (game: Game<Position>, moves: string[]) => {
  const pos = game.initial();
  for (const m of moves) pos.make(unwrap(game.parseMove(pos, m)));
  return pos;
};

describe('board views', () => {
  it('draws xiangqi in Chinese characters with the river and the palaces', () => {
    const game = make('xiangqi');
    const pos = play(game, ['h2e2']);
    const lines = viewOf(game).render(pos, -1).split('\n');
    expect(lines[0]!.trim()).toBe('a   b   c   d   e   f   g   h   i');
    expect(lines[1]).toBe(' 9  車──馬──象──士──將──士──象──馬──車  9');
    expect(lines[2]).toBe('    │   │   │   │ ╲ │ ╱ │   │   │   │');
    expect(lines[10]).toContain('楚 河');
    // Red's cannon moved from h2 to e2 (ranks count from Red's side, 0 at the bottom).
    expect(lines[15]).toBe(' 2  ├───炮──┼───┼───炮──┼───┼───┼───┤  2');
    expect(lines[19]).toBe(' 0  俥──傌──相──仕──帥──仕──相──傌──俥  0');
  });

  it('puts a gomoku stone where its move name says, the last one marked', () => {
    const game = make('gomoku(size=9)');
    const pos = play(game, ['h8', 'a1']);
    const last = unwrap(game.parseMove(play(game, ['h8']), 'a1'));
    const lines = viewOf(game).render(pos, last).split('\n');
    // Row 8 is the second line below the header; column h is the 8th.
    expect(lines[2]).toBe('8  ├─┼─┼─┼─┼─┼─┼─●─┤  8');
    expect(lines[9]).toBe('1 (○)┴─┴─┴─┴─┴─┴─┴─┘  1');
    expect(viewOf(game).sides).toEqual(['Black', 'White']);
  });

  it('drops connect-four stones to the bottom row', () => {
    const game = make('connect4');
    const lines = viewOf(game)
      .render(play(game, ['4', '4', '1']), -1)
      .split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe(' X · · X · · ·');
    expect(lines[5]).toBe(' · · · O · · ·');
  });

  it('draws go with its own renderer, marking the last move', () => {
    const game = make('go(size=9)');
    const pos = play(game, ['d4']);
    const last = unwrap(game.parseMove(game.initial(), 'd4'));
    const board = viewOf(game).render(pos, last);
    expect(board.split('\n').find((l) => l.startsWith('4 '))).toContain('(●)');
    expect(viewOf(game).render(pos, -1)).not.toContain('(');
  });

  it('names outcomes with the game’s side names', () => {
    const game = make('tictactoe');
    const pos = unwrap(game.decode('xxx/oo./...'));
    expect(outcomeText(pos.outcome(), viewOf(game).sides)).toBe('X wins (three in a row)');
  });
});
