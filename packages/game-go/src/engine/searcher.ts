import {
  type MctsSearcher,
  ok,
  type QiError,
  type RawParams,
  type Result,
  type Searcher,
  type SearchHooks,
  type SearchLimits,
  type SearchSession,
} from '@qi/core-search';
import type { GoPosition } from '../board.js';
import type { GoGame } from '../plugin.js';
import { HelperGate, helperPool } from './helper-job.js';
import { GoEngineSession, type GoSearchOptions, type SessionThreads } from './search-session.js';
import { GO_ENGINE_OPTIONS, innerSearcher } from './searcher-parts.js';

export { GO_ENGINE_OPTIONS } from './searcher-parts.js';

/**
 * The Go engine as a core-search searcher: the engine's tuned MCTS (RAVE, priors, tree reuse) plus
 * its decisions around it: pass after the opponent's pass when the counts say we win, never pass
 * into a loss, pass by itself when no move can change the count (or the game is decided and the
 * cautious count agrees), never fill its own true eyes, resign when lost. NO_MOVE means resign.
 * With `threads` > 1 and threads from the host (`provideHelperPools`), helpers search its tree too.
 */
export function createGoEngineSearcher(
  game: GoGame,
  options: RawParams = {},
): Result<Searcher<GoPosition>, QiError> {
  const parts = innerSearcher(game, options, (threads) => threads > 1 && helperPool(threads - 1) !== null);
  if (!parts.ok) return parts;
  const { all } = parts.value;
  const own: GoSearchOptions = {
    playouts: all.playouts as number,
    resign: all.resign as number,
    resignMinVisits: all.resignMinVisits as number,
    ownershipPlayouts: all.ownershipPlayouts as number,
    settled: all.settled as number,
    passCheck: all.passCheck as number,
    passWinrate: all.passWinrate as number,
    fillEyes: all.fillEyes as boolean,
    chunk: all.chunk as number,
  };
  return ok(new GoEngineSearcher(parts.value.mcts, own, all, game, options));
}

class GoEngineSearcher implements Searcher<GoPosition> {
  readonly id = 'go-engine';
  readonly spec: string;
  /** Helpers on the shared tree, when the options ask for threads and the host has them. */
  private readonly threads: SessionThreads | null;

  constructor(
    private readonly inner: MctsSearcher<GoPosition>,
    private readonly own: GoSearchOptions,
    readonly options: Readonly<Record<string, number | boolean | string>>,
    game: GoGame,
    raw: RawParams,
  ) {
    const parts: string[] = [];
    for (const s of GO_ENGINE_OPTIONS)
      if (options[s.name] !== s.default) parts.push(`${s.name}=${String(options[s.name])}`);
    this.spec = parts.length > 0 ? `go-engine(${parts.join(',')})` : 'go-engine';
    const helpers = (options.threads as number) - 1;
    const pool = inner.tree.buffers === null ? null : helperPool(helpers);
    this.threads =
      pool === null ? null : { pool, gate: new HelperGate(), params: game.params, options: { ...raw }, game };
  }

  newGame(): void {
    this.quiesce();
    this.inner.newGame();
  }

  played(move: number): void {
    this.quiesce();
    this.inner.played(move);
  }

  start(root: GoPosition, limits: SearchLimits = {}, hooks: SearchHooks = {}): SearchSession {
    this.quiesce();
    return new GoEngineSession(this.inner, this.own, root.clone(), limits, hooks, this.threads);
  }

  /** The tree is about to change: the helpers of the last search must be out of it. */
  private quiesce(): void {
    if (this.threads !== null && !this.threads.gate.close())
      throw new Error('go-engine: a search thread did not leave the tree within 2 s');
  }
}
