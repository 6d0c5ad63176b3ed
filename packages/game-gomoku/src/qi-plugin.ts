import { definePlugin, type QiPlugin } from '@qi/core-search';
import { gomokuEngineSearcher } from './engine-searcher.js';
import { gomoku } from './plugin.js';

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
