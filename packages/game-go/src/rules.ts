import type { PlayoutPolicy } from './playout.js';

export type SuperkoRule = 'positional' | 'situational' | 'none';

/** The rules one game instance plays by (resolved from the plugin's parameters). */
export interface GoRules {
  readonly size: number;
  /** Points added to White's area score. */
  readonly komi: number;
  /** `positional`: no move may recreate any earlier board; `situational`: nor the same board with the same side to move; `none`: only simple ko. */
  readonly superko: SuperkoRule;
  /** Allow multi-stone (and single-stone) suicide, as Tromp-Taylor and New Zealand rules do. */
  readonly suicide: boolean;
  /** The game ends and is scored when a position has played this many plies (3 × size²). */
  readonly maxPlies: number;
}

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
