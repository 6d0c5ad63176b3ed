import { type Connect4Position, columnName } from '@qi/game-connect4';
import { type ReactElement, useCallback } from 'react';
import { BoardFrame } from '../../ui/BoardFrame.js';
import { type GridCursor, useGridCursor } from '../../ui/useGridCursor.js';
import type { BoardProps } from '../types.js';

const CELL = 64;
const MARGIN = 24;

/** The cells of the four just made through `last` (the column the last stone fell into), if any. */
function winningFour(pos: Connect4Position, lastColumn: number | null): readonly number[] {
  const o = pos.outcome();
  if (o.kind !== 'win' || lastColumn === null) return [];
  const { width, height } = pos.geo;
  const row = pos.heights[lastColumn]! - 1;
  const stone = pos.cells[lastColumn * height + row]!;
  const at = (c: number, r: number) =>
    c >= 0 && c < width && r >= 0 && r < height && pos.cells[c * height + r] === stone;
  for (const [dc, dr] of [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const) {
    const line = [lastColumn * height + row];
    for (const s of [1, -1])
      for (let k = 1; at(lastColumn + s * k * dc, row + s * k * dr); k++)
        line.push((lastColumn + s * k * dc) * height + row + s * k * dr);
    if (line.length >= 4) return line;
  }
  return [];
}

/** Connect Four: click (or Enter on) any cell of a column to drop a stone there. */
export function Connect4Board({
  pos,
  lastMove,
  flipped,
  interactive,
  onMoveText,
}: BoardProps<Connect4Position>) {
  const { width, height } = pos.geo;
  const W = width * CELL + 2 * MARGIN;
  const H = height * CELL + 2 * MARGIN;
  const play = useCallback(
    (cell: GridCursor) => interactive && onMoveText(columnName(cell.col)),
    [interactive, onMoveText],
  );
  const { cursor, showCursor, onKeyDown, onBlur } = useGridCursor(width, height, flipped, play);
  const win = winningFour(pos, lastMove);
  // Screen column of a board column (flipping mirrors the board: gravity stays down).
  const screen = (col: number) => (flipped ? width - 1 - col : col);
  const cells: ReactElement[] = [];
  for (let col = 0; col < width; col++)
    for (let r = 0; r < height; r++) {
      const v = pos.cells[col * height + r]!;
      const x = MARGIN + screen(col) * CELL;
      const y = MARGIN + (height - 1 - r) * CELL;
      const top = r === pos.heights[col]! - 1 && col === lastMove;
      cells.push(
        // biome-ignore lint/a11y/useSemanticElements: SVG cells cannot be buttons; the board itself takes keys.
        <g
          key={`${col}:${r}`}
          role="gridcell"
          aria-label={`column ${columnName(col)} row ${r + 1} ${v === 1 ? 'x' : v === 2 ? 'o' : 'empty'}`}
          data-cell={`${columnName(col)}${r + 1}`}
          onClick={() => play({ col, row: height - 1 - r })}
          className={interactive && pos.heights[col]! < height ? 'cell playable' : 'cell'}
        >
          <rect x={x} y={y} width={CELL} height={CELL} fill="#2c5aa0" />
          <circle
            cx={x + CELL / 2}
            cy={y + CELL / 2}
            r={CELL / 2 - 6}
            fill={v === 1 ? '#d63a2f' : v === 2 ? '#f2c230' : '#f7f3e8'}
            stroke={win.includes(col * height + r) ? '#222' : top ? '#fff' : 'none'}
            strokeWidth={win.includes(col * height + r) ? 5 : 3}
          />
        </g>,
      );
    }
  return (
    <BoardFrame
      label={`connect four board ${width}×${height}: arrows move, Enter drops a stone`}
      className="board-connect4"
      viewBox={`0 0 ${W} ${H}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <rect x={0} y={0} width={W} height={H} rx={12} fill="#f7f3e8" />
      {Array.from({ length: width }, (_, col) => (
        <text
          key={columnName(col)}
          className="coord"
          x={MARGIN + screen(col) * CELL + CELL / 2}
          y={H - 6}
          textAnchor="middle"
        >
          {columnName(col)}
        </text>
      ))}
      {cells}
      {showCursor && (
        <rect
          className="cursor"
          x={MARGIN + screen(cursor.col) * CELL + 3}
          y={MARGIN + cursor.row * CELL + 3}
          width={CELL - 6}
          height={CELL - 6}
          fill="none"
          stroke="#e67e22"
          strokeWidth={4}
          strokeDasharray="10 6"
        />
      )}
    </BoardFrame>
  );
}
