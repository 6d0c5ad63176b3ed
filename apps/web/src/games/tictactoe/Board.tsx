import { cellName, LINES, type TicTacToePosition } from '@qi/game-tictactoe';
import { useCallback } from 'react';
import { BoardFrame } from '../../ui/BoardFrame.js';
import { type GridCursor, useGridCursor } from '../../ui/useGridCursor.js';
import type { BoardProps } from '../types.js';

const CELL = 100;
const MARGIN = 28;
const SIZE = 3 * CELL + 2 * MARGIN;

/** The three winning cells, if a line is complete. */
export function winningLine(cells: ArrayLike<number>): readonly number[] | null {
  for (const line of LINES) {
    const [a, b, c] = line;
    const v = cells[a];
    if (v !== 0 && v === cells[b] && v === cells[c]) return line;
  }
  return null;
}

export function TicTacToeBoard({
  pos,
  lastMove,
  flipped,
  interactive,
  onMoveText,
}: BoardProps<TicTacToePosition>) {
  // Screen position of board cell (col,row); flipping turns the board half a turn.
  const at = (col: number, row: number) => {
    const c = flipped ? 2 - col : col;
    const r = flipped ? 2 - row : row;
    return { x: MARGIN + c * CELL, y: MARGIN + r * CELL };
  };
  const play = useCallback(
    (cell: GridCursor) => interactive && onMoveText(cellName(cell.row * 3 + cell.col)),
    [interactive, onMoveText],
  );
  const { cursor, showCursor, onKeyDown, onBlur } = useGridCursor(3, 3, flipped, play);
  const win = winningLine(pos.cells);
  const cells = [...pos.cells];
  return (
    <BoardFrame
      label="tic-tac-toe board: arrows move, Enter plays"
      className="board-tictactoe"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <rect x={0} y={0} width={SIZE} height={SIZE} rx={12} fill="#f7f3e8" />
      {[0, 1, 2].map((i) => {
        const { x } = at(i, 0);
        const { y } = at(0, i);
        const col = 'abc'[flipped ? 2 - i : i];
        const row = flipped ? i + 1 : 3 - i;
        return (
          <g key={i} className="coord">
            <text x={x + CELL / 2} y={SIZE - 8} textAnchor="middle">
              {col}
            </text>
            <text x={12} y={y + CELL / 2 + 5} textAnchor="middle">
              {row}
            </text>
          </g>
        );
      })}
      {[1, 2].map((i) => (
        <g key={i} stroke="#333" strokeWidth={4} strokeLinecap="round">
          <line x1={MARGIN + i * CELL} y1={MARGIN + 6} x2={MARGIN + i * CELL} y2={MARGIN + 3 * CELL - 6} />
          <line x1={MARGIN + 6} y1={MARGIN + i * CELL} x2={MARGIN + 3 * CELL - 6} y2={MARGIN + i * CELL} />
        </g>
      ))}
      {cells.map((v, cell) => {
        const col = cell % 3;
        const row = Math.floor(cell / 3);
        const { x, y } = at(col, row);
        const name = cellName(cell);
        const winning = win?.includes(cell) ?? false;
        return (
          // biome-ignore lint/a11y/useSemanticElements: SVG cells cannot be buttons; the board itself takes keys.
          <g
            key={name}
            role="gridcell"
            aria-label={`${name} ${v === 1 ? 'X' : v === 2 ? 'O' : 'empty'}`}
            data-cell={name}
            onClick={() => play({ col, row })}
            className={interactive && v === 0 ? 'cell playable' : 'cell'}
          >
            <rect
              x={x + 3}
              y={y + 3}
              width={CELL - 6}
              height={CELL - 6}
              rx={8}
              fill={winning ? '#ffe08a' : cell === lastMove ? '#e6efff' : 'transparent'}
            />
            {v === 1 && (
              <g stroke="#c0392b" strokeWidth={10} strokeLinecap="round">
                <line x1={x + 25} y1={y + 25} x2={x + 75} y2={y + 75} />
                <line x1={x + 75} y1={y + 25} x2={x + 25} y2={y + 75} />
              </g>
            )}
            {v === 2 && (
              <circle cx={x + 50} cy={y + 50} r={27} fill="none" stroke="#2c5aa0" strokeWidth={10} />
            )}
          </g>
        );
      })}
      {showCursor && (
        <rect
          className="cursor"
          x={at(cursor.col, cursor.row).x + 6}
          y={at(cursor.col, cursor.row).y + 6}
          width={CELL - 12}
          height={CELL - 12}
          rx={8}
          fill="none"
          stroke="#e67e22"
          strokeWidth={4}
          strokeDasharray="10 6"
        />
      )}
    </BoardFrame>
  );
}
