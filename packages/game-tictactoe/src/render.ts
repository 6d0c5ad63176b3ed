import type { TicTacToePosition } from './board.js';

/** A small Unicode board for terminals, with column letters and row numbers; `last` is marked. */
export function renderBoard(pos: TicTacToePosition, last = -1): string {
  const glyph = (i: number) => {
    const c = pos.cells[i]!;
    const s = c === 1 ? 'X' : c === 2 ? 'O' : '·';
    return i === last ? `[${s}]` : ` ${s} `;
  };
  const lines = ['    a   b   c'];
  for (let r = 0; r < 3; r++) {
    lines.push(`${3 - r}  ${[0, 1, 2].map((c) => glyph(r * 3 + c)).join('│')}`);
    if (r < 2) lines.push('   ───┼───┼───');
  }
  return lines.join('\n');
}
