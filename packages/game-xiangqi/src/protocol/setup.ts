import { err, type Game, ONGOING, ok, type QiError, type Result } from '@qi/core-search';
import { START_FEN } from '../fen.js';
import { type CoordinateSystem, parseCoordinates } from '../notation/coords.js';
import type { XiangqiPosition } from '../position.js';

export type SetupErrorCode = 'setup-bad-fen' | 'setup-bad-move';

/**
 * The position a GUI describes with `position … moves …`, history included so that search sees
 * repetitions (a position repeated in the history ends the game only at the rules' `repetitions`-th
 * occurrence, as the referee rules; the search judges its own cycles at once). The GUI owns the game:
 * when its moves run into a repetition or the no-capture limit that our rules would call the end, the
 * history is cut there (the position restarts from its FEN with a fresh clock), so the engine still
 * answers with a move instead of declaring the game over.
 */
export function setUpPosition(
  game: Game<XiangqiPosition>,
  fen: string | null,
  moves: readonly string[],
  system: CoordinateSystem,
): Result<XiangqiPosition, QiError<SetupErrorCode>> {
  const start = game.decode(fen ?? START_FEN);
  if (!start.ok) return err('setup-bad-fen', `bad FEN: ${start.error.message}`, start.error.code);
  let pos = restartIfOver(game, start.value);
  for (let i = 0; i < moves.length; i++) {
    const text = moves[i]!;
    const m = parseCoordinates(pos, text, system);
    if (!m.ok) return err('setup-bad-move', `move ${i + 1} "${text.slice(0, 12)}": ${m.error.message}`, i);
    pos.make(m.value);
    pos = restartIfOver(game, pos);
  }
  return ok(pos);
}

/** A position the rules would end by repetition or the move limit, restarted from its FEN with clock 0. */
function restartIfOver(game: Game<XiangqiPosition>, pos: XiangqiPosition): XiangqiPosition {
  if (pos.ruleOutcome() === ONGOING) return pos;
  const fields = pos.toFen().split(' ');
  fields[4] = '0';
  const fresh = game.decode(fields.join(' '));
  return fresh.ok ? fresh.value : pos;
}
