import { type Game, ok, type Player, type Position, type QiError, type Result } from '@qi/core-search';
import { match } from 'ts-pattern';
import { atTip, EMPTY_LINE, goTo, type Line, playMove, redo, truncate, undo } from './line.js';
import { isHuman, type Players } from './players.js';
import { positionAt, startPosition } from './replay.js';
import type { Stopped } from './turn.js';

/** Everything about the game on screen. Positions in here are never mutated (always cloned first). */
export interface GameState {
  readonly game: Game;
  /** Encoded start position, or null for the game's initial position. */
  readonly start: string | null;
  readonly startPos: Position;
  readonly line: Line;
  readonly players: Players;
  readonly flipped: boolean;
  readonly stopped: Stopped;
  readonly notation: string;
  /**
   * Lines left by playing a different move while reviewing (whole lines from the start): a move never
   * deletes the rest of the game, it starts a variation and the old line waits here.
   */
  readonly variations: readonly (readonly number[])[];
  /**
   * Stones the players marked dead at the end of the line (Go's scoring step), with the line they
   * belong to: they count only while that line is shown to its end.
   */
  readonly dead: { readonly line: readonly number[]; readonly stones: readonly number[] } | null;
}

export type Action =
  /** `expect`: play only if the line is still this one (an AI answer must not land on a changed game). */
  | { readonly type: 'play'; readonly move: number; readonly expect?: Line }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'goto'; readonly ply: number }
  /** Drop the redo moves and play on from the shown position. */
  | { readonly type: 'continue' }
  | { readonly type: 'resign'; readonly player: Player }
  /** `player`'s clock ran out at the end of the line. */
  | { readonly type: 'timeout'; readonly player: Player }
  | { readonly type: 'players'; readonly players: Players }
  | { readonly type: 'flip' }
  | { readonly type: 'notation'; readonly id: string }
  /** Switches to variation `index`; the current line takes its place among the variations. */
  | { readonly type: 'variation'; readonly index: number }
  /** The stones marked dead in the final position (scoring), for the line as it is now. */
  | { readonly type: 'dead'; readonly stones: readonly number[] }
  /** A new game, an import or a restored save. */
  | { readonly type: 'replace'; readonly state: GameState };

export interface NewGameOptions {
  readonly start?: string | null;
  readonly moves?: readonly number[];
  readonly cursor?: number;
  readonly players: Players;
  readonly flipped?: boolean;
  readonly stopped?: Stopped;
  readonly notation?: string;
  /** Dead stones marked in the final position of `moves`. */
  readonly dead?: readonly number[];
}

/** Builds a game state; fails (typed) when the start text does not decode. */
export function newGameState(game: Game, o: NewGameOptions): Result<GameState, QiError> {
  const start = o.start ?? null;
  const startPos = startPosition(game, start);
  if (!startPos.ok) return startPos;
  const moves = o.moves ?? [];
  return ok({
    game,
    start,
    startPos: startPos.value,
    line: moves.length ? { moves, cursor: o.cursor ?? moves.length } : EMPTY_LINE,
    players: o.players,
    flipped: o.flipped ?? false,
    stopped: o.stopped ?? null,
    notation: o.notation ?? '',
    variations: [],
    dead: o.dead ? { line: moves, stones: o.dead } : null,
  });
}

export const sameLine = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((m, i) => m === b[i]);

/** Keeps `moves` as a variation unless it is empty or already kept. */
function keepVariation(s: GameState, moves: readonly number[]): GameState['variations'] {
  if (moves.length === 0 || s.variations.some((v) => sameLine(v, moves))) return s.variations;
  return [...s.variations, moves];
}

/** The first ply where two lines differ. */
export function branchPly(a: readonly number[], b: readonly number[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** The stones marked dead for the shown position: only at the end of the line they were marked on. */
export function deadMarks(s: GameState): readonly number[] | null {
  return s.dead && atTip(s.line) && sameLine(s.dead.line, s.line.moves) ? s.dead.stones : null;
}

/** The position on screen (a fresh copy). */
export const shownPosition = (s: GameState): Position => positionAt(s.startPos, s.line.moves, s.line.cursor);

const sideAt = (s: GameState) => (ply: number) => positionAt(s.startPos, s.line.moves, ply).toMove;

/** True when the shown position accepts a move at all (game not over or resigned here). */
export function canPlay(s: GameState, pos: Position): boolean {
  return pos.outcome().kind === 'ongoing' && !(s.stopped && atTip(s.line));
}

export function reduce(s: GameState, a: Action): GameState {
  return match(a)
    .with({ type: 'play' }, ({ move, expect }) => {
      if (expect !== undefined && expect !== s.line) return s;
      const pos = shownPosition(s);
      // Moves reach here already parsed; this guards against stale AI answers after a change.
      if (!canPlay(s, pos) || !pos.isLegal(move)) return s;
      const line = playMove(s.line, move);
      // A different move while reviewing: the old continuation becomes a variation.
      const left = line.moves !== s.line.moves && !atTip(s.line);
      return {
        ...s,
        line,
        stopped: null,
        variations: left ? keepVariation(s, s.line.moves) : s.variations,
      };
    })
    .with({ type: 'undo' }, () => ({ ...s, line: undo(s.line, sideAt(s), (p) => isHuman(s.players, p)) }))
    .with({ type: 'redo' }, () => ({ ...s, line: redo(s.line, sideAt(s), (p) => isHuman(s.players, p)) }))
    .with({ type: 'goto' }, ({ ply }) => ({ ...s, line: goTo(s.line, ply) }))
    .with({ type: 'continue' }, () => ({
      ...s,
      line: truncate(s.line),
      stopped: atTip(s.line) ? s.stopped : null,
      variations: atTip(s.line) ? s.variations : keepVariation(s, s.line.moves),
    }))
    .with({ type: 'resign' }, ({ player }) => {
      const pos = shownPosition(s);
      if (!canPlay(s, pos)) return s;
      return {
        ...s,
        line: truncate(s.line),
        stopped: { kind: 'resigned' as const, player },
        variations: atTip(s.line) ? s.variations : keepVariation(s, s.line.moves),
      };
    })
    .with({ type: 'timeout' }, ({ player }) => {
      if (!atTip(s.line) || !canPlay(s, shownPosition(s))) return s;
      return { ...s, stopped: { kind: 'time' as const, player } };
    })
    .with({ type: 'variation' }, ({ index }) => {
      const v = s.variations[index];
      if (!v) return s;
      const rest = s.variations.filter((_, i) => i !== index);
      const current = s.line.moves;
      const variations =
        current.length && !rest.some((r) => sameLine(r, current)) ? [...rest, current] : rest;
      // Show the first move where the variation leaves the current line.
      const cursor = Math.min(v.length, branchPly(v, current) + 1);
      return { ...s, line: { moves: v, cursor }, stopped: null, variations };
    })
    .with({ type: 'dead' }, ({ stones }) =>
      atTip(s.line) ? { ...s, dead: { line: s.line.moves, stones } } : s,
    )
    .with({ type: 'players' }, ({ players }) => ({ ...s, players }))
    .with({ type: 'flip' }, () => ({ ...s, flipped: !s.flipped }))
    .with({ type: 'notation' }, ({ id }) => ({ ...s, notation: id }))
    .with({ type: 'replace' }, ({ state }) => state)
    .exhaustive();
}
