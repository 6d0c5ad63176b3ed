import { describe, expect, test } from 'vitest';
import { parseSaved, parseShareHash, type SavedGame, shareHash } from './persist.js';

const saved: SavedGame = {
  v: 1,
  game: 'tictactoe',
  start: null,
  moves: ['b2', 'a3', 'c1'],
  cursor: 2,
  players: [
    { kind: 'human' },
    {
      kind: 'ai',
      searcher: 'minimax',
      options: { tieBreak: 'first' },
      limits: { timeMs: 500, depth: 0, nodes: 0 },
    },
  ],
  flipped: true,
  stopped: { kind: 'resigned', player: 0 },
  notation: '',
};

describe('parseSaved', () => {
  test('reads back what was written', () => {
    expect(parseSaved(JSON.stringify(saved))).toEqual({ ok: true, value: saved });
  });
  test('keeps the stones marked dead; drops a malformed list', () => {
    const withDead = { ...saved, dead: [3, 40] };
    expect(parseSaved(JSON.stringify(withDead))).toEqual({ ok: true, value: withDead });
    const r = parseSaved(JSON.stringify({ ...saved, dead: ['x', -1] }));
    expect(r.ok && r.value.dead).toBe(undefined);
  });
  test('refuses malformed saves with a code', () => {
    const bad = (patch: object) => parseSaved(JSON.stringify({ ...saved, ...patch }));
    expect(parseSaved('{not json')).toMatchObject({ ok: false, error: { code: 'save-json' } });
    expect(bad({ v: 2 })).toMatchObject({ ok: false, error: { code: 'save-shape' } });
    expect(bad({ moves: ['b2', 3] })).toMatchObject({ ok: false, error: { at: 'moves' } });
    expect(bad({ cursor: 4 })).toMatchObject({ ok: false, error: { at: 'cursor' } });
    expect(bad({ players: [{ kind: 'human' }] })).toMatchObject({ ok: false, error: { at: 'players' } });
    expect(bad({ players: [{ kind: 'robot' }, { kind: 'human' }] })).toMatchObject({ ok: false });
    expect(bad({ stopped: { kind: 'resigned', player: 2 } })).toMatchObject({
      ok: false,
      error: { at: 'stopped' },
    });
  });
  test('drops option values of the wrong type and clamps bad limits to 0', () => {
    const weird = {
      ...saved,
      players: [
        { kind: 'ai', searcher: 'x', options: { a: 1, b: { c: 1 } }, limits: { timeMs: -5, depth: 'x' } },
        saved.players[1],
      ],
    };
    const r = parseSaved(JSON.stringify(weird));
    expect(r.ok && r.value.players[0]).toEqual({
      kind: 'ai',
      searcher: 'x',
      options: { a: 1 },
      limits: { timeMs: 0, depth: 0, nodes: 0 },
    });
  });
});

describe('share links', () => {
  test('round trip, with characters URLs must escape', () => {
    const s = {
      game: 'gomoku(size=15,rule=standard)',
      start: 'x.o/.x./..o',
      moves: ['h8', 'j10'],
      cursor: 1,
    };
    const hash = shareHash(s);
    expect(hash.startsWith('#game=')).toBe(true);
    expect(parseShareHash(hash)).toEqual({ ok: true, value: s });
  });
  test('the cursor defaults to the end and the start to the initial position', () => {
    expect(parseShareHash(shareHash({ game: 'tictactoe', start: null, moves: ['b2'], cursor: 1 }))).toEqual({
      ok: true,
      value: { game: 'tictactoe', start: null, moves: ['b2'], cursor: 1 },
    });
    expect(shareHash({ game: 'tictactoe', start: null, moves: [], cursor: 0 })).toBe('#game=tictactoe');
  });
  test('a hash without a game is not a shared link; a bad ply is an error', () => {
    expect(parseShareHash('#foo=1')).toBeNull();
    expect(parseShareHash('')).toBeNull();
    expect(parseShareHash('#game=tictactoe&moves=b2&at=5')).toMatchObject({
      ok: false,
      error: { code: 'share-cursor' },
    });
    expect(parseShareHash('#game=')).toMatchObject({ ok: false, error: { code: 'share-missing' } });
  });
});
