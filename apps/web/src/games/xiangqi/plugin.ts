import { type GamePlugin, ok } from '@qi/core-search';
import { createXiangqiEngineGame, type XiangqiPosition, xiangqiMeta } from '@qi/game-xiangqi';

/**
 * Xiangqi as the app offers it: the plugin's rules plus the package's engine capabilities (evaluation,
 * tactical moves, check extension, null-move guard), so alpha-beta can play it too. Same id, parameters
 * and specs as the plain plugin, so saves and shared links are interchangeable.
 */
export const xiangqiWithEngine: GamePlugin<XiangqiPosition> = {
  meta: xiangqiMeta,
  create(raw = {}) {
    const r = createXiangqiEngineGame({ rules: raw });
    return r.ok ? ok(r.value.game) : r;
  },
};
