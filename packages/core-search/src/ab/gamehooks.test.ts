/**
 * The optional game hooks alpha-beta honours for games such as Xiangqi: path-dependent results kept
 * out of the table (`pathDependent` + option `pathScores`), a per-node null-move guard
 * (`nullMoveAllowed`) and check evasions in quiescence (option `qsCheckEvasions`).
 */
import { describe, expect, it } from 'vitest';
import {
  type Game,
  type GameInfo,
  ONGOING,
  type Outcome,
  outcomeOf,
  type Player,
  type Position,
} from '../game.js';
import { unwrap } from '../result.js';
import { MATE } from '../score.js';
import { isPathScore, PATH_WIN } from './engine.js';
import { createAlphaBeta } from './searcher.js';
import { minimax } from './testgames/positions.js';
import { TakeawayPosition, takeaway } from './testgames/takeaway.js';
import { threes } from './testgames/threes.js';

describe('path-dependent wins (pathScores)', () => {
  const REACHED: Outcome[] = [outcomeOf('win', 0, 'reached five'), outcomeOf('win', 1, 'reached five')];
  /** With `special`, reaching heap 5 by a move wins for the mover; the hash cannot see `special`. */
  class PathWins extends TakeawayPosition {
    constructor(
      take: number,
      heap: number,
      side: Player,
      readonly special: boolean,
    ) {
      super(take, heap, side);
    }
    override outcome(): Outcome {
      return this.special && this.ply > 0 && this.heap === 5 ? REACHED[1 - this.toMove]! : super.outcome();
    }
    override generate(out: Int32Array): number {
      return this.outcome().kind === 'ongoing' ? super.generate(out) : 0;
    }
    override clone(): this {
      const p = new PathWins(this.take, this.heap, this.toMove, this.special) as this;
      p.copyFrom(this);
      return p;
    }
  }
  const base = unwrap(takeaway.create({ heap: 12, take: 3 }));
  const game: Game<TakeawayPosition> = {
    ...base,
    pathDependent: (_pos, outcome) => outcome.kind === 'win' && outcome.reason === 'reached five',
  };

  it('scores a path-dependent win in the band below mate, nearer first', () => {
    const s = unwrap(createAlphaBeta(game, { hashMb: 1 }));
    // Heap 8: taking 3 reaches 5 at once (a path win at ply 1).
    const r = s.start(new PathWins(3, 8, 0, true)).run();
    expect(r.bestMove).toBe(2);
    expect(r.score).toEqual({ kind: 'cp', value: PATH_WIN - 1 });
    expect(isPathScore(PATH_WIN - 1)).toBe(true);
    expect(isPathScore(-(PATH_WIN - 3))).toBe(true);
    expect(isPathScore(PATH_WIN - 200)).toBe(false);
    expect(isPathScore(MATE - 1)).toBe(false);
    expect(isPathScore(0)).toBe(false);
  });

  it('keeps path wins out of the table: a later search of the same positions by another path stays exact', () => {
    const run = (pathScores: boolean) => {
      const s = unwrap(createAlphaBeta(game, { hashMb: 1, pathScores }));
      // Heap 9 by the path rule: every move of a lets b reach 5, so heaps 8, 7 and 6 (b to move) are path wins for b.
      const first = s.start(new PathWins(3, 9, 0, true)).run();
      expect(first.score).toEqual(
        pathScores ? { kind: 'cp', value: -(PATH_WIN - 2) } : { kind: 'mate', moves: -1 },
      );
      // Same table, plain rules: heap 9, a to move wins by taking 1 (8 is lost for b).
      return s.start(new PathWins(3, 9, 0, false)).run();
    };
    const truth = minimax(game, new PathWins(3, 9, 0, false), 0);
    expect(truth.score?.kind === 'mate' && truth.score.moves > 0).toBe(true);
    const clean = run(true);
    expect(clean.score).toEqual(truth.score);
    expect(clean.bestMove).toBe(0);
    // Without the band the path's win for b at heap 8 is stored and misleads the second search.
    expect(run(false).score).not.toEqual(truth.score);
  });
});

describe('null-move guard (nullMoveAllowed)', () => {
  // 3×3 with an evaluation keeps scores out of the mate range, where null move is tried.
  const game3 = unwrap(threes.create({ size: 3 }));
  const nodes = (game: typeof game3, nullMove: boolean) =>
    unwrap(createAlphaBeta(game, { hashMb: 1, nullMove }))
      .start(game3.initial(), { depth: 7 })
      .run().stats.nodes;

  it('is asked at each node: never allowed equals null move off, always allowed equals no guard', () => {
    const withNull = nodes(game3, true);
    const withoutNull = nodes(game3, false);
    expect(withNull).not.toBe(withoutNull);
    let asked = 0;
    const never = {
      ...game3,
      nullMoveAllowed: () => {
        asked++;
        return false;
      },
    };
    expect(nodes(never, true)).toBe(withoutNull);
    expect(asked).toBeGreaterThan(0);
    expect(nodes({ ...game3, nullMoveAllowed: () => true }, true)).toBe(withNull);
  });
});

describe('check evasions in quiescence (qsCheckEvasions)', () => {
  /**
   * An explicit tree. Root (Red) → 1 or 2. Node 1: Black is in check and its evaluation looks bad for
   * Black (-300), but its only move (to 3) wins for Black. Node 2 is quiet and level; 4 is a draw.
   */
  interface Spec {
    side: Player;
    children: number[];
    check?: boolean;
    evaluation?: number;
    outcome?: Outcome;
  }
  const TREE: Spec[] = [
    { side: 0, children: [1, 2] },
    { side: 1, children: [3], check: true, evaluation: -300 },
    { side: 1, children: [4], evaluation: 0 },
    { side: 0, children: [], outcome: outcomeOf('win', 1, 'mate') },
    { side: 0, children: [], outcome: outcomeOf('draw', 'end') },
  ];
  class TreePosition implements Position {
    private path: number[] = [0];
    get node(): number {
      return this.path[this.path.length - 1]!;
    }
    get toMove(): Player {
      return TREE[this.node]!.side;
    }
    get ply(): number {
      return this.path.length - 1;
    }
    get hashLo(): number {
      return (this.node + 1) * 0x9e3779b1;
    }
    get hashHi(): number {
      return (this.node + 7) * 0x85ebca6b;
    }
    generate(out: Int32Array): number {
      const c = TREE[this.node]!.children;
      c.forEach((m, i) => {
        out[i] = m;
      });
      return c.length;
    }
    isLegal(move: number): boolean {
      return TREE[this.node]!.children.includes(move);
    }
    make(move: number): void {
      this.path.push(move);
    }
    unmake(): void {
      this.path.pop();
    }
    outcome(): Outcome {
      return TREE[this.node]!.outcome ?? ONGOING;
    }
    inCheck(): boolean {
      return TREE[this.node]!.check === true;
    }
    clone(): this {
      const p = new TreePosition() as this;
      p.copyFrom(this);
      return p;
    }
    copyFrom(other: this): void {
      this.path = [...other.path];
    }
  }
  const info: GameInfo = {
    id: 'tree',
    moveIdLimit: TREE.length,
    maxMoves: 2,
    maxPlies: 3,
    smallTree: false,
    drawsPossible: true,
  };
  const game = {
    info,
    initial: () => new TreePosition(),
    evaluate: (p: TreePosition) => TREE[p.node]!.evaluation ?? 0,
    tacticalMoves: () => 0,
  } as unknown as Game<TreePosition>;

  it('a side in check at the horizon answers the check instead of standing pat', () => {
    const search = (qsCheckEvasions: boolean) =>
      unwrap(createAlphaBeta(game, { hashMb: 1, qsCheckEvasions, aspiration: false }))
        .start(new TreePosition(), { depth: 1 })
        .run();
    const standPat = search(false);
    expect(standPat.bestMove).toBe(1);
    expect(standPat.score).toEqual({ kind: 'cp', value: 300 });
    const evading = search(true);
    expect(evading.bestMove).toBe(2);
    expect(evading.score).toEqual({ kind: 'cp', value: 0 });
  });
});
