import type { Score } from './search.js';

/** Integer search scores: a win found `ply` plies from the root scores MATE - ply. */
export const MATE = 30000;
/** Scores at or beyond this magnitude are mate scores. */
export const MATE_BOUND = MATE - 2000;
/** Larger than any score: the alpha-beta window's infinity. */
export const INF = 32000;

export const isMateScore = (v: number): boolean => v >= MATE_BOUND || v <= -MATE_BOUND;

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
