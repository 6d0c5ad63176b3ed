import { err, ok, type Player, type QiError, type Result } from '@qi/core-search';

/** A time control: each side starts with `baseMs` and gains `incMs` after each of its moves. */
export interface TimeControl {
  readonly baseMs: number;
  readonly incMs: number;
}

export type ClockErrorCode = 'clock-format';

/** Reads "5+3" (minutes + increment seconds; decimals allowed, e.g. "0.05+0"); "" or "off" is no clock. */
export function parseTimeControl(text: string): Result<TimeControl | null, QiError> {
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'off') return ok(null);
  const m = /^(\d+(?:\.\d+)?)\s*(?:\+\s*(\d+(?:\.\d+)?))?$/.exec(t);
  if (!m) return err('clock-format', `"${text}" is not a time control like 5+3 (minutes + seconds per move)`);
  const baseMs = Math.round(Number(m[1]) * 60_000);
  if (baseMs <= 0) return err('clock-format', 'a clock needs some time: e.g. 5+3');
  return ok({ baseMs, incMs: Math.round(Number(m[2] ?? 0) * 1000) });
}

/** Remaining time per side; `running` is the side whose time is going, from `since` (page clock, ms). */
export interface ClockState {
  readonly remaining: readonly [number, number];
  readonly running: Player | null;
  readonly since: number;
}

export const startClock = (tc: TimeControl): ClockState => ({
  remaining: [tc.baseMs, tc.baseMs],
  running: null,
  since: 0,
});

/** Time left for `side` at `now`. */
export const timeLeft = (c: ClockState, side: Player, now: number): number =>
  c.remaining[side] - (c.running === side ? now - c.since : 0);

/** Stops the running side's time at `now` (adding the increment when it just moved), then runs `next`. */
export function switchClock(
  c: ClockState,
  tc: TimeControl,
  next: Player | null,
  now: number,
  moved: boolean,
): ClockState {
  const remaining: [number, number] = [c.remaining[0], c.remaining[1]];
  if (c.running !== null) remaining[c.running] = timeLeft(c, c.running, now) + (moved ? tc.incMs : 0);
  return { remaining, running: next, since: now };
}

/** A computer's think time under the clock: a share of what is left plus most of the increment. */
export const clockBudget = (left: number, tc: TimeControl): number =>
  Math.max(50, Math.floor(Math.min(left / 25 + tc.incMs * 0.8, left / 3)));

/** "4:59.3", "0:07.1": minutes, seconds and tenths. */
export function formatClock(ms: number): string {
  const t = Math.max(0, Math.ceil(ms / 100));
  const min = Math.floor(t / 600);
  const sec = Math.floor((t % 600) / 10);
  return `${min}:${String(sec).padStart(2, '0')}.${t % 10}`;
}
