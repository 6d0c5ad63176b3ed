import { conformanceSuite } from '@qi/core-search/testing';
import { xiangqiPlugin } from './qi-plugin.js';

const POSITIONS = [
  'rn1ak1b2/4a4/b1c3nr1/pCc1p1p1p/2pR5/P5P2/2P1P3P/2N1BC3/4A4/4KABNR w - - 20 11',
  '3ak1n2/4a2r1/b3bc2R/9/9/9/r3P1P1P/2R1B1N2/4A4/2B1KA3 w - - 3 31',
  '4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1',
  '2bak4/4a4/4b4/p1p1P1p1p/9/2P3P2/P7P/9/4A4/2BAK1B2 b - - 0 30',
];

// The registered Xiangqi (with the engine's evaluation, tactics and repetition hooks) and every
// searcher that claims it: random, minimax, alphabeta, mcts and the Xiangqi engine.
const quick = {
  minimax: { options: { depth: 2 } },
  alphabeta: { nodes: 3000, options: { hashMb: 1 } },
  'xiangqi-engine': { nodes: 3000, options: { hashMb: 1 } },
  mcts: { nodes: 200 },
};
conformanceSuite(xiangqiPlugin, 'xiangqi', {
  games: 12,
  positions: POSITIONS,
  deepCheckPlies: 60,
  searchers: quick,
});
conformanceSuite(xiangqiPlugin, 'xiangqi(notation=wxf)', {
  games: 4,
  positions: POSITIONS,
  deepCheckPlies: 40,
  searchers: quick,
});
conformanceSuite(xiangqiPlugin, 'xiangqi(notation=chinese)', {
  games: 4,
  positions: POSITIONS,
  deepCheckPlies: 40,
  searchers: quick,
});
conformanceSuite(xiangqiPlugin, 'xiangqi(notation=uci,repetitions=3)', {
  games: 4,
  positions: POSITIONS,
  deepCheckPlies: 40,
  searchers: quick,
});
