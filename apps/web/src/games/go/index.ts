import { err, ok } from '@qi/core-search';
import {
  fixedHandicap,
  type GoPosition,
  go,
  maxFixedHandicap,
  placeHandicap,
  positionToSgf,
  rulesName,
} from '@qi/game-go';
import { defineGameUi } from '../types.js';
import { GoBoard } from './Board.js';
import { goCaptures } from './captures.js';

export const goUi = defineGameUi<GoPosition>({
  plugin: go,
  Board: GoBoard,
  sides: ['Black', 'White'],
  preferredSearchers: ['mcts', 'random'],
  defaultLimits: { timeMs: 2000, depth: 0, nodes: 0 },
  formatName: 'SGF, or a board diagram (rows from the top, e.g. 9/9/2x6/… w)',
  passMove: 'pass',
  setupParams: [
    {
      name: 'handicap',
      type: 'int',
      default: 0,
      min: 0,
      max: 9,
      description: 'handicap stones for Black on the fixed points (2–9; White then moves first)',
    },
  ],
  setup(game, values) {
    const n = Number(values.handicap ?? 0);
    if (n <= 1) return ok(null);
    const size = Number(game.params.size);
    const points = fixedHandicap(size, n);
    if (!points.ok)
      return err(
        'go-handicap',
        `${points.error.message} (at most ${maxFixedHandicap(size)} here)`,
        'handicap',
      );
    const pos = game.initial();
    const placed = placeHandicap(pos, points.value);
    if (!placed.ok) return placed;
    return ok(game.encode(pos));
  },
  facts(game, start, moves, ply) {
    const [byBlack, byWhite] = goCaptures(start, moves, ply);
    return [`captured by Black: ${byBlack}`, `captured by White: ${byWhite}`, `komi ${game.params.komi}`];
  },
  exportPosition: (game, pos) =>
    positionToSgf(pos, {
      rules: rulesName((game as unknown as { rules: Parameters<typeof rulesName>[0] }).rules),
    }),
});
