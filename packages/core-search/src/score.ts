import type { Score } from './search.js';

/** Integer search scores: a win found `ply` plies from the root scores MATE - ply. */
export const MATE = 30000;
/** Scores at or beyond this magnitude are mate scores. */
export const MATE_BOUND = MATE - 2000;
/** Larger than any score: the alpha-beta window's infinity. */
export const INF = 32000;

export const isMateScore = (v: number): boolean => v >= MATE_BOUND || v <= -MATE_BOUND;

/**
 * Path-dependent wins (a game's `pathDependent` outcomes, e.g. a repetition rule) score PATH_WIN - ply
 * in the alpha-beta searcher (option `pathScores`): below every mate, above every evaluation. The band
 * spans the searcher's deepest ply (128); scores in it (or its negation) came from such a ruling.
 */
export const PATH_WIN = MATE_BOUND - 1;
export const PATH_MIN = PATH_WIN - 128;

/** True for a score in the path-dependent band (see PATH_WIN). */
export const isPathScore = (v: number): boolean =>
  v >= PATH_MIN ? v <= PATH_WIN : v <= -PATH_MIN && v >= -PATH_WIN;

/**
 * Plies to a rule-decided result for a score in the path band (positive: the side to move wins, so a
 * protocol can print it as a mate), or null for any other score.
 */
export function pathScorePlies(v: number): number | null {
  if (!isPathScore(v)) return null;
  return v > 0 ? PATH_WIN - v : -(PATH_WIN + v);
}

/** Converts an integer score (side to move's view) to the public Score. */
export function toScore(v: number): Score {
  if (v >= MATE_BOUND) return { kind: 'mate', moves: Math.ceil((MATE - v) / 2) };
  if (v <= -MATE_BOUND) return { kind: 'mate', moves: -Math.ceil((MATE + v) / 2) };
  return { kind: 'cp', value: v === 0 ? 0 : v };
}

/** Compact text: `+35`, `-120`, `mate 3`, `mate -2`, `61.5%`. */
export function formatScore(s: Score | null): string {
  if (!s) return '?';
  if (s.kind === 'cp') return s.value > 0 ? `+${s.value}` : String(s.value);
  if (s.kind === 'mate') return `mate ${s.moves}`;
  return `${(s.value * 100).toFixed(1)}%`;
}

/** Orders scores for the side to move: higher is better. Mates beat any cp; sooner mates beat later ones. */
export function scoreRank(s: Score | null): number {
  if (!s) return Number.NEGATIVE_INFINITY;
  if (s.kind === 'cp') return s.value;
  if (s.kind === 'winrate') return (s.value - 0.5) * 2000;
  return s.moves > 0 ? 1e6 - s.moves : -1e6 - s.moves;
}
