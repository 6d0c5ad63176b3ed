import { COLUMNS, deadStones, formatScore, type GoPosition, starPoints, vertexToString } from '@qi/game-go';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { StoneBoard } from '../../ui/StoneBoard.js';
import type { ScoreProps } from '../types.js';
import { goStones } from './Board.js';
import { countArea } from './count.js';

/** Playouts behind the proposed dead stones: enough for a settled 9×9–19×19 board, quick on a click. */
const PLAYOUTS = 160;

const propose = (pos: GoPosition) => deadStones(pos, { playouts: PLAYOUTS, seed: 1 });

/**
 * The end of a Go game as on OGS or Sabaki: the computer proposes dead stones (from playout ownership),
 * the player clicks a string to change its status, and the area count with komi that follows is the
 * game's result (the status line shows it). During play the same count is a score estimate, on demand.
 */
export function GoScore({ game, pos, dead, onDead }: ScoreProps<GoPosition>) {
  const over = pos.outcome().kind !== 'ongoing';
  const [asked, setAsked] = useState(false);
  // The end of the game: the proposal becomes the marks (kept with the game, edited by clicks).
  const proposal = useMemo(() => (over && dead === null ? propose(pos) : null), [over, dead, pos]);
  useEffect(() => {
    if (proposal) onDead(proposal);
  }, [proposal, onDead]);
  if (over) return <Count game={game} pos={pos} over dead={dead ?? proposal ?? []} setDead={onDead} />;
  if (!asked)
    return (
      <button type="button" data-testid="go-estimate" onClick={() => setAsked(true)}>
        Estimate the score
      </button>
    );
  return <Estimate key={game.encode(pos)} game={game} pos={pos} />;
}

/** A score estimate during play: its own proposal and marks, forgotten with the position. */
function Estimate({
  game,
  pos,
}: {
  readonly game: ScoreProps<GoPosition>['game'];
  readonly pos: GoPosition;
}) {
  const [dead, setDead] = useState<readonly number[]>(() => propose(pos));
  return <Count game={game} pos={pos} over={false} dead={dead} setDead={setDead} />;
}

interface CountProps {
  readonly game: ScoreProps<GoPosition>['game'];
  readonly pos: GoPosition;
  readonly over: boolean;
  readonly dead: readonly number[];
  setDead(stones: readonly number[]): void;
}

function Count({ game, pos, over, dead, setDead }: CountProps) {
  const { geo } = pos;
  const size = geo.size;
  const stones = goStones(pos);
  const komi = Number(game.params.komi);
  const deadSet = useMemo(() => new Set(dead), [dead]);
  const { owner, black, white, margin } = useMemo(() => countArea(pos, dead, komi), [pos, dead, komi]);
  // A click changes the status of the whole string under it.
  const toggle = useCallback(
    (cell: number) => {
      const p = geo.pointOf[cell];
      if (p === undefined || pos.color[p] === 0) return;
      const string = pos.stringPoints(p).map((q) => geo.moveOf[q]!);
      const next = new Set(deadSet);
      const wasDead = next.has(cell);
      for (const m of string) wasDead ? next.delete(m) : next.add(m);
      setDead([...next].sort((a, b) => a - b));
    },
    [geo, pos, deadSet, setDead],
  );
  const name = useCallback((cell: number) => vertexToString(size, cell), [size]);
  const stars = useMemo(() => starPoints(size), [size]);
  const deadBy = (c: number) => dead.filter((m) => stones[m] === c).length;
  return (
    <section className="panel go-score" data-testid="go-score" aria-label="score">
      <strong>{over ? 'Game over: mark the dead stones' : 'Score estimate'}</strong>
      <p className="muted small">
        {over
          ? 'The computer marked the stones it thinks are dead (×); click a string to change it. The result follows from the marks.'
          : 'The computer marked the stones it thinks are dead (×); click a string to change it.'}
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
        dead={deadSet}
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
