/**
 * Property test: thousands of seeded random games played by GoPosition and by a slow, obviously
 * correct reference written here (flood fills on a plain array, a Set of every earlier board for
 * superko). Every ply compares the legal move sets and the boards; every end compares the score.
 */
import { Rng, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { GoPosition } from './board.js';
import { encodePosition } from './codec.js';
import { go } from './plugin.js';

type Superko = 'positional' | 'situational' | 'none';

/** The reference: a board as an array of 0/1/2 in move-id order, history as strings. */
class Reference {
  board: number[];
  toMove = 1;
  passes = 0;
  plies = 0;
  /** How often each board (and side) has been seen so far, for superko. */
  private seen = new Map<string, number>();
  /** Board before each ply (for simple ko and undo) and the key the ply added to `seen`. */
  private undo: { board: number[]; toMove: number; passes: number; key: string }[] = [];

  constructor(
    readonly n: number,
    readonly superko: Superko,
    readonly suicide: boolean,
  ) {
    this.board = new Array(n * n).fill(0);
    this.see(this.key(this.board, this.toMove), 1);
  }

  private see(key: string, delta: number): void {
    const count = (this.seen.get(key) ?? 0) + delta;
    if (count === 0) this.seen.delete(key);
    else this.seen.set(key, count);
  }

  key(board: number[], side: number): string {
    return this.superko === 'situational' ? `${board.join('')}:${side}` : board.join('');
  }

  neighbours(i: number): number[] {
    const { n } = this;
    const x = i % n;
    const y = Math.floor(i / n);
    const out: number[] = [];
    if (x > 0) out.push(i - 1);
    if (x < n - 1) out.push(i + 1);
    if (y > 0) out.push(i - n);
    if (y < n - 1) out.push(i + n);
    return out;
  }

  /** The group containing i and whether it has a liberty (plain flood fill). */
  group(board: number[], i: number): { stones: number[]; free: boolean } {
    const color = board[i]!;
    const stones = [i];
    const seen = new Set([i]);
    let free = false;
    for (let k = 0; k < stones.length; k++)
      for (const j of this.neighbours(stones[k]!)) {
        if (board[j] === 0) free = true;
        else if (board[j] === color && !seen.has(j)) {
          seen.add(j);
          stones.push(j);
        }
      }
    return { stones, free };
  }

  /** The board after `side` plays i, or null if that is suicide and suicide is not allowed. */
  result(i: number, side: number): number[] | null {
    const b = [...this.board];
    b[i] = side;
    let captured = false;
    for (const j of this.neighbours(i))
      if (b[j] === 3 - side) {
        const g = this.group(b, j);
        if (!g.free) {
          for (const s of g.stones) b[s] = 0;
          captured = true;
        }
      }
    if (!captured) {
      const own = this.group(b, i);
      if (!own.free) {
        if (!this.suicide) return null;
        for (const s of own.stones) b[s] = 0;
      }
    }
    return b;
  }

  over(maxPlies: number): boolean {
    return this.passes >= 2 || this.plies >= maxPlies;
  }

  legal(i: number): boolean {
    if (i === this.n * this.n) return true;
    if (this.board[i] !== 0) return false;
    const b = this.result(i, this.toMove);
    if (!b) return false;
    if (this.superko === 'none') {
      // Simple ko: a capture may not bring back the board from before the opponent's last move.
      const before = this.undo[this.undo.length - 1];
      const captures = b.some((v, j) => v === 0 && this.board[j] !== 0);
      return !(captures && before && before.board.join('') === b.join(''));
    }
    return !this.seen.has(this.key(b, 3 - this.toMove));
  }

  play(i: number): void {
    const before = { board: this.board, toMove: this.toMove, passes: this.passes, key: '' };
    if (i === this.n * this.n) this.passes++;
    else {
      this.board = this.result(i, this.toMove)!;
      this.passes = 0;
    }
    this.toMove = 3 - this.toMove;
    this.plies++;
    before.key = this.key(this.board, this.toMove);
    this.see(before.key, 1);
    this.undo.push(before);
  }

  unplay(): void {
    const u = this.undo.pop()!;
    this.see(u.key, -1);
    this.board = u.board;
    this.toMove = u.toMove;
    this.passes = u.passes;
    this.plies--;
  }

  /** Tromp-Taylor: stones plus empty regions that reach only one colour. */
  score(): number {
    let s = 0;
    const done = new Set<number>();
    for (let i = 0; i < this.board.length; i++) {
      const v = this.board[i]!;
      if (v === 1) s++;
      else if (v === 2) s--;
      else if (!done.has(i)) {
        const region = [i];
        done.add(i);
        let reach = 0;
        for (let k = 0; k < region.length; k++)
          for (const j of this.neighbours(region[k]!)) {
            if (this.board[j] === 0) {
              if (!done.has(j)) {
                done.add(j);
                region.push(j);
              }
            } else reach |= this.board[j]!;
          }
        if (reach === 1) s += region.length;
        else if (reach === 2) s -= region.length;
      }
    }
    return s;
  }

  text(): string {
    const rows: string[] = [];
    for (let y = 0; y < this.n; y++)
      rows.push(
        this.board
          .slice(y * this.n, (y + 1) * this.n)
          .map((v) => '.xo'[v])
          .join(''),
      );
    return rows.join('/');
  }
}

/** The board part of the position text, with runs of empties spelled out as dots. */
function boardText(pos: GoPosition): string {
  return encodePosition(pos)
    .split(' ')[0]!
    .replace(/\d+/g, (d) => '.'.repeat(Number(d)));
}

function playRandomGames(size: number, superko: Superko, suicide: boolean, games: number, seed: number) {
  const game = unwrap(go.create({ size, superko, suicide, komi: 0.5 }));
  const rng = new Rng(seed);
  const moves = new Int32Array(game.info.maxMoves);
  const passId = size * size;
  const stats = { plies: 0, captures: 0, superkoBlocks: 0, passEnds: 0, suicides: 0, undos: 0 };
  for (let g = 0; g < games; g++) {
    const pos = game.initial();
    const ref = new Reference(size, superko, suicide);
    while (!ref.over(game.info.maxPlies)) {
      expect(pos.outcome().kind).toBe('ongoing');
      const n = pos.generate(moves);
      const ours = [...moves.subarray(0, n)].sort((a, b) => a - b);
      const theirs: number[] = [];
      for (let i = 0; i <= passId; i++) {
        if (ref.legal(i)) theirs.push(i);
        else if (i < passId && ref.board[i] === 0 && ref.result(i, ref.toMove)) stats.superkoBlocks++;
      }
      if (ours.join() !== theirs.join())
        throw new Error(
          `legal moves differ on ${size}x${size} ${superko} at "${encodePosition(pos)}": ours ${ours} reference ${theirs}`,
        );
      // Mostly stone moves; passes now and then so games also end by two passes.
      const stones = ours.filter((m) => m !== passId);
      const m = stones.length === 0 || rng.float() < 0.06 ? passId : stones[rng.int(stones.length)]!;
      const before = ref.board.filter((v) => v !== 0).length;
      pos.make(m);
      ref.play(m);
      const after = ref.board.filter((v) => v !== 0).length;
      if (m !== passId && after <= before) stats.captures++;
      if (m !== passId && ref.board[m] === 0) stats.suicides++;
      stats.plies++;
      expect(boardText(pos)).toBe(ref.text());
      expect(pos.toMove).toBe(ref.toMove - 1);
      // Now and then take back one or two plies and check both sides agree again.
      if (rng.float() < 0.05 && ref.plies >= 2) {
        const k = 1 + rng.int(2);
        for (let j = 0; j < k; j++) {
          pos.unmake();
          ref.unplay();
        }
        stats.undos++;
        expect(boardText(pos)).toBe(ref.text());
      }
    }
    const o = pos.outcome();
    expect(o.kind).not.toBe('ongoing');
    const margin = ref.score() - 0.5;
    expect(pos.areaScore()).toBe(ref.score());
    expect(o.kind === 'win' ? o.winner : -1).toBe(margin > 0 ? 0 : 1);
    if (ref.passes >= 2) stats.passEnds++;
    expect(pos.generate(moves)).toBe(0);
  }
  return stats;
}

describe('random games against the reference implementation', () => {
  it.each([
    [4, 'positional', false, 600],
    [5, 'positional', false, 400],
    [7, 'positional', false, 100],
    [5, 'situational', false, 200],
    [5, 'none', false, 200],
    [4, 'positional', true, 400],
    [5, 'none', true, 150],
  ] as const)(
    'size %i, %s superko, suicide %s: %i games agree ply by ply',
    (size, superko, suicide, games) => {
      const stats = playRandomGames(size, superko, suicide, games, size * 1000 + games);
      // The games must actually exercise the rules being checked.
      expect(stats.captures).toBeGreaterThan(games);
      expect(stats.passEnds).toBeGreaterThan(0);
      expect(stats.undos).toBeGreaterThan(0);
      if (superko !== 'none') expect(stats.superkoBlocks).toBeGreaterThan(0);
      if (suicide) expect(stats.suicides).toBeGreaterThan(0);
    },
  );
});

describe('the playout path (playFast) against make', () => {
  it('plays the same boards as make for random legal moves', () => {
    const game = unwrap(go.create({ size: 7 }));
    const rng = new Rng(7);
    const moves = new Int32Array(game.info.maxMoves);
    for (let g = 0; g < 200; g++) {
      const a = game.initial();
      const b = game.initial();
      while (a.outcome().kind === 'ongoing') {
        const n = a.generate(moves);
        const m = moves[rng.int(n)]!;
        a.make(m);
        b.playFast(m === a.geo.passId ? 0 : a.geo.pointOf[m]!);
        expect(boardText(b)).toBe(boardText(a));
        expect(b.ko).toBe(a.ko);
        expect(b.emptyCount).toBe(a.emptyCount);
      }
      expect(b.outcome()).toBe(a.outcome());
      // The playout path keeps no history, so nothing can be taken back.
      expect(b.undoDepth).toBe(0);
      expect(() => b.unmake()).toThrow();
    }
  });
});
