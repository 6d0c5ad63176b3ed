#!/usr/bin/env node
/**
 * Tarball test: packs every published package (run `pnpm build` first), installs the tarballs with npm into
 * a fresh project in a temp folder outside the workspace, and there
 *   1. type-checks a consumer that imports every package (moduleResolution nodenext, lib check on),
 *   2. runs tarball-smoke.mjs: each game plugin found is created and played by every searcher,
 *   3. runs the README examples marked `<!-- qi:run -->`.
 * Exits 1 on any failure.
 *
 *   node tooling/packaging/tarball-test.mjs [--root DIR] [--keep]
 */
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
import { join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { packPackage } from './lib/pack.mjs';
import { repoRoot, workspacePackages } from './lib/workspace.mjs';

const { values } = parseArgs({
  options: { root: { type: 'string' }, keep: { type: 'boolean', default: false } },
});
const root = resolve(values.root ?? repoRoot);
const published = workspacePackages(root).filter((p) => p.manifest.private !== true);

const failures = [];
const step = (title) => console.log(`\n== ${title}`);

/** npm must not see the pnpm settings a `pnpm run` puts in the environment (registry and proxy settings stay). */
const KEEP = /^npm_config_(registry|cache|https?_proxy|proxy|noproxy|no_proxy|strict_ssl|cafile|ca)$/i;
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([k]) => KEEP.test(k) || (!/^(npm_|pnpm_)/i.test(k) && k !== 'NODE_OPTIONS'),
  ),
);
function run(command, args, cwd) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: cleanEnv });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
  return { ok: r.status === 0, output: r.error ? String(r.error) : output };
}

for (const { dir, manifest } of published)
  for (const target of Object.values(manifest.exports ?? {}))
    if (typeof target === 'object' && target.import && !existsSync(join(dir, target.import)))
      failures.push(`${manifest.name}: ${target.import} is missing: run \`pnpm build\` first`);
if (failures.length > 0) finish();

const temp = mkdtempSync(join(tmpdir(), 'qi-tarballs-'));
if (`${temp}${sep}`.startsWith(`${root}${sep}`))
  throw new Error(`temp folder ${temp} is inside the workspace`);
const project = join(temp, 'project');
mkdirSync(project);

try {
  testTarballs();
} finally {
  if (values.keep) console.log(`\nkept ${temp}`);
  else rmSync(temp, { recursive: true, force: true });
}
finish();

function testTarballs() {
  step(`pack ${published.length} packages into ${temp}`);
  const tarballs = published.map(({ dir, manifest }) => {
    const tgz = packPackage(dir, join(temp, 'tarballs', manifest.name.replace(/[@/]/g, '_')));
    console.log(`${manifest.name}@${manifest.version}  ${tgz}`);
    return tgz;
  });
  const names = published.map((p) => p.manifest.name);

  step('npm init -y && npm install <tarballs>');
  const init = run('npm', ['init', '-y'], project);
  if (!init.ok) failures.push(`npm init failed:\n${init.output}`);
  const install = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs],
    project,
  );
  console.log(install.output);
  if (!install.ok) {
    failures.push('npm install of the tarballs failed');
    return;
  }

  step('type-check a consumer (nodenext)');
  const consumer = names.map((n, i) => `import * as m${i} from '${n}';`).join('\n');
  writeFileSync(
    join(project, 'consumer.ts'),
    `${consumer}\nexport const modules = [${names.map((_, i) => `m${i}`)}];\n`,
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        types: [],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
      },
      files: ['consumer.ts'],
    }),
  );
  const tsc = join(
    createRequire(join(repoRoot, 'package.json')).resolve('typescript/package.json'),
    '../bin/tsc',
  );
  const typecheck = run(process.execPath, [tsc, '-p', project], project);
  console.log(typecheck.ok ? 'types resolve and check' : typecheck.output);
  if (!typecheck.ok) failures.push('the consumer does not type-check against the installed packages');

  step('play every game with every searcher');
  copyFileSync(join(import.meta.dirname, 'tarball-smoke.mjs'), join(project, 'smoke.mjs'));
  const smoke = run(process.execPath, ['smoke.mjs', ...names], project);
  console.log(smoke.output);
  if (!smoke.ok) failures.push('the smoke script failed');

  step('run README examples marked <!-- qi:run -->');
  for (const name of names) {
    const readme = join(project, 'node_modules', name, 'README.md');
    const blocks = existsSync(readme) ? runnableBlocks(readFileSync(readme, 'utf8')) : [];
    blocks.forEach((code, i) => {
      const file = join(project, `readme-${name.replace(/[@/]/g, '_')}-${i}.mjs`);
      writeFileSync(file, code);
      const r = run(process.execPath, [file], project);
      console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${name} README example ${i + 1}`);
      if (!r.ok) failures.push(`${name} README example ${i + 1} failed:\n${r.output}`);
    });
  }
}

/** Fenced js blocks right after a `<!-- qi:run -->` marker: examples that run as plain ES modules. */
function runnableBlocks(markdown) {
  return [...markdown.matchAll(/<!-- qi:run -->\s*```(?:js|javascript|mjs)\n([\s\S]*?)```/g)].map(
    (m) => m[1],
  );
}

function finish() {
  if (failures.length === 0) {
    console.log('\ntarball test passed');
    process.exit(0);
  }
  console.log(`\ntarball test FAILED:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
