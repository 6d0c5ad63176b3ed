import type { RawParams } from '@qi/core-search';
import { DEFAULT_POLICY, type PlayoutKnobs } from '../playout.js';

/** Most playouts a move may be given (hours of thinking even on 19×19): a bound on bad input. */
export const MAX_PLAYOUTS = 100_000_000;

/** Options of the Go engine (GTP and terminal play); every feature can be switched off. */
export interface GoEngineOptions {
  /** Board size at the start (GTP `boardsize` changes it). */
  readonly size: number;
  readonly komi: number;
  /**
   * Playouts per move when asked for: without a time (per move or from a clock) the budget, with
   * one a cap. 0 = none: a time bounds the search, or else `untimedPlayouts` does.
   */
  readonly playouts: number;
  /** The playout budget when neither `playouts`, a time per move nor a game clock bounds a move. */
  readonly untimedPlayouts: number;
  /**
   * Throwaway playouts (with the tree) when the engine is created, so the first real move is not
   * searched by code the JIT has not optimized yet (0 = none).
   */
  readonly warmupPlayouts: number;
  /** Fixed thinking time per move in milliseconds (0 = none; a game clock may shorten it). */
  readonly moveTimeMs: number;
  /** Search threads (tree parallelism: one shared tree, virtual loss); 1 searches on the calling thread. */
  readonly threads: number;
  readonly seed: number;
  /** Resign when the best move's win rate is below this (0 = never resign). */
  readonly resignThreshold: number;
  /** ... and the root has at least this many visits (a judgement from few playouts is noise). */
  readonly resignMinVisits: number;
  /** Playouts averaged to estimate ownership (dead stones, scoring, the pass decision). */
  readonly ownershipPlayouts: number;
  /**
   * A point is settled when its mean ownership is beyond ±this; the engine passes after the
   * opponent's pass only if it still wins with every unsettled point given to the opponent.
   */
  readonly settled: number;
  /**
   * Look for a finished game (no move changes the count: pass) once at most this fraction of the
   * board is empty, and always after the opponent's pass (0 = only then).
   */
  readonly passCheck: number;
  /**
   * Stop thinking once the second-best move could no longer catch up in the time left (with a game
   * clock or a playout budget; a fixed time per move is always spent in full).
   */
  readonly earlyStop: boolean;
  /** Milliseconds kept back from every clock budget. */
  readonly safetyMs: number;
  /**
   * Module that search threads load (it must export `searchWorkerMain`, as this package's index
   * does); '' = this package's own, or in another program's bundle its `worker-go.js` beside the
   * engine's chunk (see engine.ts). Set it when a bundle puts the entry elsewhere.
   */
  readonly workerModule: string;
  /** The playouts' and priors' knowledge switches (playout.ts, priors.ts; `go-engine` options). */
  readonly knobs: PlayoutKnobs;
  /** Options of core-search's `mcts` on top of the engine's tuned defaults. */
  readonly mcts: RawParams;
}

/**
 * MCTS settings tuned for Go (as in MoGo/Fuego/Pachi/Michi): RAVE with priors as virtual visits and
 * no UCB exploration term (the priors' even visits and AMAF keep exploring), leaves expanded after
 * a few visits (fewer, better-informed nodes), the game's playout policy, tree reuse.
 */
export const ENGINE_MCTS: RawParams = {
  rave: true,
  // RAVE's weight halves at raveK visits. 9×9 self-play at 300 ms a move (bench/README.md): 400 beat 1000 by +79.7
  // [+22, +142] (133 games, SPRT H1), then 150 beat 400 by +114 [+31, +212] (63 games, H1); 3000 had lost −89.
  // 50 against 150: +37.0 on 9×9 (226 games) and +36.2 on 13×13 at 200 ms (241 games), each undecided alone,
  // together +36.6 [+5.7, +68.1] (467 games).
  raveK: 50,
  // Silver's RAVE schedule instead of raveK's (which then no longer applies): 0.05 against raveK 50 on 13×13 at
  // 200 ms a move, +110 [+42, +187] over 101 games (SPRT H1, bench/README.md session 23).
  raveBias: 0.05,
  // Weighted AMAF updates (a move played sooner after a node counts more, as Fuego's): 1 against 0 on 13×13 at
  // 200 ms a move, +65.0 [+18.2, +114.2] over 211 games (SPRT H1, bench/README.md session 25).
  raveDecay: 1,
  c: 0,
  priors: true,
  solver: true,
  reuse: true,
  expandVisits: 3,
  maxNodes: 1_500_000,
  playout: 'game',
  chunk: 128,
  finalSelect: 'visits',
  // Margin-aware rewards (bigger wins score higher): off until measured.
  scoreBonus: 0,
  scoreScale: 10,
};

export const DEFAULT_ENGINE_OPTIONS: GoEngineOptions = {
  size: 19,
  komi: 7.5,
  playouts: 0,
  untimedPlayouts: 10_000,
  warmupPlayouts: 0,
  moveTimeMs: 0,
  threads: 1,
  seed: 1,
  resignThreshold: 0.08,
  resignMinVisits: 3000,
  ownershipPlayouts: 600,
  settled: 0.7,
  passCheck: 0.5,
  earlyStop: true,
  safetyMs: 250,
  workerModule: '',
  knobs: DEFAULT_POLICY,
  mcts: {},
};
