import type { Outcome, Player } from '@qi/core-search';
import { match, P } from 'ts-pattern';
import { atTip, type Line } from './line.js';
import type { Players } from './players.js';

/** Why the game stopped by the players' choice rather than by the rules. */
export type Stopped = { readonly kind: 'resigned' | 'time'; readonly player: Player } | null;

/**
 * The side a Resign click gives up for: the person to move, else the person waiting for the computer
 * (never the computer: resigning during its turn is the person's resignation). Null with no person playing.
 */
export function resignSide(players: Players, toMove: Player): Player | null {
  if (players[toMove].kind === 'human') return toMove;
  const other: Player = toMove === 0 ? 1 : 0;
  return players[other].kind === 'human' ? other : null;
}

/** Who acts next in the shown position. */
export type Turn =
  | { readonly kind: 'over'; readonly text: string }
  /** Looking at an earlier position with a computer to move: it waits until play resumes from here. */
  | { readonly kind: 'review'; readonly player: Player }
  | { readonly kind: 'human'; readonly player: Player }
  | { readonly kind: 'ai'; readonly player: Player };

export interface TurnInput {
  readonly outcome: Outcome;
  readonly stopped: Stopped;
  readonly line: Line;
  readonly toMove: Player;
  readonly players: Players;
  /** Display names of the two sides, e.g. ['X', 'O'] or ['Red', 'Black']. */
  readonly names: readonly [string, string];
}

/**
 * Decides whose turn it is. A resignation counts only at the end of the line (undoing past it resumes the
 * game); a computer moves only at the end of the line, so reviewing old positions never starts a search.
 */
export function turnOf(t: TurnInput): Turn {
  const stoppedHere = t.stopped !== null && atTip(t.line) ? t.stopped : null;
  if (stoppedHere)
    return {
      kind: 'over',
      text: `${t.names[stoppedHere.player]} ${stoppedHere.kind === 'time' ? 'ran out of time' : 'resigned'}: ${t.names[stoppedHere.player === 0 ? 1 : 0]} wins`,
    };
  return match(t.outcome)
    .with({ kind: 'win' }, (o) => ({ kind: 'over' as const, text: `${t.names[o.winner]} wins: ${o.reason}` }))
    .with({ kind: 'draw' }, (o) => ({ kind: 'over' as const, text: `Draw: ${o.reason}` }))
    .with({ kind: 'ongoing' }, () =>
      match([t.players[t.toMove].kind, atTip(t.line)] as const)
        .with(['human', P._], () => ({ kind: 'human' as const, player: t.toMove }))
        .with(['ai', true], () => ({ kind: 'ai' as const, player: t.toMove }))
        .with(['ai', false], () => ({ kind: 'review' as const, player: t.toMove }))
        .exhaustive(),
    )
    .exhaustive();
}
