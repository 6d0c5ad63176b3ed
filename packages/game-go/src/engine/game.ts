import { GoPosition } from '../board.js';
import { geometry } from '../geometry.js';
import { DEFAULT_POLICY, type PlayoutKnobs, runPlayout } from '../playout.js';
import { type GoGame, goGames, makeGoGame } from '../plugin.js';
import type { GoParams } from '../rules.js';

/** Plies a playout may add beyond the position it starts from (3 × size², as in the rules). */
const playoutPlies = (size: number) => 3 * size * size;

/**
 * The game an engine plays: the plugin's Go, except that a real game may run far longer than the
 * plugin's 3 × size² plies (long ko fights, both sides playing on after passes): the ply limit is
 * 20 × size², and each playout runs at most 3 × size² plies beyond its start (a playout cut off
 * there scores as a draw, which in practice never happens: playouts end by two passes).
 */
export function engineGame(params: GoParams, knobs: PlayoutKnobs = DEFAULT_POLICY): GoGame {
  const base = makeGoGame(params, knobs);
  const size = params.size;
  const maxPlies = 20 * size * size;
  const rules = { ...base.rules, maxPlies };
  const geo = geometry(size);
  const policy = base.policy;
  return goGames.mark({
    ...base,
    info: { ...base.info, maxPlies },
    withKnobs: (k) => engineGame(params, k),
    rules,
    initial: () => new GoPosition(geo, rules),
    playout: (pos, rng, played) =>
      runPlayout(pos, rng, played, policy, pos.plyCount + playoutPlies(size), knobs),
  });
}
