import {
  canonicalSpec,
  createBrand,
  type Game,
  type GameMeta,
  type GamePlugin,
  ok,
  type Position,
  resolveParams,
} from '@qi/core-search';
import { Connect4Position } from './board.js';
import { columnName, decodeBoard, encodeBoard, parseColumn } from './codec.js';
import { evaluate, tacticalMoves } from './eval.js';
import { MAX_SIZE, MIN_SIZE, makeGeometry } from './geometry.js';
import { type PlayoutPolicy, playout } from './playout.js';

export const connect4Meta: GameMeta = {
  id: 'connect4',
  name: 'Connect Four',
  description:
    'Drop stones into columns; four in a row horizontally, vertically or diagonally wins. x moves first.',
  params: [
    { name: 'width', type: 'int', default: 7, min: MIN_SIZE, max: MAX_SIZE, description: 'columns' },
    { name: 'height', type: 'int', default: 6, min: MIN_SIZE, max: MAX_SIZE, description: 'rows' },
    {
      name: 'playout',
      type: 'enum',
      default: 'tactical',
      values: ['tactical', 'uniform'],
      description: 'MCTS playout policy: take wins and block threats, or uniformly random',
    },
  ],
};

type Connect4Params = { width: number; height: number; playout: PlayoutPolicy };

/** Marks the games this plugin creates: its own engine plays exactly those. */
const connect4Games = createBrand<Game<Connect4Position>>();
export const isConnect4Game = (game: Game<Position>): game is Game<Connect4Position> =>
  connect4Games.is(game);

/** The Connect Four game plugin: register it explicitly in a `Registry`. Spec: `connect4(width=7,height=6)`. */
export const connect4: GamePlugin<Connect4Position> = {
  meta: connect4Meta,
  create(raw = {}) {
    const resolved = resolveParams<Connect4Params>('connect4', connect4Meta.params, raw);
    if (!resolved.ok) return resolved;
    const params = resolved.value;
    const geo = makeGeometry(params.width, params.height);
    const game: Game<Connect4Position> = {
      meta: connect4Meta,
      info: {
        id: 'connect4',
        moveIdLimit: geo.width,
        maxMoves: geo.width,
        maxPlies: geo.cells,
        smallTree: false,
        drawsPossible: true,
      },
      params,
      spec: canonicalSpec('connect4', connect4Meta.params, params),
      initial: () => new Connect4Position(geo),
      decode: (text) => decodeBoard(geo, text),
      encode: encodeBoard,
      moveToString: (_pos, move) => columnName(move),
      parseMove: parseColumn,
      evaluate,
      tacticalMoves,
      playout: (pos, rng, played) => playout(pos, rng, played, params.playout),
    };
    return ok(connect4Games.mark(game));
  },
};
