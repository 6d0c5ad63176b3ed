/**
 * Proves the hygiene check fails on broken packages: fixture workspaces in a temp folder, one clean and
 * one with a defect of every kind, run through the real script (pnpm pack, publint, attw included).
 * Run: node --test tooling/packaging/check-packages.test.mjs
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { hygieneProblems, suggestedRange } from './lib/rules.mjs';
import { loadSemver } from './lib/tools.mjs';

const script = join(import.meta.dirname, 'check-packages.mjs');
const semver = loadSemver();
const temp = mkdtempSync(join(tmpdir(), 'qi-check-fixture-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function write(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
}

const README = (name) =>
  `# ${name}\n\n\`\`\`ts\nimport { hello } from '${name}';\nconsole.log(hello);\n\`\`\`\n`;

/** A package that passes every rule: built dist, README example, licence, changelog, tests left out. */
function goodPackage(dir, name, extra = {}) {
  write(join(dir, 'package.json'), {
    name,
    version: '0.1.0',
    description: 'fixture',
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    engines: { node: '>=20.19' },
    exports: {
      '.': { '@qi/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
    },
    files: ['dist', 'src', '!src/**/*.test.ts', 'README.md', 'CHANGELOG.md', 'LICENSE'],
    peerDependencies: { '@qi/core-search': '>=0.1.0 <1.0.0' },
    ...extra,
  });
  write(join(dir, 'src/index.ts'), "export const hello = 'hi';\n");
  write(join(dir, 'src/index.test.ts'), '// a test that must not be published\n');
  write(join(dir, 'dist/index.js'), "export const hello = 'hi';\n");
  write(join(dir, 'dist/index.d.ts'), 'export declare const hello = "hi";\n');
  write(join(dir, 'README.md'), README(name));
  write(join(dir, 'CHANGELOG.md'), `# ${name}\n`);
  write(join(dir, 'LICENSE'), 'MIT License\n');
}

function workspace(name) {
  const root = join(temp, name);
  write(join(root, 'package.json'), { name: `${name}-root`, private: true });
  write(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n  - apps/*\n');
  goodPackage(join(root, 'packages/core-search'), '@qi/core-search', { peerDependencies: undefined });
  return root;
}

function check(root) {
  const r = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: r.status, output: r.stdout + r.stderr };
}

describe('check-packages on fixture workspaces', () => {
  it('passes a clean workspace (with a private app)', () => {
    const root = workspace('clean');
    goodPackage(join(root, 'packages/game-good'), '@qi/game-good');
    write(join(root, 'apps/cli/package.json'), { name: '@qi/cli', private: true, version: '0.0.0' });
    const r = check(root);
    assert.equal(r.status, 0, r.output);
    assert.match(r.output, /ok {4}@qi\/game-good/);
  });

  it('fails a workspace with broken packages and names every defect', () => {
    const root = workspace('broken');
    const bad = join(root, 'packages/game-bad');
    goodPackage(bad, '@qi/game-bad', {
      type: 'commonjs',
      sideEffects: true,
      engines: undefined,
      exports: { '.': { import: './dist/index.js', types: './dist/missing.d.ts' } },
      files: ['dist', 'src', 'README.md', 'LICENSE'],
      dependencies: { ffish: '^0.7.0', '@qi/core-search': '0.1.0', '@qi/web': '0.0.0' },
      peerDependencies: { '@qi/core-search': '^0.1.0' },
    });
    write(join(bad, 'README.md'), '# no example here\n');
    write(join(root, 'apps/cli/package.json'), { name: '@qi/cli', version: '0.0.0' });
    write(join(root, 'apps/web/package.json'), { name: '@qi/web', private: true, version: '0.0.0' });
    const r = check(root);
    assert.equal(r.status, 1, r.output);
    assert.match(r.output, /ok {4}@qi\/core-search/);
    for (const expected of [
      /FAIL {2}@qi\/cli\n.*apps\/\* packages must be "private": true/,
      /"type" must be "module"/,
      /"sideEffects" must be false/,
      /"engines.node" is missing/,
      /"types" must come before "import"/,
      /missing\.d\.ts does not exist/,
      /the tarball contains test or bench files: src\/index\.test\.ts/,
      /README\.md needs a fenced ts\/js code example/,
      /CHANGELOG\.md is missing from the tarball/,
      /dependencies "ffish" is GPL-licensed/,
      /@qi\/core-search must be a peerDependency, not in "dependencies"/,
      /"\^0\.1\.0" excludes the next core minor 0\.2\.0/,
      /"@qi\/web" is a private package/,
      /publint failed/,
      /are-the-types-wrong failed/,
    ])
      assert.match(r.output, expected);
  });
});

describe('hygiene rules', () => {
  const base = {
    name: '@qi/game-x',
    version: '0.1.0',
    description: 'x',
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    engines: { node: '>=20' },
    exports: { './package.json': './package.json' },
    files: ['dist'],
  };
  const packed = ['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json'];
  const dir = join(temp, 'unit');
  write(join(dir, 'README.md'), README(base.name));
  const problems = (manifest, coreVersion = '0.1.0') =>
    hygieneProblems({ dir, manifest: { ...base, ...manifest }, packed, coreVersion, semver }).join('\n');

  it('accepts a core peer range that admits minors but not the next major', () => {
    assert.doesNotMatch(problems({ peerDependencies: { '@qi/core-search': '>=0.1.0 <1.0.0' } }), /peer/);
    assert.doesNotMatch(problems({ peerDependencies: { '@qi/core-search': '^1.0.0' } }, '1.2.0'), /peer/);
  });

  it('refuses core peer ranges that force majors, admit the next major, or miss the current version', () => {
    assert.match(problems({ peerDependencies: { '@qi/core-search': '^0.1.0' } }), /next core minor 0\.2\.0/);
    assert.match(
      problems({ peerDependencies: { '@qi/core-search': '>=0.1.0' } }),
      /admits the next core major/,
    );
    assert.match(
      problems({ peerDependencies: { '@qi/core-search': '>=0.2.0 <1.0.0' } }),
      /excludes the current/,
    );
  });

  it('refuses GPL packages outside devDependencies, by name', () => {
    assert.match(problems({ peerDependencies: { 'ffish-es6': '*' } }), /GPL/);
    assert.doesNotMatch(problems({ devDependencies: { ffish: '*' } }), /GPL/);
  });

  it('suggests the range Qi uses on 0.x and from 1.0', () => {
    assert.equal(suggestedRange('0.3.2', semver), '>=0.3.0 <1.0.0');
    assert.equal(suggestedRange('1.4.0', semver), '^1.4.0');
  });
});
