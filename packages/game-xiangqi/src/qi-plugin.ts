import {
  alphabetaSearcher,
  canonicalSpec,
  definePlugin,
  type Game,
  ok,
  type ParamSpec,
  type Position,
  type ProtocolDef,
  type QiError,
  type QiPlugin,
  type RawParams,
  type Result,
  resolveParams,
  type Searcher,
  type SearcherDef,
  tunedSearcher,
  unwrap,
} from '@qi/core-search';
import { XIANGQI_SEARCH_DEFAULTS } from './engine/engine.js';
import { isXiangqiEngineGame, withEngineVariant, xiangqiWithEngine } from './engine/plugin.js';
import { DEFAULT_TACTICAL_OPTIONS } from './engine/tactical.js';
import type { ProtocolMode } from './protocol/commands.js';

const tuned = unwrap(
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

/**
 * Evaluation and tactical-list switches the searcher takes as options (to measure one against the
 * defaults in one process).
 */
const VARIANT_OPTIONS: readonly ParamSpec[] = [
  {
    name: 'seeOrder',
    type: 'bool',
    default: DEFAULT_TACTICAL_OPTIONS.seeOrder,
    description: 'captures ordered by static exchange evaluation (TacticalOptions.seeOrder)',
  },
];
const ENGINE_OPTIONS: readonly ParamSpec[] = [...tuned.options, ...VARIANT_OPTIONS];

/**
 * Qi's Xiangqi engine as a searcher: alpha-beta with the defaults the UCCI/UCI engine plays with, plus
 * the switches of VARIANT_OPTIONS.
 */
export const xiangqiEngineSearcher: SearcherDef = {
  ...tuned,
  options: ENGINE_OPTIONS,
  create<P extends Position>(game: Game<P>, raw: RawParams = {}): Result<Searcher<P>, QiError> {
    const { seeOrder, ...search } = raw;
    const resolved = resolveParams(tuned.id, VARIANT_OPTIONS, seeOrder === undefined ? {} : { seeOrder });
    if (!resolved.ok) return resolved;
    const so = resolved.value.seeOrder === true;
    const played =
      so === DEFAULT_TACTICAL_OPTIONS.seeOrder || !isXiangqiEngineGame(game)
        ? game
        : // The engine game's positions are P: `isXiangqiEngineGame` proved the game is a Xiangqi one.
          (withEngineVariant(game, { tactics: { seeOrder: so } }) as unknown as Game<P>);
    const inner = tuned.create(played, search);
    if (!inner.ok) return inner;
    const s = inner.value;
    const values = { ...s.options, seeOrder: so };
    return ok({ ...s, spec: canonicalSpec(tuned.id, ENGINE_OPTIONS, values), options: values });
  },
};

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
