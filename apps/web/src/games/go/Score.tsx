import {
  COLUMNS,
  deadStones,
  formatScore,
  type GoPosition,
  scoreBoard,
  starPoints,
  vertexToString,
} from '@qi/game-go';
import { useCallback, useMemo, useState } from 'react';
import { StoneBoard } from '../../ui/StoneBoard.js';
import type { ExplorerProps } from '../types.js';
import { goStones } from './Board.js';

/** Playouts behind the proposed dead stones: enough for a settled 9×9–19×19 board, quick on a click. */
const PLAYOUTS = 160;

/**
 * The end of a Go game as on OGS or Sabaki: the computer proposes dead stones (from playout ownership),
 * the player clicks a string to change its status, and the area count with komi is shown with its parts.
 * During play the same count is a score estimate, on demand. The rules' own result (Tromp-Taylor: every
 * stone on the board counts) stays in the status line; this is the count the players agree on.
 */
export function GoScore({ game, pos }: ExplorerProps<GoPosition>) {
  const over = pos.outcome().kind !== 'ongoing';
  const [asked, setAsked] = useState(false);
  if (!over && !asked)
    return (
      <button type="button" data-testid="go-estimate" onClick={() => setAsked(true)}>
        Estimate the score
      </button>
    );
  return <Count key={game.encode(pos) + pos.passes} game={game} pos={pos} over={over} />;
}

function Count({ game, pos, over }: ExplorerProps<GoPosition> & { readonly over: boolean }) {
  const { geo } = pos;
  const size = geo.size;
  const proposed = useMemo(() => deadStones(pos, { playouts: PLAYOUTS, seed: 1 }), [pos]);
  const [dead, setDead] = useState<ReadonlySet<number>>(() => new Set(proposed));
  const stones = goStones(pos);
  const komi = Number(game.params.komi);
  const { owner, black, white, margin } = useMemo(() => {
    const cells = pos.color.slice();
    for (const m of dead) cells[geo.pointOf[m]!] = 0;
    const owner = new Int8Array(geo.passId);
    const area = scoreBoard(geo, cells, owner);
    let black = 0;
    let white = 0;
    for (const v of owner)
      if (v > 0) black++;
      else if (v < 0) white++;
    return { owner, black, white, margin: area - komi };
  }, [pos, geo, dead, komi]);
  // A click changes the status of the whole string under it.
  const toggle = useCallback(
    (cell: number) => {
      const p = geo.pointOf[cell];
      if (p === undefined || pos.color[p] === 0) return;
      const string = pos.stringPoints(p).map((q) => geo.moveOf[q]!);
      const next = new Set(dead);
      const wasDead = next.has(cell);
      for (const m of string) wasDead ? next.delete(m) : next.add(m);
      setDead(next);
    },
    [geo, pos, dead],
  );
  const name = useCallback((cell: number) => vertexToString(size, cell), [size]);
  const stars = useMemo(() => starPoints(size), [size]);
  const deadBy = (c: number) => [...dead].filter((m) => stones[m] === c).length;
  return (
    <section className="panel go-score" data-testid="go-score" aria-label="score">
      <strong>{over ? 'Game over: mark the dead stones' : 'Score estimate'}</strong>
      <p className="muted small">
        The computer marked the stones it thinks are dead (×); click a string to change it.
      </p>
      <StoneBoard
        size={size}
        stones={stones}
        columnLabel={(x) => COLUMNS[x] ?? '?'}
        rowLabel={(y) => String(size - y)}
        cellName={name}
        stars={stars}
        lastMove={null}
        highlight={null}
        flipped={false}
        interactive
        dead={dead}
        territory={owner}
        label={`score board ${size}×${size}: click a string to mark it dead or alive`}
        className="board-go board-score"
        onMoveText={() => {}}
        onCell={toggle}
      />
      <p data-testid="go-score-result">
        Black {black} points, White {white} + komi {komi} = {white + komi} → {formatScore(margin)}
      </p>
      <p className="muted small" data-testid="go-score-parts">
        dead: {deadBy(1)} black, {deadBy(2)} white stones · area = stones + surrounded empty points
      </p>
    </section>
  );
}
