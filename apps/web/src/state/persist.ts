import { err, ok, type ParamValue, type Player, type QiError, type Result } from '@qi/core-search';
import type { Limits, PlayerConfig } from './players.js';
import type { Stopped } from './turn.js';

/**
 * Everything needed to bring a game back: stored as JSON in localStorage after every change.
 * Moves are kept as text in the game's own notation, so a save survives changes to move ids.
 */
export interface SavedGame {
  readonly v: 1;
  /** Game spec, e.g. `gomoku(size=15,rule=standard)`. */
  readonly game: string;
  /** Encoded start position (FEN, SGF…) or null for the initial position. */
  readonly start: string | null;
  readonly moves: readonly string[];
  readonly cursor: number;
  readonly players: readonly [PlayerConfig, PlayerConfig];
  readonly flipped: boolean;
  readonly stopped: Stopped;
  /** Chosen move notation id (Xiangqi: chinese, wxf, iccs). */
  readonly notation: string;
  /** Variations (whole lines from the start, as move texts); absent when there are none. */
  readonly variations?: readonly (readonly string[])[];
  /** Go's scoring step: the stones marked dead at the end of `moves` (move ids); absent when none were marked. */
  readonly dead?: readonly number[];
}

export type SaveErrorCode = 'save-json' | 'save-shape';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readPlayer(v: unknown): PlayerConfig | null {
  if (!isObj(v)) return null;
  if (v.kind === 'human') return { kind: 'human' };
  if (v.kind !== 'ai' || typeof v.searcher !== 'string' || !isObj(v.options) || !isObj(v.limits)) return null;
  const options: Record<string, ParamValue> = {};
  for (const [k, o] of Object.entries(v.options))
    if (typeof o === 'number' || typeof o === 'string' || typeof o === 'boolean') options[k] = o;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0);
  const limits: Limits = {
    timeMs: num(v.limits.timeMs),
    depth: num(v.limits.depth),
    nodes: num(v.limits.nodes),
  };
  return { kind: 'ai', searcher: v.searcher, options, limits };
}

function readStopped(v: unknown): Stopped | undefined {
  if (v === null || v === undefined) return null;
  if (isObj(v) && (v.kind === 'resigned' || v.kind === 'time') && (v.player === 0 || v.player === 1))
    return { kind: v.kind, player: v.player as Player };
  return undefined;
}

/** Reads a save; anything malformed is a typed error (the app then starts a fresh game). */
export function parseSaved(text: string): Result<SavedGame, QiError<SaveErrorCode>> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err('save-json', `the saved game is not JSON: ${(e as Error).message}`);
  }
  if (!isObj(data) || data.v !== 1) return err('save-shape', 'the saved game has an unknown version');
  const { game, start, moves, cursor, players, flipped, notation } = data;
  if (typeof game !== 'string') return err('save-shape', 'the saved game has no game spec', 'game');
  if (start !== null && typeof start !== 'string') return err('save-shape', 'bad start position', 'start');
  if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string'))
    return err('save-shape', 'moves must be a list of texts', 'moves');
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > moves.length)
    return err('save-shape', 'the cursor is outside the move list', 'cursor');
  if (!Array.isArray(players) || players.length !== 2)
    return err('save-shape', 'expected two players', 'players');
  const p0 = readPlayer(players[0]);
  const p1 = readPlayer(players[1]);
  if (!p0 || !p1) return err('save-shape', 'a player is malformed', 'players');
  const stopped = readStopped(data.stopped);
  if (stopped === undefined) return err('save-shape', 'bad game-stopped marker', 'stopped');
  const v = data.variations;
  const variations =
    Array.isArray(v) && v.every((l) => Array.isArray(l) && l.every((m) => typeof m === 'string'))
      ? (v as string[][])
      : null;
  const d = data.dead;
  const dead = Array.isArray(d) && d.every((m) => Number.isInteger(m) && m >= 0) ? (d as number[]) : null;
  return ok({
    v: 1,
    game,
    start: start as string | null,
    moves: moves as string[],
    cursor,
    players: [p0, p1],
    flipped: flipped === true,
    stopped,
    notation: typeof notation === 'string' ? notation : '',
    ...(variations?.length ? { variations } : {}),
    ...(dead ? { dead } : {}),
  });
}

/** The part of a game a shared link carries. */
export interface SharedPosition {
  readonly game: string;
  readonly start: string | null;
  readonly moves: readonly string[];
  readonly cursor: number;
}

export type ShareErrorCode = 'share-missing' | 'share-cursor';

/** `#game=…&start=…&moves=a b c&at=3`: URL-encoded by URLSearchParams; moves are space-separated. */
export function shareHash(s: SharedPosition): string {
  const q = new URLSearchParams();
  q.set('game', s.game);
  if (s.start !== null) q.set('start', s.start);
  if (s.moves.length) q.set('moves', s.moves.join(' '));
  if (s.cursor !== s.moves.length) q.set('at', String(s.cursor));
  return `#${q.toString()}`;
}

/** Reads a shared link's hash; returns null when the hash is not a shared game at all. */
export function parseShareHash(hash: string): Result<SharedPosition, QiError<ShareErrorCode>> | null {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const game = q.get('game');
  if (game === null) return null;
  if (game.trim() === '') return err('share-missing', 'the link names no game', 'game');
  const movesText = q.get('moves')?.trim() ?? '';
  const moves = movesText === '' ? [] : movesText.split(/\s+/);
  const atText = q.get('at');
  const cursor = atText === null ? moves.length : Number(atText);
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > moves.length)
    return err('share-cursor', `"at=${atText}" is not a ply between 0 and ${moves.length}`, 'at');
  return ok({ game, start: q.get('start'), moves, cursor });
}
