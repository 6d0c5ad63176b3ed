import { ok, type Result } from '@qi/core-search';
import type { XiangqiPosition } from '../position.js';
import { type MoveError, moveError } from './errors.js';

/** The spellings of one move in a notation, already normalized: the canonical one first. */
export type Spellings = (pos: XiangqiPosition, move: number) => readonly string[];

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
  spellings: Spellings,
  notation: string,
): Result<number, MoveError> {
  // Movement legality only (see coords.ts): moves after a repetition still read.
  const n = pos.board.generate(legal);
  if (n === 0)
    return moveError('move-illegal', 'no legal move: the side to move is mated or stalemated', text);
  const moves = Array.from(legal.subarray(0, n));
  const all = moves.map((m) => spellings(pos, m));
  const canonical = moves.filter((_, i) => all[i]![0] === normalized);
  if (canonical.length === 1) return ok(canonical[0]!);
  const loose = moves.filter((_, i) => all[i]!.includes(normalized));
  if (loose.length === 1) return ok(loose[0]!);
  if (loose.length > 1)
    return moveError(
      'move-ambiguous',
      `${notation} move "${text}" could be ${loose.length} legal moves`,
      text,
    );
  return moveError('move-illegal', `no legal move here is written "${text}" in ${notation}`, text);
}
