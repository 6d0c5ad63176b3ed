import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { fixedHandicap, placeHandicap } from '../handicap.js';
import { go, loadSgf } from '../plugin.js';
import { vertexToString } from '../vertex.js';
import {
  parseSgfPoint,
  positionToSgf,
  sgfGameInfo,
  sgfPoint,
  sgfToPosition,
  sgfTreeToPosition,
} from './game.js';
import { parseSgf, type SgfNode } from './parse.js';
import { writeSgf } from './write.js';

const GAME =
  '(;FF[4]GM[1]SZ[9]KM[7]RU[Chinese]PB[Alice]PW[Bob]RE[W+3.5]C[root]\n' +
  ';B[ee]C[first \\] move];W[cc];B[];W[tt];B[gc]\n' +
  '(;W[gg];B[cg])\n' +
  '(;W[dg]C[a variation]))';

describe('SGF trees', () => {
  it('reads properties, escapes, passes and variations', () => {
    const trees = unwrap(parseSgf(GAME));
    expect(trees).toHaveLength(1);
    const root = trees[0]!;
    expect(root.props.SZ).toEqual(['9']);
    expect(root.props.C).toEqual(['root']);
    let node = root;
    const main: string[] = [];
    while (node.children.length) {
      node = node.children[0]!;
      main.push(`${Object.keys(node.props)[0]}[${Object.values(node.props)[0]![0]}]`);
    }
    expect(main).toEqual(['B[ee]', 'W[cc]', 'B[]', 'W[tt]', 'B[gc]', 'W[gg]', 'B[cg]']);
    expect(root.children[0]!.props.C).toEqual(['first ] move']);
    const branch = root.children[0]!.children[0]!.children[0]!.children[0]!.children[0]!;
    expect(branch.children).toHaveLength(2);
    expect(branch.children[1]!.props).toEqual({ W: ['dg'], C: ['a variation'] });
  });

  it('writes trees that read back the same (variations and escapes included)', () => {
    const trees = unwrap(parseSgf(GAME));
    const text = writeSgf(trees);
    expect(unwrap(parseSgf(text))).toEqual(trees);
    expect(writeSgf(unwrap(parseSgf(text)))).toBe(text);
    const tricky: SgfNode = {
      props: { C: ['back\\slash ] bracket\nnew line', ''], AB: ['aa', 'bb'] },
      children: [{ props: { B: [''] }, children: [] }],
    };
    expect(unwrap(parseSgf(writeSgf(tricky)))).toEqual([tricky]);
  });

  it('handles soft line breaks, FF[3] identifiers, a BOM and several game trees', () => {
    const [a, b] = unwrap(parseSgf('\ufeff(;C[one\\\ntwo\\\r\nthree]AddBlack[aa]) \n (;GaMe[1])'));
    expect(a!.props).toEqual({ C: ['onetwothree'], AB: ['aa'] });
    expect(b!.props).toEqual({ GM: ['1'] });
  });

  it.each([
    ['', 'no game tree', '1:1'],
    ['(;B[aa]', 'unclosed', '1:1'],
    ['(;B[aa', 'unterminated', '1:4'],
    ['(;B[aa])x', 'outside a game tree', '1:9'],
    ['()', 'empty game tree', '1:2'],
    ['(;FF[4]\n;B[aa]\n  ;W)', 'needs a value', '3:5'],
    ['(;b[aa])', 'no uppercase', '1:3'],
    ['(;A[1](;B[2]);C[3])', 'cannot follow variations', '1:14'],
    ['(;A[1]))', 'unbalanced', '1:8'],
    ['(;A[1]]', 'unexpected "]"', '1:7'],
    ['((;A[1]))', 'must start with a node', '1:2'],
  ])('refuses %j with a line:column error (%s at %s)', (text, message, at) => {
    const r = parseSgf(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('sgf-syntax');
    expect(r.error.message).toContain(message);
    expect(r.error.at).toBe(at);
  });

  it('parses and writes very deep trees without recursion', () => {
    const depth = 30_000;
    // Nested variations and a long main line: compared as text, since deep equality recurses.
    for (const text of [`${'(;B[aa]'.repeat(depth)}${')'.repeat(depth)}`, `(${';W[bb]'.repeat(depth)})`]) {
      const trees = unwrap(parseSgf(text));
      const written = writeSgf(trees);
      expect(writeSgf(unwrap(parseSgf(written)))).toBe(written);
      expect(written.split(';').length - 1).toBe(depth);
      expect(sgfTreeToPosition(trees, { size: 19 }).ok).toBe(false); // B[aa] again: occupied
    }
  });
});

describe('SGF games', () => {
  it('reads the game information and plays the main line', () => {
    const r = unwrap(sgfToPosition(GAME));
    expect(r.info).toMatchObject({
      size: 9,
      komi: 7,
      rules: 'Chinese',
      black: 'Alice',
      white: 'Bob',
      result: 'W+3.5',
    });
    expect(r.rules.komi).toBe(7);
    expect(r.moves.map((m) => vertexToString(9, m.move))).toEqual([
      'E5',
      'C7',
      'pass',
      'pass',
      'G7',
      'G3',
      'C3',
    ]);
    expect(r.moves[0]!.comment).toBe('first ] move');
    // Two passes then a move: the game resumes (an edit), as SGF records allow.
    expect(r.position.stones).toBe(5);
    expect(r.position.toMove).toBe(1);
  });

  it('applies setup: point lists, rectangles, AE and PL, and HA stones leave White to move', () => {
    const r = unwrap(sgfToPosition('(;SZ[5]HA[2]AB[aa:bb][ee])'));
    expect(unwrap(go.create({ size: 5 })).encode(r.position)).toBe('xx3/xx3/5/5/4x w');
    const cleared = unwrap(sgfToPosition('(;SZ[5]AB[aa:bb];AE[ab]PL[B];B[cc])'));
    expect(cleared.position.color[cleared.position.geo.point(0, 1)]).toBe(0);
    expect(cleared.moves).toHaveLength(1);
  });

  it.each([
    ['(;GM[2])', 'sgf-not-go', ''],
    ['(;SZ[25])', 'sgf-size', ''],
    ['(;SZ[9:7])', 'sgf-size', ''],
    ['(;SZ[x])', 'sgf-size', ''],
    ['(;SZ[9]KM[seven])', 'sgf-value', ''],
    ['(;SZ[5]\n;B[aa]\n;W[zz])', 'sgf-point', 'move 2 (W[zz])'],
    ['(;SZ[5];B[aa];W[aa])', 'sgf-illegal', 'move 2 (W[aa]) is illegal: the point is occupied'],
    ['(;SZ[5];B[ba];W[ee];B[ab];W[aa])', 'sgf-illegal', 'move 4 (W[aa]) is illegal: it is suicide'],
    ['(;SZ[5]AB[ba][ab]AW[aa])', 'sgf-setup', 'without liberties'],
    ['(;SZ[5]AB[zz])', 'sgf-point', 'setup point'],
    ['(;SZ[5];B[aa]W[bb])', 'sgf-value', 'both B and W'],
  ])('refuses %j (%s)', (text, code, message) => {
    const r = sgfToPosition(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toContain(message);
  });

  it('says where an illegal move is', () => {
    const r = sgfToPosition('(;SZ[5]\n;B[aa]\n;W[aa])');
    expect(r).toMatchObject({ ok: false, error: { code: 'sgf-illegal', at: '3:1' } });
  });

  it('writes a played game that reads back to the same position and moves', () => {
    const game = unwrap(go.create({ size: 9, komi: 6.5 }));
    const rng = new Rng(99);
    const moves = new Int32Array(game.info.maxMoves);
    const pos = game.initial();
    for (let i = 0; i < 150 && pos.outcome().kind === 'ongoing'; i++)
      pos.make(moves[rng.int(pos.generate(moves))]!);
    const text = positionToSgf(pos, {
      black: 'Qi',
      white: 'Human',
      result: 'B+R',
      moveComments: ['opening'],
    });
    expect(text).toContain('KM[6.5]');
    expect(text).toContain('RE[B+R]');
    const back = unwrap(sgfToPosition(text));
    expect(game.encode(back.position)).toBe(game.encode(pos));
    expect(back.moves.map((m) => m.move)).toEqual(pos.moveHistory());
    expect(back.moves[0]!.comment).toBe('opening');
    expect(back.info).toMatchObject({ black: 'Qi', white: 'Human', result: 'B+R', komi: 6.5 });
    // The same through the plugin's decode (komi from the game) and loadSgf (komi from the file).
    expect(game.encode(unwrap(game.decode(text)))).toBe(game.encode(pos));
    expect(unwrap(loadSgf(text)).game.rules.komi).toBe(6.5);
    expect(unwrap(go.create({ size: 13 })).decode(text)).toMatchObject({
      ok: false,
      error: { code: 'sgf-size' },
    });
  });

  it('writes handicap games with HA, AB and White to move', () => {
    const game = unwrap(go.create({ size: 9 }));
    const pos = game.initial();
    unwrap(placeHandicap(pos, unwrap(fixedHandicap(9, 3))));
    pos.make(40);
    const text = positionToSgf(pos);
    const root = unwrap(parseSgf(text))[0]!;
    expect(root.props.HA).toEqual(['3']);
    expect([...root.props.AB!].sort()).toEqual(
      unwrap(fixedHandicap(9, 3))
        .map((m) => sgfPoint(9, m))
        .sort(),
    );
    expect(root.props.PL).toEqual(['W']);
    expect(root.children[0]!.props).toEqual({ W: ['ee'] });
    expect(game.encode(unwrap(sgfToPosition(text)).position)).toBe(game.encode(pos));
  });

  it('maps SGF points both ways, with [] and [tt] as pass', () => {
    for (let m = 0; m <= 81; m++) expect(parseSgfPoint(9, sgfPoint(9, m))).toBe(m);
    expect(parseSgfPoint(9, 'tt')).toBe(81);
    expect(parseSgfPoint(19, 'tt')).toBe(361);
    expect(parseSgfPoint(9, 'jj')).toBe(-1);
    expect(parseSgfPoint(9, 'a')).toBe(-1);
    expect(sgfGameInfo({ props: {}, children: [] })).toMatchObject({ ok: true, value: { size: 19 } });
  });
});

describe('SGF fuzzing', () => {
  const seeds = [
    GAME,
    '(;FF[4]GM[1]SZ[5]AB[aa:bb]AW[dd]PL[W];W[cc];B[ce](;W[ec]C[x\\]y])(;W[];B[]))',
    '(;SZ[3];B[bb];W[ab];B[ba];W[ca];B[ac];W[aa])',
  ];
  const alphabet = '()[];\\:ABWCPLSZKEHmtz aebcd\n\r]0123456789';

  function mutate(text: string, rng: Rng): string {
    let t = text;
    const edits = 1 + rng.int(4);
    for (let e = 0; e < edits; e++) {
      const at = rng.int(t.length + 1);
      const kind = rng.int(5);
      if (kind === 0) t = t.slice(0, at) + alphabet[rng.int(alphabet.length)] + t.slice(at);
      else if (kind === 1) t = t.slice(0, at) + t.slice(at + 1 + rng.int(3));
      else if (kind === 2) t = t.slice(0, at) + alphabet[rng.int(alphabet.length)] + t.slice(at + 1);
      else if (kind === 3) {
        const len = rng.int(12);
        t = t.slice(0, at) + t.slice(at, at + len) + t.slice(at);
      } else t = t.slice(0, at);
    }
    return t;
  }

  it('never throws on thousands of seeded mutations; parsed trees round-trip and convert to Results', () => {
    const rng = new Rng(2024);
    const counts = { syntax: 0, game: 0, ok: 0 };
    for (let i = 0; i < 6000; i++) {
      const text = mutate(seeds[i % seeds.length]!, rng);
      const parsed = parseSgf(text);
      if (!parsed.ok) {
        counts.syntax++;
        expect(parsed.error.code).toBe('sgf-syntax');
        expect(String(parsed.error.at)).toMatch(/^\d+:\d+$/);
        continue;
      }
      expect(unwrap(parseSgf(writeSgf(parsed.value)))).toEqual(parsed.value);
      const game = sgfTreeToPosition(parsed.value, {}, text);
      if (game.ok) {
        counts.ok++;
        expect(game.value.position.outcome()).toBeDefined();
      } else {
        counts.game++;
        expect(game.error.code).toMatch(/^sgf-/);
      }
    }
    // The mutations must reach every outcome, or the fuzzing proves little.
    expect(counts.syntax).toBeGreaterThan(500);
    expect(counts.game).toBeGreaterThan(100);
    expect(counts.ok).toBeGreaterThan(500);
  });
});
