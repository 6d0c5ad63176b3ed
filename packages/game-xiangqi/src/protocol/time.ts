import type { GoCommand, ProtocolMode } from './commands.js';
import type { EngineSettings } from './options.js';

/** The clock of the side to move for one search, in milliseconds. */
export interface ClockLimits {
  /** Fixed time for this move (UCI `movetime`). */
  readonly moveTimeMs?: number;
  /** Time left on the clock. */
  readonly remainingMs?: number;
  readonly incrementMs?: number;
  /** Moves until the next time control (0 or absent: the rest of the game). */
  readonly movesToGo?: number;
}

export interface TimeBudget {
  /** A fixed move time: search until the hard limit (no soft target). */
  readonly fixed: boolean;
  /** The target: do not start another iteration unlikely to end by it (stretched by `SoftLimit`). */
  readonly softMs: number;
  /** The search must have answered by then (the searcher's hard stop). */
  readonly hardMs: number;
}

export interface TimePolicy {
  /** Time lost outside the search (pipes, the GUI, process scheduling), kept back from every budget. */
  readonly overheadMs: number;
  /** Moves assumed left in a game without `movesToGo`. */
  readonly horizonMoves: number;
  /** The hard limit may reach this multiple of the soft one… */
  readonly hardFactor: number;
  /** …but never more than this share of the time left. */
  readonly maxShare: number;
}

export const DEFAULT_TIME_POLICY: TimePolicy = {
  overheadMs: 30,
  horizonMoves: 30,
  hardFactor: 3,
  maxShare: 0.4,
};

/**
 * Plans the time of one move, or null when the search has no clock (depth, nodes or infinite only).
 * A fixed move time is used whole, less the overhead. With a clock, the soft target is an even share of
 * the time left over the moves to go plus most of the increment; the hard limit allows a few times that
 * for an unfinished iteration but never a large part of the clock, and always leaves the overhead:
 * the move arrives before the flag falls.
 */
export function planTime(clock: ClockLimits, policy: TimePolicy = DEFAULT_TIME_POLICY): TimeBudget | null {
  const overhead = policy.overheadMs;
  if (clock.moveTimeMs !== undefined) {
    const hard = Math.max(1, clock.moveTimeMs - overhead);
    return { fixed: true, softMs: hard, hardMs: hard };
  }
  if (clock.remainingMs === undefined) return null;
  const left = Math.max(0, clock.remainingMs - overhead);
  const inc = clock.incrementMs ?? 0;
  const moves =
    clock.movesToGo !== undefined && clock.movesToGo > 0
      ? Math.min(clock.movesToGo, policy.horizonMoves)
      : policy.horizonMoves;
  // With moves to go, the last move of the period may use nearly everything that is left.
  const last = moves === 1;
  const share = last ? left * 0.8 : left / moves;
  const soft = Math.max(1, Math.min(share + inc * 0.75, left * (last ? 0.8 : policy.maxShare)));
  const hard = Math.max(1, Math.min(soft * policy.hardFactor, left * (last ? 0.9 : policy.maxShare)));
  return { fixed: false, softMs: Math.min(soft, hard), hardMs: hard };
}

/**
 * The time plan of a `go` for the side to move (0 Red, 1 Black), in milliseconds. UCCI clocks
 * (`time`, `increment`) are seconds unless the GUI set `usemillisec`; UCI clocks are milliseconds
 * (`wtime`/`btime`, `winc`/`binc`); `movetime` is milliseconds in both. Null when the `go` has no clock.
 */
export function planGo(
  cmd: GoCommand,
  mode: ProtocolMode,
  toMove: 0 | 1,
  settings: Pick<EngineSettings, 'useMillisec' | 'moveOverheadMs'>,
): TimeBudget | null {
  const policy = { ...DEFAULT_TIME_POLICY, overheadMs: settings.moveOverheadMs };
  const movesToGo = cmd.movesToGo !== undefined ? { movesToGo: cmd.movesToGo } : {};
  // `movetime` is milliseconds in both protocols (UCCI GUIs that send it follow UCI).
  if (cmd.moveTime !== undefined) return planTime({ moveTimeMs: cmd.moveTime }, policy);
  if (mode === 'ucci') {
    if (cmd.time === undefined) return null;
    const unit = settings.useMillisec ? 1 : 1000;
    const inc = cmd.increment !== undefined ? { incrementMs: cmd.increment * unit } : {};
    return planTime({ remainingMs: cmd.time * unit, ...inc, ...movesToGo }, policy);
  }
  const remaining = toMove === 0 ? cmd.wtime : cmd.btime;
  if (remaining === undefined) return null;
  const increment = toMove === 0 ? cmd.winc : cmd.binc;
  const inc = increment !== undefined ? { incrementMs: increment } : {};
  return planTime({ remainingMs: remaining, ...inc, ...movesToGo }, policy);
}

/** Share of the (stretched) target after which a new iteration is not started: the next one takes longer than all before it. */
const START_SHARE = 0.6;

/**
 * The soft limit of a clock search, decided after each completed iteration: the target stretches while
 * the best move keeps changing (an unstable root needs a deeper look) and when the score falls from
 * one iteration to the next (trouble seen late), as modern engines do; never beyond the hard limit.
 * A fixed move time has no soft limit: it searches to the hard limit, where the search aborts.
 */
export class SoftLimit {
  private lastMove = -1;
  private lastCp: number | null = null;
  private instability = 0;
  private dropFactor = 1;

  constructor(private readonly budget: TimeBudget) {}

  /** Records a completed iteration's best move and score (centipawns for the side to move, or null for a mate). */
  iterationDone(move: number, cp: number | null): void {
    const changed = this.lastMove !== -1 && move !== this.lastMove;
    this.instability = this.instability * 0.5 + (changed ? 1 : 0);
    this.dropFactor =
      cp !== null && this.lastCp !== null ? 1 + Math.min(200, Math.max(0, this.lastCp - cp)) / 200 : 1;
    this.lastMove = move;
    this.lastCp = cp;
  }

  /** The current target in milliseconds. */
  targetMs(): number {
    const b = this.budget;
    if (b.fixed) return b.hardMs;
    const stretch = Math.min(3, (1 + 0.6 * this.instability) * this.dropFactor);
    return Math.min(b.hardMs, b.softMs * stretch);
  }

  /** Whether to start another iteration `elapsedMs` into the search. */
  startAnother(elapsedMs: number): boolean {
    if (this.budget.fixed) return elapsedMs < this.budget.hardMs;
    return elapsedMs < this.targetMs() * START_SHARE;
  }
}
