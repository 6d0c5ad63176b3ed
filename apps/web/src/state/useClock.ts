import type { Player } from '@qi/core-search';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { type ClockState, startClock, switchClock, type TimeControl, timeLeft } from './clock.js';
import type { Action, GameState } from './game.js';
import { atTip } from './line.js';
import type { Turn } from './turn.js';

export interface ClockView {
  /** Time left per side now, or null without a clock. */
  readonly left: readonly [number, number] | null;
  readonly running: Player | null;
  /** Time left for `side` when its turn began (stable during the turn: what a computer budgets from). */
  readonly atTurnStart: readonly [number, number] | null;
}

/**
 * Chess-style clocks: the side to move at the end of the line loses time, gains the increment after its
 * move, and loses the game when its time runs out. A new game or a new time control restarts them.
 */
export function useClock(
  tc: TimeControl | null,
  state: GameState,
  turn: Turn,
  dispatch: Dispatch<Action>,
): ClockView {
  const [clock, setClock] = useState<ClockState | null>(null);
  const [now, setNow] = useState(0);
  const plies = useRef(state.line.moves.length);
  const running =
    tc && (turn.kind === 'human' || turn.kind === 'ai') && atTip(state.line) ? turn.player : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new start position restarts the clocks.
  useEffect(() => {
    setClock(tc ? startClock(tc) : null);
    plies.current = state.line.moves.length;
  }, [tc, state.startPos]);

  const length = state.line.moves.length;
  useEffect(() => {
    if (!tc) return;
    const moved = length > plies.current;
    plies.current = length;
    setClock((c) => (c ? switchClock(c, tc, running, performance.now(), moved) : c));
  }, [tc, running, length]);

  useEffect(() => {
    if (!clock || clock.running === null) return;
    const t = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(t);
  }, [clock]);

  const side = clock?.running ?? null;
  const flagged = clock !== null && side !== null && timeLeft(clock, side, now) <= 0 && now >= clock.since;
  useEffect(() => {
    if (flagged && side !== null) dispatch({ type: 'timeout', player: side });
  }, [flagged, side, dispatch]);

  if (!clock) return { left: null, running: null, atTurnStart: null };
  const t = Math.max(now, clock.since);
  return {
    left: [timeLeft(clock, 0, t), timeLeft(clock, 1, t)],
    running: clock.running,
    atTurnStart: clock.remaining,
  };
}
