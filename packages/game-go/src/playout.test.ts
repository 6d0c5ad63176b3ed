import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GoPosition } from './board.js';
import { LEGAL, SUPERKO } from './legality.js';
import { areaScoreWithDead, deadStones, estimateOwnership, formatScore } from './ownership.js';
import { DEFAULT_POLICY, type PlayoutKnobs, type PlayoutPolicy, runPlayout } from './playout.js';
import { type GoGame, go } from './plugin.js';
import { PRIOR_WEIGHTS } from './priors.js';
import { isTrueEye } from './tactics.js';
import { parseVertex } from './vertex.js';

const id = (pos: GoPosition, text: string) => unwrap(parseVertex(pos.geo.size, text));

/** Random legal moves from the start, to get varied middle-game positions. */
function randomPosition(game: GoGame, plies: number, rng: Rng): GoPosition {
  const pos = game.initial();
  const moves = new Int32Array(game.info.maxMoves);
  for (let i = 0; i < plies && pos.outcome().kind === 'ongoing'; i++) {
    const n = pos.generate(moves);
    // Skip passes so the positions fill up.
    const m = moves[rng.int(n - 1)]!;
    pos.make(m);
  }
  return pos;
}

describe('playouts', () => {
  it.each([
    [5, 'uniform'],
    [5, 'default'],
    [9, 'uniform'],
    [9, 'default'],
    [13, 'uniform'],
    [13, 'default'],
    [19, 'uniform'],
    [19, 'default'],
  ] as const)(
    'size %i, %s policy: end, alternate, never fill an own true eye and play only legal moves',
    (size, policy) => {
      const game = unwrap(go.create({ size, playoutPolicy: policy }));
      const rng = new Rng(size);
      const played = new Int32Array(game.info.maxPlies + 8);
      const passId = size * size;
      let byPasses = 0;
      const runs = size === 19 ? 8 : size === 13 ? 20 : 60;
      for (let g = 0; g < runs; g++) {
        const start = randomPosition(game, g % 3 === 0 ? 0 : rng.int(size * size), rng);
        if (start.outcome().kind !== 'ongoing') continue;
        const scratch = start.clone();
        const n = game.playout!(scratch, rng, played);
        expect(scratch.outcome().kind).not.toBe('ongoing');
        expect(n).toBe(scratch.ply - start.ply);
        if (scratch.passes >= 2) byPasses++;
        // Replay with full legality checks.
        const replay = start.clone();
        for (let i = 0; i < n; i++) {
          const m = played[i]!;
          if (m !== passId) {
            const p = replay.geo.pointOf[m]!;
            expect(isTrueEye(replay, p, replay.side), `ply ${i} fills an own eye`).toBe(false);
            // Playouts check simple ko only, so a superko repetition is the one allowed difference.
            expect([LEGAL, SUPERKO]).toContain(replay.whyIllegal(m));
          }
          replay.make(m);
        }
        expect(game.encode(replay)).toBe(game.encode(scratch));
      }
      expect(byPasses).toBeGreaterThan(runs * 0.8);
    },
  );

  it('replays exactly for a seed', () => {
    for (const policy of ['uniform', 'default'] as PlayoutPolicy[]) {
      const game = unwrap(go.create({ size: 9 }));
      const a = new Int32Array(400);
      const b = new Int32Array(400);
      const na = runPlayout(game.initial(), new Rng(3), a, policy);
      const nb = runPlayout(game.initial(), new Rng(3), b, policy);
      expect(na).toBe(nb);
      expect([...a.subarray(0, na)]).toEqual([...b.subarray(0, nb)]);
      const nc = runPlayout(game.initial(), new Rng(4), b, policy);
      expect([...a.subarray(0, na)]).not.toEqual([...b.subarray(0, nc)]);
    }
  });

  it('the default policy answers the last move: captures it, and saves strings it ataris', () => {
    const game = unwrap(go.create({ size: 9 }));
    // White plays E5 into a Black mouth: E4 captures it.
    const capture = unwrap(game.decode('9/9/9/4x4/3x1x3/9/9/9/9 w'));
    capture.make(id(capture, 'E5'));
    // White E6 ataris the Black stone at E5: E4 saves it (to 3 liberties).
    const save = unwrap(game.decode('9/9/9/9/3oxo3/9/9/9/9 w'));
    save.make(id(save, 'E6'));
    for (const [pos, answer] of [
      [capture, 'E4'],
      [save, 'E4'],
    ] as const) {
      const counts: Record<PlayoutPolicy, number> = { default: 0, uniform: 0 };
      for (const policy of ['default', 'uniform'] as const) {
        const rng = new Rng(11);
        const played = new Int32Array(400);
        for (let i = 0; i < 200; i++) {
          runPlayout(pos.clone(), rng, played, policy);
          if (played[0] === id(pos, answer)) counts[policy]++;
        }
      }
      expect(counts.default).toBeGreaterThan(150);
      expect(counts.uniform).toBeLessThan(20);
    }
  });
});

describe('priors', () => {
  it('favour captures and escapes, and penalise self-atari and filling an own eye', () => {
    const game = unwrap(go.create({ size: 9 }));
    const pos = unwrap(game.decode('x1x6/1x7/9/9/3oxo3/9/3x5/2xo5/3x5 w'));
    pos.make(id(pos, 'E6')); // White ataris E5; Black to move
    const names = ['E4', 'A1', 'B9', 'E2', 'pass'];
    // E4 saves E5 (next to the last move); E2 captures the White stone at D2; B9 fills Black's eye.
    const moves = Int32Array.from(names.map((n) => id(pos, n)));
    const value = new Float32Array(moves.length);
    const weight = new Float32Array(moves.length);
    game.priors!(pos, moves, moves.length, value, weight);
    const v = Object.fromEntries(names.map((n, i) => [n, value[i]!]));
    for (let i = 0; i < moves.length; i++) {
      expect(value[i]).toBeGreaterThanOrEqual(0);
      expect(value[i]).toBeLessThanOrEqual(1);
      expect(weight[i]).toBeGreaterThan(0);
    }
    expect(v.E4).toBeGreaterThan(0.6); // escape next to the last move
    expect(v.E2).toBeGreaterThan(0.6); // captures the White stone at D2
    expect(v.B9).toBeLessThan(0.2); // Black's own true eye in the corner
    expect(v.A1).toBeLessThan(v.E4!); // an empty corner point far away
    expect(value[names.indexOf('pass')]).toBeCloseTo(PRIOR_WEIGHTS.passValue);
  });

  it('priorEven sets the neutral visits every move starts with', () => {
    const base = unwrap(go.create({ size: 9 }));
    const pos = base.initial();
    const moves = Int32Array.of(id(pos, 'A1'));
    const weightWith = (priorEven: number) => {
      const game = base.withKnobs({ ...DEFAULT_POLICY, priorEven });
      const value = new Float32Array(1);
      const weight = new Float32Array(1);
      game.priors!(pos, moves, 1, value, weight);
      return weight[0]!;
    };
    // An empty first-line point: the even visits plus the first-line losses.
    expect(weightWith(10)).toBe(10 + PRIOR_WEIGHTS.firstLine);
    expect(weightWith(30)).toBe(30 + PRIOR_WEIGHTS.firstLine);
  });

  /** The priors of every legal move of `fen` (after `then`, if given) with some knobs changed. */
  const priorsOf = (fen: string, then: string | null, knobs: Partial<PlayoutKnobs>) => {
    const base = unwrap(go.create({ size: 9 }));
    const pos = unwrap(base.decode(fen));
    if (then) pos.make(id(pos, then));
    const moves = new Int32Array(base.info.maxMoves);
    const n = pos.generate(moves);
    const value = new Float32Array(n);
    const weight = new Float32Array(n);
    base.withKnobs({ ...DEFAULT_POLICY, ...knobs }).priors!(pos, moves, n, value, weight);
    const names = Array.from(moves.subarray(0, n), (m) => base.moveToString(pos, m));
    return { names, value, weight };
  };

  it('priorPattern adds its wins to the 3×3 shape points only', () => {
    const fen = 'x1x6/1x7/9/9/3oxo3/9/3x5/2xo5/3x5 w';
    const off = priorsOf(fen, 'E6', { priorPattern: 0 }).weight;
    const on = priorsOf(fen, 'E6', { priorPattern: 12 }).weight;
    const diffs = new Set(Array.from(on, (w, i) => w - off[i]!));
    expect(diffs).toEqual(new Set([0, 12]));
  });

  it('priorSelfAtari adds losses to self-ataris only: whole next to an own stone, half for a lone stone', () => {
    // Black to move. A2 joins A1 into a string left with one liberty (A3); E5 is a lone stone with one (E4).
    const fen = '9/9/9/4o4/3o1o3/9/1o7/1o7/xo7 b';
    const off = priorsOf(fen, null, { priorSelfAtari: 0 });
    const on = priorsOf(fen, null, { priorSelfAtari: 12 });
    const added = new Map<string, number>();
    for (let i = 0; i < on.names.length; i++) {
      const d = on.weight[i]! - off.weight[i]!;
      if (d === 0) continue;
      added.set(on.names[i]!, d);
      // Losses only: the wins stay.
      expect(on.value[i]! * on.weight[i]!).toBeCloseTo(off.value[i]! * off.weight[i]!, 4);
    }
    expect(added).toEqual(
      new Map([
        ['A2', 12],
        ['E5', 6],
      ]),
    );
  });
});

describe('ownership and dead stones', () => {
  const game = unwrap(go.create({ size: 9, komi: 7 }));
  // The end of a game: Black owns columns A–D, White E–J, both with eyes. A White stone (B5) is
  // dead inside Black's area and a two-stone Black string (H5, H4) inside White's.
  const text =
    '1xxxoooo1/xx1xoo1oo/xxxxooooo/xxxxooooo/1oxxooox1/xxxxoooxo/1xxxoooo1/xxxxooooo/xx1xoo1oo b passes=2';

  it('finds the stones that die in the playouts, and only those', () => {
    const pos = unwrap(game.decode(text));
    expect(pos.outcome().kind).not.toBe('ongoing');
    const dead = deadStones(pos, { playouts: 100, seed: 5 });
    expect(dead).toEqual([id(pos, 'B5'), id(pos, 'H5'), id(pos, 'H4')].sort((a, b) => a - b));
    const own = estimateOwnership(pos, { playouts: 100, seed: 5, policy: 'uniform' });
    expect(own[id(pos, 'A1')]).toBeGreaterThan(0.9);
    expect(own[id(pos, 'J9')]).toBeLessThan(-0.9);
    expect(own[id(pos, 'B5')]).toBeGreaterThan(0.9); // the White stone's point ends up Black's
    expect(game.encode(pos)).toBe(text); // the position is not touched
  });

  it('scores with the dead stones removed', () => {
    const pos = unwrap(game.decode(text));
    const raw = pos.areaScore();
    const cleaned = areaScoreWithDead(pos, deadStones(pos, { playouts: 50, seed: 1 }));
    // Without them Black has columns A–D (36 points) and White E–J (45).
    expect(cleaned).toBe(36 - 45);
    expect(raw).toBe(36 - 43); // B5 counts for White; H5, H4 for Black; A5 and J5 are dame
    expect(formatScore(cleaned - 7)).toBe('W+16');
    expect(formatScore(3.5)).toBe('B+3.5');
    expect(formatScore(0)).toBe('0');
  });

  it('with ladder reading, the tactics no longer play an atari escape the ladder captures', () => {
    const game = unwrap(go.create({ size: 9 }));
    // Black F5 ataris White's E5; E4 would leave two liberties and the ladder captures it.
    const pos = unwrap(game.decode('9/9/9/4x4/3xo4/5x3/9/9/9 b'));
    pos.make(id(pos, 'F5'));
    const escapes = (ladders: boolean) => {
      const knobs = { ...DEFAULT_POLICY, ladders };
      const rng = new Rng(5);
      const played = new Int32Array(400);
      let n = 0;
      for (let i = 0; i < 200; i++) {
        runPlayout(pos.clone(), rng, played, 'default', game.rules.maxPlies, knobs);
        if (played[0] === id(pos, 'E4')) n++;
      }
      return n;
    };
    expect(escapes(false)).toBeGreaterThan(150);
    // Shape and random moves may still pick it (it is not a self-atari), far less often.
    expect(escapes(true)).toBeLessThan(100);
  });
});
