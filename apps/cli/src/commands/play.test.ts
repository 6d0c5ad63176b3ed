import { describe, expect, it } from 'vitest';
import { runCli } from '../testing.js';

/** The board printed last (the renderer's 5 rows after the column header). */
function lastBoard(out: string): string {
  const at = out.lastIndexOf('    a   b   c');
  return out.slice(at).split('\n').slice(0, 6).join('\n');
}

describe('qi play', () => {
  it('plays moves typed on stdin against the AI and quits', async () => {
    const r = await runCli(['play', 'tictactoe', '--ai', 'minimax'], 'b2\nquit\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('X to move> b2');
    expect(r.out).toMatch(/O \(minimax\) plays [abc][123]/);
    const board = lastBoard(r.out);
    expect(board.match(/X/g)).toHaveLength(1);
    expect(board.match(/O/g)).toHaveLength(1);
    expect(r.out).toContain('Bye.');
  });

  it('uses alphabeta by default', async () => {
    const r = await runCli(['play', 'tictactoe'], 'a1\nquit\n');
    expect(r.out).toContain('X you, O alphabeta');
    expect(r.out).toMatch(/O \(alphabeta\) plays [abc][123]/);
  });

  it('accepts digits, rejects bad moves without stopping, lists moves, undoes back to the human turn', async () => {
    const r = await runCli(['play', 'tictactoe', '--ai', 'minimax'], '5\nb2\nzz\nmoves\nundo\nhelp\nquit\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('b2 is not legal: the cell is taken');
    expect(r.out).toContain('"zz" is not a cell');
    expect(r.out).toMatch(/X to move> moves\n([abc][123] ){6}[abc][123]\n/);
    expect(r.out).toContain('Commands: undo');
    // After undo both X's move and O's reply are gone: the last board shown is empty.
    const afterUndo = r.out.slice(r.out.indexOf('X to move> undo'));
    expect(lastBoard(afterUndo)).not.toMatch(/[XO]/);
  });

  it('gives hints and plays a whole game to the end', async () => {
    // X opens in a corner; against a random O, X keeps asking for hints and playing them is not needed:
    // we simply play the cells in order and let the game end.
    const r = await runCli(
      ['play', 'tictactoe', '--ai', 'random', '--human', 'x'],
      'hint\n1\n2\n3\n4\n5\n6\n7\n8\n9\n',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Hint: [abc][123]/);
    expect(r.out).toMatch(/Result: (X wins|O wins|draw)/);
  });

  it('lets the AI play both sides, perfect play drawing', async () => {
    const r = await runCli(['play', 'tictactoe', '--human', 'none', '--ai', 'minimax', '--seed', '4']);
    expect(r.code).toBe(0);
    expect(r.out.match(/ plays /g)).toHaveLength(9);
    expect(r.out).toContain('Result: draw (board full)');
  });

  it('lets the AI open when the human plays O, and stops cleanly at end of input', async () => {
    const r = await runCli(['play', 'tictactoe', '--human', 'o', '--ai', 'minimax'], '');
    expect(r.code).toBe(0);
    expect(r.out.indexOf('X (minimax')).toBeLessThan(r.out.indexOf('O to move>'));
    expect(r.out).toContain('End of input');
  });

  it('starts from --position and rejects bad flags with exit 2', async () => {
    const r = await runCli(['play', 'tictactoe', '--position', 'xx./oo./...', '--human', 'both'], 'c3\n');
    expect(r.out).toContain('Result: X wins (three in a row)');
    const side = await runCli(['play', 'tictactoe', '--human', 'red']);
    expect([side.code, side.err]).toEqual([2, expect.stringContaining('--human')]);
    const ai = await runCli(['play', 'tictactoe', '--ai', 'deep-blue']);
    expect([ai.code, ai.err]).toEqual([2, expect.stringContaining('--ai: unknown searcher "deep-blue"')]);
  });
});

describe('qi play: redo, save and load, live info, other games', () => {
  it('redoes undone moves and saves a game that load restores', async () => {
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const file = join(mkdtempSync(join(tmpdir(), 'qi-play-')), 'g.pgn');
    const r = await runCli(
      ['play', 'tictactoe', '--human', 'both'],
      `a1\nb2\nundo\nundo\nredo\nposition\nsave ${file}\nquit\n`,
    );
    expect(r.code).toBe(0);
    // Two humans: undo takes back one ply each, redo replays one: X's a1 is back, O to move.
    expect(r.out).toContain('O to move> position\n.../.../x..');
    const saved = readFileSync(file, 'utf8');
    expect(saved).toContain('[FEN ".../.../..."]');
    expect(saved).toContain('\n1. a1 *\n');
    const loaded = await runCli(['play', 'tictactoe', '--human', 'both', '--load', file], 'position\nquit\n');
    expect(loaded.out).toContain('O to move> position\n.../.../x..');
    const inGame = await runCli(
      ['play', 'tictactoe', '--human', 'both'],
      `c3\nload ${file}\nposition\nquit\n`,
    );
    expect(inGame.out).toContain(`Loaded ${file}: 1 moves.`);
    expect(inGame.out).toContain('O to move> position\n.../.../x..');
    const missing = await runCli(['play', 'tictactoe', '--load', '/nonexistent.pgn']);
    expect([missing.code, missing.err]).toEqual([
      2,
      expect.stringContaining('--load: cannot read /nonexistent.pgn'),
    ]);
  });

  it('prints every search info line with --info and the pv after each AI move', async () => {
    const game = await runCli([
      'play',
      'tictactoe',
      '--human',
      'none',
      '--ai',
      'alphabeta',
      '--depth',
      '2',
      '--info',
    ]);
    expect(game.code).toBe(0);
    expect(game.out).toMatch(/ {2}X: depth 1 .*score .* nodes \d+/);
    expect(game.out).toMatch(/X \(alphabeta\) plays [abc][123] {2}\[depth 2, score [^,]+, \d+ nodes/);
  });

  it('plays xiangqi on its Chinese board and go with a last-move mark', async () => {
    const xq = await runCli(['play', 'xiangqi', '--human', 'both'], 'h2e2\nquit\n');
    expect(xq.out).toContain('楚 河');
    expect(xq.out).toContain(' 2  ├───炮──┼───┼───炮──┼───┼───┼───┤  2');
    const go = await runCli(['play', 'go(size=9)', '--human', 'both'], 'e5\nquit\n');
    expect(go.out).toMatch(/5 .*\(●\)/);
    const bad = await runCli(['play', 'go(size=9)', '--human', 'both'], 'z9\nquit\n');
    expect(bad.out).toContain('Not a legal move: Z9 is off the 9x9 board');
  });
});
