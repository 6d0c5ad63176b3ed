import { definePlugin, type Game, minimaxSearcher, Registry, randomSearcher, unwrap } from '@qi/core-search';
import { tictactoe } from '@qi/game-tictactoe';
import { describe, expect, test } from 'vitest';
import { deadMarks, type GameState, newGameState, reduce, shownPosition } from './game.js';
import { aiPlayer, HUMAN, type Players } from './players.js';
import { restore, toSaved } from './restore.js';

const game = unwrap(tictactoe.create()) as unknown as Game;
const vsAi: Players = [HUMAN, aiPlayer(minimaxSearcher, { timeMs: 100, depth: 0, nodes: 0 })];
const fresh = (players: Players = vsAi) => unwrap(newGameState(game, { players }));
const play = (s: GameState, ...cells: string[]) =>
  cells.reduce(
    (st, c) => reduce(st, { type: 'play', move: unwrap(game.parseMove(shownPosition(st), c)) }),
    s,
  );

describe('variations', () => {
  test('a different move while reviewing keeps the old line; switching back swaps them', () => {
    const humans: Players = [HUMAN, HUMAN];
    const s = play(fresh(humans), 'b2', 'a3', 'c1');
    const reviewed = reduce(s, { type: 'goto', ply: 1 });
    const branched = play(reviewed, 'c3');
    expect(branched.line).toEqual({ moves: [4, 2], cursor: 2 }); // c3 is cell 2
    expect(branched.variations).toEqual([s.line.moves]);
    const back = reduce(branched, { type: 'variation', index: 0 });
    expect(back.line).toEqual({ moves: s.line.moves, cursor: 2 });
    expect(back.variations).toEqual([[4, 2]]);
    // Saved as move texts and restored.
    const saved = toSaved(back);
    expect(saved.variations).toEqual([['b2', 'c3']]);
    const registry = new Registry([
      definePlugin({ name: 'test', games: [tictactoe], searchers: [minimaxSearcher], strongest: {} }),
    ]);
    const again = restore(
      registry,
      () => ({ defaultLimits: { timeMs: 0, depth: 0, nodes: 0 } }),
      saved,
      () => humans,
    );
    expect(again.ok && again.value.variations).toEqual([[4, 2]]);
    // Replaying the next move of the line is redo, not a variation.
    expect(play(reviewed, 'a3').variations).toEqual([]);
  });
});

describe('reduce', () => {
  test('plays legal moves and ignores illegal ones', () => {
    const s = play(fresh(), 'b2', 'a3');
    expect(game.encode(shownPosition(s))).toBe('o../.x./...');
    expect(reduce(s, { type: 'play', move: 4 })).toBe(s); // b2 is taken
  });
  test('an AI answer for a line that changed meanwhile is dropped', () => {
    const s = play(fresh(), 'b2');
    const searched = s.line;
    const undone = reduce(s, { type: 'undo' });
    expect(reduce(undone, { type: 'play', move: 0, expect: searched })).toBe(undone);
    expect(reduce(s, { type: 'play', move: 0, expect: searched }).line.moves).toEqual([4, 0]);
  });
  test('no move after the game is over or resigned', () => {
    const won = play(fresh([HUMAN, HUMAN]), 'a3', 'a2', 'b3', 'b2', 'c3');
    expect(shownPosition(won).outcome().kind).toBe('win');
    expect(reduce(won, { type: 'play', move: 8 })).toBe(won);
    const resigned = reduce(play(fresh(), 'b2'), { type: 'resign', player: 1 });
    expect(resigned.stopped).toEqual({ kind: 'resigned', player: 1 });
    expect(reduce(resigned, { type: 'play', move: 0 })).toBe(resigned);
  });
  test('undo against the computer goes back two plies; a new move then replaces the redo stack', () => {
    const s = play(fresh(), 'b2', 'a3', 'c1', 'a1');
    const u = reduce(s, { type: 'undo' });
    expect(u.line.cursor).toBe(2);
    const r = play(u, 'c3');
    expect(r.line.moves.length).toBe(3);
    expect(game.encode(shownPosition(r))).toBe('o.x/.x./...');
  });
  test('resigning after an undo drops the redo moves; continuing clears a resignation when reviewing', () => {
    const s = play(fresh([HUMAN, HUMAN]), 'b2', 'a3', 'c1');
    const back = reduce(s, { type: 'goto', ply: 1 });
    const res = reduce(back, { type: 'resign', player: 1 });
    expect(res.line).toEqual({ moves: [4], cursor: 1 });
    expect(reduce(reduce(s, { type: 'resign', player: 1 }), { type: 'flip' }).flipped).toBe(true);
  });
});

describe('save and restore', () => {
  const registry = new Registry([
    definePlugin({
      name: 'test',
      games: [tictactoe],
      searchers: [randomSearcher, minimaxSearcher],
      strongest: { tictactoe: 'minimax' },
    }),
  ]);
  const defaults = () => ({
    defaultLimits: { timeMs: 1, depth: 0, nodes: 0 },
  });
  const fallback = (): Players => [HUMAN, HUMAN];

  test('a saved game comes back identical, moves and cursor included', () => {
    const s = reduce(play(fresh(), 'b2', 'a3', 'c1'), { type: 'goto', ply: 2 });
    const saved = toSaved(s);
    expect(saved.moves).toEqual(['b2', 'a3', 'c1']);
    const back = unwrap(restore(registry, defaults, saved, fallback));
    expect(back.line).toEqual(s.line);
    expect(back.players).toEqual(s.players);
    expect(toSaved(back)).toEqual(saved);
  });
  test('a decoded start position is kept', () => {
    const s = unwrap(newGameState(game, { start: 'x.o/.x./...', players: vsAi }));
    const back = unwrap(restore(registry, defaults, toSaved(play(s, 'c1')), fallback));
    expect(game.encode(shownPosition(back))).toBe('x.o/.x./..o');
  });
  test('an illegal saved move is refused as a whole, naming the move', () => {
    const saved = { ...toSaved(play(fresh(), 'b2', 'a3')), moves: ['b2', 'b2'] };
    expect(restore(registry, defaults, saved, fallback)).toMatchObject({
      ok: false,
      error: { code: 'restore-move', at: 1 },
    });
  });
  test('an unknown game or a bad start is refused', () => {
    const saved = toSaved(fresh());
    expect(restore(registry, defaults, { ...saved, game: 'chess' }, fallback)).toMatchObject({
      ok: false,
      error: { code: 'unknown-game' },
    });
    expect(restore(registry, defaults, { ...saved, start: 'xx' }, fallback)).toMatchObject({ ok: false });
  });
});

describe('dead-stone marks', () => {
  test('belong to the line they were marked on, at its end; saved and restored with it', () => {
    const humans: Players = [HUMAN, HUMAN];
    const s = reduce(play(fresh(humans), 'b2', 'a3'), { type: 'dead', stones: [4] });
    expect(deadMarks(s)).toEqual([4]);
    expect(deadMarks(reduce(s, { type: 'goto', ply: 1 }))).toBeNull();
    expect(deadMarks(reduce(reduce(s, { type: 'goto', ply: 1 }), { type: 'goto', ply: 2 }))).toEqual([4]);
    expect(deadMarks(play(s, 'c1'))).toBeNull();
    expect(toSaved(s).dead).toEqual([4]);
    expect(toSaved(play(s, 'c1')).dead).toBeUndefined();
    const registry = new Registry([
      definePlugin({ name: 'test', games: [tictactoe], searchers: [minimaxSearcher], strongest: {} }),
    ]);
    const again = restore(
      registry,
      () => ({ defaultLimits: { timeMs: 0, depth: 0, nodes: 0 } }),
      toSaved(s),
      () => humans,
    );
    expect(again.ok && deadMarks(again.value)).toEqual([4]);
  });
});
