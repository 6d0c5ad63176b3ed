import type { Game, Position } from './game.js';
import type { ParamSpec, RawParams } from './params.js';
import type { QiError, Result } from './result.js';

/**
 * A score from the side to move's view at the root:
 * - `cp`: heuristic centipawns (draws are `cp 0`),
 * - `mate`: forced win (`moves` > 0) or loss (`moves` < 0) in that many of the side's own moves,
 * - `winrate`: MCTS win probability in [0,1].
 */
export type Score =
  | { readonly kind: 'cp'; readonly value: number }
  | { readonly kind: 'mate'; readonly moves: number }
  | { readonly kind: 'winrate'; readonly value: number };

/** Limits for one search. Any may be combined; the first reached stops the search. */
export interface SearchLimits {
  /** Iterative-deepening depth (alpha-beta) or tree depth (ignored by MCTS). */
  readonly depth?: number;
  /** Nodes (alpha-beta) or playouts (MCTS). With a seed, a node limit makes the search replay exactly. */
  readonly nodes?: number;
  /** Wall-clock budget in milliseconds. */
  readonly timeMs?: number;
  /** Seed for every random choice the search makes. */
  readonly seed?: number;
  /** Stops the search when aborted (checked between chunks and inside long iterations). */
  readonly signal?: AbortSignal;
  /** Root moves to exclude (UCCI `banmoves`, GTP no-pass…). */
  readonly excludeMoves?: readonly number[];
}

/** One root move as the searcher sees it. */
export interface RootLine {
  readonly move: number;
  readonly score: Score | null;
  readonly pv: readonly number[];
  /** MCTS visits, or alpha-beta nodes spent on the move. */
  readonly visits: number;
}

export interface SearchStats {
  readonly nodes: number;
  readonly timeMs: number;
  readonly nps: number;
  /** Completed depth (alpha-beta) or deepest tree path (MCTS). */
  readonly depth: number;
  readonly selDepth: number;
  readonly ttProbes: number;
  readonly ttHits: number;
  readonly playouts: number;
  /** Threads that searched (1 unless the searcher has search threads). */
  readonly threads: number;
}

export interface SearchResult {
  /** Best move found, or NO_MOVE (-1) when the root has none. */
  readonly bestMove: number;
  readonly score: Score | null;
  readonly pv: readonly number[];
  readonly lines: readonly RootLine[];
  readonly stats: SearchStats;
  /** The search proved the score (exhaustive minimax, MCTS-solver, mate found). */
  readonly proven: boolean;
}

/** Live progress: emitted after each completed iteration or chunk. */
export interface SearchInfo extends SearchResult {
  /** Fraction of the budget used, in [0,1], when a budget is known. */
  readonly progress: number;
}

export interface SearchHooks {
  onInfo?(info: SearchInfo): void;
}

/** A read-only view of a searcher's tree, for UIs (tree explorer) and debugging. */
export interface NodeView {
  /** Move leading here (NO_MOVE at the root). */
  readonly move: number;
  readonly visits: number;
  /** Value from the view of the player who made `move` (MCTS mean in [0,1]) or alpha-beta score. */
  readonly value: number;
  /** `exact`, `lower`, `upper` (alpha-beta bounds; MCTS-solver proofs are exact). */
  readonly bound: 'exact' | 'lower' | 'upper' | 'none';
  /** Children, materialized on demand so huge trees stay cheap. */
  children(): readonly NodeView[];
}

/**
 * A running search. `step()` does a bounded chunk of work (one iteration, or a batch of playouts)
 * and returns true when the search is finished; `run()` steps to the end.
 */
export interface SearchSession {
  readonly done: boolean;
  step(): boolean;
  run(): SearchResult;
  /** Stops at the next check; the current best result stays available. */
  stop(): void;
  /** Best result so far (valid at any time after the first step). */
  result(): SearchResult;
  /** The searcher's tree for this search, if it keeps one. */
  tree?(): NodeView;
}

/** A configured searcher for one game instance. Keeps its tables across moves until `newGame()`. */
export interface Searcher<P extends Position = Position> {
  readonly id: string;
  /** Canonical spec text, e.g. `mcts(playouts=20000,rave=true)`. */
  readonly spec: string;
  readonly options: Readonly<Record<string, number | boolean | string>>;
  newGame(): void;
  /** Starts a search from `root` (cloned once; the caller's position is never touched). */
  start(root: P, limits?: SearchLimits, hooks?: SearchHooks): SearchSession;
  /** Tells the searcher a move was played, so it can reuse its tree (optional). */
  played?(move: number): void;
}

/** A searcher kind: its options and a factory bound to a game. */
export interface SearcherDef {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly options: readonly ParamSpec[];
  /** `true`, or the reason in words why this searcher cannot play the game (e.g. "needs an evaluation"). */
  supports(game: Game<Position>): true | string;
  create<P extends Position>(game: Game<P>, options?: RawParams): Result<Searcher<P>, QiError>;
}
