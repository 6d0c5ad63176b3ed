import { cellName, type GomokuPosition } from '@qi/game-gomoku';
import { useCallback, useMemo } from 'react';
import { gomokuStars, runThrough } from '../../ui/lines.js';
import { StoneBoard } from '../../ui/StoneBoard.js';
import type { BoardProps } from '../types.js';

const COLUMNS = 'abcdefghijklmnopqrstuv';

export function GomokuBoard({ pos, lastMove, flipped, interactive, onMoveText }: BoardProps<GomokuPosition>) {
  const size = pos.size;
  const o = pos.outcome();
  // The winning five runs through the last move (a forbidden renju move is marked alone).
  const highlight =
    o.kind === 'win' && lastMove !== null
      ? o.reason === 'five in a row'
        ? runThrough(pos.board, size, lastMove)
        : [lastMove]
      : null;
  const name = useCallback((cell: number) => cellName(size, cell), [size]);
  const stars = useMemo(() => gomokuStars(size), [size]);
  return (
    <StoneBoard
      size={size}
      stones={pos.board}
      columnLabel={(x) => COLUMNS[x] ?? '?'}
      rowLabel={(y) => String(size - y)}
      cellName={name}
      stars={stars}
      lastMove={lastMove}
      highlight={highlight}
      flipped={flipped}
      interactive={interactive}
      label={`gomoku board ${size}×${size}: arrows move, Enter plays`}
      className="board-gomoku"
      onMoveText={onMoveText}
    />
  );
}
