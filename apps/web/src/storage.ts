import { describeError, type Game, type Registry } from '@qi/core-search';
import { gameUi } from './games/index.js';
import { type GameState, newGameState } from './state/game.js';
import { parseSaved, parseShareHash, type SavedGame } from './state/persist.js';
import type { Players } from './state/players.js';
import { restore } from './state/restore.js';

const KEY = 'qi-web/game/v1';

export function saveGame(saved: SavedGame): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked (private mode): the game still plays, it just will not survive a reload.
  }
}

const defaultsOf = (id: string) => gameUi(id);

/**
 * The game to show on load: a shared link in the URL first (then the link is removed from the address
 * bar, so later reloads come from storage), else the saved game, else a fresh tic-tac-toe.
 * Problems are logged, never fatal: a broken save must not keep the app from starting.
 */
export function loadInitial(registry: Registry, defaultPlayers: (g: Game) => Players): GameState {
  const fallbackPlayers = (id: string): Players => {
    const g = registry.createGame(id);
    return g.ok ? defaultPlayers(g.value) : defaultPlayers(fresh().game);
  };
  const fresh = (): GameState => {
    const g = registry.createGame('tictactoe');
    if (!g.ok) throw new Error(describeError(g.error));
    const s = newGameState(g.value, { players: defaultPlayers(g.value) });
    if (!s.ok) throw new Error(describeError(s.error));
    return s.value;
  };
  const shared = parseShareHash(location.hash);
  if (shared) {
    history.replaceState(null, '', location.pathname + location.search);
    if (!shared.ok) console.warn(`shared link ignored: ${describeError(shared.error)}`);
    else {
      const r = restore(registry, defaultsOf, shared.value, fallbackPlayers);
      if (r.ok) return r.value;
      console.warn(`shared link ignored: ${describeError(r.error)}`);
    }
  }
  let text: string | null = null;
  try {
    text = localStorage.getItem(KEY);
  } catch {}
  if (text !== null) {
    const saved = parseSaved(text);
    const r = saved.ok ? restore(registry, defaultsOf, saved.value, fallbackPlayers) : saved;
    if (r.ok) return r.value;
    console.warn(`saved game ignored: ${describeError(r.error)}`);
  }
  return fresh();
}

const SETTINGS_KEY = 'qi-web/settings/v1';

/** Player settings that outlive a game (the clock, the AI-vs-AI speed): one JSON object of texts. */
export type SettingName = 'clock' | 'speed';

function readSettings(): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A saved setting's text, or `fallback` when there is none (or storage is blocked). */
export function loadSetting(name: SettingName, fallback: string): string {
  const v = readSettings()[name];
  return typeof v === 'string' ? v : fallback;
}

export function saveSetting(name: SettingName, value: string): void {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...readSettings(), [name]: value }));
  } catch {
    // Blocked storage: the setting lasts until the page closes.
  }
}
