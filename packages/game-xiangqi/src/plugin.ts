import {
  canonicalSpec,
  type Game,
  type GameMeta,
  type GamePlugin,
  ok,
  type QiError,
  type Result,
  resolveParams,
} from '@qi/core-search';
import { parseFen, START_FEN } from './fen.js';
import { MOVE_ID_LIMIT } from './geometry.js';
import { formatMove, NOTATIONS, type Notation, parseMoveText } from './notation/index.js';
import { perft } from './perft.js';
import { XiangqiPosition, type XiangqiRules } from './position.js';

export const xiangqiMeta: GameMeta = {
  id: 'xiangqi',
  name: 'Xiangqi',
  description:
    'Chinese chess on a 9×10 board; Red moves first. Stalemate loses; perpetual check and perpetual chase lose; ' +
    'other repetitions and 60 moves without a capture draw.',
  params: [
    {
      name: 'notation',
      type: 'enum',
      default: 'iccs',
      values: NOTATIONS,
      description: 'move text: iccs (h2e2), uci (ranks 1-10, h3e3), wxf (C2.5) or chinese (炮二平五)',
    },
    {
      name: 'moveLimit',
      type: 'int',
      default: 120,
      min: 10,
      max: 1000,
      description: 'plies without a capture that draw the game (120 = the 60-move rule)',
    },
    {
      name: 'repetitions',
      type: 'int',
      default: 2,
      min: 2,
      max: 5,
      description:
        'occurrences of a position that end the game by the repetition rules (2 = the first repeat)',
    },
  ],
};

export interface XiangqiParams extends Record<string, string | number | boolean> {
  notation: Notation;
  moveLimit: number;
  repetitions: number;
}

/** Upper bound on legal moves: two chariots and two cannons (17 each), horses, elephants, advisors, general, soldiers. */
const MAX_MOVES = 128;

/** The Xiangqi game plugin: register it explicitly in a `Registry`. */
export const xiangqi: GamePlugin<XiangqiPosition> = {
  meta: xiangqiMeta,
  create(raw = {}) {
    const resolved = resolveParams<XiangqiParams>('xiangqi', xiangqiMeta.params, raw);
    if (!resolved.ok) return resolved;
    const params = resolved.value;
    const rules: XiangqiRules = { moveLimit: params.moveLimit, repetitions: params.repetitions };
    const decode = (text: string): Result<XiangqiPosition, QiError> => {
      const setup = parseFen(text);
      return setup.ok ? ok(XiangqiPosition.fromSetup(setup.value, rules)) : setup;
    };
    const start = parseFen(START_FEN);
    if (!start.ok) return start;
    const game: Game<XiangqiPosition> = {
      meta: xiangqiMeta,
      info: {
        id: 'xiangqi',
        moveIdLimit: MOVE_ID_LIMIT,
        maxMoves: MAX_MOVES,
        // Each capture-free stretch ends by the move limit, and at most 30 pieces can be captured.
        maxPlies: 31 * params.moveLimit,
        smallTree: false,
        drawsPossible: true,
      },
      params,
      spec: canonicalSpec('xiangqi', xiangqiMeta.params, params),
      initial: () => XiangqiPosition.fromSetup(start.value, rules),
      decode,
      encode: (pos) => pos.toFen(),
      moveToString: (pos, move) => formatMove(pos, move, params.notation),
      parseMove: (pos, text) => parseMoveText(pos, text, params.notation),
      tacticalMoves: (pos, out) => pos.generateCaptures(out),
      perft: (pos, depth) => perft(pos, depth),
    };
    return ok(game);
  },
};
