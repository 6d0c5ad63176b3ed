import type { ParamSpec, RawParams } from './params.js';
import type { QiError, Result } from './result.js';
import type { Rng } from './rng.js';

/** Player index: 0 moves first (X, Black in Go/Gomoku, Red in Xiangqi). */
export type Player = 0 | 1;

/** No move (e.g. a search with no legal move at the root). */
export const NO_MOVE = -1;

/**
 * How a game stands. Games return shared constant objects (see `ONGOING`, `outcomes`) so that
 * asking for the outcome inside a search allocates nothing.
 */
export type Outcome =
  | { readonly kind: 'ongoing' }
  | { readonly kind: 'win'; readonly winner: Player; readonly reason: string }
  | { readonly kind: 'draw'; readonly reason: string };

export const ONGOING: Outcome = Object.freeze({ kind: 'ongoing' });

/** Caches one frozen outcome object per (kind, winner, reason), so games can return them without allocating. */
export function outcomeOf(kind: 'win', winner: Player, reason: string): Outcome;
export function outcomeOf(kind: 'draw', reason: string): Outcome;
export function outcomeOf(kind: 'win' | 'draw', a: Player | string, b?: string): Outcome {
  const key = kind === 'win' ? `w${a}:${b}` : `d:${a}`;
  let o = outcomeCache.get(key);
  if (!o) {
    o = Object.freeze(
      kind === 'win' ? { kind, winner: a as Player, reason: b as string } : { kind, reason: a as string },
    );
    outcomeCache.set(key, o);
  }
  return o;
}
const outcomeCache = new Map<string, Outcome>();

/**
 * A mutable game position with a single owner. Moves are dense integers in [0, info.moveIdLimit).
 * `make`/`unmake` are exact and LIFO: after `unmake` the position, including its hash, is bit-for-bit
 * what it was. The position keeps whatever history its rules need (repetition, ko).
 */
export interface Position {
  /** Side to move. */
  readonly toMove: Player;
  /** Plies played since the position was created or decoded. */
  readonly ply: number;
  /** Zobrist hash, low and high uint32 halves (no BigInt). Includes the side to move. */
  readonly hashLo: number;
  readonly hashHi: number;
  /** Writes the legal moves into `out` (length ≥ info.maxMoves) and returns how many. */
  generate(out: Int32Array): number;
  /** True when `move` is legal here (used to validate TT/killer moves and user input). */
  isLegal(move: number): boolean;
  make(move: number): void;
  unmake(): void;
  /** Terminal status; must be cheap and must not allocate (return shared constants). */
  outcome(): Outcome;
  clone(): this;
  /** Overwrite this position with `other` (same game instance), reusing buffers. */
  copyFrom(other: this): void;
  /** Optional: the side to move is in check (Xiangqi); used for check extension and null-move guards. */
  inCheck?(): boolean;
  /**
   * Optional, with `inCheck`: whether the legal `move` would leave the opponent in check, i.e. what
   * `make(move); inCheck(); unmake()` returns, answered without playing the move (alpha-beta asks it
   * of the quiet moves it prunes, to keep checks). Must not change the position.
   */
  givesCheck?(move: number): boolean;
  /** Optional null move for null-move pruning; games that cannot pass safely omit these. */
  makeNull?(): void;
  unmakeNull?(): void;
  /**
   * Optional: marks the current position as a search's root (the searcher calls it on its own copy).
   * Rules that read the history may treat what happens below the root differently from the game
   * before it (Xiangqi judges a cycle inside the search at its first repeat).
   */
  setSearchRoot?(): void;
}

/** Static metadata, the same for every instance of a game. */
export interface GameMeta {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly params: readonly ParamSpec[];
}

/**
 * Per-instance facts a searcher needs to size its tables. What the game can do beyond the contract
 * (evaluation, candidates, null move…) is not declared here: it is the optional methods it has, read
 * by `capabilitiesOf`.
 */
export interface GameInfo {
  readonly id: string;
  /** Every move id is below this (TT, history and AMAF tables index arrays of this size). */
  readonly moveIdLimit: number;
  /** Upper bound on legal moves in any position: the size `generate` needs. */
  readonly maxMoves: number;
  /** No game lasts longer than this many plies (the ply limit the conformance suite checks). */
  readonly maxPlies: number;
  /** Small enough to solve exactly by plain minimax from the start. */
  readonly smallTree: boolean;
  /** Draws are possible (else MCTS may treat draw-free games accordingly). */
  readonly drawsPossible: boolean;
}

export type DecodeErrorCode = string;

/**
 * A configured game: created by a plugin from its parameters. Holds everything needed to create,
 * read, write and evaluate positions of that configuration.
 */
export interface Game<P extends Position = Position> {
  readonly meta: GameMeta;
  readonly info: GameInfo;
  /** The resolved parameters (defaults filled in). */
  readonly params: Readonly<Record<string, number | boolean | string>>;
  /** The canonical text of this configuration, e.g. `gomoku(size=15,rule=standard)`. */
  readonly spec: string;
  initial(): P;
  /** Reads the game's position text (FEN, SGF, board diagram…). */
  decode(text: string): Result<P, QiError>;
  encode(pos: P): string;
  moveToString(pos: P, move: number): string;
  /** Parses move text in the context of `pos`; returns a legal move id or a typed error. */
  parseMove(pos: P, text: string): Result<number, QiError>;
  /** Static evaluation in centipawn-like units from the side to move's view (higher is better for it). */
  evaluate?(pos: P): number;
  /** Tactical moves for quiescence (captures, fours…); returns the count written into `out`. */
  tacticalMoves?(pos: P, out: Int32Array): number;
  /**
   * Optional, with `tacticalMoves`: what `tacticalMoves(pos, out)` writes and returns, computed from
   * `pos`'s `n` legal moves in `moves` exactly as `generate` wrote them (saves generating again).
   */
  tacticalAmong?(pos: P, moves: Int32Array, n: number, out: Int32Array): number;
  /** Optional, with `tacticalMoves`: whether the legal `move` is among `tacticalMoves(pos)`. */
  isTactical?(pos: P, move: number): boolean;
  /**
   * Optional narrower move list for searchers: the legal moves worth searching here, best first
   * (e.g. Gomoku's cells near stones, cut to the forced replies when a five or open four threatens).
   * A subset of `generate`'s moves, at least one while the game is ongoing; returns the count written
   * into `out` (length ≥ info.maxMoves). Searchers that use it trade completeness for depth.
   */
  candidates?(pos: P, out: Int32Array): number;
  /** Search extension in plies for `move` just made (e.g. 1 when it gives check). */
  extension?(pos: P): number;
  /**
   * Optional: whether the terminal `outcome` of `pos` depends on the path that led there (a repetition
   * judged by the moves of its cycle, as Xiangqi's perpetual check) rather than on the position alone.
   * Alpha-beta never treats such results as proofs, and (option `pathScores`) scores path-dependent
   * wins and losses in a band just below mate that stays out of its transposition table.
   */
  pathDependent?(pos: P, outcome: Outcome): boolean;
  /** Optional: whether null-move pruning may be tried at `pos` (false where zugzwang is likely). */
  nullMoveAllowed?(pos: P): boolean;
  /**
   * Plays a random game to the end from `pos` (mutating it), using the game's own fast policy.
   * Writes each played move into `played` (for AMAF) and returns how many; the caller reads
   * `pos.outcome()` afterwards. `pos` is a scratch copy: the playout need not unmake, nor keep the
   * hash, and may ignore rules that depend on history (superko); every move must be legal in the
   * position alone (the conformance suite replays the recorded moves).
   */
  playout?(pos: P, rng: Rng, played: Int32Array): number;
  /**
   * Optional: how much player 0 won a finished `pos` by, in the game's own units (Go: Black's area
   * lead after komi; negative when player 0 lost). MCTS's `scoreBonus` rewards bigger wins with it.
   */
  margin?(pos: P): number;
  /**
   * Prior knowledge for MCTS as virtual visits: for each of the `count` moves write a prior value
   * in [0,1] (win probability for the side to move) and a weight in visits.
   */
  priors?(pos: P, moves: Int32Array, count: number, value: Float32Array, weight: Float32Array): void;
  /**
   * Fast perft (leaf count at `depth`, bulk-counted) when the game has one; callers fall back to
   * `perft()` from core-search, which walks make/unmake. `pos` is restored.
   */
  perft?(pos: P, depth: number): number;
}

/** A game plugin: a plain object registered explicitly (no import side effects). */
export interface GamePlugin<P extends Position = Position> {
  readonly meta: GameMeta;
  create(params?: RawParams): Result<Game<P>, QiError>;
}

/** Reads the game's outcome as a value for the side to move: +1 win, 0 draw, -1 loss, or null if ongoing. */
export function outcomeValue(outcome: Outcome, toMove: Player): number | null {
  if (outcome.kind === 'ongoing') return null;
  if (outcome.kind === 'draw') return 0;
  return outcome.winner === toMove ? 1 : -1;
}
