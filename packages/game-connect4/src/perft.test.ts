import { perft, unwrap } from '@qi/core-search';
import { describe, expect, it } from 'vitest';
import type { Connect4Position } from './board.js';
import { anyFour, drop, EMPTY_BOARD, W } from './naive-reference.js';
import { connect4 } from './plugin.js';

/* Perft and distinct-position counts checked against the independent string reference in naive-reference.ts. */
/** The positions reachable from `board` by one move (none once someone has four or the board is full). */
function children(board: string, ply: number): string[] {
  if (anyFour(board)) return [];
  const stone = ply % 2 === 0 ? 'x' : 'o';
  const out: string[] = [];
  for (let c = 0; c < W; c++) {
    const next = drop(board, c, stone);
    if (next !== null) out.push(next);
  }
  return out;
}

function referencePerft(board: string, ply: number, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const child of children(board, ply)) total += referencePerft(child, ply + 1, depth - 1);
  return total;
}

/** Distinct positions after exactly 1..maxDepth plies, by breadth-first search over sets of boards. */
function referenceDistinct(maxDepth: number): number[] {
  const counts: number[] = [];
  let level = new Set([EMPTY_BOARD]);
  for (let ply = 0; ply < maxDepth; ply++) {
    const next = new Set<string>();
    for (const board of level) for (const child of children(board, ply)) next.add(child);
    counts.push(next.size);
    level = next;
  }
  return counts;
}

/** Distinct positions after exactly 1..maxDepth plies through the plugin: a walk that skips transpositions. */
function pluginDistinct(pos: Connect4Position, maxDepth: number): number[] {
  const seen = Array.from({ length: maxDepth + 1 }, () => new Set<string>());
  const buffers = Array.from({ length: maxDepth }, () => new Int32Array(7));
  const walk = (depth: number) => {
    const key = `${pos.hashHi}:${pos.hashLo}`;
    if (seen[depth]!.has(key)) return;
    seen[depth]!.add(key);
    if (depth === maxDepth) return;
    const moves = buffers[depth]!;
    const n = pos.generate(moves);
    for (let i = 0; i < n; i++) {
      pos.make(moves[i]!);
      walk(depth + 1);
      pos.unmake();
    }
  };
  walk(0);
  return seen.slice(1).map((s) => s.size);
}

const game = unwrap(connect4.create());
const DEPTHS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('connect4 perft against an independent brute force', () => {
  it('matches the reference leaf counts at depths 1..8', () => {
    const ours = DEPTHS.map((d) => perft(game, game.initial(), d));
    const reference = DEPTHS.map((d) => referencePerft(EMPTY_BOARD, 0, d));
    expect(ours).toEqual(reference);
  });

  it('matches the reference distinct-position counts at depths 1..8', () => {
    const pos = game.initial();
    const before = game.encode(pos);
    const ours = pluginDistinct(pos, 8);
    expect(game.encode(pos)).toBe(before);
    expect(ours).toEqual(referenceDistinct(8));
  });

  it('pins the numbers: perft 1..8, and distinct positions equal to the published OEIS A212693', () => {
    // Perft counts move sequences (transpositions counted again); the often-quoted
    // 7, 49, 238, 1120, … counts distinct positions, which the brute force above reproduces.
    expect(DEPTHS.map((d) => perft(game, game.initial(), d))).toEqual(PERFT);
    expect(pluginDistinct(game.initial(), 8)).toEqual([7, 49, 238, 1120, 4263, 16422, 54859, 184275]);
  });
});

/** Leaf counts from the empty 7×6 board, computed by the brute force above and pinned here. */
const PERFT = [7, 49, 343, 2401, 16807, 117649, 823536, 5673234];
