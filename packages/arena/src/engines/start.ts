import type { Position } from '@qi/core-search';
import type { MoveRequest } from '../player.js';
import { EngineError } from './process.js';

/** The request's start position (before any history move), decoded from its text. */
export function startPosition<P extends Position>(req: MoveRequest<P>): P {
  const r = req.game.decode(req.start);
  if (!r.ok) throw new EngineError(`cannot read the start position: ${r.error.message}`);
  return r.value;
}
