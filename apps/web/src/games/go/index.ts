import { err, ok } from '@qi/core-search';
import {
  fixedHandicap,
  formatScore,
  type GoPosition,
  go,
  maxFixedHandicap,
  placeHandicap,
  positionToSgf,
  rulesName,
  scoreBoard,
} from '@qi/game-go';
import { defaultGoThreads } from '../../ai/threads.js';
import { positionAt } from '../../state/replay.js';
import { defineGameUi } from '../types.js';
import { GoBoard } from './Board.js';
import { goCaptures } from './captures.js';
import { scoredResult } from './count.js';
import { importSgf } from './record.js';
import { GoScore } from './Score.js';

export const goUi = defineGameUi<GoPosition>({
  plugin: go,
  Board: GoBoard,
  numbersOnStones: true,
  Score: GoScore,
  scoredResult: (game, pos, dead) => scoredResult(pos, Number(game.params.komi), dead),
  sides: ['Black', 'White'],
  defaultLimits: { timeMs: 2000, depth: 0, nodes: 0 },
  // Playouts are slow here (a 256-playout step can take half a second): smaller steps keep "stop" prompt.
  // The engine searches with every core when the page can share memory (cross-origin isolated).
  searcherDefaults: { mcts: { chunk: 64 }, 'go-engine': { threads: defaultGoThreads() } },
  formatName: 'SGF, or a board diagram (rows from the top, e.g. 9/9/2x6/… w)',
  passMove: 'pass',
  // A second pass in a row ends the game and scores the board as it stands.
  passEndsGame: (pos) => pos.passes === 1,
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
    const facts = [
      `captured by Black: ${byBlack}`,
      `captured by White: ${byWhite}`,
      `komi ${game.params.komi}`,
    ];
    // Once the game is over, the rules' own count too (Tromp-Taylor: every stone on the board alive);
    // the result is the count with the marked dead stones (the status line).
    const pos = positionAt(start, moves, ply);
    if (pos.outcome().kind !== 'ongoing') {
      const margin = scoreBoard(pos.geo, pos.color) - Number(game.params.komi);
      facts.push(`count with every stone alive ${formatScore(margin)}`);
    }
    return facts;
  },
  importRecord: importSgf,
  exportPosition: (_game, pos) => positionToSgf(pos, { rules: rulesName(pos.rules) }),
});
