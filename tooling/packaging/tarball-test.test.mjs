/**
 * Proves the tarball test fails when an installed package misbehaves: a fixture workspace whose searcher
 * returns an illegal move, and one that was never built. (The real packages passing is `pnpm test:packages`.)
 * Run: node --test tooling/packaging/tarball-test.test.mjs
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';

const script = join(import.meta.dirname, 'tarball-test.mjs');
const temp = mkdtempSync(join(tmpdir(), 'qi-tarball-fixture-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function write(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

function fixturePackage(dir, name, js, built = true) {
  write(join(dir, 'package.json'), {
    name,
    version: '0.1.0',
    type: 'module',
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
    files: ['dist'],
  });
  if (!built) return;
  write(join(dir, 'dist/index.js'), js);
  write(join(dir, 'dist/index.d.ts'), 'export {};\n');
}

/** A one-cell game and a "random" searcher that answers with `move`. */
function workspace(name, move, built = true) {
  const root = join(temp, name);
  write(join(root, 'package.json'), { name: 'fixture', private: true });
  write(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n');
  const core = `export const randomSearcher = {
  id: 'random', name: 'r', description: 'r', options: [], supports: () => true,
  create: () => ({ ok: true, value: { start: () => ({ run: () => ({ bestMove: ${move}, stats: { nodes: 1 } }) }) } }),
};\n`;
  const game = `class Pos { constructor() { this.filled = false; }
  isLegal(m) { return m === 0 && !this.filled; } }
export const oneCell = { meta: { id: 'onecell' }, create: () => ({ ok: true, value: {
  info: {}, initial: () => new Pos(), encode: (p) => String(p.filled),
  moveToString: (_p, m) => String(m), parseMove: (_p, t) => ({ ok: true, value: Number(t) }) } }) };\n`;
  fixturePackage(join(root, 'packages/core-search'), '@qi/core-search', core, built);
  fixturePackage(join(root, 'packages/game-onecell'), '@qi/game-onecell', game, built);
  return root;
}

const runOn = (root) => spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });

describe('tarball test on fixture workspaces', () => {
  it('passes when the searcher returns a legal move', () => {
    const r = runOn(workspace('legal', 0));
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /ok {3}onecell × random: 0/);
  });

  it('fails when the searcher returns an illegal move', () => {
    const r = runOn(workspace('illegal', 1));
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /onecell × random: best move 1 is not legal/);
    assert.match(r.stdout, /tarball test FAILED/);
  });

  it('fails before packing when a package was not built', () => {
    const r = runOn(workspace('unbuilt', 0, false));
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /dist\/index\.js is missing: run `pnpm build` first/);
  });
});
