import type { Game, Position } from '../game.js';
import type { Registry } from '../registry.js';
import { hashText } from './checks.js';

/** `create(game.spec)` gives the same spec, the same initial position and the same initial hash. */
export function checkSpecRoundTrip<P extends Position>(registry: Registry, game: Game<P>): string[] {
  const again = registry.createGame(game.spec);
  if (!again.ok) return [`its own spec "${game.spec}" does not create a game: ${again.error.message}`];
  const failures: string[] = [];
  const g = again.value;
  if (g.spec !== game.spec) failures.push(`spec "${game.spec}" creates a game whose spec is "${g.spec}"`);
  const a = game.initial();
  const b = g.initial();
  if (g.encode(b) !== game.encode(a))
    failures.push(`spec "${game.spec}" starts from "${g.encode(b)}", not "${game.encode(a)}"`);
  if (hashText(a) !== hashText(b)) failures.push(`spec "${game.spec}" gives another initial hash`);
  if (JSON.stringify(g.params) !== JSON.stringify(game.params))
    failures.push(`spec "${game.spec}" resolves to other parameters`);
  return failures;
}
