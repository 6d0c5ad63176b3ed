import { BLACK } from './geometry.js';

/**
 * Last good reply with forgetting (Baier & Drake, "The Power of Forgetting", 2010): for each colour
 * and each point the opponent just played, the reply that colour made to it in the last playout it
 * won. A lost playout forgets its replies (when they are still the stored ones). The playouts try the
 * stored reply to the last move before their shape step, so tactics that worked elsewhere in the tree
 * carry over. One memory per engine (it persists across its searches); points only, passes skipped.
 */
export class ReplyMemory {
  /** `reply[(colour − 1) · S + previous point]`: a point, or 0 for none. */
  readonly reply: Int32Array;
  /** The current playout's points (0 = pass), from `begin`. */
  private readonly seq: Int32Array;
  private length = 0;
  private startPrev = 0;
  private startSide = BLACK;

  constructor(
    private readonly S: number,
    maxPlayoutPlies: number,
  ) {
    this.reply = new Int32Array(2 * S);
    this.seq = new Int32Array(maxPlayoutPlies);
  }

  /** A playout starts: the point last played before it (0: none or a pass) and the side to move. */
  begin(prev: number, side: number): void {
    this.length = 0;
    this.startPrev = prev;
    this.startSide = side;
  }

  /** The playout's next move (0 for a pass); moves past the buffer are not learnt from. */
  push(p: number): void {
    if (this.length < this.seq.length) this.seq[this.length++] = p;
  }

  /** The stored reply of `side` to the opponent's move on `prev` (0 for none). */
  replyTo(side: number, prev: number): number {
    return this.reply[(side - 1) * this.S + prev]!;
  }

  /** The playout is over and `winner` (a colour) won it: keep its replies, forget the loser's. */
  learn(winner: number): void {
    const { reply, seq, S } = this;
    let prev = this.startPrev;
    let side = this.startSide;
    for (let i = 0; i < this.length; i++) {
      const p = seq[i]!;
      if (prev !== 0 && p !== 0) {
        const k = (side - 1) * S + prev;
        if (side === winner) reply[k] = p;
        else if (reply[k] === p) reply[k] = 0;
      }
      prev = p;
      side = 3 - side;
    }
  }
}
