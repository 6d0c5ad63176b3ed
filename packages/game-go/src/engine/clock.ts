/**
 * Time control as GTP describes it (`time_settings main byo_yomi_time byo_yomi_stones`, Canadian
 * byo-yomi): `main` milliseconds, then periods of `byoMs` for every `byoStones` stones.
 * `byoMs = 0` is absolute time (sudden death); `byoMs > 0` with `byoStones = 0` means no limit.
 */
export interface TimeSettings {
  readonly mainMs: number;
  readonly byoMs: number;
  readonly byoStones: number;
}

/** What `time_left color time stones` reports: `stones = 0` while in main time. */
export interface TimeLeft {
  readonly ms: number;
  readonly stones: number;
}

/** What the allocation needs to know about the game. */
export interface MoveContext {
  /** Empty points on the board (a proxy for the moves still to come). */
  readonly empty: number;
  readonly size: number;
}

export interface AllocationOptions {
  /** Kept back from every clock-derived budget for answering, scoring and the controller's latency. */
  readonly safetyMs: number;
  /** Own moves still expected at least, however full the board. */
  readonly minMovesLeft: number;
}

export const DEFAULT_ALLOCATION: AllocationOptions = { safetyMs: 250, minMovesLeft: 12 };

/** The GTP special case: byo-yomi time without stones means no time limit. */
export const unlimited = (t: TimeSettings): boolean => t.byoMs > 0 && t.byoStones === 0;

/**
 * Milliseconds to think about the next move under `settings`, with `left` the clock as last
 * reported (or tracked). Main time is spread over the own moves still expected (about half the
 * empty points over 1.25, at least `minMovesLeft`), plus most of a byo-yomi stone's share when
 * byo-yomi follows; in byo-yomi the period is shared by its remaining stones. A safety margin is
 * always kept, so the engine never loses on time; the answer is at least 1 ms (the search then
 * still returns its best move after one chunk of playouts).
 */
export function allocateMs(
  settings: TimeSettings,
  left: TimeLeft,
  ctx: MoveContext,
  opts: AllocationOptions = DEFAULT_ALLOCATION,
): number {
  if (unlimited(settings)) return Number.POSITIVE_INFINITY;
  const safety = opts.safetyMs;
  if (left.stones > 0) {
    // In byo-yomi: the period's time over its stones, keeping the margin for each stone.
    const per = left.ms / left.stones;
    return Math.max(1, Math.min(per - safety, per * 0.9));
  }
  const movesLeft = Math.max(opts.minMovesLeft, Math.ceil(ctx.empty / 2.5));
  const byoShare = settings.byoStones > 0 ? (0.8 * settings.byoMs) / settings.byoStones : 0;
  let budget = left.ms / movesLeft + byoShare;
  if (settings.byoStones > 0) {
    // Main time may run out: the byo-yomi share is there to spend, the margin stays.
    budget = Math.min(budget, left.ms + byoShare - safety);
  } else {
    // Sudden death: never more than a quarter of what is left, and always the margin back.
    budget = Math.min(budget, left.ms / 4, left.ms - safety);
  }
  return Math.max(1, budget);
}

/**
 * One side's clock as the engine tracks it: reset by `time_settings`, overwritten by `time_left`
 * (the controller's word wins), and charged for the engine's own thinking otherwise.
 */
export class GameClock {
  private settings: TimeSettings | null = null;
  private left: TimeLeft = { ms: 0, stones: 0 };

  get active(): boolean {
    return this.settings !== null && !unlimited(this.settings);
  }

  get timeSettings(): TimeSettings | null {
    return this.settings;
  }

  get timeLeft(): TimeLeft {
    return this.left;
  }

  /** New time settings (or null: no clock). */
  set(settings: TimeSettings | null): void {
    this.settings = settings;
    this.left = { ms: settings?.mainMs ?? 0, stones: 0 };
    // With no main time, play starts in byo-yomi.
    if (settings && settings.mainMs <= 0 && settings.byoStones > 0)
      this.left = { ms: settings.byoMs, stones: settings.byoStones };
  }

  /** The controller's report (`time_left`). */
  report(left: TimeLeft): void {
    this.left = left;
  }

  /** Charges `ms` of thinking for one move (entering or renewing byo-yomi as needed). */
  charge(ms: number): void {
    const s = this.settings;
    if (s === null || unlimited(s)) return;
    if (this.left.stones === 0) {
      const ms0 = this.left.ms - ms;
      if (ms0 >= 0 || s.byoStones === 0) {
        this.left = { ms: Math.max(0, ms0), stones: 0 };
        return;
      }
      // Main time ran out during this move: the rest comes from the first period.
      this.left = { ms: s.byoMs, stones: s.byoStones };
      ms = -ms0;
    }
    const stones = this.left.stones - 1;
    const rest = this.left.ms - ms;
    this.left = stones <= 0 ? { ms: s.byoMs, stones: s.byoStones } : { ms: Math.max(0, rest), stones };
  }

  /** Milliseconds for the next move, or +Infinity without a clock. */
  allocate(ctx: MoveContext, opts: AllocationOptions = DEFAULT_ALLOCATION): number {
    if (this.settings === null) return Number.POSITIVE_INFINITY;
    return allocateMs(this.settings, this.left, ctx, opts);
  }
}
