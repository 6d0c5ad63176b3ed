#!/usr/bin/env node
/**
 * Package hygiene check for every published (non-private) workspace package: packs each one with
 * `pnpm pack` and checks the manifest and the tarball (see lib/rules.mjs), then runs publint and
 * are-the-types-wrong on the tarball. Exits 1 when any package is broken. Run after `pnpm build`.
 *
 *   node tooling/packaging/check-packages.mjs [--root DIR] [--skip-publint] [--skip-attw] [--only NAME,...]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { packPackage, tarballFiles } from './lib/pack.mjs';
import { CORE, hygieneProblems } from './lib/rules.mjs';
import { loadSemver, runTool } from './lib/tools.mjs';
import { repoRoot, workspacePackages } from './lib/workspace.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    only: { type: 'string' },
    'skip-publint': { type: 'boolean', default: false },
    'skip-attw': { type: 'boolean', default: false },
  },
});

const root = resolve(values.root ?? repoRoot);
const only = values.only ? new Set(values.only.split(',')) : null;
const all = workspacePackages(root);
const privateNames = new Set(all.filter((p) => p.manifest.private === true).map((p) => p.manifest.name));
const coreVersion = all.find((p) => p.manifest.name === CORE)?.manifest.version;
const semver = loadSemver();
const work = mkdtempSync(join(tmpdir(), 'qi-check-packages-'));

let broken = 0;
const report = (name, problems) => {
  if (problems.length === 0) return console.log(`ok    ${name}`);
  broken++;
  console.log(`FAIL  ${name}`);
  for (const p of problems) console.log(`      - ${p.replaceAll('\n', '\n        ')}`);
};

// Apps are never published: they must say so, or `pnpm publish -r` would ship them.
for (const { dir, manifest } of all)
  if (relative(root, dir).startsWith('apps/') && manifest.private !== true)
    report(manifest.name, ['apps/* packages must be "private": true']);

try {
  for (const { dir, manifest } of all) {
    if (manifest.private === true || (only && !only.has(manifest.name))) continue;
    const problems = [];
    let tgz;
    try {
      tgz = packPackage(dir, join(work, manifest.name.replace(/[@/]/g, '_')));
    } catch (e) {
      report(manifest.name, [`pnpm pack failed: ${e.stderr?.toString() || e.message}`]);
      continue;
    }
    const packed = tarballFiles(tgz);
    problems.push(...hygieneProblems({ dir, manifest, packed, coreVersion, semver }));
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
      for (const dep of Object.keys(manifest[field] ?? {}))
        if (privateNames.has(dep))
          problems.push(`${field} "${dep}" is a private package and is never published`);
    if (!values['skip-publint']) {
      const r = runTool('publint', ['run', tgz, '--strict']);
      if (r.status !== 0) problems.push(`publint failed:\n${r.output.trim()}`);
    }
    if (!values['skip-attw']) {
      // ESM-only on purpose: the packages have no CommonJS build, so the CJS resolution modes are not checked.
      const r = runTool('attw', [
        tgz,
        '--profile',
        'esm-only',
        '--no-definitely-typed',
        '--no-emoji',
        '--no-color',
      ]);
      if (r.status !== 0) problems.push(`are-the-types-wrong failed:\n${r.output.trim()}`);
    }
    report(manifest.name, problems);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (broken > 0) {
  console.log(`\n${broken} package(s) need fixing.`);
  process.exit(1);
}
