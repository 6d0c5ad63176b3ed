/**
 * A test-only game: take-away Nim. Players alternately take 1..`take` tokens from one heap; whoever
 * takes the last token wins. No evaluation and no null move: alpha-beta must solve it by depth.
 * Theory: the side to move loses exactly when heap % (take + 1) === 0. Not exported from the package.
 */
import {
  type Game,
  type GameMeta,
  type GamePlugin,
  ONGOING,
  type Outcome,
  outcomeOf,
  type Player,
  type Position,
} from '../../game.js';
import { resolveParams } from '../../params.js';
import { err, ok, type QiError, type Result } from '../../result.js';
import { zobristKeys } from '../../rng.js';
import { canonicalSpec } from '../../spec/canonical.js';

const MAX_HEAP = 64;
const KEYS = zobristKeys((MAX_HEAP + 2) * 2, 0x7a4e);
const SIDE = (MAX_HEAP + 1) * 2;
const A_WINS = outcomeOf('win', 0, 'took the last token');
const B_WINS = outcomeOf('win', 1, 'took the last token');

export class TakeawayPosition implements Position {
  heap: number;
  private side: Player;
  private readonly history: Int8Array;
  private count = 0;
  hashLo = 0;
  hashHi = 0;

  constructor(
    readonly take: number,
    heap: number,
    side: Player = 0,
  ) {
    this.heap = heap;
    this.side = side;
    this.history = new Int8Array(MAX_HEAP + 1);
    this.rehash();
  }

  private rehash(): void {
    this.hashLo = (KEYS[this.heap * 2]! ^ (this.side ? KEYS[SIDE]! : 0)) >>> 0;
    this.hashHi = (KEYS[this.heap * 2 + 1]! ^ (this.side ? KEYS[SIDE + 1]! : 0)) >>> 0;
  }

  get toMove(): Player {
    return this.side;
  }
  get ply(): number {
    return this.count;
  }

  /** Move m takes m + 1 tokens. */
  generate(out: Int32Array): number {
    const n = Math.min(this.take, this.heap);
    for (let i = 0; i < n; i++) out[i] = i;
    return n;
  }

  isLegal(move: number): boolean {
    return Number.isInteger(move) && move >= 0 && move < this.take && move + 1 <= this.heap;
  }

  make(move: number): void {
    this.history[this.count++] = move;
    this.heap -= move + 1;
    this.side = (1 - this.side) as Player;
    this.rehash();
  }

  unmake(): void {
    this.heap += this.history[--this.count]! + 1;
    this.side = (1 - this.side) as Player;
    this.rehash();
  }

  outcome(): Outcome {
    if (this.heap > 0) return ONGOING;
    // The previous mover took the last token.
    return this.side === 0 ? B_WINS : A_WINS;
  }

  clone(): this {
    const p = new TakeawayPosition(this.take, this.heap, this.side) as this;
    p.copyFrom(this);
    return p;
  }

  copyFrom(other: this): void {
    this.heap = other.heap;
    this.side = other.side;
    this.history.set(other.history);
    this.count = other.count;
    this.hashLo = other.hashLo;
    this.hashHi = other.hashHi;
  }
}

export const takeawayMeta: GameMeta = {
  id: 'takeaway',
  name: 'Take-away (test game)',
  description: 'Take 1..k tokens from a heap; taking the last one wins.',
  params: [
    { name: 'heap', type: 'int', default: 15, min: 1, max: MAX_HEAP, description: 'starting heap' },
    { name: 'take', type: 'int', default: 3, min: 1, max: 8, description: 'most tokens per move' },
    {
      name: 'evaluate',
      type: 'bool',
      default: false,
      description: 'offer a deliberately noisy evaluation (so fixed-depth scores depend on the depth)',
    },
  ],
};

export const takeaway: GamePlugin<TakeawayPosition> = {
  meta: takeawayMeta,
  create(raw = {}) {
    const r = resolveParams<{ heap: number; take: number; evaluate: boolean }>(
      'takeaway',
      takeawayMeta.params,
      raw,
    );
    if (!r.ok) return r;
    const { heap, take, evaluate } = r.value;
    const game: Game<TakeawayPosition> = {
      meta: takeawayMeta,
      info: {
        id: 'takeaway',
        moveIdLimit: take,
        maxMoves: take,
        maxPlies: heap,
        smallTree: true,
        drawsPossible: false,
      },
      params: r.value,
      spec: canonicalSpec('takeaway', takeawayMeta.params, r.value),
      initial: () => new TakeawayPosition(take, heap),
      decode: (text) => decodeTakeaway(take, heap, text),
      encode: (pos) => `${pos.heap} ${pos.toMove === 0 ? 'a' : 'b'}`,
      moveToString: (_pos, move) => String(move + 1),
      parseMove: (pos, text) => {
        const n = Number(text.trim());
        if (!Number.isInteger(n)) return err('move-syntax', `expected a token count, got "${text}"`, 0);
        return pos.isLegal(n - 1) ? ok(n - 1) : err('illegal-move', `cannot take ${n} now`, 0);
      },
    };
    if (evaluate) game.evaluate = evaluateTakeaway;
    return ok(game);
  },
};

/**
 * A pseudo-random score per (heap, side): a stand-in for a real evaluation whose fixed-depth minimax
 * values change with the depth. Positions transpose at different plies (1+2 = 2+1 = 3), which is
 * what makes TT depth handling visible.
 */
export function evaluateTakeaway(pos: TakeawayPosition): number {
  return ((pos.heap * 37 + pos.toMove * 11) % 23) - 11;
}

function decodeTakeaway(take: number, maxHeap: number, text: string): Result<TakeawayPosition, QiError> {
  const m = /^(\d+) ([ab])$/.exec(text.trim());
  if (!m) return err('takeaway-syntax', `expected "<heap> <a|b>", got "${text}"`, 0);
  const heap = Number(m[1]);
  if (heap > maxHeap) return err('takeaway-syntax', `heap ${heap} is above ${maxHeap}`, 0);
  return ok(new TakeawayPosition(take, heap, m[2] === 'a' ? 0 : 1));
}
