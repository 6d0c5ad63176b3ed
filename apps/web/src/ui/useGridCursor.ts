import { type KeyboardEvent, useCallback, useState } from 'react';

export interface GridCursor {
  readonly col: number;
  readonly row: number;
}

const STEPS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Keyboard play on a grid board: arrows move a cursor (in screen directions, so a flipped board still
 * moves the way the arrow points), Enter or Space acts on the cursor's point. Coordinates are board
 * coordinates: column 0 at the left and row 0 at the top of the unflipped board.
 */
export function useGridCursor(
  cols: number,
  rows: number,
  flipped: boolean,
  onActivate: (cell: GridCursor) => void,
  initial: GridCursor = { col: Math.floor(cols / 2), row: Math.floor(rows / 2) },
) {
  const [cursor, setCursor] = useState<GridCursor>(initial);
  const [visible, setVisible] = useState(false);
  const col = Math.min(cursor.col, cols - 1);
  const row = Math.min(cursor.row, rows - 1);
  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      const step = STEPS[e.key];
      if (step) {
        e.preventDefault();
        const s = flipped ? -1 : 1;
        setVisible(true);
        setCursor((c) => ({
          col: Math.max(0, Math.min(cols - 1, c.col + step[0] * s)),
          row: Math.max(0, Math.min(rows - 1, c.row + step[1] * s)),
        }));
      } else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        setVisible(true);
        onActivate({ col, row });
      }
    },
    [cols, rows, flipped, onActivate, col, row],
  );
  return { cursor: { col, row }, showCursor: visible, onKeyDown, onBlur: () => setVisible(false) };
}
