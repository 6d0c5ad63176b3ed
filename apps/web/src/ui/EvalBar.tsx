import type { Player, Score } from '@qi/core-search';

/** The first side's share of the evaluation in [0,1] from a score for `side` (centipawns squashed at 400). */
export function firstShare(score: Score, side: Player): number {
  const mine =
    score.kind === 'winrate'
      ? score.value
      : score.kind === 'mate'
        ? score.moves > 0
          ? 1
          : 0
        : 1 / (1 + Math.exp(-score.value / 400));
  return side === 0 ? mine : 1 - mine;
}

interface Props {
  readonly score: Score | null;
  readonly side: Player | null;
  readonly sides: readonly [string, string];
}

/** An evaluation bar like lichess's: the first side's share from the last search's score. */
export function EvalBar({ score, side, sides }: Props) {
  if (!score || side === null) return null;
  const share = firstShare(score, side);
  const pct = Math.round(share * 100);
  return (
    <div className="eval-bar" data-testid="eval-bar" data-first={share.toFixed(3)}>
      <span className="eval-first" style={{ width: `${pct}%` }} />
      <span className="eval-text">
        evaluation: {sides[0]} {pct}% · {sides[1]} {100 - pct}%
      </span>
    </div>
  );
}
