import { type Outcome, outcomeOf } from '@qi/core-search';

// Looked up once: outcomeOf builds a key string on every call, and playouts end in an outcome.
const BLACK_AREA = outcomeOf('win', 0, 'area score');
const WHITE_AREA = outcomeOf('win', 1, 'area score');
const DRAW_AREA = outcomeOf('draw', 'area score');
const BLACK_LIMIT = outcomeOf('win', 0, 'area score at the ply limit');
const WHITE_LIMIT = outcomeOf('win', 1, 'area score at the ply limit');
const DRAW_LIMIT = outcomeOf('draw', 'area score at the ply limit');

/**
 * The outcome of a finished game from Black's area lead after komi (`lead`); `atLimit` when it
 * ended at the ply limit rather than by two passes.
 */
export function areaOutcome(lead: number, atLimit: boolean): Outcome {
  if (lead > 0) return atLimit ? BLACK_LIMIT : BLACK_AREA;
  if (lead < 0) return atLimit ? WHITE_LIMIT : WHITE_AREA;
  return atLimit ? DRAW_LIMIT : DRAW_AREA;
}
