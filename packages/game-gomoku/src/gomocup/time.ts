/**
 * The time limit of one move from what the manager told us with `INFO` (all in ms):
 * - `timeout_turn` caps every move (0 = play as fast as possible);
 * - with `timeout_match` > 0, `time_left` (or our own estimate of it) is shared over the moves still
 *   to come: between 8 and 25, from the empty cells, after a reserve of 5% + 100 ms;
 * - the lag learned from earlier overruns (`lagMs`) is kept back.
 * The engine then stops its turn the option `clockMargin` (a percentage) before that limit: the one
 * margin for process and pipe latency and a loaded machine (see `turnDeadline`).
 * Before any INFO the turn limit is DEFAULT_TURN_MS, so an engine started bare never thinks long.
 */
export interface GomocupClock {
  /** ms per move; 0 = as fast as possible. */
  timeoutTurn: number;
  /** ms per game; 0 = no match limit. */
  timeoutMatch: number;
  /** ms left in the match, or null when the manager has not said (then timeoutMatch minus what we used). */
  timeLeft: number | null;
  /**
   * How far our answers ran past their budgets lately, in ms (a loaded machine, a slow collection):
   * kept back from the next budgets. Raised by each overrun, decaying by a fifth a move.
   */
  lagMs?: number;
}

export const DEFAULT_TURN_MS = 1000;
/** The budget when timeout_turn is 0: a quick look (fives, blocks, short VCFs), no deep search. */
export const FAST_MS = 50;
/** Never below this (the engine needs a moment to pick even a greedy move). */
export const MIN_MS = 5;

export function newClock(): GomocupClock {
  return { timeoutTurn: DEFAULT_TURN_MS, timeoutMatch: 0, timeLeft: null, lagMs: 0 };
}

/** The time limit of this move in ms (the engine keeps its margin inside); `emptyCells` estimates how many moves remain. */
export function moveBudget(clock: GomocupClock, emptyCells: number): number {
  const turn = clock.timeoutTurn;
  let budget = turn > 0 ? turn : FAST_MS;
  if (clock.timeoutMatch > 0) {
    const left = clock.timeLeft ?? clock.timeoutMatch;
    const usable = left - left * 0.05 - 100;
    const movesToGo = Math.min(25, Math.max(8, Math.ceil(emptyCells / 2)));
    budget = Math.min(budget, usable / movesToGo);
  }
  return Math.max(MIN_MS, Math.floor(budget - (clock.lagMs ?? 0)));
}

/**
 * Learns from one move: `usedMs` against `targetMs`, the time the engine meant to answer by (its
 * limit less its margin), see `lagMs`.
 */
export function recordMoveTime(clock: GomocupClock, targetMs: number, usedMs: number): void {
  const over = Math.max(0, usedMs - targetMs);
  // Never more than a quarter of a turn: a single freak pause must not cripple the next moves.
  const cap = clock.timeoutTurn > 0 ? clock.timeoutTurn / 4 : FAST_MS;
  clock.lagMs = Math.min(cap, Math.max(over, (clock.lagMs ?? 0) * 0.8));
}
