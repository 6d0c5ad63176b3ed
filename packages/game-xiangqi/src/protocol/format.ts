import type { Score, SearchResult } from '@qi/core-search';
import { formatCoordinates } from '../notation/coords.js';
import type { ProtocolMode } from './commands.js';

/** UCCI shows mates as scores near ±10000 (the convention of UCCI engines), less the plies to mate. */
const UCCI_MATE = 10000;

const system = (mode: ProtocolMode) => (mode === 'ucci' ? 'iccs' : 'uci');

/** A move in the protocol's coordinates: ICCS `h2e2` (UCCI) or ranks 1–10 `h3e3` (UCI). */
export const moveText = (mode: ProtocolMode, move: number): string => formatCoordinates(move, system(mode));

export function scoreText(mode: ProtocolMode, score: Score): string {
  if (score.kind === 'mate') {
    if (mode === 'uci') return `mate ${score.moves}`;
    const plies = score.moves > 0 ? 2 * score.moves - 1 : -2 * score.moves;
    return String(score.moves > 0 ? UCCI_MATE - plies : plies - UCCI_MATE);
  }
  const cp = score.kind === 'cp' ? score.value : Math.round((score.value - 0.5) * 2000);
  return mode === 'uci' ? `cp ${cp}` : String(cp);
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
