import { cellName, type GomokuPosition } from '@qi/game-gomoku';
import { useCallback, useMemo } from 'react';
import { gomokuStars, runThrough } from '../../ui/lines.js';
import { StoneBoard } from '../../ui/StoneBoard.js';
import type { BoardProps } from '../types.js';

const COLUMNS = 'abcdefghijklmnopqrstuv';

/** Renju: the empty cells Black may not play now (none for White or under other rules). */
export function forbiddenCells(pos: GomokuPosition): ReadonlySet<number> {
  const out = new Set<number>();
  if (pos.rule !== 'renju' || pos.toMove !== 0 || pos.outcome().kind !== 'ongoing') return out;
  for (let c = 0; c < pos.board.length; c++)
    if (pos.board[c] === 0 && pos.forbid[c] === 1 && pos.isForbidden(c)) out.add(c);
  return out;
}

export function GomokuBoard({
  pos,
  lastMove,
  flipped,
  interactive,
  onMoveText,
  moveNumbers,
}: BoardProps<GomokuPosition>) {
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
  const forbidden = useMemo(() => forbiddenCells(pos), [pos]);
  return (
    <StoneBoard
      size={size}
      stones={pos.board}
      columnLabel={(x) => COLUMNS[x] ?? '?'}
      rowLabel={(y) => String(size - y)}
      cellName={name}
      stars={stars}
      lastMove={lastMove}
      numbers={moveNumbers}
      highlight={highlight}
      forbidden={forbidden}
      flipped={flipped}
      interactive={interactive}
      label={`gomoku board ${size}×${size}: arrows move, Enter plays`}
      className="board-gomoku"
      onMoveText={onMoveText}
    />
  );
}
