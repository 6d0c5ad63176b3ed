import { describe, expect, it } from 'vitest';
import { ThreesPosition, threes } from '../ab/testgames/threes.js';
import type { Game, Position } from '../game.js';
import { definePlugin } from '../plugin/plugin.js';
import { Registry } from '../registry.js';
import { unwrap } from '../result.js';
import type { SearcherDef, SearchResult } from '../search.js';
import { randomSearcher } from '../simple/random.js';
import { makeStats } from '../stats.js';
import { CAPABILITY_CHECKS, checkCapabilities } from './capability-checks.js';
import { checkSearcher } from './searcher-checks.js';
import { checkSpecRoundTrip } from './spec-checks.js';

// Each case breaks one declared capability (or one searcher promise) on purpose: the suite must
// report exactly that, which proves each check can fail.
const base = unwrap(threes.create({ size: 4 }));
const opts = { games: 6 };
const failures = (game: Game<ThreesPosition>) => checkCapabilities(game, opts);

describe('capability checks catch broken capabilities', () => {
  it('pass on the real game', () => {
    expect(Object.values(failures(base)).flat()).toEqual([]);
  });

  it('candidates returning an illegal move', () => {
    const candidates = (_p: ThreesPosition, out: Int32Array) => {
      out[0] = 99;
      return 1;
    };
    const game = { ...base, candidates };
    expect(CAPABILITY_CHECKS.candidates(game, opts)[0]).toMatch(/candidate 99 is not a legal move/);
  });

  it('candidates returning nothing while the game goes on', () => {
    const game = { ...base, candidates: () => 0 };
    expect(CAPABILITY_CHECKS.candidates(game, opts)[0]).toMatch(/returned 0 moves while the game is ongoing/);
  });

  it('tactical moves that are not legal', () => {
    const game = {
      ...base,
      tacticalMoves: (pos: ThreesPosition, out: Int32Array) => {
        for (let c = 0; c < 16; c++)
          if (pos.cells[c] !== 0) {
            out[0] = c;
            return 1;
          }
        return 0;
      },
    };
    expect(failures(game).tacticalMoves?.[0]).toMatch(/tactical move \d+ is not legal/);
  });

  it('tacticalAmong that disagrees with tacticalMoves', () => {
    const game = { ...base, tacticalAmong: () => 0 };
    expect(CAPABILITY_CHECKS.tacticalAmong(game, opts)[0]).toMatch(/tacticalAmong gave 0 moves/);
  });

  it('isTactical that disagrees with tacticalMoves', () => {
    const game = { ...base, tacticalMoves: () => 0, isTactical: () => true };
    expect(CAPABILITY_CHECKS.isTactical(game, opts)[0]).toMatch(
      /isTactical\(.*\) is true, tacticalMoves says false/,
    );
  });

  it('givesCheck that disagrees with playing the move', () => {
    class NeverCheck extends ThreesPosition {
      override clone(): this {
        const p = new NeverCheck(this.shape) as this;
        p.copyFrom(this);
        return p;
      }
      override inCheck(): boolean {
        return true;
      }
      givesCheck(): boolean {
        return false;
      }
    }
    const game = { ...base, initial: () => new NeverCheck(base.initial().shape) };
    expect(CAPABILITY_CHECKS.givesCheck(game, opts)[0]).toMatch(
      /givesCheck\(.*\) is false, playing it gives true/,
    );
  });

  it('an evaluation that is not a number', () => {
    const game = { ...base, evaluate: () => Number.NaN };
    expect(failures(game).evaluate?.[0]).toMatch(/evaluate returned NaN/);
  });

  it('a null move that does not restore the hash', () => {
    class LeakyNull extends ThreesPosition {
      override clone(): this {
        const p = new LeakyNull(this.shape) as this;
        p.copyFrom(this);
        return p;
      }
      override unmakeNull(): void {
        super.unmakeNull();
        this.hashLo ^= 1;
      }
    }
    const game = { ...base, initial: () => new LeakyNull(base.initial().shape) };
    expect(failures(game).nullMove?.[0]).toMatch(/unmakeNull did not restore the hash/);
  });

  it('a playout that records an illegal move', () => {
    const game = {
      ...base,
      playout: (pos: ThreesPosition, _rng: unknown, played: Int32Array) => {
        played[0] = 16 + 3;
        return pos.ply >= 0 ? 1 : 0;
      },
    };
    expect(CAPABILITY_CHECKS.playout(game, opts)[0]).toMatch(/playout move 1 \(19\) is illegal/);
  });

  it('priors outside [0,1]', () => {
    const game = {
      ...base,
      priors: (_p: ThreesPosition, _m: Int32Array, n: number, v: Float32Array, w: Float32Array) => {
        for (let i = 0; i < n; i++) {
          v[i] = 1.5;
          w[i] = 10;
        }
      },
    };
    expect(CAPABILITY_CHECKS.priors(game, opts)[0]).toMatch(/prior value 1.5/);
  });

  it('a fast perft that miscounts', () => {
    const game = { ...base, perft: () => 7 };
    expect(CAPABILITY_CHECKS.perft(game, opts)[0]).toMatch(/perft\(1\) is 7/);
  });

  it('a check with nothing to check fails', () => {
    // Every game starts finished: the walk visits no position, so nothing could be checked.
    const done = unwrap(base.decode('xxxx/oo../o.../.... o'));
    const game = { ...base, initial: () => done.clone(), candidates: () => 0 };
    expect(CAPABILITY_CHECKS.candidates(game, opts)).toEqual([
      'candidates: no position was visited, so nothing was checked',
    ]);
  });
});

/** A searcher that breaks one promise: `bad` replaces the random searcher's answer. */
function brokenSearcher(
  id: string,
  bad: (root: Position, honest: SearchResult) => SearchResult,
): SearcherDef {
  return {
    ...randomSearcher,
    id,
    create<P extends Position>(game: Game<P>) {
      const inner = unwrap(randomSearcher.create(game));
      return {
        ok: true as const,
        value: {
          ...inner,
          id,
          start(root: P, limits = {}) {
            const result = bad(root, inner.start(root, limits).run());
            return { done: true, step: () => true, run: () => result, stop() {}, result: () => result };
          },
        },
      };
    },
  };
}

describe('searcher checks catch broken searchers', () => {
  const starts = [base.initial(), unwrap(base.decode('x.../.o../..x./.... o'))];
  const report = (def: SearcherDef) =>
    Object.entries(checkSearcher(base, def, starts, { timeMs: 50 }))
      .filter(([, f]) => f.length > 0)
      .map(([name]) => name);

  it('pass on the real random searcher', () => {
    expect(report(randomSearcher)).toEqual([]);
  });

  it('a searcher that ignores its seed (unseeded randomness)', () => {
    const def = brokenSearcher('unseeded', (root, honest) => {
      const moves = new Int32Array(16);
      const n = root.generate(moves);
      const best = moves[Math.floor(Math.random() * n)]!;
      return {
        ...honest,
        bestMove: best,
        pv: [best],
        stats: makeStats({ nodes: 1 + Math.random(), timeMs: 0 }),
      };
    });
    expect(report(def)).toContain('replays-with-seed');
  });

  it('a searcher that plays an illegal move', () => {
    const def = brokenSearcher('illegal', (_root, honest) => ({ ...honest, bestMove: 99, pv: [99] }));
    expect(report(def)).toEqual(expect.arrayContaining(['legal-best-move-and-pv', 'honours-time-limit']));
  });

  it('a searcher that ignores its node limit', () => {
    const def = brokenSearcher('greedy', (_root, honest) => ({
      ...honest,
      stats: makeStats({ nodes: 1_000_000, timeMs: 0 }),
    }));
    expect(report(def)).toEqual(['honours-node-limit']);
  });

  it('a searcher that moves on the caller’s root', () => {
    const def = brokenSearcher('toucher', (root, honest) => {
      if (honest.bestMove >= 0) root.make(honest.bestMove);
      return honest;
    });
    expect(report(def)).toContain('leaves-root-alone');
  });

  it('a searcher that will not stop', () => {
    const def: SearcherDef = {
      ...randomSearcher,
      id: 'stubborn',
      create<P extends Position>(game: Game<P>) {
        const inner = unwrap(randomSearcher.create(game));
        return {
          ok: true as const,
          value: {
            ...inner,
            start(root: P, limits = {}) {
              const honest = inner.start(root, limits).run();
              let steps = 0;
              // Steps forever, whatever stop() says, until a run() ends it.
              return {
                get done() {
                  return false;
                },
                step: () => ++steps < 0,
                run: () => honest,
                stop() {},
                result: () => honest,
              };
            },
          },
        };
      },
    };
    expect(report(def)).toEqual(['stops-and-aborts']);
  });
});

describe('the spec round trip', () => {
  const plugin = definePlugin({ name: 'test', games: [threes] });
  const registry = new Registry([plugin]);

  it('passes when the spec recreates the game', () => {
    expect(checkSpecRoundTrip(registry, unwrap(registry.createGame('threes(size=4)')))).toEqual([]);
  });

  it('fails a spec that names another configuration', () => {
    const game = { ...base, spec: 'threes(size=3)' };
    expect(checkSpecRoundTrip(registry, game).join('\n')).toMatch(/starts from/);
  });
});
