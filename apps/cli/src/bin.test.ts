import { execFile } from 'node:child_process';
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
});
