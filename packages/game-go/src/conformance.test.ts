import { conformanceSuite } from '@qi/core-search/testing';
import { goPlugin } from './qi-plugin.js';

// Every registered searcher that claims Go is checked too: random, mcts and the Go engine.
const quick = { mcts: { nodes: 400 }, 'go-engine': { nodes: 400, options: { ownershipPlayouts: 50 } } };
conformanceSuite(goPlugin, 'go(size=9)', { games: 12, seed: 9, deepCheckPlies: 120, searchers: quick });
conformanceSuite(goPlugin, 'go(size=5,komi=0)', {
  games: 40,
  seed: 5,
  positions: ['5/1x3/2o2/5/5 w', 'xo3/5/5/5/5 b', '1xo2/x1xo1/1xo2/5/5 w ko=B4'],
  searchers: quick,
});
conformanceSuite(goPlugin, 'go(size=13,superko=situational)', {
  games: 5,
  seed: 13,
  deepCheckPlies: 40,
  searchers: quick,
});
conformanceSuite(goPlugin, 'go(komi=6.5)', { games: 2, seed: 19, deepCheckPlies: 6, searchers: quick });
