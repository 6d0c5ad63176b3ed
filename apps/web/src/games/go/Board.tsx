import { COLUMNS, type GoPosition, starPoints, vertexToString } from '@qi/game-go';
import { useCallback, useMemo } from 'react';
import { StoneBoard } from '../../ui/StoneBoard.js';
import type { BoardProps } from '../types.js';

/** The stones of a Go position by move id (`y * size + x`), read from its padded board. */
export function goStones(pos: GoPosition): Uint8Array {
  const { geo, color } = pos;
  const out = new Uint8Array(geo.passId);
  for (let m = 0; m < geo.passId; m++) out[m] = color[geo.pointOf[m]!]!;
  return out;
}

export function GoBoard({
  pos,
  lastMove,
  flipped,
  interactive,
  onMoveText,
  moveNumbers,
}: BoardProps<GoPosition>) {
  const size = pos.geo.size;
  const name = useCallback((cell: number) => vertexToString(size, cell), [size]);
  const stars = useMemo(() => starPoints(size), [size]);
  return (
    <StoneBoard
      size={size}
      stones={goStones(pos)}
      columnLabel={(x) => COLUMNS[x] ?? '?'}
      rowLabel={(y) => String(size - y)}
      cellName={name}
      stars={stars}
      lastMove={lastMove !== null && lastMove < size * size ? lastMove : null}
      numbers={moveNumbers}
      highlight={null}
      flipped={flipped}
      interactive={interactive}
      label={`go board ${size}×${size}: arrows move, Enter plays`}
      className="board-go"
      onMoveText={onMoveText}
    />
  );
}
