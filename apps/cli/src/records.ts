import { type JournalGame, pgnFormat, playerOfSide, type RecordFormat } from '@qi/arena';
import type { Game, Position } from '@qi/core-search';
import { formatScore, type GoPosition, positionToSgf } from '@qi/game-go';
import { viewOf } from './views.js';

/** Go games as SGF (FF[4], players, result, the opening and every move). */
function sgfFormat(game: Game<Position>): RecordFormat {
  return {
    extension: 'sgf',
    write(g) {
      const decoded = g.start === '' ? null : game.decode(g.start);
      const pos = (decoded?.ok ? decoded.value : game.initial()) as GoPosition;
      for (const text of [...g.openingMoves, ...g.moves]) {
        const m = game.parseMove(pos, text);
        if (!m.ok) break;
        pos.make(m.value);
      }
      const winnerSide = g.result === 'draw' ? -1 : g.result === 'a' ? g.aSide : 1 - g.aSide;
      const colour = winnerSide === 0 ? 'B' : 'W';
      const result =
        winnerSide < 0
          ? '0'
          : g.reason.startsWith('area score')
            ? formatScore(pos.areaScore() - pos.rules.komi)
            : g.reason.includes('resign')
              ? `${colour}+R`
              : g.reason.startsWith('forfeit')
                ? `${colour}+F`
                : `${colour}+`;
      return positionToSgf(pos, {
        black: playerOfSide(g, 0),
        white: playerOfSide(g, 1),
        result,
        event: `qi game ${g.index + 1}`,
        comment: `${g.reason}${g.note ? ` (${g.note})` : ''}; seed ${g.seed}`,
      });
    },
  };
}

/** The record format of a game: SGF for Go, PGN-style text (FEN tag, numbered moves) for the rest. */
export function recordFormat(game: Game<Position>): RecordFormat {
  if (game.info.id === 'go') return sgfFormat(game);
  return pgnFormat;
}

/** Writes one game's record text. */
export function writeRecord(game: Game<Position>, g: JournalGame, format = recordFormat(game)): string {
  return format.write(g, { game: game.spec, sides: viewOf(game).sides });
}
