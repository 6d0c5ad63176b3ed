import { ONGOING, type Player, type Rng } from '@qi/core-search';
import type { GomokuPosition } from './board.js';
import { T_B4, T_FIVE, T_FLEX4 } from './combos.js';

let scratch = new Int32Array(512);

/**
 * A fast tactical playout for MCTS: win with a five, block the opponent's five, play an open four,
 * answer the opponent's open-four point with a cell on its lines (nine times in ten), and otherwise
 * play a uniformly random empty cell within distance 2 of a stone. Renju black avoids cells that may
 * be forbidden while it has others. Mutates `pos` to the end of the game.
 */
export function playoutGame(pos: GomokuPosition, rng: Rng, played: Int32Array): number {
  const cells = pos.cells;
  if (scratch.length < cells) scratch = new Int32Array(cells);
  const { ctype, board, near, forbid } = pos;
  let n = 0;
  while (pos.outcome() === ONGOING) {
    const me = pos.toMove;
    const you = (1 - me) as Player;
    const mine = me * cells;
    const theirs = you * cells;
    const black = me === 0;
    let move = -1;
    if (pos.fiveCount(me) > 0) move = pos.firstFive(me);
    else if (pos.fiveCount(you) > 0) move = pos.firstFive(you);
    else if (pos.countOf(me, T_FLEX4) > 0) {
      for (let c = 0; c < cells && move < 0; c++)
        if (ctype[mine + c] === T_FLEX4 && !(black && forbid[c] === 1)) move = c;
    }
    if (move < 0) {
      let k = 0;
      if (pos.countOf(you, T_FLEX4) > 0 && rng.int(10) !== 0) {
        for (let c = 0; c < cells; c++)
          if (
            board[c] === 0 &&
            (ctype[theirs + c]! >= T_B4 || ctype[mine + c]! >= T_B4) &&
            !(black && forbid[c] === 1)
          )
            scratch[k++] = c;
      }
      if (k === 0)
        for (let c = 0; c < cells; c++)
          if (board[c] === 0 && near[c] !== 0 && !(black && forbid[c] === 1)) scratch[k++] = c;
      if (k === 0) for (let c = 0; c < cells; c++) if (board[c] === 0) scratch[k++] = c;
      move = scratch[rng.int(k)]!;
    }
    pos.make(move);
    played[n++] = move;
  }
  return n;
}

/**
 * MCTS priors as virtual visits: a five is a sure win, a forced block is the only sensible move,
 * renju black's forbidden cells lose, far-away cells are poor, and nearby cells are ranked by their
 * attack and defence values.
 */
export function priorsOf(
  pos: GomokuPosition,
  moves: Int32Array,
  count: number,
  value: Float32Array,
  weight: Float32Array,
): void {
  const me = pos.toMove;
  const you = (1 - me) as Player;
  const cells = pos.cells;
  const mine = me * cells;
  const theirs = you * cells;
  const theyHaveFive = pos.fiveCount(you) > 0;
  for (let i = 0; i < count; i++) {
    const c = moves[i]!;
    const t = pos.ctype[mine + c]!;
    let v: number;
    let w: number;
    if (t === T_FIVE) {
      v = 1;
      w = 200;
    } else if (theyHaveFive) {
      v = pos.ctype[theirs + c] === T_FIVE ? 0.5 : 0.01;
      w = 50;
    } else if (me === 0 && pos.forbid[c] === 1 && pos.isForbidden(c)) {
      v = 0;
      w = 200;
    } else if (t === T_FLEX4) {
      v = 0.95;
      w = 50;
    } else if (pos.near[c] === 0) {
      v = 0.2;
      w = 10;
    } else {
      const s = 3 * pos.cscore[mine + c]! + 2 * pos.cscore[theirs + c]!;
      v = 0.35 + (0.6 * s) / (s + 400);
      w = 10;
    }
    value[i] = v;
    weight[i] = w;
  }
}
