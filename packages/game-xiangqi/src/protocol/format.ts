import { pathScorePlies, type Score, type SearchResult } from '@qi/core-search';
import { formatCoordinates } from '../notation/coords.js';
import type { ProtocolMode } from './commands.js';

/** UCCI shows mates as scores near ±10000 (the convention of UCCI engines), less the plies to mate. */
const UCCI_MATE = 10000;

const system = (mode: ProtocolMode) => (mode === 'ucci' ? 'iccs' : 'uci');

/** A move in the protocol's coordinates: ICCS `h2e2` (UCCI) or ranks 1–10 `h3e3` (UCI). */
export const moveText = (mode: ProtocolMode, move: number): string => formatCoordinates(move, system(mode));

/**
 * A score as the protocol prints it. A win or loss decided by a repetition rule (the searcher's path
 * band, see pathScorePlies) is printed like a mate that far away: the GUI sees a decided game, not a
 * 279-pawn advantage.
 */
export function scoreText(mode: ProtocolMode, score: Score): string {
  if (score.kind === 'mate') return mateText(mode, score.moves);
  const plies = score.kind === 'cp' ? pathScorePlies(score.value) : null;
  if (plies !== null) return mateText(mode, plies > 0 ? Math.ceil(plies / 2) : -Math.ceil(-plies / 2));
  const cp = score.kind === 'cp' ? score.value : Math.round((score.value - 0.5) * 2000);
  return mode === 'uci' ? `cp ${cp}` : String(cp);
}

/** A mate in `moves` (negative: being mated), UCI `mate N` or UCCI's ±10000 less the plies. */
function mateText(mode: ProtocolMode, moves: number): string {
  if (mode === 'uci') return `mate ${moves}`;
  const plies = moves > 0 ? 2 * moves - 1 : -2 * moves;
  return String(moves > 0 ? UCCI_MATE - plies : plies - UCCI_MATE);
}

/** One `info` line for a finished iteration. */
export function infoLine(mode: ProtocolMode, r: SearchResult): string {
  const parts = [`info depth ${r.stats.depth}`];
  if (mode === 'uci') parts.push(`seldepth ${r.stats.selDepth}`);
  if (r.score) parts.push(`score ${scoreText(mode, r.score)}`);
  parts.push(
    `time ${Math.round(r.stats.timeMs)}`,
    `nodes ${r.stats.nodes}`,
    `nps ${Math.round(r.stats.nps)}`,
  );
  if (r.pv.length > 0) parts.push(`pv ${r.pv.map((m) => moveText(mode, m)).join(' ')}`);
  return parts.join(' ');
}
