import type { GoRules, SuperkoRule } from './board.js';
import type { PlayoutPolicy } from './playout.js';

/** Komi by default: 7.5, the Chinese-rules value (area scoring), so no game is drawn. */
export const DEFAULT_KOMI = 7.5;

/** The plugin's parameters, resolved. */
export interface GoParams {
  size: number;
  komi: number;
  superko: SuperkoRule;
  suicide: boolean;
  playoutPolicy: PlayoutPolicy;
  [key: string]: number | boolean | string;
}

export const DEFAULT_PARAMS: Readonly<GoParams> = {
  size: 19,
  komi: DEFAULT_KOMI,
  superko: 'positional',
  suicide: false,
  playoutPolicy: 'default',
};

/** The rules a game with these parameters plays by; the ply limit is 3 × size². */
export function goRules(params: Pick<GoParams, 'size' | 'komi' | 'superko' | 'suicide'>): GoRules {
  return {
    size: params.size,
    komi: params.komi,
    superko: params.superko,
    suicide: params.suicide,
    maxPlies: 3 * params.size * params.size,
  };
}
