import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GoPosition } from './board.js';
import { BLACK, WHITE } from './geometry.js';
import { fixedHandicap, freeHandicap, maxFixedHandicap, placeHandicap } from './handicap.js';
import { GAME_OVER, KO, LEGAL, OCCUPIED, SUICIDE, SUPERKO } from './legality.js';
import { type GoGame, go } from './plugin.js';
import { renderBoard, starPoints } from './render.js';
import { isTrueEye } from './tactics.js';
import { parseVertex, vertexToString } from './vertex.js';

/** A position from an ASCII diagram: rows of `X` (Black), `O` (White) and `.`; spaces ignored. */
function diagram(game: GoGame, rows: string, rest = 'b'): GoPosition {
  const board = rows
    .trim()
    .split('\n')
    .map((r) => r.replace(/\s+/g, ''))
    .join('/');
  return unwrap(game.decode(`${board} ${rest}`));
}

const id = (pos: GoPosition, text: string) => unwrap(parseVertex(pos.geo.size, text));
const pt = (pos: GoPosition, text: string) => pos.geo.pointOf[id(pos, text)]!;
function play(pos: GoPosition, ...moves: string[]): void {
  for (const m of moves) {
    expect(pos.whyIllegal(id(pos, m)), `${m} in\n${renderBoard(pos)}`).toBe(LEGAL);
    pos.make(id(pos, m));
  }
}
const board = (game: GoGame, pos: GoPosition) => game.encode(pos).split(' ')[0];

describe('captures', () => {
  const game = unwrap(go.create({ size: 5 }));

  it('removes a four-stone string whose last liberty is filled, and unmake puts it back', () => {
    const pos = diagram(
      game,
      `
      . O X O .
      O X X X O
      . O . O .
      X O . O .
      . X . . .`,
      'w',
    );
    expect(pos.inAtari(pt(pos, 'C4'))).toBe(true);
    expect(pos.atariLiberty(pt(pos, 'C4'))).toBe(pt(pos, 'C3'));
    const hash = [pos.hashLo, pos.hashHi];
    play(pos, 'C3');
    expect(board(game, pos)).toBe('1o1o1/o3o/1ooo1/xo1o1/1x3');
    expect(pos.stones).toBe(11);
    expect(pos.ko).toBe(0);
    expect(pos.undoDepth).toBe(1);
    pos.unmake();
    expect(pos.undoDepth).toBe(0);
    expect(() => pos.unmake()).toThrow();
    expect(board(game, pos)).toBe('1oxo1/oxxxo/1o1o1/xo1o1/1x3');
    expect([pos.hashLo, pos.hashHi]).toEqual(hash);
  });

  it('captures two strings with one stone on the edge', () => {
    const pos = diagram(
      game,
      `
      . X O . .
      X O . . .
      O . . . .
      . . . . .
      . . . . .`,
      'w',
    );
    play(pos, 'A5');
    expect(board(game, pos)).toBe('o1o2/1o3/o4/5/5');
    expect(pos.ko).toBe(0);
    expect(pos.liberties(pt(pos, 'A5'))).toBe(2);
  });
});

describe('ko and superko', () => {
  const game = unwrap(go.create({ size: 5 }));
  const koShape = `
      . X O . .
      X O . O .
      . X O . .
      . . . . .
      . . . . .`;

  it('forbids the immediate recapture of a ko, allows it after an exchange elsewhere', () => {
    const pos = diagram(game, koShape);
    play(pos, 'C4'); // Black takes the White stone at B4
    expect(board(game, pos)).toBe('1xo2/x1xo1/1xo2/5/5');
    expect(game.encode(pos)).toBe('1xo2/x1xo1/1xo2/5/5 w ko=B4');
    expect(pos.whyIllegal(id(pos, 'B4'))).toBe(KO);
    play(pos, 'E1', 'E2'); // a threat and its answer
    expect(pos.ko).toBe(0);
    play(pos, 'B4'); // White retakes
    expect(board(game, pos)).toBe('1xo2/xo1o1/1xo2/4x/4o');
    expect(pos.whyIllegal(id(pos, 'C4'))).toBe(KO);
  });

  it('hashes the ko point: the same stones with and without a ko differ', () => {
    const withKo = unwrap(game.decode('1xo2/x1xo1/1xo2/5/5 w ko=B4'));
    const without = unwrap(game.decode('1xo2/x1xo1/1xo2/5/5 w'));
    expect(withKo.hashLo !== without.hashLo || withKo.hashHi !== without.hashHi).toBe(true);
    expect(without.whyIllegal(id(without, 'B4'))).toBe(LEGAL);
  });

  // 3×3, from the empty board: C2 B2 B3 B1 C1 C3, then Black C2 captures C3 and recreates the
  // board after B1 (with the other side to move):
  //   . X .        . X O        . X .
  //   . O X   →    . O .   →    . O X
  //   . O .        . O .        . O .
  const sequence = ['C2', 'B2', 'B3', 'B1', 'C1', 'C3'];

  it.each([
    ['positional', SUPERKO],
    ['situational', LEGAL],
    ['none', LEGAL],
  ] as const)('%s superko: the repeating capture is %i (4 = superko, 0 = legal)', (superko, expected) => {
    const g = unwrap(go.create({ size: 3, superko }));
    const pos = g.initial();
    play(pos, ...sequence);
    expect(g.encode(pos)).toBe('1xo/1o1/1o1 b');
    expect(pos.whyIllegal(id(pos, 'C2'))).toBe(expected);
    const moves = new Int32Array(g.info.maxMoves);
    const generated = [...moves.subarray(0, pos.generate(moves))];
    expect(generated.includes(id(pos, 'C2'))).toBe(expected === LEGAL);
  });

  it('situational superko forbids the same board with the same side to move', () => {
    // B2 B1 B3 C2, Black passes, White C3, Black C1 takes two stones; White C2 would retake one
    // and recreate the board after White's C2 with Black to move again (not a simple ko: the
    // stone it captures took two).
    const moves = ['B2', 'B1', 'B3', 'C2', 'pass', 'C3', 'C1'];
    for (const [superko, expected] of [
      ['situational', SUPERKO],
      ['none', LEGAL],
    ] as const) {
      const g = unwrap(go.create({ size: 3, superko }));
      const pos = g.initial();
      play(pos, ...moves);
      expect(g.encode(pos)).toBe('1x1/1x1/1ox w');
      expect(pos.whyIllegal(id(pos, 'C2'))).toBe(expected);
    }
  });
});

describe('suicide', () => {
  const shape = `
      O X . . .
      . X . . .
      X . . . .
      . . . . .
      . . . . .`;

  it('is illegal by default, single-stone and multi-stone', () => {
    const game = unwrap(go.create({ size: 5 }));
    const pos = diagram(game, shape, 'w');
    expect(pos.whyIllegal(id(pos, 'A4'))).toBe(SUICIDE);
    const single = diagram(game, '. X . . . / X . . . . / 5 / 5 / 5'.replace(/ \/ /g, '\n'), 'w');
    expect(single.whyIllegal(id(single, 'A5'))).toBe(SUICIDE);
    expect(single.whyIllegal(id(single, 'B5'))).toBe(OCCUPIED);
  });

  it('removes the own string when allowed, but never repeats a board under superko', () => {
    const game = unwrap(go.create({ size: 5, suicide: true }));
    const pos = diagram(game, shape, 'w');
    play(pos, 'A4');
    expect(board(game, pos)).toBe('1x3/1x3/x4/5/5');
    pos.unmake();
    expect(board(game, pos)).toBe('ox3/1x3/x4/5/5');
    // A single-stone suicide leaves the board as it was: positional superko forbids it…
    const single = diagram(game, '.X...\nX....\n.....\n.....\n.....', 'w');
    expect(single.whyIllegal(id(single, 'A5'))).toBe(SUPERKO);
    // …and without superko it is a legal move that only passes the turn.
    const loose = unwrap(go.create({ size: 5, suicide: true, superko: 'none' }));
    const p2 = diagram(loose, '.X...\nX....\n.....\n.....\n.....', 'w');
    play(p2, 'A5');
    expect(board(loose, p2)).toBe('1x3/x4/5/5/5');
    expect(p2.toMove).toBe(0);
  });
});

describe('area scoring and the end of the game', () => {
  it('counts stones and surrounded empty regions (Tromp-Taylor)', () => {
    const game = unwrap(go.create({ size: 5, komi: 0.5 }));
    const pos = diagram(
      game,
      `
      . X O . .
      X X O . .
      . X O O O
      X X O . O
      . X O . .`,
    );
    // Black: 7 stones + A5, A3, A1; White: 8 stones + D5 E5 D4 E4 + D2 D1 E1.
    expect(pos.areaScore()).toBe(10 - 15);
    const own = new Int8Array(25);
    pos.ownershipInto(own);
    expect(own[id(pos, 'A5')]).toBe(1);
    expect(own[id(pos, 'E5')]).toBe(-1);
    expect(own[id(pos, 'D1')]).toBe(-1);
    expect(pos.outcome().kind).toBe('ongoing');
    expect(pos.lead()).toBe(-5.5);
    play(pos, 'pass', 'pass');
    expect(pos.outcome()).toMatchObject({ kind: 'win', winner: 1, reason: 'area score' });
    // The margin MCTS's score bonus reads: the lead the outcome was scored with, kept by copies.
    expect(pos.lead()).toBe(-5.5);
    expect(game.margin?.(pos.clone())).toBe(-5.5);
    const moves = new Int32Array(game.info.maxMoves);
    expect(pos.generate(moves)).toBe(0);
    expect(pos.whyIllegal(id(pos, 'D4'))).toBe(GAME_OVER);
  });

  it('leaves dame neutral, and an integer komi can draw', () => {
    const game = unwrap(go.create({ size: 3, komi: 0 }));
    expect(game.info.drawsPossible).toBe(true);
    const pos = diagram(game, 'X.O\nX.O\nX.O');
    expect(pos.areaScore()).toBe(0);
    play(pos, 'pass', 'pass');
    expect(pos.outcome()).toMatchObject({ kind: 'draw' });
  });

  it('scores at the ply limit: random 2×2 games always end', () => {
    const game = unwrap(go.create({ size: 2 }));
    expect(game.info.maxPlies).toBe(12);
    const rng = new Rng(2);
    const moves = new Int32Array(game.info.maxMoves);
    let capped = 0;
    for (let g = 0; g < 200; g++) {
      const pos = game.initial();
      while (pos.outcome().kind === 'ongoing') pos.make(moves[rng.int(pos.generate(moves))]!);
      expect(pos.ply).toBeLessThanOrEqual(12);
      if (pos.ply === 12 && pos.passes < 2) {
        capped++;
        expect(pos.outcome().kind === 'draw' ? '' : (pos.outcome() as { reason: string }).reason).toContain(
          'ply limit',
        );
      }
    }
    expect(capped).toBeGreaterThan(0);
  });
});

describe('eyes', () => {
  const game = unwrap(go.create({ size: 5 }));
  it('tells true eyes from false ones in the centre, on the edge and in the corner', () => {
    const pos = diagram(
      game,
      `
      . X . X .
      X . X . X
      . X . X O
      O . X . O
      . O . . .`,
    );
    expect(isTrueEye(pos, pt(pos, 'B4'), BLACK)).toBe(true); // four Black neighbours, no White diagonal
    expect(isTrueEye(pos, pt(pos, 'B4'), WHITE)).toBe(false);
    expect(isTrueEye(pos, pt(pos, 'A5'), BLACK)).toBe(true); // corner, its one diagonal empty
    expect(isTrueEye(pos, pt(pos, 'D4'), BLACK)).toBe(true); // one White diagonal (E3) is allowed inside
    expect(isTrueEye(pos, pt(pos, 'C3'), BLACK)).toBe(true);
    expect(isTrueEye(pos, pt(pos, 'D2'), BLACK)).toBe(false); // E2 is White
    expect(isTrueEye(pos, pt(pos, 'B2'), BLACK)).toBe(false); // A2 is White
    expect(isTrueEye(pos, pt(pos, 'E5'), BLACK)).toBe(true); // corner: D4 is its only diagonal
  });

  it('counts two enemy diagonals as false in the centre, one on the edge', () => {
    const centre = diagram(game, '.....\n.OXO.\n.X.X.\n.OX..\n.....');
    expect(isTrueEye(centre, pt(centre, 'C3'), BLACK)).toBe(false); // B4, D4 and B2 are White
    const one = diagram(game, '.....\n.OX..\n.X.X.\n..X..\n.....');
    expect(isTrueEye(one, pt(one, 'C3'), BLACK)).toBe(true); // only B4
    const edge = diagram(game, '.X.X.\n.OX..\n.....\n.....\n.....');
    expect(isTrueEye(edge, pt(edge, 'C5'), BLACK)).toBe(false); // B4 on the edge
  });
});

describe('handicap', () => {
  it('places the GTP fixed handicap points', () => {
    const names = (size: number, n: number) =>
      unwrap(fixedHandicap(size, n)).map((m) => vertexToString(size, m));
    expect(names(19, 9)).toEqual(['D4', 'Q16', 'D16', 'Q4', 'D10', 'Q10', 'K4', 'K16', 'K10']);
    expect(names(19, 5)).toEqual(['D4', 'Q16', 'D16', 'Q4', 'K10']);
    expect(names(19, 2)).toEqual(['D4', 'Q16']);
    expect(names(13, 3)).toEqual(['D4', 'K10', 'D10']);
    expect(names(9, 4)).toEqual(['C3', 'G7', 'C7', 'G3']);
    expect(names(9, 7)).toEqual(['C3', 'G7', 'C7', 'G3', 'C5', 'G5', 'E5']);
    expect(maxFixedHandicap(8)).toBe(4);
    expect(maxFixedHandicap(7)).toBe(4);
    expect(fixedHandicap(5, 2).ok).toBe(false);
    expect(fixedHandicap(9, 10).ok).toBe(false);
    expect(fixedHandicap(10, 5).ok).toBe(false);
    expect(fixedHandicap(19, 1).ok).toBe(false);
  });

  it('chooses free handicap points that start with the fixed ones and never repeat', () => {
    const pts = unwrap(freeHandicap(9, 14));
    expect(pts.length).toBe(14);
    expect(new Set(pts).size).toBe(14);
    expect(pts.slice(0, 9)).toEqual(unwrap(fixedHandicap(9, 9)));
    expect(unwrap(freeHandicap(5, 24)).length).toBe(24);
    expect(freeHandicap(5, 25).ok).toBe(false);
    expect(unwrap(freeHandicap(5, 3)).length).toBe(3);
  });

  it('puts the stones on an empty board with White to move, refusing bad lists', () => {
    const game = unwrap(go.create({ size: 9 }));
    const pos = game.initial();
    expect(placeHandicap(pos, unwrap(fixedHandicap(9, 2))).ok).toBe(true);
    expect(game.encode(pos)).toBe('9/9/6x2/9/9/9/2x6/9/9 w');
    expect(placeHandicap(pos, [0, 1]).ok).toBe(false); // board not empty
    const fresh = game.initial();
    expect(placeHandicap(fresh, [3, 3]).ok).toBe(false);
    expect(placeHandicap(fresh, [81, 3]).ok).toBe(false);
    expect(placeHandicap(fresh, [3]).ok).toBe(false);
    expect(fresh.stones).toBe(0);
  });
});

describe('vertices, text and board drawing', () => {
  it('names vertices A1..T19 without I, bottom-left first', () => {
    expect(vertexToString(19, 18 * 19)).toBe('A1');
    expect(vertexToString(19, 18)).toBe('T19');
    expect(vertexToString(19, 361)).toBe('pass');
    expect(unwrap(parseVertex(19, 'j1'))).toBe(18 * 19 + 8);
    expect(unwrap(parseVertex(9, ' PASS '))).toBe(81);
    for (const bad of ['I5', 'Z9', 'A20', 'A0', 'K10', '', 'resign'])
      expect(parseVertex(9, bad)).toMatchObject({ ok: false, error: { code: 'go-vertex' } });
    for (let m = 0; m <= 361; m++) expect(unwrap(parseVertex(19, vertexToString(19, m)))).toBe(m);
  });

  it('refuses bad position text with typed errors', () => {
    const game = unwrap(go.create({ size: 5 }));
    expect(game.decode('5/5/5/5 b')).toMatchObject({ ok: false, error: { code: 'go-size' } });
    expect(game.decode('5/5/5/5/4z b')).toMatchObject({ ok: false, error: { code: 'go-syntax' } });
    expect(game.decode('5/5/5/5/6 b')).toMatchObject({ ok: false, error: { code: 'go-size' } });
    expect(game.decode('xo3/o4/5/5/5 w')).toMatchObject({ ok: false, error: { code: 'go-position' } });
    expect(game.decode('5/5/5/5/5 b ko=Z1')).toMatchObject({ ok: false, error: { code: 'go-syntax' } });
    expect(game.decode('5/5/5/5/5 b frob')).toMatchObject({ ok: false, error: { code: 'go-syntax' } });
    expect(game.parseMove(game.initial(), 'Q3')).toMatchObject({ ok: false, error: { code: 'go-vertex' } });
    const pos = unwrap(game.decode('x4/5/5/5/5 w'));
    expect(game.parseMove(pos, 'A5')).toMatchObject({ ok: false, error: { code: 'go-illegal' } });
  });

  it('gives transpositions the same hash and the side to move its own key', () => {
    const game = unwrap(go.create({ size: 9 }));
    const a = game.initial();
    const b = game.initial();
    play(a, 'C3', 'G7', 'E5', 'D4');
    play(b, 'E5', 'D4', 'C3', 'G7');
    expect([a.hashLo, a.hashHi]).toEqual([b.hashLo, b.hashHi]);
    play(b, 'pass');
    expect(a.hashLo === b.hashLo && a.hashHi === b.hashHi).toBe(false);
  });

  it('draws the board with box characters, star points and the last move', () => {
    const game = unwrap(go.create({ size: 9 }));
    const pos = game.initial();
    const empty = renderBoard(pos);
    expect(empty.split('\n')).toHaveLength(11);
    expect([...empty].filter((c) => c === '╋')).toHaveLength(5);
    expect(empty).toContain('9  ┌─┬─┬─┬─┬─┬─┬─┬─┐  9');
    expect(empty).toContain('1  └─┴─┴─┴─┴─┴─┴─┴─┘  1');
    play(pos, 'E5', 'D5');
    const drawn = renderBoard(pos);
    expect(drawn).toContain('5  ├─┼─┼(○)●─┼─┼─┼─┤  5');
    expect(renderBoard(pos, { lastMove: -1, coordinates: false })).toContain(' ├─┼─┼─○─●─┼─┼─┼─┤');
    expect(starPoints(19)).toHaveLength(9);
    expect(starPoints(13)).toHaveLength(5);
  });
});
