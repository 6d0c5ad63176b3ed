import { spawnSync } from 'node:child_process';
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
  try {
    const manifestPath = requireFromRoot.resolve(`${pkg}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const binPath = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[bin];
    if (binPath && existsSync(join(dirname(manifestPath), binPath)))
      return {
        command: process.execPath,
        args: [join(dirname(manifestPath), binPath), ...args],
        local: true,
      };
  } catch {
    // Not installed in the workspace: fall through to npx.
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

/** semver, borrowed from @changesets/cli (a root devDependency) so the checks add no dependency of their own. */
export function loadSemver() {
  const fromChangesets = createRequire(requireFromRoot.resolve('@changesets/cli/package.json'));
  return fromChangesets('semver');
}
