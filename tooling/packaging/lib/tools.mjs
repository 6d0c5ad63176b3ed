import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot } from './workspace.mjs';

/**
 * The external tools, pinned. Each is taken from the repository's node_modules when installed there
 * (the root devDependencies), and otherwise fetched once by `npx` at exactly this version, so the
 * scripts work before the root package.json lists them. Versions checked to run on Node 20.
 */
export const TOOLS = {
  publint: { pkg: 'publint', version: '0.3.25', bin: 'publint' },
  attw: { pkg: '@arethetypeswrong/cli', version: '0.18.5', bin: 'attw' },
  typedoc: { pkg: 'typedoc', version: '0.28.20', bin: 'typedoc' },
};

const requireFromRoot = createRequire(join(repoRoot, 'package.json'));

/** The command that runs `tool` with `args`: node on the local bin, or npx with the pinned version. */
export function toolCommand(tool, args) {
  const { pkg, version, bin } = TOOLS[tool];
  // Read the manifest from the root node_modules directly: some tools (publint) do not export package.json.
  const manifestPath = join(repoRoot, 'node_modules', pkg, 'package.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const binPath = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[bin];
    const binFile = binPath ? join(dirname(manifestPath), binPath) : '';
    if (binFile && existsSync(binFile))
      return { command: process.execPath, args: [binFile, ...args], local: true };
  }
  return { command: 'npx', args: ['--yes', `${pkg}@${version}`, ...args], local: false };
}

/** Runs a tool; returns { status, output } with stdout and stderr combined. */
export function runTool(tool, args, options = {}) {
  const { command, args: full } = toolCommand(tool, args);
  const r = spawnSync(command, full, {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    ...options,
  });
  if (r.error) return { status: 1, output: String(r.error) };
  return { status: r.status ?? 1, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

/** `runTool` without blocking, so the checks of several packages run at once. */
export function runToolAsync(tool, args) {
  const { command, args: full } = toolCommand(tool, args);
  return new Promise((resolvePromise) => {
    const child = spawn(command, full, { env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', (e) => resolvePromise({ status: 1, output: String(e) }));
    child.on('close', (status) => resolvePromise({ status: status ?? 1, output }));
  });
}

/** Runs `task` over `items` with at most `limit` at a time; results keep the input order. */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** semver, borrowed from @changesets/cli (a root devDependency) so the checks add no dependency of their own. */
export function loadSemver() {
  const fromChangesets = createRequire(requireFromRoot.resolve('@changesets/cli/package.json'));
  return fromChangesets('semver');
}
