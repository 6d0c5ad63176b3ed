import { err, type Game, ok, type Player, type Position, type QiError, type Result } from '@qi/core-search';

/** Writes a move in some notation, in the context of the position it is played from. */
export type Notate<P extends Position> = (pos: P, move: number) => string;

/** The start position: the game's initial position or a decoded one (FEN, SGF, move list…). */
export function startPosition<P extends Position>(game: Game<P>, start: string | null): Result<P, QiError> {
  return start === null ? ok(game.initial()) : game.decode(start);
}

/** The position after the first `ply` moves (a fresh copy; `start` is untouched). */
export function positionAt<P extends Position>(start: P, moves: readonly number[], ply: number): P {
  const pos = start.clone();
  const n = Math.min(ply, moves.length);
  for (let i = 0; i < n; i++) pos.make(moves[i]!);
  return pos;
}

/** What the move list needs to know about each ply of a line. */
export interface LineFacts {
  /** `notation[i]` is move i written from the position before it. */
  readonly notation: readonly string[];
  /** `toMove[i]` is the side to move before move i; one longer than the moves. */
  readonly toMove: readonly Player[];
}

/** Names every move of a line and records whose turn it was (one replay, O(moves)). */
export function describeLine<P extends Position>(
  start: P,
  moves: readonly number[],
  notate: Notate<P>,
): LineFacts {
  const pos = start.clone();
  const notation: string[] = [];
  const toMove: Player[] = [pos.toMove];
  for (const m of moves) {
    notation.push(notate(pos, m));
    pos.make(m);
    toMove.push(pos.toMove);
  }
  return { notation, toMove };
}

export type RestoreErrorCode = 'restore-move';

/** A move number, alone ("1.", "12...") or glued to its move ("1.h2e2"). */
const MOVE_NO = /^\d+\.+/;

/** Splits a pasted move list into move texts, dropping move numbers. */
export function moveListTokens(text: string): string[] {
  const out: string[] = [];
  for (const t of text.trim().split(/\s+/)) {
    const m = MOVE_NO.exec(t);
    const rest = m ? t.slice(m[0].length) : t;
    if (rest !== '') out.push(rest);
  }
  return out;
}

/** Writes a numbered move list ("1. a b 2. c"), "1..." first when the second player starts. */
export function numberedMoveList(texts: readonly string[], firstSide: Player): string {
  const parts: string[] = [];
  texts.forEach((t, i) => {
    const ply = i + firstSide;
    if (ply % 2 === 0) parts.push(`${ply / 2 + 1}.`);
    else if (i === 0) parts.push('1...');
    parts.push(t);
  });
  return parts.join(' ');
}

/**
 * Reads saved move texts one by one from `start`. Stops at the first move that does not parse or is
 * illegal and returns a typed error naming it, so a damaged save never yields an inconsistent game.
 */
export function parseMoves<P extends Position>(
  game: Game<P>,
  start: P,
  texts: readonly string[],
  /** Reads one move (default: the game's own notation); the app passes its every-notation reader. */
  parse: (pos: P, text: string) => Result<number, QiError> = (pos, text) => game.parseMove(pos, text),
): Result<number[], QiError> {
  const pos = start.clone();
  const moves: number[] = [];
  for (let i = 0; i < texts.length; i++) {
    const r = parse(pos, texts[i]!);
    if (!r.ok) return err('restore-move', `move ${i + 1} "${texts[i]}": ${r.error.message}`, i);
    pos.make(r.value);
    moves.push(r.value);
  }
  return ok(moves);
}

/** Writes a line's moves with the game's own notation (what saves and shared URLs store). */
export function moveTexts<P extends Position>(game: Game<P>, start: P, moves: readonly number[]): string[] {
  return describeLine(start, moves, (p, m) => game.moveToString(p, m)).notation as string[];
}
