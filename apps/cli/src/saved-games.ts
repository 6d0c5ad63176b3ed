import { err, type Game, ok, type Position, type QiError, type Result } from '@qi/core-search';
import { type GoPosition, positionToSgf } from '@qi/game-go';

/** A game read from a file: where it starts and the moves played from there. */
export interface LoadedGame {
  readonly start: Position;
  readonly moves: readonly number[];
}

const tagValue = (text: string, name: string): string | undefined => {
  const m = new RegExp(`\\[${name}\\s+"((?:[^"\\\\]|\\\\.)*)"\\]`, 'i').exec(text);
  return m?.[1]?.replace(/\\(.)/g, '$1');
};

/**
 * Reads a saved game: SGF for go (its main line, setup stones as the start), a PGN-style record
 * (tags, `[FEN "…"]` for the start, numbered moves, comments in braces), a plain list of moves, or
 * one position text. Errors name the move or part that is wrong.
 */
export function parseGameText(game: Game<Position>, text: string): Result<LoadedGame, QiError> {
  const trimmed = text.trim();
  if (trimmed.startsWith('(')) {
    const r = game.decode(trimmed);
    if (!r.ok) return r;
    if (game.info.id !== 'go') return ok({ start: r.value, moves: [] });
    // Go's SGF decoder plays the main line: take its moves back to find the start.
    const end = r.value as GoPosition;
    const moves = end.moveHistory();
    const start = end.clone();
    for (let i = 0; i < moves.length; i++) start.unmake();
    return ok({ start, moves });
  }
  const hasTags = /^\s*\[/.test(trimmed);
  if (!hasTags) {
    // A position text on its own?
    const asPosition = game.decode(trimmed);
    if (asPosition.ok) return ok({ start: asPosition.value, moves: [] });
  }
  let start = game.initial();
  const fen = tagValue(trimmed, 'FEN');
  if (fen !== undefined) {
    const r = game.decode(fen);
    if (!r.ok) return err('saved-game', `FEN tag: ${r.error.message}`, 'FEN');
    start = r.value;
  }
  const body = trimmed
    .replace(/^\s*\[[^\]]*\]\s*$/gm, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/;[^\n]*/g, ' ');
  const pos = start.clone();
  const moves: number[] = [];
  for (const word of body.split(/\s+/)) {
    if (word === '' || /^\d+\.+$/.test(word) || /^(1-0|0-1|1\/2-1\/2|\*)$/.test(word)) continue;
    const token = word.replace(/^\d+\.+/, '');
    if (token === '') continue;
    const m = game.parseMove(pos, token);
    if (!m.ok) return err('saved-game', `move ${moves.length + 1} "${token}": ${m.error.message}`, token);
    moves.push(m.value);
    pos.make(m.value);
  }
  return ok({ start, moves });
}

export interface SaveInfo {
  readonly sides: readonly [string, string];
  readonly players: readonly [string, string];
}

/** Writes a game as SGF (go) as a PGN-style record that `parseGameText` reads. */
export function saveGameText(
  game: Game<Position>,
  start: Position,
  moves: readonly number[],
  info: SaveInfo,
): string {
  const pos = start.clone();
  const texts: string[] = [];
  for (const m of moves) {
    texts.push(game.moveToString(pos, m));
    pos.make(m);
  }
  if (game.info.id === 'go') {
    const o = pos.outcome();
    const result = o.kind === 'win' ? `${o.winner === 0 ? 'B' : 'W'}+` : o.kind === 'draw' ? '0' : undefined;
    return positionToSgf(pos as GoPosition, {
      black: info.players[0],
      white: info.players[1],
      ...(result ? { result } : {}),
    });
  }
  const o = pos.outcome();
  const result = o.kind === 'win' ? (o.winner === 0 ? '1-0' : '0-1') : o.kind === 'draw' ? '1/2-1/2' : '*';
  const tags = [
    `[Game "${game.spec}"]`,
    `[${info.sides[0]} "${info.players[0]}"]`,
    `[${info.sides[1]} "${info.players[1]}"]`,
    `[Result "${result}"]`,
    `[FEN "${game.encode(start)}"]`,
  ];
  const parts: string[] = [];
  texts.forEach((t, i) => {
    if (i % 2 === 0) parts.push(`${i / 2 + 1}.`);
    parts.push(t);
  });
  parts.push(result);
  return `${tags.join('\n')}\n\n${parts.join(' ')}\n`;
}
