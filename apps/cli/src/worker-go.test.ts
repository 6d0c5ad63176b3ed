import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { peerPresent } from '@qi/core-search/testing';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const built = peerPresent(`${dist}bin.js`, 'the built CLI (pnpm build)');

// The built CLI bundles the Go engine; its search threads need the bundle's own worker entry.
// (Runs after `pnpm build`, as `pnpm test` does; without a build there is nothing to test.)
describe.skipIf(!built)('the built qi gtp --threads 2', () => {
  it('has the worker entry and searches with 2 threads', () => {
    expect(existsSync(`${dist}worker-go.js`)).toBe(true);
    const r = spawnSync(
      process.execPath,
      [`${dist}bin.js`, 'gtp', '--size', '9', '--threads', '2', '--playouts', '2000', '--log'],
      { input: 'genmove b\ngenmove w\nquit\n', encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^= [A-HJ-T]\d\n\n= [A-HJ-T]\d\n\n=\n\n$/);
    expect(r.stderr).not.toMatch(/no worker module|threads unavailable|failed/);
    expect(r.stderr.match(/\(2 threads\)/g)).toHaveLength(2);
    // One shared tree: its root gains every playout of both threads (2 × 1,000).
    for (const m of r.stderr.matchAll(/playouts (\d+) \(2 threads\) tree (\d+) \((\d+) reused\)/g)) {
      expect(Number(m[1])).toBe(2000);
      expect(Number(m[2]) - Number(m[3])).toBe(2000);
    }
    expect([...r.stderr.matchAll(/tree \d+ \(\d+ reused\)/g)]).toHaveLength(2);
  }, 60_000);
});
