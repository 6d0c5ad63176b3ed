import { ok, type Result } from '@qi/core-search';
import type { XiangqiPosition } from '../position.js';
import { describeMove, type MoveDescription } from './describe.js';
import { type MoveError, moveError } from './errors.js';

/** How a notation spells moves: every accepted spelling (normalized, canonical first) and the ending they share. */
export interface Speller {
  readonly spellings: (d: MoveDescription) => readonly string[];
  /** The normalized ending of every spelling (direction and target): a cheap filter before spelling. */
  readonly tail: (d: MoveDescription) => string;
}

const legal = new Int32Array(128);

/**
 * Finds the legal move that `text` names: a move whose canonical spelling matches wins; otherwise the
 * text must match exactly one move's alternative spellings. `normalized` is the text after the notation's
 * normalization (and syntax check).
 */
export function matchMove(
  pos: XiangqiPosition,
  text: string,
  normalized: string,
  speller: Speller,
  notation: string,
): Result<number, MoveError> {
  // Movement legality only (see coords.ts): moves after a repetition still read.
  const n = pos.board.generate(legal);
  if (n === 0)
    return moveError('move-illegal', 'no legal move: the side to move is mated or stalemated', text);
  let canonical = -1;
  let canonicalCount = 0;
  let loose = -1;
  let looseCount = 0;
  for (let i = 0; i < n; i++) {
    const m = legal[i]!;
    const d = describeMove(pos.board, m);
    if (!d || !normalized.endsWith(speller.tail(d))) continue;
    const all = speller.spellings(d);
    if (all[0] === normalized) {
      canonical = m;
      canonicalCount++;
    }
    if (all.includes(normalized)) {
      loose = m;
      looseCount++;
    }
  }
  if (canonicalCount === 1) return ok(canonical);
  if (looseCount === 1) return ok(loose);
  if (looseCount > 1)
    return moveError('move-ambiguous', `${notation} move "${text}" could be ${looseCount} legal moves`, text);
  return moveError('move-illegal', `no legal move here is written "${text}" in ${notation}`, text);
}
