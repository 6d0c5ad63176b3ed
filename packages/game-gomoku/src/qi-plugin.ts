import { definePlugin, engineSearcher, type QiPlugin } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { type GomokuGame, gomoku, isGomokuGame } from './plugin.js';
import { createGomokuEngineSearcher, GOMOKU_ENGINE_OPTIONS } from './searcher.js';

/** The Gomoku engine as a searcher: what `qi match`, `qi gomocup`'s peers and the web app play. */
export const gomokuEngineSearcher = engineSearcher<GomokuGame, GomokuPosition>({
  id: 'gomoku-engine',
  name: 'Gomoku engine (threats + alpha-beta)',
  description: 'Threat-space search (VCF, VCT, VCF defence) before an alpha-beta search of candidate moves.',
  options: GOMOKU_ENGINE_OPTIONS,
  owns: isGomokuGame,
  refusal: 'plays only gomoku',
  create: createGomokuEngineSearcher,
});

/** Everything @qi/game-gomoku brings: the game, its engine as a searcher, and the Gomocup protocol. */
export const gomokuPlugin: QiPlugin = definePlugin({
  name: '@qi/game-gomoku',
  games: [gomoku],
  searchers: [gomokuEngineSearcher],
  protocols: [
    {
      name: 'gomocup',
      summary: 'run the Gomoku engine over the Gomocup (Piskvork) protocol on stdin/stdout',
      options: [
        {
          name: 'seed',
          type: 'int',
          default: 1,
          min: 0,
          description: 'seed for the engine’s random choices',
        },
        {
          name: 'messages',
          type: 'bool',
          default: false,
          description: 'also print MESSAGE lines saying why each move was chosen',
        },
      ],
      examples: ["printf 'START 15\\nBEGIN\\nEND\\n' | qi gomocup"],
      load: async () => {
        const { runGomocup } = await import('./gomocup/run.js');
        return (io, options) =>
          runGomocup(io.input, io.output, {
            ...(typeof options.seed === 'number' ? { seed: options.seed } : {}),
            ...(typeof options.messages === 'boolean' ? { messages: options.messages } : {}),
          });
      },
    },
  ],
  strongest: { gomoku: 'gomoku-engine' },
});
