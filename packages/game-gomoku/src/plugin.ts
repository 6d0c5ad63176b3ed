import {
  canonicalSpec,
  createBrand,
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
import { GomokuPosition } from './board.js';
import { cellName, decodePosition, encodePosition, parseMoveText } from './codec.js';
import { boardConfig } from './config.js';
import { evaluatePosition, tacticalMovesOf, threatExtension } from './evaluate.js';
import { playoutGame, priorsOf } from './playout.js';
import { MAX_SIZE, MIN_SIZE, RULES, type Rule } from './rules.js';

export const gomokuMeta: GameMeta = {
  id: 'gomoku',
  name: 'Gomoku',
  description:
    'Five in a row on a square board (5–22, default 15); black moves first. Rules: freestyle (five or more wins), standard (exactly five), renju (black: exactly five, double-three, double-four and overline forbidden and lose).',
  params: [
    {
      name: 'size',
      type: 'int',
      default: 15,
      min: MIN_SIZE,
      max: MAX_SIZE,
      description: 'board size (10, 15, 19 …)',
    },
    {
      name: 'rule',
      type: 'enum',
      default: 'freestyle',
      values: RULES,
      description: 'freestyle: five or more wins; standard: exactly five; renju: black restricted',
    },
  ],
};

export type GomokuParams = { size: number; rule: Rule };

/** A configured Gomoku game; `candidates` is the pruned, ordered move list searchers may use. */
export type GomokuGame = Game<GomokuPosition> & {
  readonly size: number;
  readonly rule: Rule;
  candidates(pos: GomokuPosition, out: Int32Array): number;
};

/** The Gomoku plugin: `gomoku(size=15,rule=standard)`. Register it explicitly in a `Registry`. */
export const gomoku: GamePlugin<GomokuPosition> & {
  create(raw?: RawParams): Result<GomokuGame, QiError>;
} = {
  meta: gomokuMeta,
  create: (raw = {}) => createGomoku(raw),
};

/** Marks the games this plugin creates (the Gomoku engine plays exactly those). */
const gomokuGames = createBrand<GomokuGame>();
export const isGomokuGame = (game: Game<Position>): game is GomokuGame => gomokuGames.is(game);

export function createGomoku(raw: RawParams = {}): Result<GomokuGame, QiError> {
  const params = resolveParams<GomokuParams>('gomoku', gomokuMeta.params, raw);
  if (!params.ok) return params;
  const { size, rule } = params.value;
  const config = boardConfig(size, rule);
  const empty = new GomokuPosition(config);
  const cells = size * size;
  const game: GomokuGame = {
    meta: gomokuMeta,
    size,
    rule,
    info: {
      id: 'gomoku',
      moveIdLimit: cells,
      maxMoves: cells,
      maxPlies: cells,
      smallTree: false,
      drawsPossible: true,
    },
    params: params.value,
    spec: canonicalSpec('gomoku', gomokuMeta.params, params.value),
    initial: () => empty.clone(),
    decode: (text) => decodePosition(config, text),
    encode: encodePosition,
    moveToString: (_pos, move) => cellName(size, move),
    parseMove: parseMoveText,
    evaluate: evaluatePosition,
    tacticalMoves: tacticalMovesOf,
    extension: threatExtension,
    candidates: (pos, out) => pos.candidates(out),
    playout: playoutGame,
    priors: priorsOf,
  };
  return ok(gomokuGames.mark(game));
}
