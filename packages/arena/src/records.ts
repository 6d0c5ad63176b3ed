import type { Player as Side } from '@qi/core-search';
import type { JournalGame } from './journal.js';

/** How finished games are written to files: the game's record format (SGF, PGN…). */
export interface RecordFormat {
  /** File name extension without the dot, e.g. `sgf`, `pgn`. */
  readonly extension: string;
  write(game: JournalGame, info: RecordInfo): string;
}

export interface RecordInfo {
  /** The game's spec, e.g. `xiangqi`. */
  readonly game: string;
  /** Names of the sides: index 0 moves first (Red, Black…). */
  readonly sides: readonly [string, string];
  /** An event name for the header. */
  readonly event?: string;
}

/** The player (spec) who moved for `side` in a game. */
export const playerOfSide = (g: JournalGame, side: Side): string => (g.aSide === side ? g.a : g.b);

/** `1-0`, `0-1`, `1/2-1/2` from the first side's point of view. */
export function resultTag(g: JournalGame): string {
  if (g.result === 'draw') return '1/2-1/2';
  const winnerSide = g.result === 'a' ? g.aSide : 1 - g.aSide;
  return winnerSide === 0 ? '1-0' : '0-1';
}

const tag = (name: string, value: string) =>
  `[${name} "${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"]`;

/**
 * A PGN-style record that works for any game: tag pairs named after the sides (`[Red "…"]`), the
 * start position as `[FEN "…"]` in the game's own text, the result, why the game ended, then the
 * numbered moves (opening included, marked in a comment) in the game's notation.
 */
export const pgnFormat: RecordFormat = {
  extension: 'pgn',
  write(g, info) {
    const lines = [
      tag('Event', info.event ?? `qi ${g.a} vs ${g.b}`),
      tag('Game', info.game),
      tag('Round', String(g.index + 1)),
      tag(info.sides[0], playerOfSide(g, 0)),
      tag(info.sides[1], playerOfSide(g, 1)),
      tag('Result', resultTag(g)),
      tag('Termination', g.reason),
      tag('FEN', g.start),
      tag('Seed', String(g.seed)),
    ];
    if (g.note) lines.push(tag('Note', g.note));
    const all = [...g.openingMoves, ...g.moves];
    // Move numbers count pairs of plies from the start position.
    const parts: string[] = [];
    if (g.openingMoves.length > 0) parts.push(`{opening: ${g.openingMoves.length} plies}`);
    all.forEach((m, i) => {
      if (i % 2 === 0) parts.push(`${i / 2 + 1}.`);
      parts.push(m);
      if (i + 1 === g.openingMoves.length && g.moves.length > 0) parts.push('{end of opening}');
    });
    parts.push(resultTag(g));
    return `${lines.join('\n')}\n\n${wrap(parts, 79)}\n`;
  },
};

function wrap(words: readonly string[], width: number): string {
  const out: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out.join('\n');
}

/** File name of a saved game: `game-0007.pgn` (1-based, padded to the schedule's width). */
export function recordFileName(index: number, total: number, extension: string): string {
  return `game-${String(index + 1).padStart(Math.max(4, String(total).length), '0')}.${extension}`;
}
