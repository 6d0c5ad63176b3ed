import type { Game, GamePlugin, ParamSpec, ParamValue, Position, QiError, Result } from '@qi/core-search';
import type { ComponentType } from 'react';
import type { Limits, OptionDefaults } from '../state/players.js';

export interface BoardProps<P extends Position> {
  readonly game: Game<P>;
  readonly pos: P;
  /** The move that led to `pos` (for last-move marks), or null at the start. */
  readonly lastMove: number | null;
  /** The position `lastMove` was played from (to read what moved). */
  readonly before: P | null;
  readonly flipped: boolean;
  /** Move numbers by cell (the latest move on each cell), when the player turned them on; else null. */
  readonly moveNumbers?: ReadonlyMap<number, number> | null;
  /** False while the computer is to move or the game is over. */
  readonly interactive: boolean;
  /** The board reports a move as text; the app parses it with `game.parseMove`, which explains refusals. */
  onMoveText(text: string): void;
  /** For boards that check moves themselves (two-click moves): shows why a move was refused. */
  onRefuse(reason: string): void;
}

/** A move notation the move list can use (Xiangqi offers several). */
export interface Notation<P extends Position> {
  readonly id: string;
  readonly label: string;
  write(game: Game<P>, pos: P, move: number): string;
}

/**
 * What the app needs to offer a game: its plugin, a board, and a few facts for the controls.
 * Adding a game to the app is one of these plus a line in games/index.ts.
 */
export interface GameUi<P extends Position = Position> {
  readonly plugin: GamePlugin<P>;
  readonly Board: ComponentType<BoardProps<P>>;
  /** Side names: ['X', 'O'], ['Black', 'White'], ['Red', 'Black']. */
  readonly sides: readonly [string, string];
  readonly defaultLimits: Limits;
  /** Searcher options this game prefers (MCTS `chunk` where playouts are slow, so "stop" is seen soon). */
  readonly searcherDefaults?: OptionDefaults;
  /** The game's own name for its position text ("FEN", "SGF"…). */
  readonly formatName: string;
  /** Move notations; the first is the default. Defaults to the game's own `moveToString`. */
  readonly notations?: readonly Notation<P>[];
  /** Turn the board when the person plays the second side against the computer (Xiangqi: Black at the bottom). */
  readonly flipForSecond?: boolean;
  /** Stone boards (Go, Gomoku) can show move numbers on the stones. */
  readonly numbersOnStones?: boolean;
  /** Text of the pass move when the game has one (Go). */
  readonly passMove?: string;
  /** True when passing in `pos` would end the game (Go: the opponent just passed): the app asks first. */
  readonly passEndsGame?: (pos: P) => boolean;
  /** Extra facts under the board (Go: captured stones), from the line up to the shown ply. */
  readonly facts?: (game: Game<P>, start: P, moves: readonly number[], ply: number) => readonly string[];
  /** Set-up choices beyond the plugin's own parameters (Go: handicap stones), shown in the picker. */
  readonly setupParams?: readonly ParamSpec[];
  /** Builds the start position text from the set-up choices; null for the game's initial position. */
  readonly setup?: (
    game: Game<P>,
    values: Readonly<Record<string, ParamValue>>,
  ) => Result<string | null, QiError>;
  /** Reads typed move text (default: `game.parseMove`); Xiangqi accepts every notation it knows. */
  readonly parseMove?: (game: Game<P>, pos: P, text: string) => Result<number, QiError>;
  /**
   * A reason to refuse a legal move played on the board or typed (renju: Black's forbidden points, which
   * would lose at once), or null. Imports and saves are not checked: they replay what was played.
   */
  readonly refuseMove?: (game: Game<P>, pos: P, move: number) => string | null;
  /**
   * Reads a game record (Go: SGF) as a new game: its own parameters (size, komi), start position, main
   * line and variations (whole lines from the start). Null when `text` is not such a record.
   */
  readonly importRecord?: (game: Game<P>, text: string) => Result<GameRecord<P>, QiError> | null;
  /** Export text of the shown position when the game's `encode` is not the preferred format (Go: SGF). */
  readonly exportPosition?: (game: Game<P>, pos: P) => string;
  /** Shown under the board (Go: the count with dead stones at the end, a score estimate during play). */
  readonly Score?: ComponentType<ScoreProps<P>>;
  /**
   * The result of a finished game counted with the stones marked dead (Go after two passes: area
   * scoring with komi), shown instead of the rules' own count; null keeps the rules' outcome.
   */
  readonly scoredResult?: (game: Game<P>, pos: P, dead: readonly number[] | null) => string | null;
  /** An explorer of the game's own tree, shown above the searcher's tree. */
  readonly Explorer?: ComponentType<ExplorerProps<P>>;
}

export interface GameRecord<P extends Position> {
  readonly game: Game<P>;
  readonly start: string | null;
  readonly moves: readonly number[];
  readonly variations: readonly (readonly number[])[];
}

/**
 * Erases a game's position type so games can share one list. Safe because the app only ever hands a
 * GameUi the positions its own plugin created.
 */
export const defineGameUi = <P extends Position>(ui: GameUi<P>): GameUi => ui as unknown as GameUi;

/** A game-specific explorer shown beside the searcher's tree (tic-tac-toe: the solved game tree). */
export interface ExplorerProps<P extends Position> {
  readonly game: Game<P>;
  readonly pos: P;
}

/** The scoring panel: at the end of a game it proposes the dead stones and reports the players' edits. */
export interface ScoreProps<P extends Position> extends ExplorerProps<P> {
  /** Stones marked dead in the final position (move ids), or null before any proposal. */
  readonly dead: readonly number[] | null;
  onDead(stones: readonly number[]): void;
}
