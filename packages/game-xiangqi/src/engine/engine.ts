import {
  createAlphaBeta,
  ok,
  type QiError,
  type RawParams,
  type Result,
  type Searcher,
} from '@qi/core-search';
import type { XiangqiPosition } from '../position.js';
import { createXiangqiEngineGame, type XiangqiEngineGame, type XiangqiEngineGameOptions } from './game.js';

/**
 * Alpha-beta options Qi's Xiangqi engine starts from: every generic feature on, the selectivity options (pruning, adaptive null move, adjusted LMR), plus check evasions in
 * quiescence and path-dependent scoring of repetitions (perpetual check). Callers override any of them.
 */
export const XIANGQI_SEARCH_DEFAULTS: RawParams = {
  hashMb: 32,
  qsCheckEvasions: true,
  pathScores: true,
  // Selectivity, measured together in self-play at 100 ms/move: +73 Elo [+26, +123] over 140 games
  // (bench/README.md).
  nullMoveAdaptive: true,
  reverseFutility: true,
  futility: true,
  lmp: true,
  iir: true,
  lmrAdjust: true,
  // Razoring (depth ≤ 3, 250·depth² below alpha: a quiescence decides), measured alone in self-play at 100 ms/move:
  // +35.1 Elo [+7.4, +63.2], SPRT H1 after 349 games (bench/README.md, session 32).
  razoring: true,
  // Quiescence probes and fills the transposition table (depth 0 entries), measured alone in self-play at
  // 100 ms/move: +28.7 Elo [+3.4, +54.3] over 400 games (SPRT undecided at LLR 2.45; bench/README.md, session 33).
  qsTT: true,
  // A fixed time per move is searched to its end (the partial iteration's best move is kept when it has an exact
  // score) instead of stopping before an iteration predicted not to fit, which left ~40% of the time unused:
  // +173.5 Elo [+93.4, +275.7] at 100 ms/move in self-play, SPRT H1 after 53 games (bench/README.md, session 12).
  timeManager: false,
  timeSafetyMs: 2,
  // The clock is read every 64 nodes at most: a node can cost far more than average (repetition
  // judging, code being recompiled), and a protocol engine must answer on time.
  timeCheckNodes: 64,
};

export interface XiangqiEngineOptions extends XiangqiEngineGameOptions {
  /** Alpha-beta options (see core-search's AB_OPTIONS), on top of XIANGQI_SEARCH_DEFAULTS. */
  readonly search?: RawParams;
}

export interface XiangqiEngine extends XiangqiEngineGame {
  readonly searcher: Searcher<XiangqiPosition>;
}

/** The Xiangqi engine: the game with evaluation and tactics, and an alpha-beta searcher over it. */
export function createXiangqiEngine(options: XiangqiEngineOptions = {}): Result<XiangqiEngine, QiError> {
  const parts = createXiangqiEngineGame(options);
  if (!parts.ok) return parts;
  const searcher = createAlphaBeta(parts.value.game, { ...XIANGQI_SEARCH_DEFAULTS, ...options.search });
  if (!searcher.ok) return searcher;
  return ok({ ...parts.value, searcher: searcher.value });
}
