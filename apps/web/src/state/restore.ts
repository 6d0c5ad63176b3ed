import { err, ok, type QiError, type Registry, type Result } from '@qi/core-search';
import { type GameState, newGameState, sameLine } from './game.js';
import type { SavedGame, SharedPosition } from './persist.js';
import {
  HUMAN,
  type Limits,
  normalizePlayer,
  type OptionDefaults,
  type PlayerConfig,
  type Players,
  searchersFor,
} from './players.js';
import { moveTexts, parseMoves, startPosition } from './replay.js';

/** What restoring needs to know about the game's UI. */
export interface GameDefaults {
  readonly defaultLimits: Limits;
  readonly searcherDefaults?: OptionDefaults;
}

/** The save of a state: moves written in the game's notation. */
export function toSaved(s: GameState): SavedGame {
  return {
    v: 1,
    game: s.game.spec,
    start: s.start,
    moves: moveTexts(s.game, s.startPos, s.line.moves),
    cursor: s.line.cursor,
    players: [s.players[0], s.players[1]],
    flipped: s.flipped,
    stopped: s.stopped,
    notation: s.notation,
    ...(s.variations.length ? { variations: s.variations.map((v) => moveTexts(s.game, s.startPos, v)) } : {}),
    ...(s.dead && sameLine(s.dead.line, s.line.moves) ? { dead: s.dead.stones } : {}),
  };
}

export type RestoreErrorCode = 'restore-game' | 'restore-ui';

/**
 * Rebuilds a game from a save or a shared link: creates the game from its spec, decodes the start,
 * re-parses every move (so a damaged save is refused, never half-loaded) and makes the players valid
 * for this game's searchers.
 */
export function restore(
  registry: Registry,
  defaults: (gameId: string) => GameDefaults | undefined,
  saved: SharedPosition &
    Partial<Pick<SavedGame, 'players' | 'flipped' | 'stopped' | 'notation' | 'variations' | 'dead'>>,
  fallbackPlayers: (gameId: string) => Players,
): Result<GameState, QiError> {
  const game = registry.createGame(saved.game);
  if (!game.ok) return game;
  const d = defaults(game.value.meta.id);
  if (!d) return err('restore-ui', `the app has no board for "${game.value.meta.id}"`);
  const start = startPosition(game.value, saved.start);
  if (!start.ok) return start;
  const moves = parseMoves(game.value, start.value, saved.moves);
  if (!moves.ok) return moves;
  const available = searchersFor(registry, game.value);
  const fix = (p: PlayerConfig | undefined, i: 0 | 1) =>
    p
      ? normalizePlayer(p, available, d.defaultLimits, d.searcherDefaults)
      : (fallbackPlayers(game.value.meta.id)[i] ?? HUMAN);
  // Variations that no longer replay (a damaged save) are dropped; the main line decides the game.
  const variations = (saved.variations ?? []).flatMap((v) => {
    const r = parseMoves(game.value, start.value, v);
    return r.ok ? [r.value] : [];
  });
  const state = newGameState(game.value, {
    start: saved.start,
    moves: moves.value,
    cursor: Math.min(saved.cursor, moves.value.length),
    players: [fix(saved.players?.[0], 0), fix(saved.players?.[1], 1)],
    flipped: saved.flipped ?? false,
    stopped: saved.stopped ?? null,
    notation: saved.notation ?? '',
    ...(saved.dead ? { dead: saved.dead } : {}),
  });
  return state.ok ? ok({ ...state.value, variations }) : state;
}
