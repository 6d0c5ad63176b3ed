import type { Game, Outcome, Player, Position } from '@qi/core-search';
import { type GoPosition, renderBoard as renderGoBoard } from '@qi/game-go';
import { renderBoard, type TicTacToePosition } from '@qi/game-tictactoe';
import { match } from 'ts-pattern';
import { renderGomoku, renderXiangqi } from './boards.js';

/** How the terminal shows one game: side names, a board renderer, and how moves are typed. */
export interface GameView {
  readonly sides: readonly [string, string];
  /** Draws the board; `last` is the last move played (or -1). */
  readonly render: (pos: Position, last: number) => string;
  readonly moveHelp: string;
}

type Renderer = (game: Game<Position>, pos: Position, last: number) => string;

interface ViewParts {
  readonly sides?: readonly [string, string];
  readonly render?: Renderer;
  readonly moveHelp?: string;
}

/**
 * Draws a board from the game's own row text (`rows/rows/… extra`, top row first, digits for runs
 * of empty points, as in FEN), so a game needs no renderer of its own to be shown as a grid.
 */
function gridRenderer(opts: {
  readonly columns: (width: number) => string[];
  /** Label of row `i` from the top, or null for none. */
  readonly rowLabel: ((i: number, rows: number) => string) | null;
  readonly glyphs: Readonly<Record<string, string>>;
}): Renderer {
  return (game, pos) => {
    const rows = (game.encode(pos).trim().split(/\s+/)[0] ?? '').split('/').map((row) => {
      const cells: string[] = [];
      for (const [, run, ch] of row.matchAll(/(\d+)|(.)/g))
        if (run) for (let k = 0; k < Number(run); k++) cells.push('·');
        else cells.push(opts.glyphs[ch!] ?? ch!);
      return cells;
    });
    const width = Math.max(...rows.map((r) => r.length));
    const pad = opts.rowLabel ? 3 : 1;
    const lines = [
      ' '.repeat(pad) +
        opts
          .columns(width)
          .map((c) => c.padEnd(2))
          .join(''),
    ];
    rows.forEach((cells, i) => {
      const label = opts.rowLabel ? opts.rowLabel(i, rows.length).padStart(2) : '';
      lines.push(`${label}${' '.repeat(pad - label.length)}${cells.join(' ')}`);
    });
    return lines.join('\n');
  };
}

/**
 * Per-game views, keyed by game id. A game missing here is shown as its position text, so every
 * registered game can be played.
 */
const VIEWS: Readonly<Record<string, ViewParts>> = {
  tictactoe: {
    sides: ['X', 'O'],
    render: (_game, pos, last) => renderBoard(pos as TicTacToePosition, last),
    moveHelp: 'a cell such as b2, or a digit 1-9 in reading order (1 = a3 … 9 = c1)',
  },
  connect4: {
    sides: ['X', 'O'],
    render: gridRenderer({
      columns: (w) => Array.from({ length: w }, (_, i) => String(i + 1)),
      rowLabel: null,
      glyphs: { x: 'X', o: 'O', '.': '·' },
    }),
    moveHelp: 'a column number from the left (1, 2, …) or letter (a, b, …)',
  },
  gomoku: {
    sides: ['Black', 'White'],
    render: (game, pos, last) => renderGomoku(game.encode(pos), last),
    moveHelp: 'a point such as h8 (column letter, row number from the bottom)',
  },
  xiangqi: {
    sides: ['Red', 'Black'],
    // Red 俥傌相仕帥炮兵 (upper case in FEN), Black 車馬象士將砲卒, with the river and the palaces.
    render: (game, pos) => renderXiangqi(game.encode(pos)),
    moveHelp: 'a move in the notation set by the game option "notation" (default ICCS, e.g. h2e2)',
  },
  go: {
    sides: ['Black', 'White'],
    render: (_game, pos, last) => renderGoBoard(pos as GoPosition, { lastMove: last }),
    moveHelp: 'a point such as D4 (columns A-T without I, rows from the bottom), or pass',
  },
};

export function viewOf(game: Game<Position>): GameView {
  const v = VIEWS[game.info.id] ?? {};
  const render = v.render;
  return {
    sides: v.sides ?? ['First', 'Second'],
    render: render ? (pos, last) => render(game, pos, last) : (pos) => game.encode(pos),
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
