import type { Game, Position } from '../game.js';
import { type RawParams, resolveParams } from '../params.js';
import { capabilitiesOf } from '../plugin/capabilities.js';
import { ok, type QiError, type Result } from '../result.js';
import type { Searcher, SearcherDef } from '../search.js';
import { AbEngine } from './engine.js';
import { AB_OPTIONS, type AbOptions, abSpec } from './options.js';
import { AbSession, type EngineOwner } from './session.js';
import { type Clock, systemClock } from './time.js';

/** What the host can inject besides the options (tests drive time with a fake clock). */
export interface AbEnvironment {
  readonly clock?: Clock;
}

export function supportsAlphaBeta(game: Game<Position>): true | string {
  return capabilitiesOf(game).evaluate || game.info.smallTree
    ? true
    : 'alpha-beta needs an evaluation function unless the game tree is small enough to solve';
}

/**
 * Creates an alpha-beta searcher for `game`. Its tables (TT, killers, history) live as long as the
 * searcher and carry over from one `start` to the next until `newGame()`; one session runs at a time
 * (starting a new one makes the previous session stale).
 *
 * Path-dependent outcomes: scores of draws by repetition (or any outcome that depends on history)
 * are path-dependent, while the transposition table is keyed by the position alone. The search checks
 * `outcome()` before probing the table, so a terminal position is never overridden by a stored score,
 * but a stored score may still reflect a different path to the same position.
 */
export function createAlphaBeta<P extends Position>(
  game: Game<P>,
  raw: RawParams = {},
  env: AbEnvironment = {},
): Result<Searcher<P>, QiError> {
  const r = resolveParams<AbOptions>('alphabeta', AB_OPTIONS, raw);
  if (!r.ok) return r;
  const options = r.value;
  const engine = new AbEngine(game, options);
  const owner: EngineOwner = { active: null };
  const clock = env.clock ?? systemClock;
  const searcher: Searcher<P> = {
    id: 'alphabeta',
    spec: abSpec(options),
    options,
    newGame() {
      owner.active = null;
      engine.clearTables();
    },
    start: (root, limits = {}, hooks = {}) =>
      new AbSession(engine, owner, game, root.clone(), options, limits, hooks, clock),
  };
  return ok(searcher);
}

/** Negamax PVS with iterative deepening, aspiration windows, a transposition table, killers, history,
 * null move, LMR, quiescence and extensions, each switchable by option. */
export const alphabetaSearcher: SearcherDef = {
  id: 'alphabeta',
  name: 'Alpha-beta',
  description:
    'Negamax principal variation search with iterative deepening, aspiration windows, transposition table, killers, history, null move, late-move reductions, quiescence and extensions; every feature is an option.',
  options: AB_OPTIONS,
  supports: supportsAlphaBeta,
  create: <P extends Position>(game: Game<P>, raw?: RawParams) => createAlphaBeta(game, raw),
};
