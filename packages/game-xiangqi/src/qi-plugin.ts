import {
  alphabetaSearcher,
  canonicalSpec,
  definePlugin,
  engineSearcher,
  type Game,
  ok,
  type ParamSpec,
  type ParamValue,
  type ProtocolDef,
  type QiPlugin,
  resolveParams,
  type SearcherDef,
  tunedSearcher,
  unwrap,
} from '@qi/core-search';
import { XIANGQI_SEARCH_DEFAULTS } from './engine/engine.js';
import { EVAL_OPTIONS, evalOverridesOf, isEvalOption } from './engine/eval-options.js';
import { isXiangqiEngineGame, withEvaluation, xiangqiWithEngine } from './engine/plugin.js';
import type { XiangqiPosition } from './position.js';
import type { ProtocolMode } from './protocol/commands.js';

const REFUSAL = 'plays only xiangqi with the engine evaluation (the registered xiangqi)';

/** Alpha-beta with the defaults the UCCI/UCI engine plays with, for the registered Xiangqi only. */
const tunedAlphaBeta = unwrap(
  tunedSearcher(alphabetaSearcher, {
    id: 'xiangqi-engine',
    name: 'Xiangqi engine',
    description:
      'Alpha-beta (PVS) tuned for Xiangqi: check evasions in quiescence, perpetual-check scoring, a 32 MB table.',
    defaults: XIANGQI_SEARCH_DEFAULTS,
    owns: isXiangqiEngineGame,
    refusal: REFUSAL,
  }),
);

/** The engine's options: the tuned alpha-beta's, then the evaluation's numbers (eval-options.ts). */
const ENGINE_OPTIONS: readonly ParamSpec[] = [...tunedAlphaBeta.options, ...EVAL_OPTIONS];

/**
 * Qi's Xiangqi engine as a searcher: the tuned alpha-beta over the game's evaluation, or over the same
 * rules with another evaluation when an `eval…` option differs from its default (so self-play and SPSA
 * can compare evaluations in one process).
 */
export const xiangqiEngineSearcher: SearcherDef = engineSearcher<Game<XiangqiPosition>, XiangqiPosition>({
  id: tunedAlphaBeta.id,
  name: tunedAlphaBeta.name,
  description: `${tunedAlphaBeta.description} Options eval… set the evaluation's numbers.`,
  options: ENGINE_OPTIONS,
  owns: isXiangqiEngineGame,
  refusal: REFUSAL,
  create(game, raw) {
    const all = resolveParams(tunedAlphaBeta.id, ENGINE_OPTIONS, raw);
    if (!all.ok) return all;
    const search: Record<string, ParamValue> = {};
    for (const [name, value] of Object.entries(all.value)) if (!isEvalOption(name)) search[name] = value;
    const overrides = evalOverridesOf(all.value);
    const played = Object.keys(overrides).length === 0 ? ok(game) : withEvaluation(game, overrides);
    if (!played.ok) return played;
    const inner = tunedAlphaBeta.create(played.value, search);
    if (!inner.ok) return inner;
    // The inner searcher under its own id; only the spec and options also name the evaluation's.
    return ok({
      ...inner.value,
      spec: canonicalSpec(tunedAlphaBeta.id, ENGINE_OPTIONS, all.value),
      options: all.value,
    });
  },
});

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
