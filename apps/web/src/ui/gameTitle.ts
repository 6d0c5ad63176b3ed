import type { Game } from '@qi/core-search';

/**
 * A header a player can read: "Go · 9×9 · komi 6.5", "Gomoku · 15×15 · renju". The board size is always
 * shown; other parameters only when they differ from the game's defaults (a rule by its value alone).
 */
export function gameTitle(game: Game): string {
  const parts = [game.meta.name];
  for (const spec of game.meta.params) {
    const v = game.params[spec.name];
    if (v === undefined) continue;
    if (spec.name === 'size') parts.push(`${v}×${v}`);
    else if (v === spec.default) continue;
    else if (spec.name === 'rule') parts.push(String(v));
    else parts.push(`${spec.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} ${v}`);
  }
  return parts.join(' · ');
}
