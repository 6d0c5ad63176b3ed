import type { Game, Position, Score, Searcher, SearchLimits, Player as Side } from '@qi/core-search';

/** What a player is asked for each move. */
export interface MoveRequest<P extends Position = Position> {
  readonly game: Game<P>;
  /** A private copy of the current position: the player may search it but owns nothing else. */
  readonly position: P;
  /** The side the player moves for. */
  readonly side: Side;
  /** Moves played since the game's start position (protocol engines replay these as `position … moves`). */
  readonly history: readonly number[];
  /** The start position's text (`game.encode`), for engines that are told the position as text. */
  readonly start: string;
  /** Seed for this move, derived from the game seed and the ply, so games replay exactly. */
  readonly seed: number;
  readonly signal?: AbortSignal;
}

/** A player's answer. `move` may be NO_MOVE (-1) to resign; an illegal move forfeits the game. */
export interface MoveChoice {
  readonly move: number;
  readonly score?: Score | null;
  readonly nodes?: number;
  readonly depth?: number;
  readonly timeMs?: number;
  /**
   * With `move` NO_MOVE: why the player gave no move (`engine crashed: exit code 1`, `timeout after
   * 5000 ms`); the game is then lost with reason `forfeit: <reason>`. Without it, NO_MOVE resigns.
   */
  readonly reason?: string;
  /** Details for the record (e.g. the engine's last stderr line). */
  readonly note?: string;
}

/**
 * Anything that can play a game: an in-process searcher (see `searcherPlayer`), a protocol engine
 * in a child process, a human at a terminal. Methods may be async so that out-of-process players fit.
 */
export interface Player<P extends Position = Position> {
  /** Name shown in results, e.g. the searcher spec `alphabeta(depth=8)`. */
  readonly name: string;
  /** A new game starts from `start`, with this player moving for `side`. */
  newGame(game: Game<P>, start: P, side: Side): void | Promise<void>;
  chooseMove(request: MoveRequest<P>): MoveChoice | Promise<MoveChoice>;
  /** Every move played, by either side, after it is made (searchers reuse their trees). */
  played?(move: number): void;
  /** Releases resources (child processes, workers); the match owner calls it once at the end. */
  close?(): void | Promise<void>;
}

/** Wraps a searcher as a player that searches with `limits` (plus the per-move seed) on every move. */
export function searcherPlayer<P extends Position>(
  searcher: Searcher<P>,
  limits: SearchLimits = {},
): Player<P> {
  return {
    name: searcher.spec,
    newGame: () => searcher.newGame(),
    chooseMove(req) {
      const search = searcher.start(req.position, {
        ...limits,
        seed: req.seed,
        ...(req.signal ? { signal: req.signal } : {}),
      });
      const r = search.run();
      return {
        move: r.bestMove,
        score: r.score,
        nodes: r.stats.nodes,
        depth: r.stats.depth,
        timeMs: r.stats.timeMs,
      };
    },
    played: (move) => searcher.played?.(move),
  };
}

export type PlayerLike<P extends Position> = Player<P> | Searcher<P>;

const isSearcher = <P extends Position>(p: PlayerLike<P>): p is Searcher<P> =>
  typeof (p as Searcher<P>).start === 'function';

/** Accepts a ready player or a bare searcher (wrapped with `limits`). */
export function toPlayer<P extends Position>(p: PlayerLike<P>, limits: SearchLimits = {}): Player<P> {
  return isSearcher(p) ? searcherPlayer(p, limits) : p;
}
