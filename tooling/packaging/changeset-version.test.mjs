/**
 * Proves `changeset version` bumps only what it should, on a copy of the repository's manifests and
 * .changeset config in a temp folder (the real working tree is never touched).
 * Run: node --test tooling/packaging/changeset-version.test.mjs
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { CORE, corePeerProblems } from './lib/rules.mjs';
import { loadSemver } from './lib/tools.mjs';
import { repoRoot, workspacePackages } from './lib/workspace.mjs';

const semver = loadSemver();
const changesetBin = join(
  dirname(createRequire(join(repoRoot, 'package.json')).resolve('@changesets/cli/package.json')),
  'bin.js',
);
const packages = workspacePackages(repoRoot).map((p) => ({ ...p, rel: relative(repoRoot, p.dir) }));
const published = packages.filter((p) => p.manifest.private !== true);
const core = published.find((p) => p.manifest.name === CORE);
const temps = [];
after(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** Versions in the real tree: the only fields `changeset version` would have changed there. */
const realVersions = () =>
  packages.map((p) => JSON.parse(readFileSync(join(p.dir, 'package.json'), 'utf8')).version);
const versionsBefore = realVersions();

/** A copy of the root manifest, the workspace file, every package manifest and changelog, and the config. */
function copyRepo() {
  const dir = mkdtempSync(join(tmpdir(), 'qi-changeset-'));
  temps.push(dir);
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset/config.json']) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(repoRoot, file), join(dir, file));
  }
  for (const p of packages) {
    mkdirSync(join(dir, p.rel), { recursive: true });
    for (const file of ['package.json', 'CHANGELOG.md'])
      if (existsSync(join(p.dir, file))) copyFileSync(join(p.dir, file), join(dir, p.rel, file));
  }
  return dir;
}

/** Writes one changeset, runs `changeset version` in the copy, and returns each package's new manifest. */
function version(bumps, summary) {
  const dir = copyRepo();
  const front = Object.entries(bumps)
    .map(([name, type]) => `"${name}": ${type}`)
    .join('\n');
  writeFileSync(join(dir, '.changeset/sample-change.md'), `---\n${front}\n---\n\n${summary}\n`);
  const copied = new Map(
    packages.map((p) => [p.manifest.name, readFileSync(join(dir, p.rel, 'package.json'), 'utf8')]),
  );
  const r = spawnSync(process.execPath, [changesetBin, 'version'], { cwd: dir, encoding: 'utf8' });
  assert.equal(r.status, 0, `changeset version failed:\n${r.stdout}${r.stderr}`);
  assert.ok(!existsSync(join(dir, '.changeset/sample-change.md')), 'the changeset was not consumed');
  const after = new Map();
  for (const p of packages)
    after.set(p.manifest.name, readFileSync(join(dir, p.rel, 'package.json'), 'utf8'));
  return { dir, after, copied };
}

/** Names of packages whose manifest text `changeset version` changed in the copy. */
function changed({ after, copied }) {
  return packages
    .filter((p) => after.get(p.manifest.name) !== copied.get(p.manifest.name))
    .map((p) => p.manifest.name)
    .sort();
}

const versionOf = (after, name) => JSON.parse(after.get(name)).version;
/** Published packages that take the contracts as a peer dependency. */
const coreDependents = published.filter((p) => p.manifest.peerDependencies?.[CORE] !== undefined);

describe('changeset version on a copy of the repository', () => {
  it('a patch to one game bumps that game alone and writes its changelog', () => {
    const game = published.find((p) => p.manifest.name.startsWith('@qi/game-'));
    assert.ok(game, 'no game package found');
    const run = version({ [game.manifest.name]: 'patch' }, 'Fix a sample bug.');
    const { dir, after } = run;
    assert.deepEqual(changed(run), [game.manifest.name]);
    assert.equal(versionOf(after, game.manifest.name), semver.inc(game.manifest.version, 'patch'));
    const log = readFileSync(join(dir, game.rel, 'CHANGELOG.md'), 'utf8');
    assert.match(log, new RegExp(`## ${semver.inc(game.manifest.version, 'patch').replaceAll('.', '\\.')}`));
    assert.match(log, /Fix a sample bug\./);
  });

  it('a core minor bumps core, and a dependent only when its peer range leaves out the new version', () => {
    const next = semver.inc(core.manifest.version, 'minor');
    const run = version({ [CORE]: 'minor' }, 'Add a sample optional contract member.');
    const { after } = run;
    const outOfRange = coreDependents.filter(
      (p) => !semver.satisfies(next, p.manifest.peerDependencies[CORE]),
    );
    assert.deepEqual(changed(run), [CORE, ...outOfRange.map((p) => p.manifest.name)].sort());
    assert.equal(versionOf(after, CORE), next);
    for (const p of outOfRange)
      assert.equal(
        versionOf(after, p.manifest.name),
        semver.inc(p.manifest.version, 'major'),
        p.manifest.name,
      );
    // The games that follow the policy (a range admitting core minors) must exist and stay put.
    assert.ok(coreDependents.length > outOfRange.length, 'no dependent has a range that admits core minors');
  });

  it('a core major bumps every dependent whose peer range leaves out the new major', () => {
    const next = semver.inc(core.manifest.version, 'major');
    const { after } = version({ [CORE]: 'major' }, 'Change a sample contract member.');
    assert.equal(versionOf(after, CORE), next);
    for (const p of coreDependents) {
      const expected = semver.satisfies(next, p.manifest.peerDependencies[CORE])
        ? p.manifest.version
        : semver.inc(p.manifest.version, 'major');
      assert.equal(versionOf(after, p.manifest.name), expected, p.manifest.name);
    }
  });

  it('a core major rewrites 0.x peer ranges unbounded, which the hygiene check then refuses', () => {
    // changesets turns ">=0.1.0 <1.0.0" into ">=1.0.0"; the release crossing 1.0 must set "^1.0.0" by hand.
    const next = semver.inc(core.manifest.version, 'major');
    const { after } = version({ [CORE]: 'major' }, 'Sample.');
    const explicit = coreDependents.filter((p) => /^>=/.test(p.manifest.peerDependencies[CORE]));
    assert.ok(explicit.length > 0, 'no dependent uses an explicit 0.x range');
    for (const p of explicit) {
      const rewritten = JSON.parse(after.get(p.manifest.name));
      assert.match(corePeerProblems(rewritten, next, semver).join('\n'), /admits the next core major/);
    }
  });

  it('never versions the private apps, even when their dependencies change', () => {
    const { after } = version({ [CORE]: 'minor' }, 'Sample.');
    for (const p of packages.filter((q) => q.manifest.private === true))
      assert.equal(
        after.get(p.manifest.name),
        readFileSync(join(p.dir, 'package.json'), 'utf8'),
        p.manifest.name,
      );
  });

  it('left the real working tree alone', () => {
    assert.deepEqual(realVersions(), versionsBefore);
    assert.ok(!existsSync(join(repoRoot, '.changeset/sample-change.md')));
  });
});
