import type { Game, Position } from '../game.js';

/**
 * What a game offers beyond the required contract. Derived from the methods that are present (on the
 * game, and on its initial position for position-level hooks), never declared by hand, so a flag can
 * never disagree with the code.
 */
export interface Capabilities {
  readonly evaluate: boolean;
  readonly tacticalMoves: boolean;
  /** Game.tacticalAmong (with tacticalMoves). */
  readonly tacticalAmong: boolean;
  /** Game.isTactical (with tacticalMoves). */
  readonly isTactical: boolean;
  readonly candidates: boolean;
  readonly extension: boolean;
  readonly pathDependent: boolean;
  readonly nullMoveAllowed: boolean;
  readonly playout: boolean;
  readonly priors: boolean;
  readonly perft: boolean;
  /** Position.inCheck. */
  readonly inCheck: boolean;
  /** Position.givesCheck. */
  readonly givesCheck: boolean;
  /** Position.makeNull and Position.unmakeNull (both or neither). */
  readonly nullMove: boolean;
}

export type Capability = keyof Capabilities;

const cache = new WeakMap<object, Capabilities>();

/** The capabilities of `game`, derived once per game object. */
export function capabilitiesOf<P extends Position>(game: Game<P>): Capabilities {
  const known = cache.get(game);
  if (known) return known;
  const pos: Position = game.initial();
  const caps: Capabilities = {
    evaluate: typeof game.evaluate === 'function',
    tacticalMoves: typeof game.tacticalMoves === 'function',
    tacticalAmong: typeof game.tacticalAmong === 'function' && typeof game.tacticalMoves === 'function',
    isTactical: typeof game.isTactical === 'function' && typeof game.tacticalMoves === 'function',
    candidates: typeof game.candidates === 'function',
    extension: typeof game.extension === 'function',
    pathDependent: typeof game.pathDependent === 'function',
    nullMoveAllowed: typeof game.nullMoveAllowed === 'function',
    playout: typeof game.playout === 'function',
    priors: typeof game.priors === 'function',
    perft: typeof game.perft === 'function',
    inCheck: typeof pos.inCheck === 'function',
    givesCheck: typeof pos.givesCheck === 'function' && typeof pos.inCheck === 'function',
    nullMove: typeof pos.makeNull === 'function' && typeof pos.unmakeNull === 'function',
  };
  cache.set(game, caps);
  return caps;
}

/** The names of the capabilities `game` has, for listings (`qi list`). */
export function capabilityNames<P extends Position>(game: Game<P>): Capability[] {
  const caps = capabilitiesOf(game);
  return (Object.keys(caps) as Capability[]).filter((k) => caps[k]);
}
