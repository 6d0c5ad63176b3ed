import type { Game, Outcome, Player, Position } from '@qi/core-search';
import { renderBoard, type TicTacToePosition } from '@qi/game-tictactoe';
import { match } from 'ts-pattern';

/** How the terminal shows one game: side names, a board renderer, and how moves are typed. */
export interface GameView {
  readonly sides: readonly [string, string];
  /** Draws the board; `last` is the last move played (or -1). */
  readonly render: (pos: Position, last: number) => string;
  readonly moveHelp: string;
}

type ViewParts = Partial<Omit<GameView, 'render'>> & {
  readonly render?: (pos: Position, last: number) => string;
};

/**
 * Per-game views, keyed by game id. A game without a renderer is shown as its position text, so
 * every registered game can be played; gomoku, go and xiangqi get board renderers with their packages.
 */
const VIEWS: Readonly<Record<string, ViewParts>> = {
  tictactoe: {
    sides: ['X', 'O'],
    render: (pos, last) => renderBoard(pos as TicTacToePosition, last),
    moveHelp: 'a cell such as b2, or a digit 1-9 in reading order (1 = a3 … 9 = c1)',
  },
  gomoku: { sides: ['Black', 'White'] },
  go: { sides: ['Black', 'White'] },
  xiangqi: { sides: ['Red', 'Black'] },
};

export function viewOf(game: Game<Position>): GameView {
  const v = VIEWS[game.info.id] ?? {};
  return {
    sides: v.sides ?? ['First', 'Second'],
    render: v.render ?? ((pos) => game.encode(pos)),
    moveHelp: v.moveHelp ?? 'a move as the game writes it (type "moves" to list the legal ones)',
  };
}

/** `X wins (three in a row)`, `draw (board full)`. */
export function outcomeText(outcome: Outcome, sides: readonly [string, string]): string {
  return match(outcome)
    .with({ kind: 'win' }, (o) => `${sides[o.winner]} wins (${o.reason})`)
    .with({ kind: 'draw' }, (o) => `draw (${o.reason})`)
    .with({ kind: 'ongoing' }, () => 'game in progress')
    .exhaustive();
}

export const sideName = (view: GameView, side: Player): string => view.sides[side];
