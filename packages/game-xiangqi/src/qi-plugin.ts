import {
  alphabetaSearcher,
  definePlugin,
  type ParamSpec,
  type ProtocolDef,
  type QiPlugin,
  tunedSearcher,
  unwrap,
} from '@qi/core-search';
import { XIANGQI_SEARCH_DEFAULTS } from './engine/engine.js';
import { isXiangqiEngineGame, xiangqiWithEngine } from './engine/plugin.js';
import type { ProtocolMode } from './protocol/commands.js';

/** Qi's Xiangqi engine as a searcher: alpha-beta with the defaults the UCCI/UCI engine plays with. */
export const xiangqiEngineSearcher = unwrap(
  tunedSearcher(alphabetaSearcher, {
    id: 'xiangqi-engine',
    name: 'Xiangqi engine',
    description:
      'Alpha-beta (PVS) tuned for Xiangqi: check evasions in quiescence, perpetual-check scoring, a 32 MB table.',
    defaults: XIANGQI_SEARCH_DEFAULTS,
    owns: isXiangqiEngineGame,
    refusal: 'plays only xiangqi with the engine evaluation (the registered xiangqi)',
  }),
);

const SEED: ParamSpec = {
  name: 'seed',
  type: 'int',
  default: 1,
  min: 0,
  description: 'seed for the engine’s random choices (opening book)',
};

const engineProtocol = (mode: ProtocolMode, summary: string, example: string): ProtocolDef => ({
  name: mode,
  summary,
  options: [SEED],
  examples: [example],
  load: async () => {
    const { runXiangqiEngine } = await import('./protocol/run.js');
    return (io, options) =>
      runXiangqiEngine(mode, io.input, io.output, {
        readFile: io.readFile,
        ...(typeof options.seed === 'number' ? { seed: options.seed } : {}),
      });
  },
});

/** Everything @qi/game-xiangqi brings: the game with its engine, the engine searcher, UCCI and UCI. */
export const xiangqiPlugin: QiPlugin = definePlugin({
  name: '@qi/game-xiangqi',
  games: [xiangqiWithEngine],
  searchers: [xiangqiEngineSearcher],
  protocols: [
    engineProtocol(
      'ucci',
      'run the Xiangqi engine over UCCI on stdin/stdout (ICCS moves, ranks 0-9)',
      "printf 'ucci\\nposition startpos\\ngo depth 6\\n' | qi ucci",
    ),
    engineProtocol(
      'uci',
      'run the Xiangqi engine over UCI (UCI_Variant xiangqi; ranks 1-10) on stdin/stdout',
      "printf 'uci\\nposition startpos\\ngo movetime 500\\n' | qi uci",
    ),
  ],
  strongest: { xiangqi: 'xiangqi-engine' },
});
