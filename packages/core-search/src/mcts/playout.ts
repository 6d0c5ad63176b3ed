import type { Game, Outcome, Position } from '../game.js';
import type { Rng } from '../rng.js';

/** Reward for player 0 of a finished game: 1 win, 0.5 draw, 0 loss. */
export function outcomeReward0(o: Outcome): number {
  if (o.kind === 'draw') return 0.5;
  if (o.kind === 'win') return o.winner === 0 ? 1 : 0;
  return 0.5;
}

/**
 * The reward for player 0 of the finished `pos`: the outcome's, and with a score bonus `bonus` > 0
 * and a game margin, (1 − bonus) · outcome + bonus · 1/(1+e^(−margin/scale)). A win still scores
 * above every loss (bonus ≤ 0.5), and among wins the larger ones score higher.
 */
export function finalReward0<P extends Position>(
  game: Game<P>,
  pos: P,
  o: Outcome,
  bonus: number,
  scale: number,
): number {
  const r = outcomeReward0(o);
  if (bonus === 0 || game.margin === undefined) return r;
  return (1 - bonus) * r + bonus / (1 + Math.exp(-game.margin(pos) / scale));
}

/**
 * The default policy: plays a game out from a leaf, recording the moves and their players (for
 * AMAF), and scores the end for player 0. Uses the game's own `playout` when it has one and the
 * option asks for it (players are then assumed to alternate, for AMAF only); else uniform random
 * moves through `generate`, stopping after `maxPlies`. A game that has not ended scores as a draw,
 * or, with `cutoff=evaluate` and a game evaluation, as the logistic 1/(1+e^(-eval/evalScale)).
 */
export class PlayoutRunner<P extends Position> {
  /** Moves of the last playout and who played them. */
  readonly moves: Int32Array;
  readonly players: Uint8Array;
  length = 0;
  private readonly buffer: Int32Array;

  constructor(
    private readonly game: Game<P>,
    private readonly useGamePlayout: boolean,
    private readonly useEvaluate: boolean,
    private readonly evalScale: number,
    /** The score bonus (`finalReward0`): its share of the reward and its scale. */
    private readonly scoreBonus = 0,
    private readonly scoreScale = 1,
  ) {
    // The game's playout writes up to a whole game; margin for games that count plies loosely.
    this.moves = new Int32Array(game.info.maxPlies + 64);
    this.players = new Uint8Array(game.info.maxPlies + 64);
    this.buffer = new Int32Array(game.info.maxMoves);
  }

  /** Plays `pos` (a scratch copy) forward and returns the reward for player 0. */
  run(pos: P, rng: Rng, maxPlies: number): number {
    const moves = this.moves;
    const players = this.players;
    if (this.useGamePlayout && this.game.playout) {
      const first = pos.toMove;
      const n = this.game.playout(pos, rng, moves);
      const len = Math.min(n, moves.length);
      for (let i = 0; i < len; i++) players[i] = first ^ (i & 1);
      this.length = len;
    } else {
      const buf = this.buffer;
      let len = 0;
      while (len < maxPlies && pos.outcome().kind === 'ongoing') {
        const n = pos.generate(buf);
        if (n === 0) break;
        const m = buf[rng.int(n)]!;
        players[len] = pos.toMove;
        moves[len++] = m;
        pos.make(m);
      }
      this.length = len;
    }
    const o = pos.outcome();
    if (o.kind !== 'ongoing') return finalReward0(this.game, pos, o, this.scoreBonus, this.scoreScale);
    if (this.useEvaluate && this.game.evaluate) {
      const p = 1 / (1 + Math.exp(-this.game.evaluate(pos) / this.evalScale));
      return pos.toMove === 0 ? p : 1 - p;
    }
    return 0.5;
  }
}
