import { mctsSearcher, type Searcher, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GoPosition } from '../board.js';
import { go } from '../plugin.js';
import { isTrueEye } from '../tactics.js';
import { vertexToString } from '../vertex.js';
import { DEFAULT_ENGINE_OPTIONS, ENGINE_MCTS } from './options.js';
import { createGoEngineSearcher, GO_ENGINE_OPTIONS } from './searcher.js';

const game = unwrap(go.create({ size: 9, komi: 7 }));
const engine = (options: Record<string, number | boolean | string> = {}) =>
  unwrap(createGoEngineSearcher(game, options));
const reasonOf = (s: unknown) => (s as { reason: string }).reason;

// A finished 9×9 board: Black owns A–E (45 points), White F–J (36); every empty point is a
// single-point true eye. Black wins by 2 with komi 7.
const EYES = 'x1x1xo1o1';
const FULL = 'xxxxxoooo';
const FINISHED = [EYES, FULL, EYES, FULL, EYES, FULL, EYES, FULL, EYES].join('/');
// The same with White's F1 missing: F1 and G1 are neutral as they stand (Black wins by 4), and
// White gains by playing there.
const OPEN = [EYES, FULL, EYES, FULL, EYES, FULL, EYES, FULL, 'x1x1x2o1'].join('/');
// Black owns A–C (27 points: three single eyes and the square A1 B1 A2 B2), White D–J (54): White
// wins by 34. Black's only moves fill its own square.
const BEHIND = 'x1xo1o1o1/xxxoooooo/x1xo1o1o1/xxxoooooo/x1xo1o1o1/xxxoooooo/xxxo1o1o1/2xoooooo/2xo1o1o1';

describe('GO_ENGINE_OPTIONS', () => {
  it("takes its defaults from the engine's options and tuned MCTS settings", () => {
    const def = (name: string) => GO_ENGINE_OPTIONS.find((s) => s.name === name)?.default;
    expect(def('playouts')).toBe(DEFAULT_ENGINE_OPTIONS.untimedPlayouts);
    // A searcher plays on to the count; resigning is the GTP engine's (DEFAULT_ENGINE_OPTIONS.resignThreshold).
    expect(def('resign')).toBe(0);
    expect(def('ownershipPlayouts')).toBe(DEFAULT_ENGINE_OPTIONS.ownershipPlayouts);
    for (const [k, v] of Object.entries(ENGINE_MCTS)) expect(def(k)).toBe(v);
    expect(engine().spec).toBe('go-engine');
    expect(engine({ playouts: 500 }).spec).toBe('go-engine(playouts=500)');
  });

  it('refuses unknown options and out-of-range values with a clear error', () => {
    const bad = createGoEngineSearcher(game, { nosuch: 1 });
    expect(bad.ok ? '' : bad.error.message).toMatch(/no option "nosuch"/);
    const big = createGoEngineSearcher(game, { playouts: 1e15 });
    expect(big.ok ? '' : big.error.message).toMatch(/above the maximum/);
  });
});

describe('createGoEngineSearcher: the Searcher contract', () => {
  it('replays exactly for a seed and a playout limit', () => {
    const run = () => {
      const s = engine();
      const pos = game.initial();
      const out: number[] = [];
      for (let i = 0; i < 6; i++) {
        const r = s.start(pos, { nodes: 300, seed: 7 + i }).run();
        out.push(r.bestMove, r.lines[0]?.visits ?? -1);
        pos.make(r.bestMove);
        s.played?.(r.bestMove);
      }
      return out;
    };
    expect(run()).toEqual(run());
  });

  it('steps in bounded chunks, stops at once, and respects excluded moves', () => {
    const s = engine({ chunk: 64 });
    const pos = game.initial();
    const session = s.start(pos, { nodes: 5000, seed: 1 });
    expect(session.step()).toBe(false);
    expect(session.result().stats.nodes).toBeLessThanOrEqual(64);
    session.stop();
    expect(session.done).toBe(true);
    const best = session.result().bestMove;
    expect(pos.isLegal(best)).toBe(true);
    const again = s.start(pos, { nodes: 400, seed: 1, excludeMoves: [best] }).run();
    expect(again.bestMove).not.toBe(best);
    expect(pos.isLegal(again.bestMove)).toBe(true);
  });

  it('ends a time-limited search without a playout budget (playouts=0)', () => {
    const r = engine({ playouts: 0 }).start(game.initial(), { timeMs: 60, seed: 2 }).run();
    expect(r.stats.nodes).toBeGreaterThan(0);
    expect(game.initial().isLegal(r.bestMove)).toBe(true);
  });

  it('reuses its tree after played()', () => {
    const s = engine();
    const pos = game.initial();
    const first = s.start(pos, { nodes: 1500, seed: 3 }).run();
    pos.make(first.bestMove);
    s.played?.(first.bestMove);
    const reply = first.pv[1];
    expect(reply).toBeDefined();
    pos.make(reply!);
    s.played?.(reply!);
    const session = s.start(pos, { nodes: 100, seed: 4 });
    expect(session.tree?.().visits).toBeGreaterThan(0);
    s.newGame();
    expect(s.start(pos, { nodes: 100, seed: 4 }).tree?.().visits).toBe(0);
  });
});

describe('createGoEngineSearcher: passing', () => {
  const decide = (text: string, options = {}) => {
    const pos = unwrap(game.decode(text));
    const session = engine(options).start(pos, { nodes: 400, seed: 5 });
    const r = session.run();
    return { pos, move: r.bestMove, reason: reasonOf(session), passId: pos.geo.passId };
  };

  it('passes after the opponent passed when it wins as it stands', () => {
    const d = decide(`${OPEN} b passes=1`);
    expect(d.move).toBe(d.passId);
    expect(d.reason).toBe('pass-won');
  });

  it('does not pass into a loss after the opponent passed while a move still gains', () => {
    const d = decide(`${OPEN} w passes=1`);
    expect(d.move).not.toBe(d.passId);
    expect(d.pos.isLegal(d.move)).toBe(true);
    // Only F1 and G1 change the count; every other move fills White's area or dies in Black's.
    expect(['F1', 'G1']).toContain(vertexToString(9, d.move));
  });

  it('behind after the opponent passed with no move that gains: passes instead of filling its own area', () => {
    const d = decide(`${BEHIND} b passes=1`);
    expect(d.move).toBe(d.passId);
    expect(d.reason).toBe('no-gain');
  });

  it('passes by itself when no move gains, and never fills its own true eye', () => {
    // Black, ahead, passes: nothing gains. White, behind, would play on, but has only Black's
    // eyes (suicide) and its own left: it passes too.
    const b = decide(`${FINISHED} b`);
    expect(b.move).toBe(b.passId);
    expect(b.reason).toBe('no-gain');
    const w = decide(`${FINISHED} w`);
    expect(w.move).toBe(w.passId);
    expect(w.reason).toBe('no-move');
    // Without the finished-game check, the eyes are still never filled.
    const d = decide(`${FINISHED} b`, { passCheck: 0 });
    expect(d.move).toBe(d.passId);
  });
});

/** Plays a game between two searchers from the empty board; returns the record's facts. */
function playOut(black: Searcher<GoPosition>, white: Searcher<GoPosition>, nodes: number, seed: number) {
  const pos = game.initial();
  let eyeFills = 0;
  let resigned: 0 | 1 | null = null;
  while (pos.outcome().kind === 'ongoing') {
    const r = (pos.toMove === 0 ? black : white).start(pos, { nodes, seed: seed * 1000 + pos.ply }).run();
    if (r.bestMove < 0) {
      resigned = pos.toMove;
      break;
    }
    expect(pos.isLegal(r.bestMove)).toBe(true);
    const p = pos.geo.pointOf[r.bestMove];
    if (p !== undefined && isTrueEye(pos, p, pos.side)) eyeFills++;
    pos.make(r.bestMove);
    black.played?.(r.bestMove);
    white.played?.(r.bestMove);
  }
  return { pos, eyeFills, resigned, score: pos.areaScore() - 7 };
}

describe('createGoEngineSearcher: whole games', () => {
  it('two engines end a 9×9 game by two passes, with a plausible score and no eye filled', () => {
    for (const seed of [1, 2]) {
      const g = playOut(engine({ resign: 0 }), engine({ resign: 0 }), 500, seed);
      expect(g.resigned).toBeNull();
      expect(g.pos.passes).toBe(2);
      expect(g.pos.ply).toBeLessThan(game.info.maxPlies);
      // Plausible: at 500 playouts a move a group may die (one of these seeds ends by 42 with the shape prior 12), but
      // neither side owns nearly the whole board (81 points), as when the engines fill their own eyes.
      expect(Math.abs(g.score)).toBeLessThan(60);
      expect(g.eyeFills).toBe(0);
    }
  }, 180_000);

  it("beats core-search's generic mcts at equal playouts in most of a few seeded games", () => {
    let wins = 0;
    for (let g = 0; g < 4; g++) {
      const eng = engine();
      const gen = unwrap(mctsSearcher.create(game, {}));
      const engineBlack = g % 2 === 0;
      const r = engineBlack ? playOut(eng, gen, 300, g) : playOut(gen, eng, 300, g);
      const engineSide = engineBlack ? 0 : 1;
      const o = r.pos.outcome();
      if (r.resigned !== null ? r.resigned !== engineSide : o.kind === 'win' && o.winner === engineSide)
        wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  }, 180_000);
});
