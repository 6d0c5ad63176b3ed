import type { Score, SearchLimits } from '@qi/core-search';

/** A search request: the worker rebuilds the position from the game spec, start text and moves. */
export interface SearchRequest {
  readonly id: number;
  readonly game: string;
  readonly start: string | null;
  readonly moves: readonly number[];
  /** Searcher spec, e.g. `alphabeta(nullMove=false)`. */
  readonly searcher: string;
  readonly limits: Omit<SearchLimits, 'signal' | 'excludeMoves'>;
}

export type ToWorker =
  | ({ readonly type: 'search' } & SearchRequest)
  /** Stop and report the best move so far (the "move now" button). */
  | { readonly type: 'stop'; readonly id: number }
  /** Children of the node reached by `path` (child indices from the root) in the last search's tree. */
  | {
      readonly type: 'tree';
      readonly request: number;
      readonly search: number;
      readonly path: readonly number[];
    };

/** What the page shows while the computer thinks, with moves already written in the game's notation. */
export interface InfoView {
  readonly bestMove: number;
  readonly bestText: string;
  readonly score: Score | null;
  readonly scoreText: string;
  readonly pv: readonly string[];
  readonly depth: number;
  readonly selDepth: number;
  readonly nodes: number;
  readonly playouts: number;
  readonly nps: number;
  /** Threads that searched (the Go engine's search threads). */
  readonly threads: number;
  readonly timeMs: number;
  /** Fraction of the budget used in [0,1] (time, nodes or depth, whichever is furthest). */
  readonly progress: number;
  readonly proven: boolean;
}

/** One node of a search tree, as the explorer lists it. */
export interface TreeNodeView {
  readonly index: number;
  readonly move: number;
  readonly moveText: string;
  readonly visits: number;
  /** What `visits` counts: MCTS visits, or the nodes alpha-beta spent below the move. */
  readonly visitsUnit: 'visits' | 'nodes';
  /** From the view of the player who made the move. */
  readonly value: number;
  readonly valueText: string;
  readonly bound: 'exact' | 'lower' | 'upper' | 'none';
  readonly childCount: number;
}

export type FromWorker =
  | { readonly type: 'info'; readonly id: number; readonly info: InfoView }
  | { readonly type: 'done'; readonly id: number; readonly info: InfoView; readonly hasTree: boolean }
  | { readonly type: 'error'; readonly id: number; readonly message: string }
  | {
      readonly type: 'tree';
      readonly request: number;
      /** The root's own summary (path []), then its children. */
      readonly node: TreeNodeView | null;
      readonly children: readonly TreeNodeView[];
      readonly error?: string;
    };
