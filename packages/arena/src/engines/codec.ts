import type { Game, Position, QiError, Result } from '@qi/core-search';

/** How moves are written on an engine's wire, when that differs from the game's own notation. */
export interface MoveCodec<P extends Position = Position> {
  format(pos: P, move: number): string;
  parse(pos: P, text: string): Result<number, QiError>;
}

/** The game's own notation (`moveToString` / `parseMove`). */
export const gameCodec = <P extends Position>(game: Game<P>): MoveCodec<P> => ({
  format: (pos, move) => game.moveToString(pos, move),
  parse: (pos, text) => game.parseMove(pos, text),
});
