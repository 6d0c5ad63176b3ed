import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { GomokuPosition } from './board.js';
import {
  cellName,
  cellToXY,
  decodePosition,
  encodeMoveList,
  encodePosition,
  parseCellName,
  parseMoveText,
  positionFromStones,
  xyToCell,
} from './codec.js';
import { boardConfig } from './config.js';
import { createGomoku } from './plugin.js';
import { gomocupRuleMask, RULES, ruleFromGomocup } from './rules.js';

const config = boardConfig(15, 'freestyle');

describe('cell names and Gomocup coordinates', () => {
  it('names h8 the centre of 15×15, a1 bottom left, o15 top right', () => {
    expect(cellName(15, 7 * 15 + 7)).toBe('h8');
    expect(cellName(15, 14 * 15)).toBe('a1');
    expect(cellName(15, 14)).toBe('o15');
    expect(cellName(19, 9 * 19 + 9)).toBe('j10');
  });
  it('converts cells to 0-based x,y with x the column and y from the top', () => {
    expect(cellToXY(15, 14 * 15 + 3)).toEqual({ x: 3, y: 14 });
    expect(unwrap(xyToCell(15, 3, 14))).toBe(14 * 15 + 3);
    expect(xyToCell(15, 15, 0)).toMatchObject({ ok: false, error: { code: 'gomoku-move' } });
  });
  it('reads names and x,y for every cell of every size', () => {
    for (const size of [5, 10, 15, 19, 22])
      for (let c = 0; c < size * size; c++) {
        expect(unwrap(parseCellName(size, cellName(size, c)))).toBe(c);
        const { x, y } = cellToXY(size, c);
        expect(unwrap(parseCellName(size, `${x},${y}`))).toBe(c);
      }
  });
  it('rejects text that is not a cell, or off the board', () => {
    for (const bad of ['', 'h', '8h', 'p1', 'a16', 'a0', 'h8x', '15,0', 'w2'])
      expect(parseCellName(15, bad)).toMatchObject({ ok: false, error: { code: 'gomoku-move' } });
  });
  it('refuses moves on taken cells and after the game', () => {
    const pos = unwrap(decodePosition(config, '15:h8'));
    expect(parseMoveText(pos, 'h8')).toMatchObject({ ok: false, error: { code: 'gomoku-occupied' } });
    const won = unwrap(decodePosition(config, '15:a1,a15,b1,b15,c1,c15,d1,d15,e1'));
    expect(won.outcome()).toMatchObject({ kind: 'win', winner: 0 });
    expect(parseMoveText(won, 'h8')).toMatchObject({ ok: false, error: { code: 'gomoku-game-over' } });
  });
});

describe('position text', () => {
  it('decodes a move list and keeps it as history', () => {
    const pos = unwrap(decodePosition(config, '15:h8,i9,h9'));
    expect(pos.ply).toBe(3);
    expect(pos.toMove).toBe(1);
    expect(encodeMoveList(pos)).toBe('15:h8,i9,h9');
    pos.unmake();
    expect(encodeMoveList(pos)).toBe('15:h8,i9');
    expect(unwrap(decodePosition(config, ':h8 i9')).stones).toBe(2);
  });
  it('decodes diagrams with dots or run lengths, with and without the side to move', () => {
    const dots = unwrap(decodePosition(boardConfig(5, 'freestyle'), '...../...../..x../.o.../.....'));
    const runs = unwrap(decodePosition(boardConfig(5, 'freestyle'), '5/5/2x2/1o3/5 b'));
    expect(encodePosition(dots)).toBe('5/5/2x2/1o3/5 b');
    expect(encodePosition(runs)).toBe('5/5/2x2/1o3/5 b');
    expect(dots.hashLo).toBe(runs.hashLo);
    const white = unwrap(decodePosition(boardConfig(5, 'freestyle'), '5\n5\n2x2\n5\n5'));
    expect(white.toMove).toBe(1);
    const explicit = unwrap(decodePosition(boardConfig(5, 'freestyle'), '5/5/2x2/5/5 b'));
    expect(explicit.toMove).toBe(0);
    expect(explicit.hashLo === white.hashLo && explicit.hashHi === white.hashHi).toBe(false);
  });
  it('gives the same hash for a move list and its diagram', () => {
    const moves = unwrap(decodePosition(config, '15:h8,i9,h9,h10,g8'));
    const diagram = unwrap(decodePosition(config, encodePosition(moves)));
    expect([diagram.hashLo, diagram.hashHi]).toEqual([moves.hashLo, moves.hashHi]);
    expect(diagram.toMove).toBe(moves.toMove);
  });
  it('reports typed errors', () => {
    const five = boardConfig(5, 'freestyle');
    const cases: [string, string][] = [
      ['5/5/2y2/5/5', 'gomoku-syntax'],
      ['5/5/5/5', 'gomoku-size'],
      ['5/5/6/5/5', 'gomoku-size'],
      ['5/5/xx3/5/5', 'gomoku-counts'],
      ['xxxxx/ooooo/5/5/5', 'gomoku-five'],
      ['15:h8', 'gomoku-size'],
      ['5:c3,c3', 'gomoku-occupied'],
      ['5:c3,z9', 'gomoku-move'],
      ['5:a1,a2,b1,b2,c1,c2,d1,d2,e1,e2', 'gomoku-game-over'],
      ['x5:c3', 'gomoku-syntax'],
    ];
    for (const [text, code] of cases)
      expect(decodePosition(five, text), text).toMatchObject({ ok: false, error: { code } });
  });
  it('a five on a decoded board ends the game', () => {
    const pos = unwrap(decodePosition(boardConfig(5, 'freestyle'), 'xxxxx/oooo1/5/5/5'));
    expect(pos.outcome()).toMatchObject({ kind: 'win', winner: 0 });
  });
  it('builds positions from stone lists (for Gomocup BOARD)', () => {
    const pos = unwrap(positionFromStones(config, [112, 113], [0], 1));
    expect(pos.toMove).toBe(1);
    expect(pos.stones).toBe(3);
    expect(positionFromStones(config, [1], [1], 0)).toMatchObject({
      ok: false,
      error: { code: 'gomoku-occupied' },
    });
    expect(positionFromStones(config, [225], [], 0)).toMatchObject({
      ok: false,
      error: { code: 'gomoku-move' },
    });
    expect(new GomokuPosition(config).stones).toBe(0);
  });
});

describe('Gomocup rule bitmask', () => {
  it('maps 0, 1 and 4 (with or without the continuous-game bit 2) and back', () => {
    expect([0, 1, 4, 2, 3, 5, 6].map((m) => unwrap(ruleFromGomocup(m)))).toEqual([
      'freestyle',
      'standard',
      'renju',
      'freestyle',
      'standard',
      'renju',
      'renju',
    ]);
    for (const rule of RULES) expect(unwrap(ruleFromGomocup(gomocupRuleMask(rule)))).toBe(rule);
    expect(ruleFromGomocup(8)).toMatchObject({ ok: false, error: { code: 'gomoku-rule' } });
    expect(ruleFromGomocup(-1)).toMatchObject({ ok: false, error: { code: 'gomoku-rule' } });
  });
  it('builds a BOARD position from a game object', () => {
    const game = unwrap(createGomoku({ size: 20, rule: 'renju' }));
    const pos = unwrap(positionFromStones(game, [0], [399], 0));
    expect([pos.size, pos.rule, pos.stones]).toEqual([20, 'renju', 2]);
  });
});
