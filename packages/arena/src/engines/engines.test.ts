import { describe, expect, it } from 'vitest';
import { splitCommand } from './command.js';
import { gridStones } from './grid.js';
import { EngineError, EngineProcess } from './process.js';
import { isEngineSpec, parseEngineSpec } from './spec.js';
import { infoScore } from './uci.js';

const node = process.execPath;

describe('engine specs', () => {
  it('splits command lines like a shell, with quotes and escapes', () => {
    expect(splitCommand('/usr/games/gnugo --mode gtp  --level 10')).toEqual([
      '/usr/games/gnugo',
      '--mode',
      'gtp',
      '--level',
      '10',
    ]);
    expect(splitCommand(`run "a b" 'c "d"' e\\ f ""`)).toEqual(['run', 'a b', 'c "d"', 'e f', '']);
    expect(splitCommand('bad "quote')).toBeNull();
  });

  it('reads protocol, options (with spaces in names), Qi limits and the command', () => {
    expect(isEngineSpec('gtp:/usr/games/gnugo')).toBe(true);
    expect(isEngineSpec('mcts(playouts=10)')).toBe(false);
    const r = parseEngineSpec('uci(Skill Level=3, Hash=16,name=fsf,movetime=200):/usr/games/fairy-stockfish');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      protocol: 'uci',
      argv: ['/usr/games/fairy-stockfish'],
      name: 'fsf',
      options: { 'Skill Level': '3', Hash: '16' },
      movetime: 200,
    });
    const plain = parseEngineSpec('gtp:/usr/games/gnugo --mode gtp');
    expect(plain.ok && plain.value.name).toBe('gtp:/usr/games/gnugo --mode gtp');
  });

  it('names what is wrong in a bad spec', () => {
    const msg = (t: string) => {
      const r = parseEngineSpec(t);
      return r.ok ? 'ok' : r.error.message;
    };
    expect(msg('gtp:')).toMatch(/no command after "gtp:"/);
    expect(msg('uci(Hash):fsf')).toMatch(/expected option=value, got "Hash"/);
    expect(msg('uci(depth=x):fsf')).toMatch(/depth must be a positive integer/);
    expect(msg('gtp:"gnugo')).toMatch(/unclosed quote/);
  });

  it('reads board rows into stones and UCI info scores', () => {
    expect(gridStones('x2/1o1/3 b', 3)).toEqual([
      { x: 0, y: 0, side: 0 },
      { x: 1, y: 1, side: 1 },
    ]);
    expect(gridStones('x2/1o1 b', 3)).toBeNull();
    expect(infoScore('info depth 9 score cp -14 nodes 5')).toEqual({ kind: 'cp', value: -14 });
    expect(infoScore('info depth 9 score mate 3 pv a')).toEqual({ kind: 'mate', moves: 3 });
    expect(infoScore('info string hello')).toBeNull();
  });
});

describe('engine processes', () => {
  it('exchanges lines with a child process and closes it', async () => {
    const p = new EngineProcess(
      [node, '-e', 'process.stdin.on("data", d => process.stdout.write("echo " + d))'],
      'echo',
    );
    p.send('hello');
    expect(await p.readLine(5000)).toBe('echo hello');
    await p.close(null);
    expect(p.alive).toBe(false);
  });

  it('reports a crash with its exit code and stderr, and a silent engine as a timeout', async () => {
    const crash = new EngineProcess([node, '-e', 'console.error("boom"); process.exit(3)'], 'crash');
    const e = await crash.readLine(5000).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(EngineError);
    expect((e as EngineError).message).toBe('engine exited with code 3');
    const silent = new EngineProcess([node, '-e', 'setTimeout(() => {}, 10000)'], 'silent');
    const t = await silent.readLine(50).catch((x: unknown) => x);
    expect((t as EngineError).message).toBe('no answer within 50 ms');
    silent.kill();
    const missing = new EngineProcess(['/nonexistent/engine'], 'missing');
    const m = await missing.readLine(5000).catch((x: unknown) => x);
    expect((m as EngineError).message).toMatch(/cannot start \/nonexistent\/engine: .*ENOENT/);
  });
});
