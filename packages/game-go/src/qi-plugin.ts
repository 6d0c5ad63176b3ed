import { definePlugin, engineSearcher, type ParamSpec, type QiPlugin } from '@qi/core-search';
import type { GoPosition } from './board.js';
import { createGoEngineSearcher, GO_ENGINE_OPTIONS } from './engine/searcher.js';
import { MAX_SIZE, MIN_SIZE } from './geometry.js';
import type { GtpOptions } from './gtp/run.js';
import { type GoGame, go, isGoGame } from './plugin.js';

/** Qi's Go engine as a searcher: what `qi match`, `qi tournament` and the web app play Go with. */
export const goEngineSearcher = engineSearcher<GoGame, GoPosition>({
  id: 'go-engine',
  name: 'Go engine (MCTS with RAVE, priors, safe passing)',
  description:
    'Tuned MCTS (RAVE, priors, tree reuse) that passes only when the ownership count agrees, never fills its own eyes, and resigns lost games.',
  options: GO_ENGINE_OPTIONS,
  owns: isGoGame,
  refusal: 'plays only go',
  create: createGoEngineSearcher,
});

/** `qi gtp` flags: each one a default until the controller says otherwise (boardsize, komi…). */
const GTP_FLAGS: readonly ParamSpec[] = [
  {
    name: 'size',
    type: 'int',
    default: 19,
    min: MIN_SIZE,
    max: MAX_SIZE,
    description: 'board size until boardsize',
  },
  { name: 'komi', type: 'number', default: 7.5, min: -1000, max: 1000, description: 'komi until komi' },
  {
    name: 'playouts',
    type: 'int',
    default: 10_000,
    min: 1,
    description: 'playouts per move (with --time: a cap)',
  },
  {
    name: 'time',
    type: 'number',
    default: 0,
    min: 0,
    max: 86_400,
    description: 'seconds per move (a time_settings clock may shorten it)',
  },
  { name: 'threads', type: 'int', default: 1, min: 1, max: 64, description: 'search threads' },
  {
    name: 'resign',
    type: 'number',
    default: 0.08,
    min: 0,
    max: 1,
    description: 'resign below this win rate (0 = never)',
  },
  { name: 'seed', type: 'int', default: 1, min: 0, description: 'seed for the engine’s random choices' },
  { name: 'log', type: 'bool', default: false, description: 'write the thinking lines to stderr' },
];

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Everything @qi/game-go brings: the game, its engine as a searcher, and the GTP engine. */
export const goPlugin: QiPlugin = definePlugin({
  name: '@qi/game-go',
  games: [go],
  searchers: [goEngineSearcher],
  strongest: { go: 'go-engine' },
  protocols: [
    {
      name: 'gtp',
      summary: 'run the Go engine over GTP 2 on stdin/stdout (for GoGui, Sabaki, gogui-twogtp)',
      options: GTP_FLAGS,
      examples: [
        "printf 'boardsize 9\\nclear_board\\ngenmove b\\nquit\\n' | qi gtp",
        'gogui-twogtp -black "qi gtp --time 5" -white "gnugo --mode gtp" -size 9 -games 10',
      ],
      load: async () => {
        const { runGtpEngine } = await import('./gtp/run.js');
        return (io, o) => {
          const options: GtpOptions = {};
          const set = <K extends keyof GtpOptions>(key: K, value: GtpOptions[K] | undefined) => {
            if (value !== undefined) Object.assign(options, { [key]: value });
          };
          set('size', num(o.size));
          set('komi', num(o.komi));
          set('playouts', num(o.playouts));
          set('time', num(o.time));
          set('threads', num(o.threads));
          set('resign', num(o.resign));
          set('seed', num(o.seed));
          if (o.log === true) set('log', io.log);
          return runGtpEngine(io.input, io.output, options);
        };
      },
    },
  ],
});
