import { conformanceSuite } from '@qi/core-search/testing';
import { gomokuPlugin } from './qi-plugin.js';

// Random games on an empty board fill most of it, so the per-move checks stop after 40 plies.
const quick = { 'gomoku-engine': { nodes: 2000 }, alphabeta: { nodes: 2000 }, mcts: { nodes: 300 } };
conformanceSuite(gomokuPlugin, 'gomoku(size=15,rule=standard)', {
  games: 6,
  deepCheckPlies: 40,
  positions: ['15:h8,i9,h9,h10,g8', '15/15/15/15/15/15/6xo7/7x7/6o8/15/15/15/15/15/15 w'],
  searchers: quick,
});
conformanceSuite(gomokuPlugin, 'gomoku(size=10)', { games: 8, deepCheckPlies: 60, searchers: quick });
conformanceSuite(gomokuPlugin, 'gomoku(rule=renju)', {
  games: 6,
  deepCheckPlies: 40,
  positions: ['15:h8,h9,i8,i9,j9,g8,k10,g9'],
  searchers: quick,
});
conformanceSuite(gomokuPlugin, 'gomoku(size=5)', { games: 20, searchers: quick });
