import { type GamePlugin, ok } from '@qi/core-search';
import { xiangqiMeta } from '../plugin.js';
import type { XiangqiPosition } from '../position.js';
import { createXiangqiEngineGame } from './game.js';

/**
 * Xiangqi as apps register it: the plugin's rules plus the engine's capabilities (evaluation, tactical
 * moves, check extension, null-move guard, path-dependent repetition scores), so alpha-beta can play it.
 * Same id, parameters and position text as the plain `xiangqi` plugin.
 */
export const xiangqiWithEngine: GamePlugin<XiangqiPosition> = {
  meta: xiangqiMeta,
  create(raw = {}) {
    const r = createXiangqiEngineGame({ rules: raw });
    return r.ok ? ok(r.value.game) : r;
  },
};
