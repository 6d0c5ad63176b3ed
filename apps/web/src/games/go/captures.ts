import { BLACK, type GoPosition, WHITE } from '@qi/game-go';

function countStones(pos: GoPosition): [number, number] {
  const { geo, color } = pos;
  let b = 0;
  let w = 0;
  for (let m = 0; m < geo.passId; m++) {
    const c = color[geo.pointOf[m]!];
    if (c === BLACK) b++;
    else if (c === WHITE) w++;
  }
  return [b, w];
}

/**
 * Prisoners taken by Black and by White over the first `ply` moves from `start`: every stone that
 * leaves the board counts for the other colour (suicided stones too). The position does not keep
 * these counts because area scoring does not need them; the board shows them for players.
 */
export function goCaptures(start: GoPosition, moves: readonly number[], ply: number): [number, number] {
  const pos = start.clone();
  const pass = pos.geo.passId;
  let byBlack = 0;
  let byWhite = 0;
  let [b, w] = countStones(pos);
  for (let i = 0; i < Math.min(ply, moves.length); i++) {
    const m = moves[i]!;
    const mover = pos.side;
    pos.make(m);
    const [b2, w2] = countStones(pos);
    const placedB = m !== pass && mover === BLACK ? 1 : 0;
    const placedW = m !== pass && mover === WHITE ? 1 : 0;
    byWhite += b + placedB - b2;
    byBlack += w + placedW - w2;
    b = b2;
    w = w2;
  }
  return [byBlack, byWhite];
}
