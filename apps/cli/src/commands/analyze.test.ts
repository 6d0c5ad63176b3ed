import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

describe('qi analyze', () => {
  it('prints an info line per iteration and the best move', async () => {
    const r = await runCli(['analyze', 'tictactoe', '--fen', 'xx./oo./...', '--depth', '3']);
    expect(r.code).toBe(0);
    const infos = r.lines.filter((l) => l.startsWith('info depth '));
    expect(infos.length).toBeGreaterThanOrEqual(1);
    expect(infos.at(-1)).toMatch(/^info depth \d+ .*score .* nodes \d+ nps \d+ time \d+ pv c3/);
    expect(r.lines.at(-1)).toBe('bestmove c3');
  });

  it('plays --moves first and prints JSON; a node limit makes it replay', async () => {
    const args = ['analyze', 'connect4', '--moves', '4 4 4', '--ai', 'mcts', '--nodes', '300', '--json'];
    const one = await runCli(args);
    const two = await runCli(args);
    const strip = (lines: string[]) => lines.map((l) => ({ ...JSON.parse(l), nps: 0, timeMs: 0 }));
    expect(strip(one.lines)).toEqual(strip(two.lines));
    const best = JSON.parse(one.lines.at(-1)!);
    expect(best.type).toBe('bestmove');
    expect(best.nodes).toBeGreaterThanOrEqual(300);
  });

  it('reads a go position from an SGF file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qi-analyze-'));
    const file = join(dir, 'g.sgf');
    writeFileSync(file, '(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[dc])');
    const r = await runCli(['analyze', 'go(size=9)', '--sgf', file, '--ai', 'mcts', '--nodes', '200']);
    expect(r.code).toBe(0);
    expect(r.lines[0]).toMatch(/^go\(size=9\) mcts.*: .*x.* b$/);
    expect(r.lines.at(-1)).toMatch(/^bestmove ([A-HJ]\d|pass)$/);
  });

  it('exits 2 for a bad position, move, file or a finished game', async () => {
    const cases: [string[], RegExp][] = [
      [['analyze', 'tictactoe', '--fen', 'xx'], /--fen: /],
      [['analyze', 'tictactoe', '--moves', 'b2 b2'], /--moves "b2": /],
      [
        ['analyze', 'go(size=9)', '--sgf', '/nonexistent.sgf'],
        /--sgf: cannot read \/nonexistent.sgf: ENOENT/,
      ],
      [['analyze', 'tictactoe', '--fen', 'xxx/oo./...'], /the game is over/],
      [['analyze', 'tictactoe', '--fen', 'x../.../...', '--sgf', 'a'], /one of --fen, --position or --sgf/],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args);
      expect([r.code, r.err]).toEqual([2, expect.stringMatching(message)]);
    }
  });
});

describe('qi bench', () => {
  it('counts the same nodes every run and prints the signature', async () => {
    const one = await runCli(['bench', 'tictactoe', '--json']);
    const two = await runCli(['bench', 'tictactoe', '--json']);
    expect(one.code).toBe(0);
    const rows = (lines: string[]) => lines.map((l) => JSON.parse(l));
    const a = rows(one.lines);
    const b = rows(two.lines);
    expect(a.map((r) => [r.searcher, r.nodes])).toEqual(b.map((r) => [r.searcher, r.nodes]));
    const bench = a.filter((r) => r.type === 'bench');
    expect(bench.map((r) => r.searcher)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^minimax/), 'alphabeta', 'mcts']),
    );
    expect(a.at(-1)).toEqual({ type: 'signature', nodes: bench.reduce((s, r) => s + r.nodes, 0) });
    // A deeper search counts more nodes.
    const deeper = rows((await runCli(['bench', 'tictactoe', '--depth', '2', '--json'])).lines);
    const ab = (xs: { searcher: string; nodes: number }[]) =>
      xs.find((r) => r.searcher === 'alphabeta')!.nodes;
    expect(ab(deeper)).toBeLessThan(ab(bench));
  });
});

describe('engine protocol commands', () => {
  it('each one has help with examples', async () => {
    for (const cmd of ['ucci', 'uci', 'gtp', 'gomocup']) {
      const help = await runCli([cmd, '--help']);
      expect(help.out).toContain(`Usage: qi ${cmd}`);
      expect(help.out).toContain('Examples:');
    }
  });

  it('serves GTP on stdin/stdout with the flags as engine options', async () => {
    const r = await runCli(
      ['gtp', '--playouts', '30', '--seed', '3'],
      'boardsize 9\nclear_board\ngenmove b\nquit\n',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^= *\n\n= *\n\n= ([A-HJ][1-9]|pass|resign)\n\n= *\n\n$/);
  });

  it('serves UCCI and UCI for xiangqi', async () => {
    const ucci = await runCli(['ucci'], 'ucci\nisready\nquit\n');
    expect(ucci.code).toBe(0);
    expect(ucci.out).toMatch(/ucciok\n(.*\n)*readyok\n/);
    const uci = await runCli(['uci'], 'uci\nisready\nquit\n');
    expect(uci.out).toMatch(/uciok\n(.*\n)*readyok\n/);
  });

  it('serves the Gomocup protocol', async () => {
    const r = await runCli(['gomocup', '--seed', '2'], 'START 15\nBEGIN\nEND\n');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^OK\n(MESSAGE.*\n)*\d+,\d+\n/);
  });

  it('exits 2 for a bad protocol flag', async () => {
    const r = await runCli(['gtp', '--playouts', '0']);
    expect([r.code, r.err]).toEqual([2, expect.stringContaining('0 is below the minimum 1')]);
  });
});
