import {
  definePlugin,
  type Game,
  makeStats,
  NO_MOVE,
  type ParamSpec,
  type Position,
  Registry,
  Rng,
  randomSearcher,
  resolveParams,
  type Searcher,
  type SearcherDef,
  type SearchResult,
} from '@qi/core-search';
import { tictactoe } from '@qi/game-tictactoe';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const BEST_X = 7;
const OPTIONS: readonly ParamSpec[] = [
  { name: 'x', type: 'number', default: 1, min: 0, max: 14, description: 'skill, best at 7' },
];

/**
 * A toy searcher with a planted optimum: with probability 1 − |x − 7| / 7 it plays a sound move (a
 * win if it has one, else a move that leaves the opponent no immediate win), otherwise a random move.
 */
const planted: SearcherDef = {
  id: 'planted',
  name: 'Planted',
  description: 'test searcher whose strength peaks at x=7',
  options: OPTIONS,
  supports: () => true,
  create<P extends Position>(game: Game<P>, raw = {}) {
    const opts = resolveParams<{ x: number }>('planted', OPTIONS, raw);
    if (!opts.ok) return opts;
    const x = opts.value.x;
    const skill = Math.max(0, 1 - Math.abs(x - BEST_X) / BEST_X);
    const moves = new Int32Array(game.info.maxMoves);
    const replies = new Int32Array(game.info.maxMoves);
    const wins = (pos: P) => pos.outcome().kind === 'win';
    const choose = (root: P, rng: Rng): number => {
      const n = root.generate(moves);
      if (n === 0) return NO_MOVE;
      if (rng.float() >= skill) return moves[rng.int(n)]!;
      const safe: number[] = [];
      for (let i = 0; i < n; i++) {
        const pos = root.clone();
        pos.make(moves[i]!);
        if (wins(pos)) return moves[i]!;
        const m = pos.generate(replies);
        let lost = false;
        for (let j = 0; j < m && !lost; j++) {
          pos.make(replies[j]!);
          lost = wins(pos);
          pos.unmake();
        }
        if (!lost) safe.push(moves[i]!);
      }
      return safe.length > 0 ? safe[rng.int(safe.length)]! : moves[rng.int(n)]!;
    };
    const searcher: Searcher<P> = {
      id: 'planted',
      spec: x === 1 ? 'planted' : `planted(x=${x})`,
      options: { x },
      newGame() {},
      start(root, limits = {}) {
        const best = choose(root, new Rng(limits.seed ?? 1));
        const result: SearchResult = {
          bestMove: best,
          score: null,
          pv: [best],
          lines: [],
          stats: makeStats({ nodes: 1, timeMs: 0 }),
          proven: false,
        };
        return { done: true, step: () => true, run: () => result, stop: () => {}, result: () => result };
      },
    };
    return { ok: true, value: searcher };
  },
};

const registry = () =>
  new Registry([
    definePlugin({ name: 'tune test', games: [tictactoe], searchers: [randomSearcher, planted] }),
  ]);

describe('qi tune', () => {
  it('finds the planted optimum of a toy searcher by SPSA, and its final spec plays', async () => {
    const r = await runCli(
      [
        'tune',
        'tictactoe',
        '--base',
        'planted(x=1)',
        '--param',
        'x=1:0:14:1.5:0.2',
        '--iterations',
        '150',
        '--pairs',
        '2',
        '--seed',
        '4',
      ],
      '',
      registry(),
    );
    expect([r.code, r.err.split('\n').at(-1)]).toEqual([0, '']);
    const result = JSON.parse(r.lines.at(-1)!);
    expect([result.type, result.iterations, result.games]).toEqual(['result', 150, 600]);
    expect(Math.abs(result.values.x - BEST_X)).toBeLessThan(1.5);
    expect(r.lines.at(-2)).toBe(result.spec);
    expect(result.spec).toBe(`planted(x=${result.values.x})`);
    const m = await runCli(
      ['match', 'tictactoe', '--a', result.spec, '--b', 'random', '--games', '20', '--json'],
      '',
      registry(),
    );
    expect(m.code).toBe(0);
    const s = JSON.parse(m.lines.at(-1)!);
    expect(s.a).toBe(result.spec);
    // Near its optimum the toy player beats random clearly.
    expect(s.aWins).toBeGreaterThan(s.bWins);
  });

  it('says what is wrong with a bad --param', async () => {
    const bad = async (...args: string[]) => {
      const r = await runCli(['tune', 'tictactoe', '--base', 'planted', ...args], '', registry());
      return [r.code, r.err.trim()];
    };
    expect(await bad('--param', 'y')).toEqual([
      2,
      expect.stringContaining('planted has no option "y" (its options: x)'),
    ]);
    expect(await bad('--param', 'x=20:0:14')).toEqual([2, expect.stringContaining('start in [min, max]')]);
    expect(await bad('--param', 'x=a')).toEqual([2, expect.stringContaining('every value must be a number')]);
    expect(await bad()).toEqual([2, 'qi: error: tune needs at least one --param']);
  });
});
