import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const cliDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs the real entry point in a child process, from sources (no build needed). */
async function spawnQi(args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--conditions=@qi/source', '--import', 'tsx', 'src/bin.ts', ...args],
      { cwd: cliDir },
    );
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout, err: x.stderr };
  }
}

describe('the qi binary', () => {
  it('runs as a process and sets its exit code', async () => {
    const ok = await spawnQi(['tree', 'tictactoe', '--count']);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('nodes 549946\ngames 255168\n');
    const bad = await spawnQi(['solve', 'tictactoe', 'zzz']);
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    expect(bad.err).toContain('unexpected character "z"');
  });

  it('stops an in-process match on SIGINT and keeps the games played', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qi-sigint-'));
    const out = join(dir, 'run.jsonl');
    const child = spawn(
      process.execPath,
      [
        '--conditions=@qi/source',
        '--import',
        'tsx',
        'src/bin.ts',
        'match',
        'tictactoe',
        '--a',
        'random',
        '--b',
        'random',
        '--games',
        '1000000',
        '--out',
        out,
        '--no-progress',
      ],
      { cwd: cliDir },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const lines = () => (existsSync(out) ? readFileSync(out, 'utf8').trim().split('\n').length : 0);
    try {
      // Both players answer at once, so the match never waits on I/O: the signal must still be seen.
      while (lines() < 20) await new Promise((r) => setTimeout(r, 50));
      child.kill('SIGINT');
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('hung'), 10_000))]);
      expect(code).toBe(1);
      const played = Number(/interrupted after (\d+) of 1000000 games/.exec(err)?.[1]);
      expect(played).toBeGreaterThanOrEqual(19);
      expect(lines()).toBe(played + 1); // the header, then one line per game
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
