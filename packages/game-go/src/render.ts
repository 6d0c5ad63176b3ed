import type { GoPosition } from './board.js';
import { BLACK, WHITE } from './geometry.js';
import { COLUMNS } from './vertex.js';

export interface RenderOptions {
  /** Move id to mark (default: the position's last move); -1 for none. */
  readonly lastMove?: number;
  /** Column letters and row numbers around the board (default true). */
  readonly coordinates?: boolean;
}

/** Star points (hoshi) as move ids: the 3-3/4-4 corners, sides and centre, as on a real board. */
export function starPoints(size: number): number[] {
  if (size < 7) return size % 2 === 1 && size >= 5 ? [((size - 1) / 2) * (size + 1)] : [];
  const e = size < 13 ? 2 : 3;
  const lines = [e, size - 1 - e];
  if (size % 2 === 1 && size >= 9) lines.splice(1, 0, (size - 1) / 2);
  const out: number[] = [];
  for (const y of lines) for (const x of lines) out.push(y * size + x);
  // Boards below 15×15 mark only the corners and the centre.
  if (size < 15 && size % 2 === 1 && size >= 9) {
    const mid = (size - 1) / 2;
    return out.filter((m) => {
      const x = m % size;
      const y = Math.floor(m / size);
      return (x === mid) === (y === mid);
    });
  }
  return out;
}

/**
 * The board in box-drawing characters: `●` Black, `○` White, `╋` star points, grid lines
 * `┌ ┬ ┐ ├ ┼ ┤ └ ┴ ┘ ─`, and the last move wrapped in parentheses `(●)`. Rows are numbered from
 * the bottom and columns lettered A–T without I, as in GTP. For `showboard` and terminal play.
 */
export function renderBoard(pos: GoPosition, opts: RenderOptions = {}): string {
  const { geo, color } = pos;
  const n = geo.size;
  const last = opts.lastMove ?? pos.lastMove;
  const coords = opts.coordinates ?? true;
  const stars = new Set(starPoints(n));
  const pad = String(n).length;
  const lines: string[] = [];
  const header = `${' '.repeat(pad + 1)} ${[...COLUMNS.slice(0, n)].join(' ')}`;
  if (coords) lines.push(header);
  for (let y = 0; y < n; y++) {
    let row = coords ? `${String(n - y).padStart(pad)} ` : '';
    let closeNext = false;
    for (let x = 0; x < n; x++) {
      const m = y * n + x;
      const c = color[geo.point(x, y)]!;
      const marked = m === last && c !== 0;
      row += marked ? '(' : closeNext ? ')' : x === 0 ? ' ' : '─';
      closeNext = marked;
      row += c === BLACK ? '●' : c === WHITE ? '○' : stars.has(m) ? '╋' : gridChar(x, y, n);
    }
    row += closeNext ? ')' : ' ';
    if (coords) row += ` ${n - y}`;
    lines.push(row.trimEnd());
  }
  if (coords) lines.push(header);
  return lines.join('\n');
}

function gridChar(x: number, y: number, n: number): string {
  const top = y === 0;
  const bottom = y === n - 1;
  const left = x === 0;
  const right = x === n - 1;
  if (top) return left ? '┌' : right ? '┐' : '┬';
  if (bottom) return left ? '└' : right ? '┘' : '┴';
  return left ? '├' : right ? '┤' : '┼';
}
