#!/usr/bin/env node
/**
 * Package hygiene check for every published (non-private) workspace package: packs each one with
 * `pnpm pack` and checks the manifest and the tarball (see lib/rules.mjs), then runs publint and
 * are-the-types-wrong on the tarball. Exits 1 when any package is broken. Run after `pnpm build`.
 *
 *   node tooling/packaging/check-packages.mjs [--root DIR] [--skip-publint] [--skip-attw] [--only NAME,...]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { packPackageAsync, tarballFiles } from './lib/pack.mjs';
import { CORE, hygieneProblems } from './lib/rules.mjs';
import { loadSemver, mapLimit, runToolAsync } from './lib/tools.mjs';
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
  if (problems.length === 0) {
    console.log(`ok    ${name}`);
    return;
  }
  broken++;
  console.log(`FAIL  ${name}`);
  for (const p of problems) console.log(`      - ${p.replaceAll('\n', '\n        ')}`);
};

// Apps are never published: they must say so, or `pnpm publish -r` would ship them.
for (const { dir, manifest } of all)
  if (relative(root, dir).startsWith('apps/') && manifest.private !== true)
    report(manifest.name, ['apps/* packages must be "private": true']);

/** Packs one package and returns everything wrong with it. */
async function check({ dir, manifest }) {
  let tgz;
  try {
    tgz = await packPackageAsync(dir, join(work, manifest.name.replace(/[@/]/g, '_')));
  } catch (e) {
    return [`pnpm pack failed: ${e.stderr?.toString() || e.message}`];
  }
  const packed = tarballFiles(tgz);
  const problems = hygieneProblems({ dir, manifest, packed, coreVersion, semver });
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
    for (const dep of Object.keys(manifest[field] ?? {}))
      if (privateNames.has(dep))
        problems.push(`${field} "${dep}" is a private package and is never published`);
  const [lint, types] = await Promise.all([
    values['skip-publint'] ? null : runToolAsync('publint', ['run', tgz, '--strict']),
    // ESM-only on purpose: the packages have no CommonJS build, so the CJS resolution modes are not checked.
    values['skip-attw']
      ? null
      : runToolAsync('attw', [
          tgz,
          '--profile',
          'esm-only',
          '--no-definitely-typed',
          '--no-emoji',
          '--no-color',
        ]),
  ]);
  if (lint && lint.status !== 0) problems.push(`publint failed:\n${lint.output.trim()}`);
  if (types && types.status !== 0) problems.push(`are-the-types-wrong failed:\n${types.output.trim()}`);
  return problems;
}

const selected = all.filter((p) => p.manifest.private !== true && (!only || only.has(p.manifest.name)));
try {
  const results = await mapLimit(selected, Math.max(2, availableParallelism()), check);
  for (const [i, p] of selected.entries()) report(p.manifest.name, results[i]);
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (broken > 0) {
  console.log(`\n${broken} package(s) need fixing.`);
  process.exit(1);
}
