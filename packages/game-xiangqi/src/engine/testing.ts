/** Red mates at once with b0b9 (the a8 chariot holds rank 8; d9 is barred by the facing generals). */
export const MATE_IN_1 = '4k4/R8/9/8p/9/9/9/9/9/1R1K5 w - - 0 1';
/** Red mates in two: 1. b0b8 (or a7a8) and the other chariot closes rank 9. */
export const MATE_IN_2 = '4k4/9/R8/8p/9/9/9/9/9/1R1K5 w - - 0 1';

/** Test positions, and FEN transforms for symmetry tests: the left-right mirror and the colour flip (board turned, colours swapped). */

function boardAndRest(fen: string): [string[], string[]] {
  const [board = '', ...rest] = fen.trim().split(/\s+/);
  return [board.split('/'), rest];
}

/** Files a ↔ i: the same position for both sides. */
export function mirrorFen(fen: string): string {
  const [ranks, rest] = boardAndRest(fen);
  return [ranks.map((r) => [...r].reverse().join('')).join('/'), ...rest].join(' ');
}

/** Red and Black exchanged: the board turned half round, colours swapped, the other side to move. */
export function flipColoursFen(fen: string): string {
  const [ranks, rest] = boardAndRest(fen);
  const swap = (c: string) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase());
  const board = [...ranks]
    .reverse()
    .map((r) => [...r].reverse().map(swap).join(''))
    .join('/');
  const side = rest[0] === 'b' ? 'w' : 'b';
  return [board, side, ...rest.slice(1)].join(' ');
}
