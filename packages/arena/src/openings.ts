import { err, type Game, ok, type Position, type QiError, type Result, Rng } from '@qi/core-search';
import { mixSeed } from './seed.js';

/**
 * An opening: a start position (the game's position text; `''` means the game's initial position)
 * and moves played from it, as move texts. Stored as text so it crosses worker and file boundaries.
 */
export interface Opening {
  readonly start: string;
  readonly moves: readonly string[];
}

export type OpeningErrorCode = 'opening-position' | 'opening-move' | 'opening-none';

/** The position an opening starts from and its moves as ids (each checked legal in turn). */
export function openingPosition<P extends Position>(
  game: Game<P>,
  opening: Opening,
): Result<{ readonly start: P; readonly moves: number[] }, QiError> {
  let start: P;
  if (opening.start === '') start = game.initial();
  else {
    const r = game.decode(opening.start);
    if (!r.ok) return err('opening-position', `opening position: ${r.error.message}`, opening.start);
    start = r.value;
  }
  const pos = start.clone();
  const moves: number[] = [];
  for (const text of opening.moves) {
    const m = game.parseMove(pos, text);
    if (!m.ok) return err('opening-move', `opening move "${text}": ${m.error.message}`, text);
    moves.push(m.value);
    pos.make(m.value);
  }
  return ok({ start, moves });
}

/**
 * `count` random openings of `plies` uniformly random legal moves from the initial position, the
 * i-th drawn from `mixSeed(seed, i)` so any runner derives the same list. A line that ends the game
 * is redrawn (a few times; then it is cut short where the game was still going).
 */
export function randomOpenings<P extends Position>(
  game: Game<P>,
  count: number,
  plies: number,
  seed: number,
): Opening[] {
  const out: Opening[] = [];
  const buf = new Int32Array(game.info.maxMoves);
  for (let i = 0; i < count; i++) {
    const rng = new Rng(mixSeed(seed, i));
    let best: string[] = [];
    for (let attempt = 0; attempt < 20 && best.length < plies; attempt++) {
      const pos = game.initial();
      const moves: string[] = [];
      while (moves.length < plies && pos.outcome().kind === 'ongoing') {
        const n = pos.generate(buf);
        if (n === 0) break;
        const m = buf[rng.int(n)]!;
        moves.push(game.moveToString(pos, m));
        pos.make(m);
      }
      // Keep the longest line that leaves the game going.
      if (pos.outcome().kind !== 'ongoing') moves.pop();
      if (moves.length > best.length) best = moves;
    }
    out.push({ start: '', moves: best });
  }
  return out;
}

/**
 * Reads an openings file: one position text per line (the game's own format: FEN, board rows…),
 * blank lines and lines starting with `#` skipped. Errors name the line.
 */
export function parseOpenings<P extends Position>(game: Game<P>, text: string): Result<Opening[], QiError> {
  const out: Opening[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    const r = game.decode(line);
    if (!r.ok) return err('opening-position', `line ${i + 1}: ${r.error.message}`, i + 1);
    if (r.value.outcome().kind !== 'ongoing')
      return err('opening-position', `line ${i + 1}: the game is already over there`, i + 1);
    out.push({ start: game.encode(r.value), moves: [] });
  }
  if (out.length === 0) return err('opening-none', 'no positions in the openings file');
  return ok(out);
}
