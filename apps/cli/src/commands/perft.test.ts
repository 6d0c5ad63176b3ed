import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

/**
 * Independent count: move sequences of exactly `depth` plies in which nobody has three in a row
 * before the last ply, by brute force over ordered cell choices (not through the game plugin).
 */
function bruteForceLeaves(depth: number): number {
  const cells = new Array<number>(9).fill(0);
  const won = () =>
    LINES.some(([a, b, c]) => cells[a] !== 0 && cells[a] === cells[b] && cells[a] === cells[c]);
  const walk = (ply: number): number => {
    if (ply === depth) return 1;
    if (won()) return 0;
    let n = 0;
    for (let i = 0; i < 9; i++) {
      if (cells[i] !== 0) continue;
      cells[i] = (ply % 2) + 1;
      n += walk(ply + 1);
      cells[i] = 0;
    }
    return n;
  };
  return walk(0);
}

describe('qi perft', () => {
  it('counts 127872 leaves at depth 9 (games that last all nine plies), matching brute force', async () => {
    const r = await runCli(['perft', 'tictactoe', '--depth', '9']);
    expect(r.code).toBe(0);
    expect(r.lines.at(-1)).toBe('127872');
    expect(bruteForceLeaves(9)).toBe(127872);
  });

  it.each([1, 2, 3, 5, 6, 7, 8])('depth %i matches brute force', async (depth) => {
    const r = await runCli(['perft', 'tictactoe', '--depth', String(depth)]);
    expect(Number(r.lines.at(-1))).toBe(bruteForceLeaves(depth));
  });

  it('--divide prints each root move and the total last', async () => {
    const r = await runCli(['perft', 'tictactoe', '--depth', '9', '--divide']);
    expect(r.code).toBe(0);
    const rows = r.lines.slice(0, -1).map((l) => l.split(': '));
    expect(rows.map(([m]) => m)).toEqual(['a3', 'b3', 'c3', 'a2', 'b2', 'c2', 'a1', 'b1', 'c1']);
    const counts = Object.fromEntries(rows.map(([m, c]) => [m, Number(c)]));
    expect(
      counts.a3 +
        counts.b3 +
        counts.c3 +
        counts.a2 +
        counts.b2 +
        counts.c2 +
        counts.a1 +
        counts.b1 +
        counts.c1,
    ).toBe(Number(r.lines.at(-1)));
    // The board's symmetry: corners alike, edges alike.
    expect(new Set([counts.a3, counts.c3, counts.a1, counts.c1]).size).toBe(1);
    expect(new Set([counts.b3, counts.a2, counts.c2, counts.b1]).size).toBe(1);
  });

  it('reads --fen with the game decoder', async () => {
    const r = await runCli(['perft', 'tictactoe', '--depth', '2', '--fen', 'x../.o./...']);
    expect(r.lines.at(-1)).toBe(String(7 * 6));
    const bad = await runCli(['perft', 'tictactoe', '--depth', '2', '--fen', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--fen');
    expect(bad.err).toContain('expected 9 cells');
  });

  it('needs a valid --depth', async () => {
    expect((await runCli(['perft', 'tictactoe'])).code).toBe(2);
    const neg = await runCli(['perft', 'tictactoe', '--depth', '-1']);
    expect([neg.code, neg.err.includes('--depth')]).toEqual([2, true]);
  });
});
