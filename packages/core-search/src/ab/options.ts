import type { ParamSpec, ParamsOf } from '../params.js';
import { canonicalSpec } from '../spec/canonical.js';

/**
 * Every alpha-beta feature as a named option, so experiments can switch each one off.
 * Options marked "exact" never change the fixed-depth score (only the work done); the others
 * (null move, LMR, quiescence, extensions, root noise) change what the search sees.
 */
export const AB_OPTIONS = [
  {
    name: 'depth',
    type: 'int',
    default: 0,
    min: 0,
    max: 100,
    description: 'iterative-deepening depth limit in plies (0 = 64, capped by the game length maxPlies)',
  },
  {
    name: 'nodes',
    type: 'int',
    default: 200_000,
    min: 0,
    description:
      'node budget when the search limits give no nodes, time or depth (0 = none); small-tree games are searched to the end regardless',
  },
  {
    name: 'hashMb',
    type: 'int',
    default: 16,
    min: 1,
    max: 4096,
    description: 'transposition table memory in MiB (12-byte entries in typed arrays)',
  },
  {
    name: 'tt',
    type: 'bool',
    default: true,
    description: 'transposition table: cutoffs and best-move memory keyed by the position hash (exact)',
  },
  {
    name: 'ttExactDepth',
    type: 'bool',
    default: false,
    description:
      'TT cutoffs only from entries searched to exactly the needed depth, so fixed-depth scores equal plain minimax (off: deeper and solved entries cut too, which is stronger)',
  },
  {
    name: 'ttMoveOrdering',
    type: 'bool',
    default: true,
    description: 'try the TT best move first, checked with isLegal before any move generation (exact)',
  },
  {
    name: 'tacticalFirst',
    type: 'bool',
    default: true,
    description:
      "order the game's tacticalMoves (captures, threats) first in their given order; they are also never reduced by LMR (exact)",
  },
  {
    name: 'killers',
    type: 'bool',
    default: true,
    description: 'two killer moves per ply: quiet moves that caused a beta cutoff at the same ply (exact)',
  },
  {
    name: 'history',
    type: 'bool',
    default: true,
    description:
      'history heuristic: quiet moves ordered by a saturating per-side cutoff score; failed quiets are penalized (exact)',
  },
  {
    name: 'historyMax',
    type: 'int',
    default: 16384,
    min: 16,
    max: 100000,
    description: 'saturation bound of the history scores (the update shrinks towards it)',
  },
  {
    name: 'pvs',
    type: 'bool',
    default: true,
    description:
      'principal variation search: null-window searches after the first move, re-search on fail high (exact)',
  },
  {
    name: 'aspiration',
    type: 'bool',
    default: true,
    description: "aspiration windows around the previous iteration's score, widened on failure (exact)",
  },
  {
    name: 'aspirationWindow',
    type: 'int',
    default: 50,
    min: 1,
    max: 10000,
    description: 'initial half-width of the aspiration window in score units; doubled on each failure',
  },
  {
    name: 'nullMove',
    type: 'bool',
    default: true,
    description:
      'null-move pruning at non-PV nodes when the game has makeNull/unmakeNull and evaluate, the side is not in check and the static eval is at least beta (unsafe in zugzwang games)',
  },
  {
    name: 'nullMoveR',
    type: 'int',
    default: 2,
    min: 1,
    max: 6,
    description: 'null-move depth reduction R: the null search goes to depth - 1 - R',
  },
  {
    name: 'nullMoveMinDepth',
    type: 'int',
    default: 3,
    min: 1,
    max: 20,
    description: 'smallest remaining depth at which null-move pruning is tried',
  },
  {
    name: 'nullMoveAdaptive',
    type: 'bool',
    default: false,
    description:
      'null-move reduction grows with depth (+1 per 4 plies) and with how far the static eval is above beta (+1 per 200 units, at most +3)',
  },
  {
    name: 'reverseFutility',
    type: 'bool',
    default: false,
    description:
      'reverse futility pruning: a non-PV node not in check at depth ≤ reverseFutilityDepth whose static eval beats beta by reverseFutilityMargin per ply (one ply less when improving) returns the eval',
  },
  {
    name: 'reverseFutilityDepth',
    type: 'int',
    default: 6,
    min: 1,
    max: 20,
    description: 'deepest remaining depth at which reverse futility pruning applies',
  },
  {
    name: 'reverseFutilityMargin',
    type: 'int',
    default: 120,
    min: 1,
    max: 10000,
    description: 'reverse futility margin per ply of remaining depth, in score units',
  },
  {
    name: 'razoring',
    type: 'bool',
    default: false,
    description:
      'razoring: a non-PV node not in check at depth ≤ razorDepth whose static eval is below alpha by razorMargin·depth² is checked by a null-window quiescence at alpha, whose score is returned when it stays below',
  },
  {
    name: 'razorDepth',
    type: 'int',
    default: 3,
    min: 1,
    max: 10,
    description: 'deepest remaining depth at which razoring applies',
  },
  {
    name: 'razorMargin',
    type: 'int',
    default: 250,
    min: 1,
    max: 10000,
    description: 'razoring margin per squared ply of remaining depth, in score units',
  },
  {
    name: 'futility',
    type: 'bool',
    default: false,
    description:
      'futility pruning: at depth ≤ futilityDepth, not in check, late quiet moves that give no check are skipped when static eval + futilityMargin·depth ≤ alpha',
  },
  {
    name: 'futilityDepth',
    type: 'int',
    default: 3,
    min: 1,
    max: 10,
    description: 'deepest remaining depth at which futility pruning applies',
  },
  {
    name: 'futilityMargin',
    type: 'int',
    default: 120,
    min: 1,
    max: 10000,
    description: 'futility margin per ply of remaining depth, in score units',
  },
  {
    name: 'lmp',
    type: 'bool',
    default: false,
    description:
      'late-move (move-count) pruning: at depth ≤ lmpDepth, not in check, quiet moves that give no check are skipped after (3 + depth²) moves, half that when the eval is not improving',
  },
  {
    name: 'lmpDepth',
    type: 'int',
    default: 4,
    min: 1,
    max: 10,
    description: 'deepest remaining depth at which late-move pruning applies',
  },
  {
    name: 'iir',
    type: 'bool',
    default: false,
    description:
      'internal iterative reduction: a node of depth ≥ 4 without a transposition-table move is searched one ply shallower',
  },
  {
    name: 'lmr',
    type: 'bool',
    default: true,
    description:
      'late-move reductions: late quiet moves get a reduced null-window search, re-searched at full depth if they beat alpha (never in games without evaluate, which are solved by depth)',
  },
  {
    name: 'lmrMinDepth',
    type: 'int',
    default: 3,
    min: 1,
    max: 20,
    description: 'smallest remaining depth at which moves are reduced',
  },
  {
    name: 'lmrMinMove',
    type: 'int',
    default: 3,
    min: 1,
    max: 100,
    description:
      'moves searched at full depth before reductions start (reduction grows with ln(depth)·ln(index))',
  },
  {
    name: 'lmrAdjust',
    type: 'bool',
    default: false,
    description:
      'late-move reductions adjusted per move: one ply less at PV nodes, one more when the eval is not improving, up to two less or more by the move’s history score',
  },
  {
    name: 'quiescence',
    type: 'bool',
    default: true,
    description:
      "quiescence search at the horizon through the game's tacticalMoves, with stand pat on evaluate (off: the horizon returns evaluate)",
  },
  {
    name: 'qsMaxDepth',
    type: 'int',
    default: 16,
    min: 0,
    max: 64,
    description:
      'most plies of quiescence below the horizon (bounds tactical chains such as repeated threats)',
  },
  {
    name: 'qsTT',
    type: 'bool',
    default: false,
    description:
      'quiescence probes the transposition table (any entry cuts when its bound allows) and stores its results at depth 0 where no deeper entry of the position is kept',
  },
  {
    name: 'qsCheckEvasions',
    type: 'bool',
    default: false,
    description:
      'in quiescence, a side in check (games with inCheck) may not stand pat: it searches every legal move (the evasions); off by default so games whose inCheck only means "facing a threat" keep their quiescence',
  },
  {
    name: 'pathScores',
    type: 'bool',
    default: true,
    description:
      'wins and losses the game marks path-dependent (game.pathDependent, e.g. perpetual check) score in a band just below mate, nearer is better, and are never stored in the transposition table',
  },
  {
    name: 'extensions',
    type: 'bool',
    default: true,
    description:
      "search extensions from game.extension after each move (0..2 plies, only while the ply is below twice the iteration's depth)",
  },
  {
    name: 'rootNoise',
    type: 'int',
    default: 0,
    min: 0,
    max: 1000,
    description:
      'variety: seeded noise in [-rootNoise, rootNoise] added to each non-mate root move score (0 = off)',
  },
  {
    name: 'allRootScores',
    type: 'bool',
    default: false,
    description:
      'search every root move with a full window so each line gets an exact score (slower; off: non-best moves have only upper bounds)',
  },
  {
    name: 'candidates',
    type: 'bool',
    default: true,
    description:
      "search only the game's candidates (game.candidates: e.g. Gomoku's cells near stones) instead of every legal move, at the root and interior nodes, when the game provides them (off: generate)",
  },
  {
    name: 'timeManager',
    type: 'bool',
    default: true,
    description:
      'with a time limit, do not start an iteration predicted (from the last iterations’ growth) to overrun the budget',
  },
  {
    name: 'timeCheckNodes',
    type: 'int',
    default: 1024,
    min: 1,
    max: 1000000,
    description:
      'most nodes between clock and AbortSignal checks; fewer when little time is left (node limits are checked at every node)',
  },
  {
    name: 'timeSafetyMs',
    type: 'number',
    default: 5,
    min: 0,
    max: 10000,
    description:
      'the hard stop comes this many ms (at most a tenth of the budget) before timeMs, to absorb the time between clock checks',
  },
] as const satisfies readonly ParamSpec[];

/** The resolved options, typed: derived from the schema above, so the two cannot drift apart. */
export type AbOptions = ParamsOf<typeof AB_OPTIONS>;

/** Canonical spec text: the searcher id plus the options that differ from their defaults. */
export function abSpec(options: AbOptions): string {
  return canonicalSpec('alphabeta', AB_OPTIONS, options);
}
