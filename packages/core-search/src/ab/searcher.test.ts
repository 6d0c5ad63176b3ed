import { describe, expect, it } from 'vitest';
import { type Game, NO_MOVE, type Position } from '../game.js';
import type { RawParams } from '../params.js';
import { unwrap } from '../result.js';
import type { SearchLimits, SearchResult } from '../search.js';
import { AB_OPTIONS } from './options.js';
import { alphabetaSearcher, createAlphaBeta } from './searcher.js';
import { legalMoves, minimax, randomPositions } from './testgames/positions.js';
import { takeaway } from './testgames/takeaway.js';
import { type ThreesPosition, threes } from './testgames/threes.js';

/** The features that change what the search sees are off, and TT cutoffs need the exact depth. */
const EXACT: RawParams = {
  hashMb: 1,
  nullMove: false,
  lmr: false,
  quiescence: false,
  extensions: false,
  ttExactDepth: true,
};

const game4 = unwrap(threes.create({ size: 4 }));
const game3 = unwrap(threes.create({ size: 3 }));

function ab<P extends Position>(
  game: Game<P>,
  pos: P,
  options: RawParams = {},
  limits: SearchLimits = {},
): SearchResult {
  return unwrap(createAlphaBeta(game, { hashMb: 1, ...options }))
    .start(pos, limits)
    .run();
}

const positions = randomPositions(game4, 16, 7, 0, 9);
const reference = new Map<string, SearchResult>();
function ref(pos: ThreesPosition, depth: number): SearchResult {
  const key = `${game4.encode(pos)}@${depth}`;
  let r = reference.get(key);
  if (!r) reference.set(key, (r = minimax(game4, pos, depth)));
  return r;
}

describe('alpha-beta at fixed depth equals minimax', () => {
  it('on random 4x4 positions at depths 1-4', () => {
    expect(positions.length).toBe(16);
    for (const pos of positions)
      for (const depth of [1, 2, 3, 4]) {
        const r = ab(game4, pos, EXACT, { depth });
        expect(r.score, `${game4.encode(pos)} depth ${depth}`).toEqual(ref(pos, depth).score);
        // Iterative deepening may stop early once the result is proven (a mate or a solved tree).
        expect(r.stats.depth).toBeGreaterThan(0);
        expect(r.stats.depth).toBeLessThanOrEqual(depth);
        expect(legalMoves(pos, 16)).toContain(r.bestMove);
      }
  });

  it('on take-away with a noisy evaluation, where positions transpose at different plies', () => {
    const nim = unwrap(takeaway.create({ heap: 40, evaluate: true }));
    let deeperDiffers = 0;
    for (let heap = 8; heap <= 40; heap += 2)
      for (const depth of [3, 5, 7]) {
        const pos = unwrap(nim.decode(`${heap} ${heap % 3 ? 'a' : 'b'}`));
        const want = minimax(nim, pos, depth).score;
        expect(ab(nim, pos, EXACT, { depth }).score, `heap ${heap} depth ${depth}`).toEqual(want);
        expect(ab(nim, pos, { ...EXACT, pvs: false, aspiration: false }, { depth }).score).toEqual(want);
        const deeper = ab(nim, pos, { ...EXACT, ttExactDepth: false }, { depth }).score;
        if (JSON.stringify(deeper) !== JSON.stringify(want)) deeperDiffers++;
      }
    // Why ttExactDepth exists: cutoffs from deeper entries return deeper (different) scores.
    expect(deeperDiffers).toBeGreaterThan(0);
  });

  it('with all move ordering off (so later moves often beat the first and PVS re-searches)', () => {
    const unordered = {
      ...EXACT,
      ttMoveOrdering: false,
      tacticalFirst: false,
      killers: false,
      history: false,
    };
    for (const pos of positions)
      for (const depth of [2, 3, 4]) {
        const r = ab(game4, pos, unordered, { depth });
        expect(r.score, `${game4.encode(pos)} depth ${depth}`).toEqual(ref(pos, depth).score);
      }
  });

  const exactOptions = ['tt', 'killers', 'history', 'aspiration', 'pvs', 'ttMoveOrdering', 'tacticalFirst'];
  it.each(exactOptions)('with %s switched off', (name) => {
    for (const pos of positions.slice(0, 8))
      for (const depth of [3, 4]) {
        const r = ab(game4, pos, { ...EXACT, [name]: false }, { depth });
        expect(r.score, `${game4.encode(pos)} depth ${depth}`).toEqual(ref(pos, depth).score);
      }
  });

  it('with a 1-point aspiration window (many re-searches) and with root noise at zero amplitude', () => {
    for (const pos of positions.slice(0, 8)) {
      const r = ab(game4, pos, { ...EXACT, aspirationWindow: 1 }, { depth: 4, seed: 9 });
      expect(r.score).toEqual(ref(pos, 4).score);
    }
  });

  it('gives every root move its exact minimax score with allRootScores', () => {
    for (const pos of positions.slice(0, 6)) {
      const r = ab(game4, pos, { ...EXACT, allRootScores: true }, { depth: 3 });
      const want = new Map(ref(pos, 3).lines.map((l) => [l.move, l.score]));
      expect(r.lines.length).toBe(want.size);
      for (const line of r.lines) expect(line.score, `move ${line.move}`).toEqual(want.get(line.move));
      // Lines come best first and the best line is the result's.
      expect(r.lines[0]!.move).toBe(r.bestMove);
    }
  });
});

describe('alpha-beta solves games', () => {
  it('solves 3×3 threes (tic-tac-toe) without an evaluation: a proven draw', () => {
    const ttt = unwrap(threes.create({ size: 3, evaluate: false }));
    expect(alphabetaSearcher.supports(ttt)).toBe(true);
    const r = ab(ttt, ttt.initial());
    expect(r.score).toEqual({ kind: 'cp', value: 0 });
    expect(Object.is((r.score as { value: number }).value, -0)).toBe(false);
    expect(r.proven).toBe(true);
    expect(r.stats.depth).toBeLessThanOrEqual(9);
    expect(r.pv.length).toBeGreaterThan(0);
  });

  it('matches minimax to the end on every take-away heap, mate distances included', () => {
    const nim = unwrap(takeaway.create({ heap: 14, take: 3 }));
    for (let heap = 1; heap <= 14; heap++) {
      const pos = unwrap(nim.decode(`${heap} a`));
      const want = minimax(nim, pos, 0);
      const r = ab(nim, pos);
      expect(r.score, `heap ${heap}`).toEqual(want.score);
      expect(r.proven).toBe(true);
      // The winning move leaves a multiple of 4.
      if (heap % 4 !== 0) expect((heap - (r.bestMove + 1)) % 4).toBe(0);
    }
  });

  it('finds the forced wins minimax finds, at the same distance, with every feature on', () => {
    const late = randomPositions(game4, 40, 11, 7, 10);
    let wins = 0;
    for (const pos of late) {
      const want = minimax(game4, pos, 0);
      if (want.score?.kind !== 'mate' || want.score.moves <= 0) continue;
      wins++;
      const r = ab(game4, pos);
      expect(r.score, game4.encode(pos)).toEqual(want.score);
      expect(r.proven).toBe(true);
      // The chosen move must itself win: after it, the opponent is lost.
      const after = pos.clone();
      after.make(r.bestMove);
      const reply = minimax(game4, after, 0);
      expect(after.outcome().kind === 'win' || (reply.score?.kind === 'mate' && reply.score.moves < 0)).toBe(
        true,
      );
    }
    expect(wins).toBeGreaterThan(5);
  });

  it('finds the draw of 3×3 threes with an evaluation and every feature on', () => {
    const r = ab(game3, game3.initial());
    expect(r.score).toEqual({ kind: 'cp', value: 0 });
    expect(r.stats.depth).toBe(9);
  });

  it('prefers the fastest win', () => {
    // X wins at once on c4; slower wins exist too (e.g. through b3).
    const pos = unwrap(game4.decode('xx../o.../o.../.... x'));
    for (const options of [{}, EXACT, { tt: false }, { allRootScores: true }]) {
      const r = ab(game4, pos, options);
      expect(r.score).toEqual({ kind: 'mate', moves: 1 });
      expect(game4.moveToString(pos, r.bestMove)).toBe('c4');
      expect(r.pv).toEqual([r.bestMove]);
    }
    // Take-away: from 7, taking 3 wins in 2 own moves; nothing faster exists.
    const nim = unwrap(takeaway.create({ heap: 9 }));
    const r = ab(nim, unwrap(nim.decode('7 a')));
    expect(r.score).toEqual({ kind: 'mate', moves: 2 });
    expect(r.bestMove).toBe(2);
  });

  it('returns no move and no score at a finished game', () => {
    const pos = unwrap(game4.decode('xxx./oo../..../.... o'));
    const r = ab(game4, pos);
    expect(r.bestMove).toBe(NO_MOVE);
    expect(r.score).toBeNull();
    expect(r.pv).toEqual([]);
  });
});

describe('every option can be switched', () => {
  const bools = AB_OPTIONS.filter((s) => s.type === 'bool');
  const toggles: RawParams[] = [
    ...bools.map((s) => ({ [s.name]: !s.default })),
    { rootNoise: 40 },
    { nullMoveR: 4, nullMoveMinDepth: 2 },
    { lmrMinDepth: 1, lmrMinMove: 1 },
    { qsMaxDepth: 0 },
    { qsTT: true },
    { aspirationWindow: 3 },
    { historyMax: 64 },
    { timeCheckNodes: 1 },
  ];

  it.each(toggles.map((t) => [JSON.stringify(t), t] as const))('%s still plays legal moves', (_, t) => {
    for (const pos of positions.slice(0, 6)) {
      const r = ab(game4, pos, t, { depth: 4, seed: 3 });
      expect(legalMoves(pos, 16)).toContain(r.bestMove);
      expect(r.score).not.toBeNull();
      expect(r.pv[0]).toBe(r.bestMove);
    }
  });

  // Each switch must be wired to something: flipping it changes the work done on a fixed search.
  // 3×3 with an evaluation keeps scores out of the mate range, where null move is never tried.
  const wired = [
    'tt',
    'ttMoveOrdering',
    'tacticalFirst',
    'killers',
    'history',
    'pvs',
    'aspiration',
    'nullMove',
    'lmr',
    'quiescence',
    'qsTT',
    'extensions',
    'allRootScores',
  ];
  it.each(wired)('%s changes the search', (name) => {
    const spec = AB_OPTIONS.find((s) => s.name === name)!;
    const base = ab(game3, game3.initial(), {}, { depth: 7 });
    const flipped = ab(game3, game3.initial(), { [name]: !spec.default }, { depth: 7 });
    expect(flipped.stats.nodes).not.toBe(base.stats.nodes);
  });

  it('quiescence and extensions search past the nominal depth; without them they do not', () => {
    const pos = unwrap(game4.decode('xx../o.../..../.... o'));
    expect(ab(game4, pos, {}, { depth: 2 }).stats.selDepth).toBeGreaterThan(2);
    expect(ab(game4, pos, { quiescence: false, extensions: false }, { depth: 2 }).stats.selDepth).toBe(2);
  });

  it('rejects unknown options and bad values with typed errors, and names changed options in the spec', () => {
    const bad = alphabetaSearcher.create(game4, { nullMoveRR: 2 });
    expect(bad.ok || bad.error.code).toBe('unknown-param');
    const low = alphabetaSearcher.create(game4, { nullMoveR: 0 });
    expect(low.ok || low.error.code).toBe('bad-param-value');
    expect(unwrap(alphabetaSearcher.create(game4)).spec).toBe('alphabeta');
    expect(unwrap(alphabetaSearcher.create(game4, { lmr: 'false', depth: '5' })).spec).toBe(
      'alphabeta(depth=5,lmr=false)',
    );
  });

  it('supports games with an evaluation or a small tree, and says why not otherwise', () => {
    // Capabilities come from the methods: a 4×4 game without `evaluate` is refused, with a reason.
    expect(alphabetaSearcher.supports(game4)).toBe(true);
    const blind = unwrap(threes.create({ size: 4, evaluate: false }));
    expect(alphabetaSearcher.supports(blind)).toMatch(/needs an evaluation/);
    expect(alphabetaSearcher.supports(unwrap(threes.create({ size: 3, evaluate: false })))).toBe(true);
  });
});
