import { randomSearcher } from '@qi/core-search';
import { conformanceSuite } from '@qi/core-search/testing';
import { gomoku } from './plugin.js';

// Random games on an empty board fill most of it, so the per-move checks stop after 40 plies.
conformanceSuite(
  gomoku,
  { size: 15, rule: 'standard' },
  {
    games: 6,
    deepCheckPlies: 40,
    positions: ['15:h8,i9,h9,h10,g8', '15/15/15/15/15/15/6xo7/7x7/6o8/15/15/15/15/15/15 w'],
    searchers: [{ def: randomSearcher }],
  },
);
conformanceSuite(gomoku, { size: 10, rule: 'freestyle' }, { games: 8, deepCheckPlies: 60 });
conformanceSuite(
  gomoku,
  { size: 15, rule: 'renju' },
  { games: 6, deepCheckPlies: 40, positions: ['15:h8,h9,i8,i9,j9,g8,k10,g9'] },
);
conformanceSuite(gomoku, { size: 5, rule: 'freestyle' }, { games: 20 });
