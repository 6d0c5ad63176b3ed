import { formatScore, type GoPosition, scoreBoard } from '@qi/game-go';

/** The area count once the marked dead stones are taken off: who owns each point, totals and margin. */
export interface AreaCount {
  /** Per move id (board point): >0 Black's, <0 White's, 0 nobody's. */
  readonly owner: Int8Array;
  readonly black: number;
  readonly white: number;
  readonly komi: number;
  /** Black's area minus White's minus komi. */
  readonly margin: number;
}

/** Area scoring with komi as OGS and Sabaki count it: stones plus surrounded empty points, dead stones removed. */
export function countArea(pos: GoPosition, dead: Iterable<number>, komi: number): AreaCount {
  const { geo } = pos;
  const cells = pos.color.slice();
  for (const m of dead) {
    const p = geo.pointOf[m];
    if (p !== undefined) cells[p] = 0;
  }
  const owner = new Int8Array(geo.passId);
  const area = scoreBoard(geo, cells, owner);
  let black = 0;
  let white = 0;
  for (const v of owner)
    if (v > 0) black++;
    else if (v < 0) white++;
  return { owner, black, white, komi, margin: area - komi };
}

/**
 * The status line of a game ended by two passes, from the marked dead stones (null: the proposal is
 * still being made). A game stopped by the move limit keeps the rules' own count.
 */
export function scoredResult(pos: GoPosition, komi: number, dead: readonly number[] | null): string | null {
  if (pos.passes < 2) return null;
  if (dead === null) return 'Both passed: counting…';
  const { margin } = countArea(pos, dead, komi);
  const marked = `${dead.length} dead stone${dead.length === 1 ? '' : 's'} marked`;
  const how = `area count with komi ${komi}, ${marked}`;
  if (margin === 0) return `Draw (0): ${how}`;
  return `${margin > 0 ? 'Black' : 'White'} wins by ${Math.abs(margin)} (${formatScore(margin)}): ${how}`;
}
