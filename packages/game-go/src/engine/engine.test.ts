import { unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import { encodePosition } from '../codec.js';
import { BLACK, WHITE } from '../geometry.js';
import { makeGoGame } from '../plugin.js';
import { DEFAULT_PARAMS } from '../rules.js';
import { parseVertex, vertexToString } from '../vertex.js';
import { GoEngine } from './engine.js';
import type { GoEngineOptions } from './options.js';

const FAST: Partial<GoEngineOptions> = { size: 9, komi: 7, playouts: 400, ownershipPlayouts: 200 };
const v = (e: GoEngine, text: string) => unwrap(parseVertex(e.size, text));
const playAll = (e: GoEngine, moves: string) => {
  for (const [i, t] of moves.split(' ').entries()) unwrap(e.play(i % 2 === 0 ? BLACK : WHITE, v(e, t)));
};
/** Plays stones of one colour (GTP lets a colour move several times in a row). */
const place = (e: GoEngine, color: 1 | 2, stones: string) => {
  for (const t of stones.split(' ')) unwrap(e.play(color, v(e, t)));
};

/** Plays every stone of a 9×9 position text (codec) onto the engine's empty board. */
const setup = (e: GoEngine, rows: string) => {
  const pos = unwrap(makeGoGame({ ...DEFAULT_PARAMS, size: 9, komi: 7 }).decode(`${rows} b`));
  for (const c of [BLACK, WHITE] as const)
    for (let m = 0; m < pos.geo.passId; m++) if (pos.color[pos.geo.pointOf[m]!] === c) unwrap(e.play(c, m));
};
// Black owns A-E (45 points), White F-J (36); every empty point is a true eye: Black wins by 2.
const EYES = 'x1x1xo1o1';
const FULL = 'xxxxxoooo';
const FINISHED = [EYES, FULL, EYES, FULL, EYES, FULL, EYES, FULL, EYES].join('/');
// White's F1 missing: F1 and G1 are neutral as they stand (Black wins by 4), White gains there.
const OPEN = [EYES, FULL, EYES, FULL, EYES, FULL, EYES, FULL, 'x1x1x2o1'].join('/');
const BULKY_FIVE = 'x1xxox3/xxxxoxx2/x1xxooxxx/xxxxooooo/x1xxoo1o1/xxxxooooo/x1xxoo1o1/xxxxooooo/x1xxoo1o1';

describe('GoEngine game record', () => {
  it('undo restores exactly the position before the move', () => {
    const e = new GoEngine(FAST);
    const seen: string[] = [];
    for (const t of 'E5 C3 G3 C7 D6 G7 F4 E3'.split(' ')) {
      seen.push(encodePosition(e.position));
      unwrap(e.play(e.position.side, v(e, t)));
    }
    for (let i = seen.length - 1; i >= 0; i--) {
      unwrap(e.undo());
      expect(encodePosition(e.position)).toBe(seen[i]);
    }
    expect(e.undo().ok).toBe(false);
  });

  it('refuses occupied points, suicide and a simple-ko retake, and changes nothing then', () => {
    const e = new GoEngine(FAST);
    unwrap(e.play(BLACK, v(e, 'E5')));
    expect(e.play(WHITE, v(e, 'E5')).ok).toBe(false);
    place(e, WHITE, 'A2 B1');
    const before = encodePosition(e.position);
    const suicide = e.play(BLACK, v(e, 'A1'));
    expect(suicide.ok ? '' : suicide.error.code).toBe('go-illegal');
    expect(encodePosition(e.position)).toBe(before);
    // A ko: White takes E5 by playing D5; Black may not retake at once.
    e.clear();
    place(e, BLACK, 'D6 C5 D4 E5');
    place(e, WHITE, 'E6 F5 E4 D5');
    expect(e.position.color[e.position.geo.pointOf[v(e, 'E5')]!]).toBe(0);
    expect(e.play(BLACK, v(e, 'E5')).ok).toBe(false);
    // After a ko threat elsewhere and an answer, the retake is legal.
    place(e, BLACK, 'J9');
    place(e, WHITE, 'J1');
    expect(e.play(BLACK, v(e, 'E5')).ok).toBe(true);
  });

  it('lets a colour play twice and play on after two passes, and undoes both', () => {
    const e = new GoEngine(FAST);
    place(e, BLACK, 'E5 D4');
    expect(e.position.side).toBe(WHITE);
    unwrap(e.play(WHITE, e.position.geo.passId));
    unwrap(e.play(BLACK, e.position.geo.passId));
    unwrap(e.play(WHITE, v(e, 'C3')));
    expect(e.moveCount).toBe(5);
    for (let i = 0; i < 5; i++) unwrap(e.undo());
    expect(e.position.stones).toBe(0);
    expect(e.position.side).toBe(BLACK);
  });

  it('puts handicap stones on an empty board only, with White to move, kept through undo', () => {
    const e = new GoEngine(FAST);
    const stones = ['C3', 'G7', 'C7', 'G3'].map((t) => v(e, t));
    unwrap(e.setHandicap(stones));
    expect(e.position.side).toBe(WHITE);
    expect(e.position.stones).toBe(4);
    expect(e.setHandicap(stones).ok).toBe(false);
    unwrap(e.play(WHITE, v(e, 'E5')));
    unwrap(e.undo());
    expect(e.position.stones).toBe(4);
    expect(e.undo().ok).toBe(false);
    e.clear();
    expect(e.position.stones).toBe(0);
  });

  it('a komi change keeps the moves and changes the count', () => {
    const e = new GoEngine(FAST);
    playAll(e, 'E5 C3');
    unwrap(e.setKomi(0.5));
    expect(e.komi).toBe(0.5);
    expect(e.position.stones).toBe(2);
    expect(e.position.rules.komi).toBe(0.5);
    expect(e.setKomi(Number.NaN).ok).toBe(false);
    expect(e.setSize(20).ok).toBe(false);
    unwrap(e.setSize(13));
    expect(e.position.geo.size).toBe(13);
  });
});

describe('GoEngine genmove', () => {
  it('plays legal moves for whoever is asked, and replays exactly for a seed and playouts', async () => {
    const game = async () => {
      const e = new GoEngine({ ...FAST, playouts: 300 });
      const out: string[] = [];
      for (let i = 0; i < 8; i++) {
        const color = i % 3 === 2 ? e.position.side : ((3 - e.position.side) as 1 | 2);
        const r = await e.genmove(color);
        expect(r.move).not.toBe('resign');
        out.push(vertexToString(9, r.move as number));
      }
      return out;
    };
    const a = await game();
    expect(await game()).toEqual(a);
  });

  it('a warm-up search at creation changes nothing of the game: the same moves, no reused tree', async () => {
    const moves = async (warmupPlayouts: number) => {
      const e = new GoEngine({ ...FAST, playouts: 300, warmupPlayouts });
      const out: string[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await e.genmove(e.position.side);
        if (i === 0) expect(r.reused).toBe(0);
        out.push(vertexToString(9, r.move as number));
      }
      return out;
    };
    expect(await moves(2000)).toEqual(await moves(0));
  });

  it('reuses the tree of the previous search after both sides moved', async () => {
    const e = new GoEngine({ ...FAST, playouts: 1500, earlyStop: false });
    const first = await e.genmove(BLACK);
    expect(first.reused).toBe(0);
    // White answers with the reply Black's search looked at most: its subtree has visits.
    const second = await e.genmove(WHITE);
    expect(second.reused).toBeGreaterThan(0);
    const third = await e.genmove(BLACK);
    expect(third.reused).toBeGreaterThan(0);
    // After an undo the old tree no longer stands for the position: a fresh one.
    unwrap(e.undo());
    expect((await e.genmove(BLACK)).reused).toBe(0);
  });

  it('resigns a hopeless game (komi 100: no count can win) and plays on with resigning off', async () => {
    const e = new GoEngine({ ...FAST, komi: 100, playouts: 2000, resignMinVisits: 1000 });
    playAll(e, 'E5 C3 G3 C7');
    const r = await e.genmove(BLACK);
    expect(r.move).toBe('resign');
    expect(r.winrate!).toBeLessThan(0.08);
    expect(e.moveCount).toBe(4);
    const never = new GoEngine({ ...FAST, komi: 100, playouts: 2000, resignThreshold: 0 });
    expect((await never.genmove(BLACK)).move).not.toBe('resign');
  });

  /** Black owns columns A-E, White G-J, F is dame: Black wins by 45 - 27 - 7 = 11 as it stands. */
  const walls = (e: GoEngine) => {
    place(e, BLACK, 'E1 E2 E3 E4 E5 E6 E7 E8 E9');
    place(e, WHITE, 'G1 G2 G3 G4 G5 G6 G7 G8 G9');
  };

  it('passes after the opponent passes when it wins by every count, and plays on when not', async () => {
    const e = new GoEngine(FAST);
    setup(e, OPEN);
    unwrap(e.play(WHITE, e.position.geo.passId));
    const r = await e.genmove(BLACK);
    expect(r.reason).toBe('pass-won');
    expect(r.move).toBe(e.position.geo.passId);
    // White, losing while a move still gains (F1 or G1), does not pass after Black's pass, and
    // plays one of those: every other move fills its own territory or dies in Black's.
    const w = await e.genmove(WHITE);
    expect(['F1', 'G1']).toContain(vertexToString(9, w.move as number));
  });

  it('behind after the opponent passed and no move gains: passes instead of filling its own area', async () => {
    // Black owns columns A-C (27 points: three single eyes and the square A1 B1 A2 B2), White D-J
    // (54, single eyes): White wins by 34 with komi 7. Black's only moves fill its own square (the
    // single eyes are never filled, White's eyes are suicide). Self-play at 250 ms once filled such
    // a space until the group died (W+10 became W+83.5).
    const e = new GoEngine(FAST);
    setup(
      e,
      [
        'x1xo1o1o1',
        'xxxoooooo',
        'x1xo1o1o1',
        'xxxoooooo',
        'x1xo1o1o1',
        'xxxoooooo',
        'xxxo1o1o1',
        '2xoooooo',
        '2xo1o1o1',
      ].join('/'),
    );
    unwrap(e.play(WHITE, e.position.geo.passId));
    const r = await e.genmove(BLACK);
    expect(r.reason).toBe('no-gain');
    expect(r.move).toBe(e.position.geo.passId);
  });

  it('passes when no move changes the count, and never fills its own eye', async () => {
    const e = new GoEngine(FAST);
    setup(e, FINISHED);
    const r = await e.genmove(BLACK);
    expect(r.reason).toBe('no-gain');
    expect(r.move).toBe(e.position.geo.passId);
    const w = await e.genmove(WHITE, {});
    expect(w.move).toBe(e.position.geo.passId);
  });

  it('does not pass on a bulky-five group the playouts are unsure of: it plays the vital point', async () => {
    // Black's corner group (F8 F9 G8 G7 H7 J7) has the bulky-five eye space G9 H9 J9 H8 J8, all
    // outside liberties taken. As it stands Black wins by 6, and the playouts' mean ownership of the
    // group leans alive, so the old rule (win as it stands and with the dead removed) passed; but
    // White's H9 would kill it and win by 16. Black must make it live at H9.
    const e = new GoEngine({ ...FAST, playouts: 2000 });
    setup(e, BULKY_FIVE);
    unwrap(e.play(WHITE, e.position.geo.passId));
    const st = e.status();
    expect(st.scoreAsIs).toBeGreaterThan(0);
    expect(st.scoreWithDead).toBeGreaterThan(0);
    const r = await e.genmove(BLACK);
    expect(r.move).not.toBe(e.position.geo.passId);
    expect(vertexToString(9, r.move as number)).toBe('H9');
  });

  it('refuses a play that repeats an earlier position (positional superko)', () => {
    const e = new GoEngine(FAST);
    place(e, BLACK, 'D6 C5 D4 E5');
    place(e, WHITE, 'E6 F5 E4 D5'); // White takes E5
    const passId = e.position.geo.passId;
    unwrap(e.play(BLACK, passId));
    unwrap(e.play(WHITE, passId));
    // Retaking at E5 now recreates the board before White's capture.
    const r = e.play(BLACK, v(e, 'E5'));
    expect(r.ok ? '' : r.error.message).toMatch(/superko/);
    expect(e.moveCount).toBe(10);
  });

  it('in cleanup mode captures dead stones before it passes', async () => {
    const e = new GoEngine({ ...FAST, playouts: 800 });
    walls(e);
    place(e, BLACK, 'A8 B9');
    place(e, WHITE, 'B8');
    unwrap(e.play(WHITE, e.position.geo.passId)); // White passes; its B8 stone is dead
    expect(e.status().dead.map((m) => vertexToString(9, m))).toEqual(['B8']);
    const passId = e.position.geo.passId;
    const b8 = e.position.geo.pointOf[v(e, 'B8')]!;
    // Each cleanup move is on a liberty of the dead stone: atari, then capture.
    for (let i = 0; i < 2 && e.position.color[b8] !== 0; i++) {
      const r = await e.genmove(BLACK, { cleanup: true });
      expect(['B7', 'C8']).toContain(vertexToString(9, r.move as number));
      if (e.position.color[b8] !== 0) unwrap(e.play(WHITE, passId));
    }
    expect(e.position.color[b8]).toBe(0);
    expect(e.status().dead).toEqual([]);
  });

  it('in cleanup mode plays a normal move before the end (qi match asks every move with it)', async () => {
    // Early on, a lone White stone in Black's corner is estimated dead while Black's E5 is in atari;
    // a cleanup move is still a normal search (no narrowing to B8's liberties), so it equals
    // genmove's with the same seed.
    const moves = async (cleanup: boolean) => {
      const e = new GoEngine({ ...FAST, playouts: 800 });
      place(e, BLACK, 'A8 B9 C9 A7 E5 G3 C3 G7');
      place(e, WHITE, 'B8 D5 F5 E6');
      expect(e.status().dead.map((m) => vertexToString(9, m))).toContain('B8');
      const r = await e.genmove(BLACK, { cleanup });
      return vertexToString(9, r.move as number);
    };
    const plain = await moves(false);
    expect(['B7', 'C8']).not.toContain(plain);
    expect(await moves(true)).toBe(plain);
  });

  it('scores with dead stones removed', () => {
    const e = new GoEngine(FAST);
    walls(e);
    place(e, WHITE, 'B5');
    const st = e.status();
    expect(st.scoreWithDead).toBe(11);
    // As it stands, B5 spoils Black's area: Tromp-Taylor gives White the game.
    expect(st.scoreAsIs).toBeLessThan(0);
    expect(st.deadWhite).toBe(1);
    expect(st.deadBlack).toBe(0);
  });

  it('stops a timed search within its time', async () => {
    const e = new GoEngine({ ...FAST, playouts: 0, moveTimeMs: 200, earlyStop: false });
    const r = await e.genmove(BLACK);
    expect(r.playouts).toBeGreaterThan(0);
    expect(r.move).not.toBe('resign');
  });
});
