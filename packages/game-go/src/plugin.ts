import {
  canonicalSpec,
  createBrand,
  err,
  type Game,
  type GameMeta,
  type GamePlugin,
  ok,
  type Position,
  type QiError,
  type RawParams,
  type Result,
  resolveParams,
} from '@qi/core-search';
import { match } from 'ts-pattern';
import { GoPosition } from './board.js';
import { decodePosition, encodePosition } from './codec.js';
import { geometry } from './geometry.js';
import { ILLEGAL_REASONS, LEGAL } from './legality.js';
import { DEFAULT_POLICY, type PlayoutKnobs, type PlayoutPolicy, runPlayout } from './playout.js';
import { goPriors } from './priors.js';
import { DEFAULT_KOMI, type GoParams, type GoRules, goRules } from './rules.js';
import { type SgfGameErrorCode, type SgfGoGame, sgfToPosition } from './sgf/game.js';
import { parseVertex, vertexToString } from './vertex.js';

export const goMeta: GameMeta = {
  id: 'go',
  name: 'Go',
  description:
    'Go with area scoring (Tromp-Taylor / Chinese), positional superko, no suicide; sizes 2–19. ' +
    'The game ends after two passes or at 3 × size² plies, and is then scored.',
  params: [
    { name: 'size', type: 'int', default: 19, min: 2, max: 19, description: 'board size (lines)' },
    {
      name: 'komi',
      type: 'number',
      default: DEFAULT_KOMI,
      min: -1000,
      max: 1000,
      description: "points added to White's area (an integer komi allows draws)",
    },
    {
      name: 'superko',
      type: 'enum',
      default: 'positional',
      values: ['positional', 'situational', 'none'],
      description: 'repetition rule on top of simple ko',
    },
    {
      name: 'suicide',
      type: 'bool',
      default: false,
      description: 'allow suicide (Tromp-Taylor, New Zealand)',
    },
    {
      name: 'playoutPolicy',
      type: 'enum',
      default: 'default',
      values: ['default', 'uniform'],
      description:
        'MCTS playouts: captures/atari escapes/3×3 patterns, or uniform random (both never fill own eyes)',
    },
  ],
};

/** A configured Go game: the contract plus the rules its positions play by. */
export interface GoGame extends Game<GoPosition> {
  readonly rules: GoRules;
  readonly policy: PlayoutPolicy;
  /** Knowledge switches of the default playouts and the priors (engine options). */
  readonly knobs: PlayoutKnobs;
  /** The same game with other knowledge switches (what an engine's options ask for). */
  withKnobs(knobs: PlayoutKnobs): GoGame;
}

export type GoMoveErrorCode = 'go-vertex' | 'go-illegal';

/** The Go game plugin: register it explicitly in a `Registry`. */
/** The plugin type: `create` returns the Go-specific game (with its rules). */
export interface GoPlugin extends GamePlugin<GoPosition> {
  create(raw?: RawParams): Result<GoGame, QiError>;
}

export const go: GoPlugin = {
  meta: goMeta,
  create(raw = {}) {
    const params = resolveParams<GoParams>('go', goMeta.params, raw);
    if (!params.ok) return params;
    return ok(makeGoGame(params.value));
  },
};

/** Marks the Go games this package creates (its engine plays exactly those). */
export const goGames = createBrand<GoGame>();
export const isGoGame = (game: Game<Position>): game is GoGame => goGames.is(game);

/** Builds the game object for resolved parameters. */
export function makeGoGame(params: GoParams, knobs: PlayoutKnobs = DEFAULT_POLICY): GoGame {
  const { size, komi, playoutPolicy } = params;
  const rules = goRules(params);
  const geo = geometry(size);
  const game: GoGame = {
    meta: goMeta,
    info: {
      id: 'go',
      moveIdLimit: geo.passId + 1,
      maxMoves: geo.passId + 1,
      maxPlies: rules.maxPlies,
      smallTree: false,
      drawsPossible: Number.isInteger(komi),
    },
    params: { ...params },
    spec: goSpec(params),
    rules,
    policy: playoutPolicy,
    knobs,
    withKnobs: (k) => makeGoGame(params, k),
    initial: () => new GoPosition(geo, rules),
    decode(text) {
      if (text.trimStart().startsWith('(')) {
        // Komi and the other options come from this game, not from the file.
        const r = sgfToPosition(text, params);
        if (!r.ok) return r;
        const pos = new GoPosition(geo, rules);
        pos.copyFrom(r.value.position);
        return ok(pos);
      }
      return decodePosition(text, rules);
    },
    encode: encodePosition,
    moveToString: (_pos, move) => vertexToString(size, move),
    parseMove(pos, text): Result<number, QiError<GoMoveErrorCode>> {
      const v = parseVertex(size, text);
      if (!v.ok) return v;
      const why = pos.whyIllegal(v.value);
      if (why !== LEGAL)
        return err(
          'go-illegal',
          `${vertexToString(size, v.value)} is not legal: ${ILLEGAL_REASONS[why]}`,
          text,
        );
      return ok(v.value);
    },
    margin: (pos) => pos.lead(),
    playout: (pos, rng, played) => runPlayout(pos, rng, played, playoutPolicy, pos.rules.maxPlies, knobs),
    priors: (pos, moves, count, value, weight) => goPriors(pos, moves, count, value, weight, knobs),
  };
  return goGames.mark(game);
}

/** Canonical spec text: the parameters that differ from the defaults (`go(size=9)`). */
export function goSpec(params: GoParams): string {
  return canonicalSpec('go', goMeta.params, params);
}

/**
 * Loads an SGF game (main line) as a game plus its final position: size and komi from the file
 * unless `params` set them; superko, suicide and the playout policy from `params` or the defaults.
 */
export function loadSgf(
  text: string,
  params: Partial<GoParams> = {},
): Result<
  SgfGoGame & { readonly game: GoGame },
  QiError<SgfGameErrorCode | 'unknown-param' | 'bad-param-value'>
> {
  const r = sgfToPosition(text, params);
  if (!r.ok) return r;
  const resolved = resolveParams<GoParams>('go', goMeta.params, {
    ...params,
    size: r.value.rules.size,
    komi: r.value.rules.komi,
  });
  if (!resolved.ok) return resolved;
  const game = makeGoGame(resolved.value);
  const position = game.initial();
  position.copyFrom(r.value.position);
  return ok({ ...r.value, game, position });
}

/** The superko rule as text for SGF `RU` and protocol messages. */
export function rulesName(rules: GoRules): string {
  return match(rules.superko)
    .with('positional', () => (rules.suicide ? 'Tromp-Taylor' : 'Chinese'))
    .with('situational', () => 'Chinese (situational superko)')
    .with('none', () => 'Chinese (simple ko)')
    .exhaustive();
}
