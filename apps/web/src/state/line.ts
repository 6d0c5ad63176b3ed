import type { Player } from '@qi/core-search';

/**
 * A line of play: the moves from the start position and how many of them are on the board.
 * Moves past the cursor are the redo stack; playing a different move there discards them.
 */
export interface Line {
  readonly moves: readonly number[];
  readonly cursor: number;
}

export const EMPTY_LINE: Line = { moves: [], cursor: 0 };

export const atTip = (line: Line): boolean => line.cursor === line.moves.length;

/** Plays `move` at the cursor. Replaying the next redo move keeps the rest of the redo stack. */
export function playMove(line: Line, move: number): Line {
  if (line.cursor < line.moves.length && line.moves[line.cursor] === move)
    return { moves: line.moves, cursor: line.cursor + 1 };
  const moves = [...line.moves.slice(0, line.cursor), move];
  return { moves, cursor: moves.length };
}

/**
 * Steps back one ply, then further while the side to move is a computer, so that after an undo a
 * person is to move again (the computer would otherwise answer at once). With no human side it steps one ply.
 */
export function undo(line: Line, sideAt: (ply: number) => Player, isHuman: (p: Player) => boolean): Line {
  if (line.cursor === 0) return line;
  let cursor = line.cursor - 1;
  if (isHuman(0) || isHuman(1)) while (cursor > 0 && !isHuman(sideAt(cursor))) cursor--;
  return { moves: line.moves, cursor };
}

/** Steps forward one ply along the redo stack, or to the next human turn when undo skipped computer plies. */
export function redo(line: Line, sideAt: (ply: number) => Player, isHuman: (p: Player) => boolean): Line {
  if (atTip(line)) return line;
  let cursor = line.cursor + 1;
  if (isHuman(0) || isHuman(1)) while (cursor < line.moves.length && !isHuman(sideAt(cursor))) cursor++;
  return { moves: line.moves, cursor };
}

/** Shows the position after `ply` moves (clamped to the line). */
export function goTo(line: Line, ply: number): Line {
  const cursor = Math.max(0, Math.min(line.moves.length, Math.trunc(ply)));
  return cursor === line.cursor ? line : { moves: line.moves, cursor };
}

/** Drops the redo stack, so play continues from the shown position. */
export function truncate(line: Line): Line {
  return atTip(line) ? line : { moves: line.moves.slice(0, line.cursor), cursor: line.cursor };
}
